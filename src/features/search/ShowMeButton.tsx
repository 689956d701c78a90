import { memo } from 'react';
import { groupDigits } from '../../domain/number-format.ts';
import { CountUp } from '../../ui/CountUp.tsx';

/** Spec §9: count-up animations take 1 s. */
const COUNT_UP_MS = 1000;
/**
 * The figures on the way, about 15 a second: each costs the page a layout and a paint, and on a
 * desktop the button counts beside results that keep re-rendering for the shopper's clicks.
 */
const COUNT_STEP_MS = 64;

/**
 * 'Show Me N cars': navigates to the filtered URL (`onPress`: refinements still in their debounce
 * included) and takes the shopper from the filter panel to the results, counting up to the new total.
 * While the new total is on its way (`updating`: a slow connection can take seconds) the old one is
 * not the count of what the button shows: it is dimmed, and left out of the button's name.
 * Memoised (give it a stable `onPress`): the search screen re-renders three times for a click (its
 * URL, its answer, the facet counts). A native button: a results page's first load needs no react-aria.
 */
export const ShowMeButton = memo(function ShowMeButton({ count, updating, onPress }: { count: number; updating: boolean; onPress: () => void }) {
  const noun = count === 1 ? 'car' : 'cars';
  return (
    <button type="button" className={`button button-primary show-me${updating ? ' is-updating' : ''}`} onClick={onPress} aria-label={updating ? 'Show Me cars (updating the count)' : `Show Me ${groupDigits(count)} ${noun}`}>
      {/* One inline run: as separate flex items the words would lose the spaces between them. */}
      <span>
        Show Me <CountUp value={count} ms={COUNT_UP_MS} stepMs={COUNT_STEP_MS} format={groupDigits} className="show-me-count" /> {noun}
      </span>
    </button>
  );
});
