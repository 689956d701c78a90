import { Button } from 'react-aria-components';
import { groupDigits } from '../../domain/number-format.ts';
import { CountUp } from '../../ui/CountUp.tsx';

/** Spec §9: count-up animations take 1 s. */
const COUNT_UP_MS = 1000;

/**
 * 'Show Me N cars': navigates to the filtered URL (`onPress`: refinements still in their debounce
 * included) and takes the shopper from the filter panel to the results, counting up to the new total.
 */
export function ShowMeButton({ count, onPress }: { count: number; onPress: () => void }) {
  return (
    <Button className="button button-primary show-me" onPress={onPress} aria-label={`Show Me ${groupDigits(count)} cars`}>
      {/* One inline run: as separate flex items the words would lose the spaces between them. */}
      <span>
        Show Me <CountUp value={count} ms={COUNT_UP_MS} format={groupDigits} /> {count === 1 ? 'car' : 'cars'}
      </span>
    </Button>
  );
}
