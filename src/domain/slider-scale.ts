// How a results page's range slider lays out its track (issue 42): not linearly, so the stock's usual
// prices get most of it. A module of its own: range-slider.ts is in every page's first bundle (the home
// banner's slider), this only in the search screens'.
import type { Bounds } from './range-slider.ts';

/**
 * Where a value sits along the track is not linear: one $336,000 truck would otherwise set the scale
 * for every car, and on a phone's 330 px each pixel would be over $1,000 (issue 42: "under $40,000"
 * could not be chosen). The track is laid out in stops: every 1,000 to 50,000, every 2,500 to 100,000,
 * 5,000 to 200,000, 25,000 to 500,000, then every 100,000 (spec §5: about 1/100 of the range, and the
 * values still round to the nearest 1,000: the thumbs step by 1,000 everywhere).
 */
const SCALE_SEGMENTS: readonly { upTo: number; every: number }[] = [
  { upTo: 50_000, every: 1000 },
  { upTo: 100_000, every: 2500 },
  { upTo: 200_000, every: 5000 },
  { upTo: 500_000, every: 25_000 },
  { upTo: Number.POSITIVE_INFINITY, every: 100_000 },
];

/** The stops along the track, from the bottom end to the top end (both included), ascending. */
export function sliderStops({ min, max }: Bounds): number[] {
  const stops = [min];
  let value = min;
  while (value < max) {
    const { every } = SCALE_SEGMENTS.find((segment) => value < segment.upTo)!;
    // The next multiple of the segment's spacing (a bottom end below 0, or off the spacing, joins it).
    value = Math.min(max, Math.floor(value / every) * every + every);
    stops.push(value);
  }
  return stops;
}

export interface SliderScale {
  /** A value's place along the track, 0 to 1. */
  toFraction(value: number): number;
  /** The value at a place along the track (unrounded: the slider rounds it to its step). */
  fromFraction(fraction: number): number;
}

/** The track's layout for the bounds: its stops evenly spaced, values in between in proportion. */
export function sliderScale(bounds: Bounds): SliderScale {
  const stops = sliderStops(bounds);
  const last = stops.length - 1;
  return {
    toFraction(value) {
      if (last === 0 || value <= stops[0]) return 0;
      if (value >= stops[last]) return 1;
      let i = 1;
      while (stops[i] < value) i++;
      return (i - 1 + (value - stops[i - 1]) / (stops[i] - stops[i - 1])) / last;
    },
    fromFraction(fraction) {
      if (last === 0) return stops[0];
      const at = Math.min(last, Math.max(0, fraction * last));
      const i = Math.min(last - 1, Math.floor(at));
      return stops[i] + (at - i) * (stops[i + 1] - stops[i]);
    },
  };
}
