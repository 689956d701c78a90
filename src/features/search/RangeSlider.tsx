import { memo, useState } from 'react';
import { Label, Slider } from 'react-aria-components';
import { RangeTrack } from '../../ui/RangeTrack.tsx';
import { clampRange, rangeRefinement, thumbStep, type Bounds } from '../../domain/range-slider.ts';
import { formatMoney, groupDigits } from '../../domain/number-format.ts';
import type { RangeScale } from '../../domain/search-facets.ts';
import type { NumericRange } from '../../domain/search-ui-state.ts';
import { useDebouncedCallback } from './useDebounced.ts';

/** Spec §9: the slider refines 400 ms after it stops moving. */
export const SLIDER_DEBOUNCE_MS = 400;

interface RangeSliderProps {
  /** The refined attribute, passed back to the handlers (one pair of handlers serves every slider). */
  attribute: string;
  label: string;
  unit: RangeScale['unit'];
  bounds: Bounds;
  /** The refinement in the URL; absent ends are the bounds (so removing the filter resets the slider). */
  refinement: NumericRange | undefined;
  onRefine: (attribute: string, range: NumericRange | null) => void;
  /** The refinement while it waits for the debounce; `undefined` once it is sent or dropped. */
  onPending?: (attribute: string, range: NumericRange | null | undefined) => void;
}

const sameRange = (a: { min?: number; max?: number } | undefined, b: { min?: number; max?: number } | undefined) => a?.min === b?.min && a?.max === b?.max;

/** Each answer brings new bounds and each URL a new refinement object: compared by value. */
const unchanged = (a: RangeSliderProps, b: RangeSliderProps) =>
  a.attribute === b.attribute && a.label === b.label && a.unit === b.unit && sameRange(a.bounds, b.bounds) && sameRange(a.refinement, b.refinement) && a.onRefine === b.onRefine && a.onPending === b.onPending;

const FORMATS: Readonly<Record<RangeScale['unit'], (n: number) => string>> = { money: formatMoney, km: (n) => `${groupDigits(n)} km` };

/** A two-thumb range facet (price, kilometres): spec §5 rounding and clamping, refined 400 ms after it stops. */
export const RangeSlider = memo(function RangeSlider({ attribute, label, unit, bounds, refinement, onRefine, onPending }: RangeSliderProps) {
  const format = FORMATS[unit];
  const name = label.toLowerCase();
  const applied = clampRange({ min: refinement?.min, max: refinement?.max }, bounds).value;
  const appliedKey = `${applied.min}:${applied.max}`;
  const [draft, setDraft] = useState<{ from: string; value: Bounds } | null>(null);
  // A draft belongs to the refinement it started from; a new one from the URL replaces it.
  const value = draft && draft.from === appliedKey ? draft.value : applied;
  const debounced = useDebouncedCallback((next: Bounds, moved: 'min' | 'max') => {
    const { value: clamped, warnings } = clampRange(next, bounds, moved);
    for (const warning of warnings) console.info(warning);
    setDraft(null);
    onPending?.(attribute, undefined);
    onRefine(attribute, rangeRefinement(clamped, bounds));
  }, SLIDER_DEBOUNCE_MS);
  return (
    <Slider
      className="range-slider facet"
      minValue={bounds.min}
      maxValue={bounds.max}
      step={thumbStep(bounds, value)}
      value={[value.min, value.max]}
      onChange={(next) => {
        const [min, max] = next as number[];
        const moved = min !== value.min ? 'min' : 'max';
        setDraft({ from: appliedKey, value: { min, max } });
        onPending?.(attribute, rangeRefinement(clampRange({ min, max }, bounds, moved).value, bounds));
        debounced.call({ min, max }, moved);
      }}
    >
      <Label className="facet-label">{label}</Label>
      <RangeTrack name={name} format={format} />
    </Slider>
  );
}, unchanged);
