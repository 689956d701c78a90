// Spec §2 "explore a model" (/{model slug}): for every model the site lists stock of or has an offer
// for, its hero (photo, name, stock count and price), Book A Test Drive and Enquire Now (both carry the
// model into the lead), its key specs from the variants in stock (§3 Variant), the site's offers for it
// and its stock (the manufacturer/model search, §7). A model the site has neither for is not found.
import { useCallback } from 'react';
import { getModel } from '../../api/explore.ts';
import { overviewBrand } from '../../domain/brands.ts';
import { modelStockSearch } from '../../domain/explore-search.ts';
import type { ServedModel } from '../../domain/model-explore.ts';
import { formatMoney } from '../../domain/number-format.ts';
import { offerCard } from '../../domain/offers.ts';
import { ExploreSearch } from '../../features/explore/ExploreSearch.tsx';
import { useApiData } from '../../platform/use-api-data.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { OfferCard } from '../../features/offers/OfferCard.tsx';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { DealerImage } from '../../ui/DealerImage.tsx';
import { useDocumentTitle } from '../../shell/PageFrame.tsx';
import { ExplorePageState } from './ExplorePageState.tsx';
import '../../features/explore/explore.css';

const HERO = { width: 600, height: 400, quality: 75, fit: 'cover' } as const;

function ModelExplore({ model }: { model: ServedModel }) {
  const { tenant, search, navigation, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const name = `${model.make} ${model.name}`;
  useDocumentTitle(name);
  const brand = overviewBrand(navigation.brands, model.make_slug);
  const requests = useCallback((state: { page: number }) => modelStockSearch(search.carsIndex, model.make, model.name, state.page), [search.carsIndex, model.make, model.name]);
  return (
    <div className="page">
      <Breadcrumbs trail={[...(brand ? [{ label: brand.title, href: `/${brand.slug}/overview` }] : [{ label: model.make, href: `/search/${model.make_slug}` }]), { label: model.name }]} />
      <div className="explore-hero">
        <DealerImage className="explore-hero-image" template={imageTemplate} image={model.image} crop={HERO} sizes="(min-width: 800px) 60vw, 100vw" alt={name} fetchPriority="high" />
        <div>
          <h1>{name}</h1>
          <p className="explore-hero-facts">
            <strong>{model.count}</strong> in stock
            {model.from_price !== null && (
              <>
                {' · from '}
                <strong>{formatMoney(model.from_price)}</strong>
              </>
            )}
          </p>
          <div className="explore-actions">
            <a className="button button-primary" href={`/book-test-drive?model=${model.slug}`}>
              Book A Test Drive
            </a>
            <a className="button" href={`/contact?model=${model.slug}`}>
              Enquire Now
            </a>
          </div>
        </div>
      </div>
      {model.specs.length > 0 && (
        <section aria-labelledby="model-specs">
          <h2 id="model-specs">Key specifications</h2>
          <dl className="key-specs">
            {model.specs.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {model.offers.length > 0 && (
        <section aria-labelledby="model-offers" className="explore-search">
          <h2 id="model-offers">{`${model.name} offers`}</h2>
          <div className="results-grid">
            {model.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offerCard(offer)} imageTemplate={imageTemplate} alwaysExpanded={tenant.offers.alwaysExpanded} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      {model.count > 0 && <ExploreSearch channel="model-stock" title={`${model.name} in stock`} requests={requests} choices={[]} countText={(n) => `${n} ${name} in stock`} />}
    </div>
  );
}

const MODEL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function ModelScreen({ slug }: { slug: string }) {
  const read = useApiData(`model:${slug}`, (signal) => getModel(slug, signal));
  return <ExplorePageState read={read} title="Model">{(model) => <ModelExplore model={model} />}</ExplorePageState>;
}

/** Every model the site lists stock of or has an offer for (the dealer API says which). */
export function ModelPage({ params }: ScreenProps) {
  const slug = params.model ?? '';
  return MODEL_SLUG.test(slug) ? <ModelScreen key={slug} slug={slug} /> : <NotFound />;
}
