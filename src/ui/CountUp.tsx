// A figure that counts to its value (spec §9 count-up animations), from `startAt` on mount and from
// the figure shown on each change; at once for reduced motion. The text is written straight into the
// element, so a running count never re-renders React (a results page keeps answering clicks while
// the count runs). Each write costs the page a layout and a paint: the text is written only when it
// changes, and no more often than every `stepMs` where that is given.
import { useLayoutEffect, useRef } from 'react';

interface CountUpProps {
  value: number;
  ms: number;
  format: (n: number) => string;
  startAt?: number;
  /** The least time between two figures shown on the way (every frame when omitted). */
  stepMs?: number;
  className?: string;
}

export function CountUp({ value, ms, format, startAt = value, stepMs = 0, className }: CountUpProps) {
  const element = useRef<HTMLSpanElement>(null);
  const shown = useRef(startAt);
  useLayoutEffect(() => {
    const el = element.current!;
    const from = shown.current;
    const show = (n: number) => {
      shown.current = n;
      const text = format(n);
      if (el.textContent !== text) el.textContent = text;
    };
    if (from === value || matchMedia('(prefers-reduced-motion: reduce)').matches) return show(value);
    show(from);
    const began = performance.now();
    let wrote = began;
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - began) / ms);
      // Whole steps on the way; the last frame shows the figure itself (a repayment has cents).
      if (t === 1) return show(value);
      if (now - wrote >= stepMs) {
        wrote = now;
        show(Math.round(from + (value - from) * (1 - (1 - t) ** 3)));
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, ms, format, stepMs]);
  return <span ref={element} className={className} />;
}
