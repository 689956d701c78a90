import { useEffect, useMemo, useRef } from 'react';
import { useStableHandler } from '../../perf/use-stable-handler.ts';

/** A function that runs `fn` once `ms` after its last call; pending calls are dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number): { call: (...args: A) => void; cancel: () => void } {
  const latest = useStableHandler(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      call: (...args: A) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest(...args), ms);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [latest, ms],
  );
}
