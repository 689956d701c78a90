import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as of the frame after it changed: what it feeds renders once the frame showing the rest of
 * the change has been painted, in slices (a transition).
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => startTransition(() => setShown(value)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return shown;
}
