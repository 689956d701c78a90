// The screens whose own issues are still to come (offers, online payment, brands, models): each shows its placeholder frame (the right title, breadcrumbs and
// purpose, and a way to reach the dealer meanwhile). One module, so they share one chunk.
import type { ScreenProps } from '../../domain/screen-match.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { useAtomValue } from '../../state/store.ts';
import { navigationAtom } from '../../state/tenant.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';

const OFFERS_TRAIL = { label: 'Special Offers', href: '/special-offers' };

export function OfferPage({ params }: ScreenProps) {
  return (
    <PlaceholderPage
      title="Offer"
      trail={[OFFERS_TRAIL, { label: `Offer ${params.offerId}` }]}
      purpose={params.manufacturer ? `A ${params.manufacturer} offer.` : 'Offer details and terms.'}
    />
  );
}

export const BrandsPage = () => <PlaceholderPage title="Our Brands" purpose="The brands we sell and service." />;

export function BrandPage({ params }: ScreenProps) {
  const brand = useAtomValue(navigationAtom).brands.find((b) => b.slug === params.brand);
  if (!brand || brand.skipPage) return <NotFound />;
  return <PlaceholderPage title={brand.title} trail={[{ label: 'Brands', href: '/brands' }, { label: brand.title }]} purpose={`Explore the ${brand.title} range.`} />;
}

export function ModelPage({ params }: ScreenProps) {
  const model = useAtomValue(navigationAtom).models.find((m) => m.slug === params.model);
  if (!model) return <NotFound />;
  return (
    <PlaceholderPage
      title={`${model.make} ${model.model}`}
      trail={[{ label: 'Vehicles' }, { label: model.model }]}
      purpose={`Explore the ${model.make} ${model.model}: ${model.count} in stock.`}
    />
  );
}
