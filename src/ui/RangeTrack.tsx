import { SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';

/**
 * The inside of a two-thumb react-aria Slider: the values as text, the track with its fill, and thumbs
 * named 'Minimum {name}' and 'Maximum {name}'. The facets' range sliders and the home banner's share it.
 */
export function RangeTrack({ name, format }: { name: string; format: (n: number) => string }) {
  return (
    <>
      <SliderOutput className="range-slider-output">{({ state }) => state.values.map(format).join(' – ')}</SliderOutput>
      <SliderTrack className="range-slider-track">
        {({ state }) => (
          <>
            <div className="range-slider-fill" style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }} />
            <SliderThumb index={0} aria-label={`Minimum ${name}`} className="range-slider-thumb" />
            <SliderThumb index={1} aria-label={`Maximum ${name}`} className="range-slider-thumb" />
          </>
        )}
      </SliderTrack>
    </>
  );
}
