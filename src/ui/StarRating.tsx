// Stars for a rating: each star filled to its share (a §5 partial star, or a review's whole stars),
// read out once as a whole ('Rated 4.6 out of 5 from 120 reviews').
import type { CSSProperties } from 'react';
import { starRatingLabel, type StarRating } from '../domain/star-rating.ts';

function Stars({ fills, label, text }: { fills: number[]; label: string; text?: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {fills.map((fill, i) => (
        <span key={i} className="star" style={{ '--fill': `${Math.round(fill * 100)}%` } as CSSProperties} />
      ))}
      {text && (
        <span className="stars-text" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}

/** A site's or location's average, by the spec §5 rule (`starRating`), with its figure and count. */
export function StarRatingBadge({ rating }: { rating: StarRating }) {
  const fills = [...Array.from({ length: rating.whole }, () => 1), ...(rating.partial ? [rating.partial] : [])];
  return <Stars fills={fills} label={starRatingLabel(rating)} text={`${rating.average.toFixed(1)} (${rating.count})`} />;
}

/** One review's rating, out of five. */
export function ReviewStars({ rating }: { rating: number }) {
  return <Stars fills={[1, 2, 3, 4, 5].map((n) => (n <= rating ? 1 : 0))} label={`Rated ${rating} out of 5`} />;
}
