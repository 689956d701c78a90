import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler that keeps one identity for the component's life and always runs the latest render's
 * `handler`: memoised children given it do not re-render because a parent re-rendered.
 * Only for event handlers (it is updated after render, so calling it during render sees the old one).
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
