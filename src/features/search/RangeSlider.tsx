import { memo, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { mergeProps, useFocusRing, useNumberFormatter, useSlider, useSliderThumb, VisuallyHidden } from 'react-aria';
import { useSliderState, type SliderState } from 'react-stately';
import { clampRange, PRICE_ROUNDING, rangeRefinement, type Bounds } from '../../domain/range-slider.ts';
import { sliderScale, type SliderScale } from '../../domain/slider-scale.ts';
import { formatMoney, groupDigits } from '../../domain/number-format.ts';
import { parseAmount } from '../../domain/number-input.ts';
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
/** What the thumbs announce ('$40,000', '80,000 km'), as the text shows them. */
const SPOKEN: Readonly<Record<RangeScale['unit'], Intl.NumberFormatOptions>> = {
  money: { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
  km: { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 },
};

/**
 * react-stately's slider state on the track's own layout (`sliderScale`): the thumbs sit, and a press
 * or drag lands, where the scale puts a value, while the values, the keys (1,000 a step) and what the
 * thumbs announce stay in dollars or kilometres.
 */
function onScale(state: SliderState, scale: SliderScale): SliderState {
  return {
    ...state,
    getThumbPercent: (index) => scale.toFraction(state.values[index]),
    getValuePercent: (value) => scale.toFraction(value),
    getPercentValue: (fraction) => scale.fromFraction(fraction),
    setThumbPercent: (index, fraction) => state.setThumbValue(index, scale.fromFraction(fraction)),
  };
}

function Thumb({ index, state, trackRef, name }: { index: number; state: SliderState; trackRef: RefObject<HTMLDivElement | null>; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb({ index, trackRef, inputRef, 'aria-label': `${index === 0 ? 'Minimum' : 'Maximum'} ${name}` }, state);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div {...thumbProps} className="range-slider-thumb" data-dragging={isDragging || undefined} data-focus-visible={isFocusVisible || undefined}>
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
      </VisuallyHidden>
    </div>
  );
}

/**
 * A typed end of the range beside the slider: any figure, applied on Enter or on leaving the field
 * (spec §5: rounded to the nearest 1,000, clamped to the range), at once rather than after the
 * slider's debounce.
 */
function RangeInput({ name, label, value, format, onCommit }: { name: string; label: string; value: number; format: (n: number) => string; onCommit: (n: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const amount = parseAmount(text);
    setText(null);
    if (amount !== null) onCommit(amount);
  };
  return (
    <input
      className="range-input"
      name={name}
      type="text"
      inputMode="numeric"
      aria-label={label}
      value={text ?? format(value)}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(null);
      }}
    />
  );
}

/**
 * A two-thumb range facet (price, kilometres): spec §5 rounding and clamping, refined 400 ms after it
 * stops; with typed ends beside it for an exact figure.
 */
export const RangeSlider = memo(function RangeSlider({ attribute, label, unit, bounds, refinement, onRefine, onPending }: RangeSliderProps) {
  const format = FORMATS[unit];
  const name = label.toLowerCase();
  const applied = clampRange({ min: refinement?.min, max: refinement?.max }, bounds).value;
  const appliedKey = `${applied.min}:${applied.max}`;
  const [draft, setDraft] = useState<{ from: string; value: Bounds } | null>(null);
  // A draft belongs to the refinement it started from; a new one from the URL replaces it.
  const value = draft && draft.from === appliedKey ? draft.value : applied;
  const apply = (next: Bounds, moved: 'min' | 'max') => {
    const { value: clamped, warnings } = clampRange(next, bounds, moved);
    for (const warning of warnings) console.info(warning);
    setDraft(null);
    onPending?.(attribute, undefined);
    onRefine(attribute, rangeRefinement(clamped, bounds));
  };
  const debounced = useDebouncedCallback(apply, SLIDER_DEBOUNCE_MS);
  const { min: low, max: high } = bounds;
  const scale = useMemo(() => sliderScale({ min: low, max: high }), [low, high]);
  const numberFormatter = useNumberFormatter(SPOKEN[unit]);
  const base = useSliderState({
    minValue: bounds.min,
    maxValue: bounds.max,
    step: PRICE_ROUNDING,
    value: [value.min, value.max],
    numberFormatter,
    onChange: (next) => {
      const [min, max] = next as number[];
      const moved = min !== value.min ? 'min' : 'max';
      setDraft({ from: appliedKey, value: { min, max } });
      onPending?.(attribute, rangeRefinement(clampRange({ min, max }, bounds, moved).value, bounds));
      debounced.call({ min, max }, moved);
    },
  });
  const state = onScale(base, scale);
  const trackRef = useRef<HTMLDivElement>(null);
  const { groupProps, trackProps, labelProps, outputProps } = useSlider({ label }, state, trackRef);
  const typed = (end: 'min' | 'max') => (n: number) => {
    debounced.cancel();
    apply({ ...value, [end]: n }, end);
  };
  const [from, to] = [state.getThumbPercent(0), state.getThumbPercent(1)];
  return (
    <div {...groupProps} className="range-slider facet">
      <label {...labelProps} className="facet-label">
        {label}
      </label>
      <output {...outputProps} className="range-slider-output">
        {format(value.min)} – {format(value.max)}
      </output>
      <div {...trackProps} ref={trackRef} className="range-slider-track">
        <div className="range-slider-fill" style={{ left: `${from * 100}%`, width: `${(to - from) * 100}%` }} />
        <Thumb index={0} state={state} trackRef={trackRef} name={name} />
        <Thumb index={1} state={state} trackRef={trackRef} name={name} />
      </div>
      <div className="range-inputs">
        <RangeInput name={`${attribute}-from`} label={`${label} from`} value={value.min} format={format} onCommit={typed('min')} />
        <span aria-hidden="true">–</span>
        <RangeInput name={`${attribute}-to`} label={`${label} to`} value={value.max} format={format} onCommit={typed('max')} />
      </div>
    </div>
  );
}, unchanged);
