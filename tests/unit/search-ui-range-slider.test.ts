// Spec §5 price slider: defaults, clamping, rounding to 1000, min never past max; spec §8 messages.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { ABOVE_MAXIMUM_MESSAGE, BELOW_MINIMUM_MESSAGE, clampRange, HEADER_PRICE_BOUNDS, HEADER_PRICE_STEP, keepThumbsApart, rangeRefinement, sliderBounds } from '../../src/domain/range-slider.ts';
import { sliderScale, sliderStops } from '../../src/domain/slider-scale.ts';

describe('sliderBounds', () => {
  it('is 0 to 100000 unless the stats are wider', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 4990, max: 89000 })).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 4990, max: 187_450 })).toEqual({ min: 0, max: 188_000 });
    expect(sliderBounds({ min: -1500, max: 10 })).toEqual({ min: -2000, max: 100000 });
  });

  it('widens to whole thousands', () => {
    expect(sliderBounds({ min: 4990, max: 362_500 })).toEqual({ min: 0, max: 363_000 });
  });
});

describe('the track’s layout (issue 42: a range that serves the stock)', () => {
  it('stops every 1,000 to 50,000, then 2,500, 5,000, 25,000 and 100,000 apart, ends included', () => {
    const stops = sliderStops({ min: 0, max: 336_000 });
    expect(stops.slice(0, 3)).toEqual([0, 1000, 2000]);
    expect(stops).toContain(40_000);
    expect(stops.filter((s) => s <= 50_000)).toHaveLength(51);
    expect(stops.filter((s) => s > 50_000 && s <= 100_000)).toHaveLength(20);
    expect(stops.slice(-3)).toEqual([300_000, 325_000, 336_000]);
    expect(sliderStops({ min: -2000, max: 2500 })).toEqual([-2000, -1000, 0, 1000, 2000, 2500]);
    expect(sliderStops({ min: 0, max: 0 })).toEqual([0]);
  });

  it('gives the stock’s usual prices most of the track whatever the dearest car: under $50,000 is nearly half of it or more', () => {
    for (const max of [100_000, 188_000, 336_000, 1_200_000]) {
      const scale = sliderScale({ min: 0, max });
      expect(scale.toFraction(50_000), String(max)).toBeGreaterThan(0.45);
      // A phone's slider is about 330 px: each $1,000 under $50,000 gets 3 px or so, so 40,000 can be dragged to.
      expect((scale.toFraction(41_000) - scale.toFraction(40_000)) * 330, String(max)).toBeGreaterThan(2.5);
    }
  });

  it('maps a place on the track to a value and back, ends to ends', () => {
    const bounds = { min: 0, max: 336_000 };
    const scale = sliderScale(bounds);
    expect(scale.toFraction(0)).toBe(0);
    expect(scale.toFraction(336_000)).toBe(1);
    expect(scale.fromFraction(0)).toBe(0);
    expect(scale.fromFraction(1)).toBe(336_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 336_000 }), (value) => {
        expect(scale.fromFraction(scale.toFraction(value))).toBeCloseTo(value, 6);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 335_000 }), (value) => {
        expect(scale.toFraction(value + 1000)).toBeGreaterThan(scale.toFraction(value));
      }),
    );
  });
});

describe('clampRange', () => {
  const bounds = { min: 0, max: 100000 };

  it('rounds to the nearest 1000', () => {
    expect(clampRange({ min: 12_499, max: 48_500 }, bounds)).toEqual({ value: { min: 12000, max: 49000 }, warnings: [] });
  });

  it('clamps to the bounds and returns the spec messages', () => {
    expect(clampRange({ min: -5000 }, bounds)).toEqual({ value: { min: 0, max: 100000 }, warnings: [BELOW_MINIMUM_MESSAGE] });
    expect(clampRange({ max: 250000 }, bounds)).toEqual({ value: { min: 0, max: 100000 }, warnings: [ABOVE_MAXIMUM_MESSAGE] });
    expect(BELOW_MINIMUM_MESSAGE).toBe('Cannot refine below the range minimum');
    expect(ABOVE_MAXIMUM_MESSAGE).toBe('Cannot refine above the range maximum');
  });

  it('never lets the minimum pass the maximum: the end that moved gives way', () => {
    expect(clampRange({ min: 60000, max: 40000 }, bounds, 'min').value).toEqual({ min: 40000, max: 40000 });
    expect(clampRange({ min: 60000, max: 40000 }, bounds, 'max').value).toEqual({ min: 60000, max: 60000 });
  });

  it('always lands inside the bounds, on thousands, min <= max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom<'min' | 'max'>('min', 'max'), (min, max, moved) => {
        const { value } = clampRange({ min, max }, bounds, moved);
        expect(value.min).toBeGreaterThanOrEqual(bounds.min);
        expect(value.max).toBeLessThanOrEqual(bounds.max);
        expect(value.min).toBeLessThanOrEqual(value.max);
        expect(value.min % 1000).toBe(0);
        expect(value.max % 1000).toBe(0);
      }),
    );
  });
});

describe('rangeRefinement', () => {
  it('drops ends at the bounds, and the whole filter when both are (a reset)', () => {
    const bounds = { min: 0, max: 100000 };
    expect(rangeRefinement({ min: 0, max: 100000 }, bounds)).toBeNull();
    expect(rangeRefinement({ min: 5000, max: 100000 }, bounds)).toEqual({ min: 5000 });
    expect(rangeRefinement({ min: 0, max: 30000 }, bounds)).toEqual({ max: 30000 });
  });
});

describe('the header-style price slider (spec §5)', () => {
  it('runs from $5,000 to $250,000 in steps of 500', () => {
    expect(HEADER_PRICE_BOUNDS).toEqual({ min: 5000, max: 250_000 });
    expect(HEADER_PRICE_STEP).toBe(500);
  });
  it('keeps the lower thumb at least 1 below the upper, and the upper at least 1 above the lower (a step, on the grid)', () => {
    expect(keepThumbsApart({ min: 20_000, max: 40_000 }, 'min')).toEqual({ min: 20_000, max: 40_000 });
    expect(keepThumbsApart({ min: 40_000, max: 40_000 }, 'min')).toEqual({ min: 39_500, max: 40_000 });
    expect(keepThumbsApart({ min: 40_000, max: 40_000 }, 'max')).toEqual({ min: 40_000, max: 40_500 });
    expect(keepThumbsApart({ min: 45_000, max: 40_000 }, 'min')).toEqual({ min: 39_500, max: 40_000 });
    expect(keepThumbsApart({ min: 40_000, max: 40_000 }, 'max', 1)).toEqual({ min: 40_000, max: 40_001 });
  });
});
