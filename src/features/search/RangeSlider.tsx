import { memo, useId, useMemo, useRef, useState, useSyncExternalStore, type HTMLAttributes, type KeyboardEvent } from 'react';
import { preloadable } from '../../perf/preloadable.tsx';
import { clampRange, PRICE_ROUNDING, rangeRefinement, roundToThousand, type Bounds } from '../../domain/range-slider.ts';
import { sliderScale } from '../../domain/slider-scale.ts';
import { formatMoney, groupDigits } from '../../domain/number-format.ts';
import { parseAmount } from '../../domain/number-input.ts';
import type { RangeScale } from '../../domain/search-facets.ts';
import type { NumericRange } from '../../domain/search-ui-state.ts';
import { useDebouncedCallback } from './useDebounced.ts';
import { SLIDER_SPOKEN, SliderFrame, type SliderBodyProps } from './range-slider-body.tsx';

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
/**
 * react-aria's slider (RangeSliderTrack.tsx), once a shopper goes for a slider: a results page loads
 * without react-aria. Until then each slider is the plain form below, drawn the same; its thumbs are
 * the browser's range inputs, which keys (and a move made before the page was live) already work.
 */
const AriaSliderBody = preloadable(() => import('./RangeSliderTrack.tsx').then((module) => module.RangeSliderTrack));
let ariaReady = false;
const ariaReadyListeners = new Set<() => void>();
/** The id of what had the focus as react-aria's slider came, for the moment it takes the plain one's place. */
let focusedAsReady: string | null = null;

/** Loads react-aria's slider for every range facet on the page; the filters panel asks as it opens. */
export function loadAriaSlider(): void {
  if (ariaReady) return;
  void AriaSliderBody.preload().then(() => {
    if (ariaReady) return;
    ariaReady = true;
    focusedAsReady = document.activeElement?.id || null;
    for (const listener of ariaReadyListeners) listener();
    setTimeout(() => (focusedAsReady = null));
  });
}

const onAriaReady = (listener: () => void) => {
  ariaReadyListeners.add(listener);
  return () => ariaReadyListeners.delete(listener);
};
/** Hydration matches the server's plain slider; the react-aria one follows once it is in. */
const useAriaReady = () => useSyncExternalStore(onAriaReady, () => ariaReady, () => false);

const spoken = new Map<RangeScale['unit'], Intl.NumberFormat>();
const spokenFormat = (unit: RangeScale['unit']) => spoken.get(unit) ?? spoken.set(unit, new Intl.NumberFormat('en-AU', SLIDER_SPOKEN[unit])).get(unit)!;
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', width: 1, whiteSpace: 'nowrap' } as const;

/**
 * The slider as react-aria renders it on the server, with the browser's range inputs for thumbs (a
 * key moves a thumb by 1,000; one thumb never passes the other). Going for it brings react-aria's
 * (loadAriaSlider), but a finger already on it is not made to wait for that: a press on the track
 * moves the nearest thumb there, a thumb follows a drag, and `onHold` keeps this form in place until
 * the finger lifts.
 */
function PlainSliderBody({ id, label, unit, bounds, value, scale, format, onChange, onHold }: SliderBodyProps & { id: string; onHold: (held: boolean) => void }) {
  const labelId = `${id}-label`;
  const name = label.toLowerCase();
  const ends = [value.min, value.max];
  const [from, to] = [scale.toFraction(value.min), scale.toFraction(value.max)];
  const move = (index: number, moved: number) => onChange(index === 0 ? { min: Math.min(moved, value.max), max: value.max } : { min: value.min, max: Math.max(moved, value.min) });
  const trackRef = useRef<HTMLDivElement>(null);
  // The thumb held, and how far along the track from the pointer it sits (a thumb pressed off its centre does not jump).
  const held = useRef<{ index: number; offset: number } | null>(null);
  const fractionAt = (clientX: number) => {
    const { left, width } = trackRef.current!.getBoundingClientRect();
    return (clientX - left) / width;
  };
  const follow = (clientX: number) => {
    const { index, offset } = held.current!;
    const fraction = Math.min(1, Math.max(0, fractionAt(clientX) - offset));
    const moved = roundToThousand(scale.fromFraction(fraction));
    if (moved !== ends[index]) move(index, moved);
  };
  const release = () => {
    if (!held.current) return;
    held.current = null;
    onHold(false);
  };
  const trackProps: HTMLAttributes<HTMLDivElement> = {
    style: { position: 'relative', touchAction: 'none' },
    onPointerDown(event) {
      if (event.button !== 0) return;
      const at = fractionAt(event.clientX);
      const thumb = (event.target as Element).closest('.range-slider-thumb');
      const pressed = thumb ? [...event.currentTarget.querySelectorAll('.range-slider-thumb')].indexOf(thumb) : -1;
      // As react-aria picks: the thumb nearest the press, the upper one if the press is past both.
      const index = pressed >= 0 ? pressed : Math.abs(at - from) < Math.abs(at - to) || at < from ? 0 : 1;
      held.current = { index, offset: pressed >= 0 ? at - (index === 0 ? from : to) : 0 };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
      onHold(true);
      follow(event.clientX);
    },
    onPointerMove(event) {
      if (held.current) follow(event.clientX);
    },
    onPointerUp: release,
    onPointerCancel: release,
  };
  return (
    <SliderFrame
      groupProps={{ role: 'group', 'aria-labelledby': labelId }}
      labelProps={{ id: labelId }}
      outputProps={{ htmlFor: `${id}-0 ${id}-1`, 'aria-live': 'off' }}
      trackProps={trackProps}
      trackRef={trackRef}
      label={label}
      text={`${format(value.min)} – ${format(value.max)}`}
      from={from}
      to={to}
    >
      {ends.map((end, index) => (
        <div key={index} className="range-slider-thumb" style={{ position: 'absolute', left: `${(index === 0 ? from : to) * 100}%`, transform: 'translate(-50%, -50%)', touchAction: 'none' }}>
          <div style={VISUALLY_HIDDEN}>
            <input
              id={`${id}-${index}`}
              type="range"
              aria-label={`${index === 0 ? 'Minimum' : 'Maximum'} ${name}`}
              aria-labelledby={`${id}-${index} ${labelId}`}
              aria-orientation="horizontal"
              aria-valuetext={spokenFormat(unit).format(end)}
              min={bounds.min}
              max={bounds.max}
              step={PRICE_ROUNDING}
              value={end}
              onChange={(event) => move(index, Number(event.target.value))}
            />
          </div>
        </div>
      ))}
    </SliderFrame>
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
  const onChange = ({ min, max }: Bounds) => {
    const moved = min !== value.min ? 'min' : 'max';
    setDraft({ from: appliedKey, value: { min, max } });
    onPending?.(attribute, rangeRefinement(clampRange({ min, max }, bounds, moved).value, bounds));
    debounced.call({ min, max }, moved);
  };
  const typed = (end: 'min' | 'max') => (n: number) => {
    debounced.cancel();
    apply({ ...value, [end]: n }, end);
  };
  const [holding, setHolding] = useState(false);
  const ready = useAriaReady() && !holding;
  const id = useId();
  const focusedThumb = [0, 1].find((index) => focusedAsReady === `${id}-${index}`);
  const bodyProps: SliderBodyProps = { label, unit, bounds, value, scale, format, onChange };
  return (
    <div className="range-slider facet">
      {/* A pointer over it, a touch or the focus: the shopper is going for it. */}
      <div onPointerOver={loadAriaSlider} onPointerDown={loadAriaSlider} onFocus={loadAriaSlider}>
        {ready ? <AriaSliderBody {...bodyProps} focusedThumb={focusedThumb} /> : <PlainSliderBody id={id} {...bodyProps} onHold={setHolding} />}
      </div>
      <div className="range-inputs">
        <RangeInput name={`${attribute}-from`} label={`${label} from`} value={value.min} format={format} onCommit={typed('min')} />
        <span aria-hidden="true">–</span>
        <RangeInput name={`${attribute}-to`} label={`${label} to`} value={value.max} format={format} onCommit={typed('max')} />
      </div>
    </div>
  );
}, unchanged);
