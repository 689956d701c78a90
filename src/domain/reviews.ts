// The reviews list (spec §3 Review, §5 minimum rating 4, §9 12 at a time): which reviews are listed,
// and the dates as the dealer API serves them, in words ('3 months', '12 March 2025') and dd/mm/yyyy.
import type { Review } from './stock.ts';

export const REVIEWS_PAGE_SIZE = 12;

/** A review as the dealer API serves it (spec §3). */
export interface ServedReview {
  id: number;
  image: Review['image'];
  customer_name: string;
  text: string | null;
  rating: number;
  created_at_time_ago_in_words: string;
  /** dd/mm/yyyy */
  review_date: string;
  review_date_in_words: string;
  reply_text: string | null;
  /** dd/mm/yyyy, or null without a reply. */
  reply_date: string | null;
  reply_date_in_words: string | null;
}

/** A page of the list; `count` and `average_rating` (a string, spec §3) are over every review of the dealer. */
export interface ReviewsPage {
  count: number;
  average_rating: string;
  /** Reviews listed (at or above the minimum rating), which the pages cover. */
  listed: number;
  page: number;
  pages: number;
  per_page: number;
  reviews: ServedReview[];
}

/** Reviews at or above the minimum rating, newest first. */
export function listedReviews<R extends Pick<Review, 'rating' | 'created_at' | 'id'>>(reviews: readonly R[], minimumRating: number): R[] {
  return reviews.filter((r) => r.rating >= minimumRating).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The mean rating to one decimal, as a string ('4.6'); '0.0' with no reviews. */
export function averageRatingText(reviews: readonly Pick<Review, 'rating'>[]): string {
  if (!reviews.length) return '0.0';
  return (Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10).toFixed(1);
}

/** 'YYYY-MM-DD…' -> 'dd/mm/yyyy'. */
export const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const inWords = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM-DD' -> '12 March 2025'. */
export const dateInWords = (iso: string) => inWords.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const MINUTE = 60_000;
const DAY = 1440;

/** Rails' distance_of_time_in_words (what `*_time_ago_in_words` fields carry): '3 days', 'about 1 month', 'over 1 year'. */
export function timeAgoInWords(fromMs: number, toMs: number): string {
  const minutes = Math.round(Math.abs(toMs - fromMs) / MINUTE);
  if (minutes <= 1) return minutes === 0 ? 'less than a minute' : '1 minute';
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return 'about 1 hour';
  if (minutes < DAY) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes < 42 * 60) return '1 day';
  if (minutes < 30 * DAY) return `${Math.round(minutes / DAY)} days`;
  if (minutes < 45 * DAY) return 'about 1 month';
  if (minutes < 60 * DAY) return 'about 2 months';
  if (minutes < 365 * DAY) return `${Math.round(minutes / (30 * DAY))} months`;
  const years = Math.floor(minutes / (365 * DAY));
  const rest = minutes % (365 * DAY);
  if (rest < 91 * DAY) return `about ${years} ${years === 1 ? 'year' : 'years'}`;
  if (rest < 274 * DAY) return `over ${years} ${years === 1 ? 'year' : 'years'}`;
  return `almost ${years + 1} years`;
}

export function servedReview(review: Review, now: number): ServedReview {
  return {
    id: review.id,
    image: review.image,
    customer_name: review.customer_name,
    text: review.text,
    rating: review.rating,
    created_at_time_ago_in_words: timeAgoInWords(Date.parse(review.created_at), now),
    review_date: ddmmyyyy(review.review_date),
    review_date_in_words: dateInWords(review.review_date),
    reply_text: review.reply_text,
    reply_date: review.reply_date ? ddmmyyyy(review.reply_date) : null,
    reply_date_in_words: review.reply_date ? dateInWords(review.reply_date) : null,
  };
}

/** Page `page` (1-based) of the listed reviews. */
export function reviewsPage(all: readonly Review[], minimumRating: number, page: number, now: number): ReviewsPage {
  const listed = listedReviews(all, minimumRating);
  const pages = Math.max(1, Math.ceil(listed.length / REVIEWS_PAGE_SIZE));
  return {
    count: all.length,
    average_rating: averageRatingText(all),
    listed: listed.length,
    page,
    pages,
    per_page: REVIEWS_PAGE_SIZE,
    reviews: listed.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE).map((r) => servedReview(r, now)),
  };
}
