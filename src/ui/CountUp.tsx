// A figure that counts to its value (spec §9 count-up animations), from `startAt` on mount and from
// the figure shown on each change; at once for reduced motion. The text is written straight into the
// element each frame, so a running count never re-renders React (a results page keeps answering
// clicks while the count runs).
import { useLayoutEffect, useRef } from 'react';

export function CountUp({ value, ms, format, startAt = value, className }: { value: number; ms: number; format: (n: number) => string; startAt?: number; className?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  const shown = useRef(startAt);
  useLayoutEffect(() => {
    const el = element.current!;
    const from = shown.current;
    const show = (n: number) => {
      shown.current = n;
      el.textContent = format(n);
    };
    if (from === value || matchMedia('(prefers-reduced-motion: reduce)').matches) return show(value);
    show(from);
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - began) / ms);
      // Whole steps on the way; the last frame shows the figure itself (a repayment has cents).
      show(t < 1 ? Math.round(from + (value - from) * (1 - (1 - t) ** 3)) : value);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, ms, format]);
  return <span ref={element} className={className} />;
}
