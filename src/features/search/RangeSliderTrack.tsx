// The range slider as react-aria makes it: a pointer pressed or dragged anywhere along the track, and
// a thumb's keys. Loaded once the shopper goes for a slider (RangeSlider.tsx), not with the page.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { mergeProps, useFocusRing, useNumberFormatter, useSlider, useSliderThumb, VisuallyHidden } from 'react-aria';
import { useSliderState, type SliderState } from 'react-stately';
import { PRICE_ROUNDING } from '../../domain/range-slider.ts';
import type { SliderScale } from '../../domain/slider-scale.ts';
import { SLIDER_SPOKEN, SliderFrame, type SliderBodyProps } from './range-slider-body.tsx';

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

function Thumb({ index, state, trackRef, name, focused }: { index: number; state: SliderState; trackRef: RefObject<HTMLDivElement | null>; name: string; focused: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb({ index, trackRef, inputRef, 'aria-label': `${index === 0 ? 'Minimum' : 'Maximum'} ${name}` }, state);
  const { focusProps, isFocusVisible } = useFocusRing();
  // The plain thumb this one replaces had the focus (a keyboard got there first): it keeps it.
  useLayoutEffect(() => {
    if (focused) inputRef.current?.focus({ preventScroll: true });
  }, [focused]);
  return (
    <div {...thumbProps} className="range-slider-thumb" data-dragging={isDragging || undefined} data-focus-visible={isFocusVisible || undefined}>
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
      </VisuallyHidden>
    </div>
  );
}

export function RangeSliderTrack({ label, unit, bounds, value, scale, format, focusedThumb, onChange }: SliderBodyProps) {
  const numberFormatter = useNumberFormatter(SLIDER_SPOKEN[unit]);
  const base = useSliderState({
    minValue: bounds.min,
    maxValue: bounds.max,
    step: PRICE_ROUNDING,
    value: [value.min, value.max],
    numberFormatter,
    onChange: (next) => {
      const [min, max] = next as number[];
      onChange({ min, max });
    },
  });
  const state = onScale(base, scale);
  const trackRef = useRef<HTMLDivElement>(null);
  const { groupProps, trackProps, labelProps, outputProps } = useSlider({ label }, state, trackRef);
  const [from, to] = [state.getThumbPercent(0), state.getThumbPercent(1)];
  const name = label.toLowerCase();
  return (
    <SliderFrame groupProps={groupProps} labelProps={labelProps} outputProps={outputProps} trackProps={trackProps} trackRef={trackRef} label={label} text={`${format(value.min)} – ${format(value.max)}`} from={from} to={to}>
      <Thumb index={0} state={state} trackRef={trackRef} name={name} focused={focusedThumb === 0} />
      <Thumb index={1} state={state} trackRef={trackRef} name={name} focused={focusedThumb === 1} />
    </SliderFrame>
  );
}
