import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { groupDigits } from '../../domain/number-format.ts';

/** Spec §9: count-up animations take 1 s. */
const COUNT_UP_MS = 1000;

/** Counts from the previous value to `target` over a second (at once for reduced motion). */
function useCountUp(target: number): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    if (start === target || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - began) / COUNT_UP_MS);
      const value = Math.round(start + (target - start) * (1 - (1 - t) ** 3));
      from.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

/**
 * 'Show Me N cars': navigates to the filtered URL (`onPress`: refinements still in their debounce
 * included) and takes the shopper from the filter panel to the results, counting up to the new total.
 */
export function ShowMeButton({ count, onPress }: { count: number; onPress: () => void }) {
  const shown = useCountUp(count);
  return (
    <Button className="button button-primary show-me" onPress={onPress} aria-label={`Show Me ${groupDigits(count)} cars`}>
      Show Me {groupDigits(shown)} {count === 1 ? 'car' : 'cars'}
    </Button>
  );
}
