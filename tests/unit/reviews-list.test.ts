// The reviews list: minimum rating 4 (spec §5), 12 a page (§9), §3 review fields with dates in words
// and dd/mm/yyyy, the list's count and average_rating (a string).
import { describe, expect, it } from 'vitest';
import { averageRatingText, ddmmyyyy, listedReviews, REVIEWS_PAGE_SIZE, reviewsPage, servedReview, timeAgoInWords } from '../../src/domain/reviews.ts';
import type { Review } from '../../src/domain/stock.ts';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const DAY = 86_400_000;
const review = (id: number, rating: number, daysAgo: number, extra: Partial<Review> = {}): Review => {
  const created = new Date(NOW - daysAgo * DAY).toISOString();
  return { id, dealership_id: 1, image: null, customer_name: `Customer ${id}`, text: 'Good', rating, created_at: created, review_date: created.slice(0, 10), reply_text: null, reply_date: null, ...extra };
};

describe('listedReviews', () => {
  it('lists reviews at or above the minimum rating, newest first', () => {
    const all = [review(1, 5, 10), review(2, 3, 1), review(3, 4, 2), review(4, 1, 3)];
    expect(listedReviews(all, 4).map((r) => r.id)).toEqual([3, 1]);
    expect(listedReviews(all, 1).map((r) => r.id)).toEqual([2, 3, 4, 1]);
  });
});

describe('reviewsPage', () => {
  const all = Array.from({ length: 30 }, (_, i) => review(i + 1, i % 5 === 0 ? 2 : 5, i));
  it('serves 12 at a time, with the count and average over every review', () => {
    expect(REVIEWS_PAGE_SIZE).toBe(12);
    const first = reviewsPage(all, 4, 1, NOW);
    expect(first).toMatchObject({ count: 30, listed: 24, page: 1, pages: 2, per_page: 12 });
    expect(first.average_rating).toBe('4.4');
    expect(first.reviews).toHaveLength(12);
    const second = reviewsPage(all, 4, 2, NOW);
    expect(second.reviews).toHaveLength(12);
    expect(new Set([...first.reviews, ...second.reviews].map((r) => r.id)).size).toBe(24);
    expect(reviewsPage(all, 4, 3, NOW).reviews).toEqual([]);
  });
  it('has one page even with no reviews', () => {
    expect(reviewsPage([], 4, 1, NOW)).toMatchObject({ count: 0, listed: 0, pages: 1, average_rating: '0.0', reviews: [] });
  });
});

describe('served review', () => {
  it('carries the dates in words and dd/mm/yyyy, the reply and a text that may be empty', () => {
    const served = servedReview(review(1, 5, 40, { text: null, reply_text: 'Thank you!', reply_date: '2026-10-25' }), NOW);
    expect(served).toMatchObject({
      customer_name: 'Customer 1',
      text: null,
      rating: 5,
      created_at_time_ago_in_words: 'about 1 month',
      review_date: '19/10/2026',
      review_date_in_words: '19 October 2026',
      reply_text: 'Thank you!',
      reply_date: '25/10/2026',
      reply_date_in_words: '25 October 2026',
    });
    expect(servedReview(review(2, 4, 3), NOW)).toMatchObject({ reply_date: null, reply_date_in_words: null });
  });
  it('words time as Rails does', () => {
    const ago = (ms: number) => timeAgoInWords(NOW - ms, NOW);
    expect(ago(20_000)).toBe('less than a minute');
    expect(ago(10 * 60_000)).toBe('10 minutes');
    expect(ago(60 * 60_000)).toBe('about 1 hour');
    expect(ago(5 * 3_600_000)).toBe('about 5 hours');
    expect(ago(30 * 3_600_000)).toBe('1 day');
    expect(ago(26 * DAY)).toBe('26 days');
    expect(ago(50 * DAY)).toBe('about 2 months');
    expect(ago(200 * DAY)).toBe('7 months');
    expect(ago(380 * DAY)).toBe('about 1 year');
    expect(ago(550 * DAY)).toBe('over 1 year');
    expect(ago(700 * DAY)).toBe('almost 2 years');
  });
  it('formats dd/mm/yyyy and averages to one decimal', () => {
    expect(ddmmyyyy('2026-03-07')).toBe('07/03/2026');
    expect(averageRatingText([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe('4.3');
  });
});
