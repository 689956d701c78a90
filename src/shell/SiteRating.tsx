// The site's star rating in the header or footer, where the tenant puts it (`reviews.ratingIn`), by
// the spec §5 rule; a link to the reviews.
import { starRating } from '../domain/star-rating.ts';
import { useAtomValue } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';
import { StarRatingBadge } from '../ui/StarRating.tsx';

export function SiteRating({ place }: { place: 'header' | 'footer' }) {
  const { tenant, navigation } = useAtomValue(bootstrapAtom)!;
  if (!tenant.reviews.ratingIn.includes(place) || !navigation.rating) return null;
  const rating = starRating(navigation.rating.average, navigation.rating.count, tenant.reviews);
  if (!rating) return null;
  return (
    <a className={`site-rating site-rating-${place}`} href="/reviews">
      <StarRatingBadge rating={rating} />
    </a>
  );
}
