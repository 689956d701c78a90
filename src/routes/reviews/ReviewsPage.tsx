// `/reviews` (not found where the tenant hides reviews): what customers say about the site's dealerships, 12 at a time (spec §9), one
// dealership's only when the address names it (`?dealership=`, as a location card's stars link).
import { useSearch } from 'wouter';
import { ReviewsList } from '../../features/reviews/ReviewsList.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';

export function ReviewsPage() {
  const tenant = useAtomValue(tenantAtom);
  const dealership = new URLSearchParams(useSearch()).get('dealership') ?? undefined;
  if (tenant.reviews.hidden) return <NotFound />;
  return (
    <PageFrame title="Customer Reviews" lead={`What our customers say about ${tenant.name}.`}>
      <ReviewsList query={dealership && /^[a-z0-9-]+$/.test(dealership) ? { dealership } : {}} replier={tenant.name} title="Latest reviews" />
    </PageFrame>
  );
}
