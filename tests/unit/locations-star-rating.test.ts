// Spec §5 star rating: shown above the tenant's minimum and when reviews are not hidden; at most 4
// whole stars plus a partial star only when the fraction is above 30%.
import { describe, expect, it } from 'vitest';
import { starRating, starRatingLabel } from '../../src/domain/star-rating.ts';

const rules = { hidden: false, starMinimum: 0 };

describe('starRating', () => {
  it('caps whole stars at 4 and shows the fifth as a partial star above 30%', () => {
    expect(starRating(4.6, 10, rules)).toEqual({ average: 4.6, count: 10, whole: 4, partial: 0.6 });
    expect(starRating(4.2, 10, rules)).toMatchObject({ whole: 4, partial: null });
    expect(starRating(5, 3, rules)).toMatchObject({ whole: 4, partial: 1 });
    expect(starRating(3.5, 3, rules)).toMatchObject({ whole: 3, partial: 0.5 });
    expect(starRating(2.0, 3, rules)).toMatchObject({ whole: 2, partial: null });
  });
  it('shows no partial star at exactly 30%, one just above', () => {
    expect(starRating(4.3, 1, rules)).toMatchObject({ whole: 4, partial: null });
    expect(starRating(3.31, 1, rules)).toMatchObject({ whole: 3, partial: 0.31 });
  });
  it('shows only when the average exceeds the minimum', () => {
    expect(starRating(3.5, 10, { hidden: false, starMinimum: 3.5 })).toBeNull();
    expect(starRating(3.6, 10, { hidden: false, starMinimum: 3.5 })).not.toBeNull();
    expect(starRating(4.5, 10, { hidden: false, starMinimum: 4 })).not.toBeNull();
  });
  it('shows nothing when reviews are hidden or there are none', () => {
    expect(starRating(4.8, 10, { hidden: true, starMinimum: 0 })).toBeNull();
    expect(starRating(4.8, 0, rules)).toBeNull();
    expect(starRating(null, 3, rules)).toBeNull();
    expect(starRating(Number.NaN, 3, rules)).toBeNull();
  });
  it('reads out the average and the count', () => {
    expect(starRatingLabel({ average: 4.6, count: 12 })).toBe('Rated 4.6 out of 5 from 12 reviews');
    expect(starRatingLabel({ average: 5, count: 1 })).toBe('Rated 5.0 out of 5 from 1 review');
  });
});
