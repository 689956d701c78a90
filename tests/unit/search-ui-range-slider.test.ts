// Spec §5 price slider: defaults, clamping, rounding to 1000, min never past max; spec §8 messages.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { ABOVE_MAXIMUM_MESSAGE, BELOW_MINIMUM_MESSAGE, clampRange, HEADER_PRICE_BOUNDS, HEADER_PRICE_STEP, keepThumbsApart, rangeRefinement, sliderBounds, sliderStep, thumbStep } from '../../src/domain/range-slider.ts';

describe('sliderBounds', () => {
  it('is 0 to 100000 unless the stats are wider', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 4990, max: 89000 })).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 4990, max: 187_450 })).toEqual({ min: 0, max: 188_000 });
    expect(sliderBounds({ min: -1500, max: 10 })).toEqual({ min: -2000, max: 100000 });
  });

  it('spans a whole number of steps, so each thumb can rest on its end (the slider snaps to min + k·step)', () => {
    expect(sliderBounds({ min: 4990, max: 362_500 })).toEqual({ min: 0, max: 364_000 });
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (low, span) => {
        const bounds = sliderBounds({ min: low, max: low + span });
        expect((bounds.max - bounds.min) % sliderStep(bounds)).toBe(0);
        expect(bounds.max).toBeGreaterThanOrEqual(low + span);
      }),
    );
  });

  it('steps about 1/100 of the range in thousands', () => {
    expect(sliderStep({ min: 0, max: 100000 })).toBe(1000);
    expect(sliderStep({ min: 0, max: 250000 })).toBe(3000);
    expect(sliderStep({ min: 0, max: 20000 })).toBe(1000);
  });

  it("steps by 1000 while a value is off the slider's grid, so the thumbs show what filters", () => {
    const bounds = { min: 0, max: 364_000 };
    expect(thumbStep(bounds, { min: 24_000, max: 48_000 })).toBe(4000);
    expect(thumbStep(bounds, { min: 22_000, max: 48_000 })).toBe(1000);
    expect(thumbStep(bounds, { min: 0, max: 50_000 })).toBe(1000);
    expect(thumbStep(bounds, bounds)).toBe(4000);
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
