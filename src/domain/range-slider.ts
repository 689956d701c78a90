// Spec §5 range sliders (price and kilometres): the price's default range is 0 to 100000 unless the
// facet stats are wider; values clamped to the range, rounded to the nearest 1000; the minimum never
// passes the maximum. Refining past an end is only logged (spec §8), with the spec's messages. The
// track's layout is in slider-scale.ts (the results page's alone: this module is in every page's bundle).

export const DEFAULT_PRICE_BOUNDS = { min: 0, max: 100_000 } as const;
export const PRICE_ROUNDING = 1000;

export const BELOW_MINIMUM_MESSAGE = 'Cannot refine below the range minimum';
export const ABOVE_MAXIMUM_MESSAGE = 'Cannot refine above the range maximum';

export interface Bounds {
  min: number;
  max: number;
}

export const roundToThousand = (n: number) => Math.round(n / PRICE_ROUNDING) * PRICE_ROUNDING;

/** The slider's ends: the default range, widened (to whole thousands) when the stats go past it. */
export function sliderBounds(stats: Bounds | undefined, defaults: Bounds = DEFAULT_PRICE_BOUNDS): Bounds {
  if (!stats) return { ...defaults };
  return {
    min: Math.min(defaults.min, Math.floor(stats.min / PRICE_ROUNDING) * PRICE_ROUNDING),
    max: Math.max(defaults.max, Math.ceil(stats.max / PRICE_ROUNDING) * PRICE_ROUNDING),
  };
}

export interface ClampResult {
  value: Bounds;
  /** The spec's log lines for a refinement past an end. */
  warnings: string[];
}

/**
 * A refinement as the slider applies it: each end rounded to 1000 and clamped to the bounds, and the
 * minimum held at or below the maximum (the end that moved gives way).
 */
export function clampRange(wanted: Partial<Bounds>, bounds: Bounds, moved: 'min' | 'max' = 'min'): ClampResult {
  const warnings: string[] = [];
  const clampEnd = (n: number) => {
    if (n < bounds.min) {
      warnings.push(BELOW_MINIMUM_MESSAGE);
      return bounds.min;
    }
    if (n > bounds.max) {
      warnings.push(ABOVE_MAXIMUM_MESSAGE);
      return bounds.max;
    }
    return Math.min(bounds.max, Math.max(bounds.min, roundToThousand(n)));
  };
  let min = clampEnd(wanted.min ?? bounds.min);
  let max = clampEnd(wanted.max ?? bounds.max);
  if (min > max) {
    if (moved === 'min') min = max;
    else max = min;
  }
  return { value: { min, max }, warnings };
}

/**
 * The refinement to store for a slider value: an end at its bound is no filter on that side, and a
 * slider at both bounds is no filter at all (the URL then drops the range).
 */
export function rangeRefinement(value: Bounds, bounds: Bounds): Partial<Bounds> | null {
  const out: Partial<Bounds> = {};
  if (value.min > bounds.min) out.min = value.min;
  if (value.max < bounds.max) out.max = value.max;
  return out.min === undefined && out.max === undefined ? null : out;
}

/** Spec §5 header-style price slider (the home banner's): $5,000 to $250,000 in steps of 500. */
export const HEADER_PRICE_BOUNDS: Readonly<Bounds> = { min: 5000, max: 250_000 };
export const HEADER_PRICE_STEP = 500;

/**
 * The header slider's thumbs never meet: the lower stays at least 1 below the upper and the upper at
 * least 1 above the lower, the thumb that moved giving way. On the slider's 500 grid the nearest such
 * value is a step away (a value off the grid would be snapped back onto the other thumb).
 */
export function keepThumbsApart(value: Bounds, moved: 'min' | 'max', gap = HEADER_PRICE_STEP): Bounds {
  if (value.min < value.max) return value;
  return moved === 'min' ? { min: value.max - gap, max: value.max } : { min: value.min, max: value.min + gap };
}
