// Spec §2 reviews list: customer name, rating, text (which may be empty), dates in words and
// dd/mm/yyyy, the dealer's reply with its date; 12 at a time with 'Show more' (§9). The summary's
// stars follow the §5 rule; each review's own stars are its rating out of five.
import { useEffect, useRef, useState } from 'react';
import { getReviews, type ReviewsQuery } from '../../api/dealer-info.ts';
import { ApiError } from '../../api/http.ts';
import type { ReviewsPage, ServedReview } from '../../domain/reviews.ts';
import { starRating } from '../../domain/star-rating.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { ReviewStars, StarRatingBadge } from '../../ui/StarRating.tsx';
import { ServerHtml } from '../../perf/ServerHtml.tsx';
import './reviews.css';

type ListState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; first: ReviewsPage; reviews: ServedReview[]; page: number; more: 'idle' | 'loading' | 'failed' };
/** The state of the list for one query (a new query starts loading). */
type Keyed = { key: string; state: ListState };

/** Text, stars and a photo: kept as the server rendered them (src/perf/ServerHtml.tsx). */
export function ReviewItem({ review, replier }: { review: ServedReview; replier: string }) {
  return (
    <ServerHtml as="article" className="review">
      <header className="review-head">
        <strong className="review-name">{review.customer_name}</strong>
        <ReviewStars rating={review.rating} />
      </header>
      <p className="review-date">
        {review.created_at_time_ago_in_words} ago · {review.review_date}
      </p>
      {review.text && <p className="review-text">{review.text}</p>}
      {review.image && <img className="review-photo" src={review.image.thumb.url} width={150} height={100} alt={`Photo from ${review.customer_name}`} loading="lazy" />}
      {review.reply_text && (
        <div className="review-reply">
          <p className="review-reply-head">
            <strong>Reply from {replier}</strong> · {review.reply_date_in_words} ({review.reply_date})
          </p>
          <p>{review.reply_text}</p>
        </div>
      )}
    </ServerHtml>
  );
}

export function ReviewsList({ query, replier, headingLevel = 2, title = 'Customer Reviews' }: { query: Omit<ReviewsQuery, 'page'>; replier: string; headingLevel?: 2 | 3; title?: string }) {
  const tenant = useAtomValue(tenantAtom);
  const key = `${query.location ?? ''}|${query.dealership ?? ''}`;
  const [keyed, setKeyed] = useState<Keyed | null>(null);
  const state: ListState = keyed?.key === key ? keyed.state : { status: 'loading' };
  const setState = (next: ListState) => setKeyed({ key, state: next });
  const firstNew = useRef<HTMLLIElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const answered = (next: ListState) => setKeyed({ key: `${query.location ?? ''}|${query.dealership ?? ''}`, state: next });
    getReviews({ location: query.location, dealership: query.dealership, page: 1 }, abort.signal).then(
      (first) => answered({ status: 'ready', first, reviews: first.reviews, page: 1, more: 'idle' }),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') answered({ status: 'failed', message: error instanceof ApiError ? error.shopperMessage : (error as Error).message });
      },
    );
    return () => abort.abort();
  }, [query.location, query.dealership]);

  useEffect(() => {
    if (focusFrom !== null) firstNew.current?.focus();
  }, [focusFrom]);

  if (state.status === 'loading') return <section className="reviews" aria-busy="true" aria-label={title} />;
  if (state.status === 'failed') return <p className="reviews-error">Reviews could not be loaded. {state.message}</p>;
  const { first, reviews } = state;
  if (!first.count) return null;
  const Heading = `h${headingLevel}` as const;
  const summary = starRating(Number(first.average_rating), first.count, tenant.reviews);
  const showMore = async () => {
    setState({ ...state, more: 'loading' });
    try {
      const next = await getReviews({ ...query, page: state.page + 1 });
      setState({ ...state, reviews: [...reviews, ...next.reviews], page: next.page, more: 'idle' });
      setFocusFrom(reviews.length);
    } catch (error) {
      console.warn('reviews failed', error instanceof ApiError ? error.shopperMessage : error);
      setState({ ...state, more: 'failed' });
    }
  };
  return (
    <section className="reviews" aria-labelledby={`reviews-${key}`}>
      <Heading id={`reviews-${key}`}>{title}</Heading>
      <p className="reviews-summary">
        {summary && <StarRatingBadge rating={summary} />} {first.average_rating} out of 5 from {first.count} {first.count === 1 ? 'review' : 'reviews'}
      </p>
      <ol className="review-list">
        {reviews.map((review, i) => (
          <li key={review.id} ref={i === focusFrom ? firstNew : undefined} tabIndex={i === focusFrom ? -1 : undefined}>
            <ReviewItem review={review} replier={replier} />
          </li>
        ))}
      </ol>
      <p className="reviews-count" role="status">
        Showing {reviews.length} of {first.listed} reviews
      </p>
      {reviews.length < first.listed && (
        <button type="button" className="button" onClick={() => void showMore()} disabled={state.more === 'loading'}>
          {state.more === 'loading' ? 'Loading…' : 'Show more'}
        </button>
      )}
      {state.more === 'failed' && <p role="alert">More reviews could not be loaded. Please try again.</p>}
    </section>
  );
}
