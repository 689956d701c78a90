// Spec §5 star rating: shown only when the average exceeds the tenant's minimum and reviews are not
// hidden; whole stars cap at 4, and the fifth is a partial star whose fill is what is left over,
// shown only when that is above 30 percent (4.2 shows four stars, 4.6 four and a 60% star, 5.0 five).

export interface StarRatingRules {
  hidden: boolean;
  /** The average must exceed this (`reviews.starMinimum`). */
  starMinimum: number;
}

export interface StarRating {
  /** The average, to one decimal, as shown beside the stars. */
  average: number;
  count: number;
  whole: number;
  /** Fill of the partial star, 0 < partial <= 1; null when no partial star shows. */
  partial: number | null;
}

export const MAX_WHOLE_STARS = 4;
export const PARTIAL_STAR_THRESHOLD = 0.3;

export function starRating(average: number | null | undefined, count: number, rules: StarRatingRules): StarRating | null {
  if (rules.hidden || average == null || !Number.isFinite(average) || count <= 0) return null;
  if (!(average > rules.starMinimum)) return null;
  const capped = Math.min(Math.max(average, 0), 5);
  const whole = Math.min(Math.floor(capped), MAX_WHOLE_STARS);
  // Rounded to hundredths so 4.3 (4.2999… in binary) counts as 30%, not above it.
  const rest = Math.round(Math.min(capped - whole, 1) * 100) / 100;
  return { average: Math.round(capped * 10) / 10, count, whole, partial: rest > PARTIAL_STAR_THRESHOLD ? rest : null };
}

/** What a screen reader hears for a rating. */
export function starRatingLabel(rating: Pick<StarRating, 'average' | 'count'>): string {
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
