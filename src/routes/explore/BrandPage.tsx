// Spec §2 /{brand}/overview (§3 Brand entry): the banner with the brand's image and logo, its
// description, its models on the site with their stock counts, and the manufacturer/model search
// (§7: 21 a page, by model name and body). A partner business has no stock: its page is the banner and
// the description. A brand that skips its page, or is not the site's, is not found.
import { useCallback } from 'react';
import { getBrand } from '../../api/explore.ts';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';
import { BRAND_LOGO_IMAGE } from '../../domain/brands.ts';
import { manufacturerModelSearch } from '../../domain/explore-search.ts';
import { imageUrl } from '../../domain/media.ts';
import { modelPagePath, type ServedBrand } from '../../domain/model-explore.ts';
import { formatMoney } from '../../domain/number-format.ts';
import { ExploreSearch, type ExploreChoice } from '../../features/explore/ExploreSearch.tsx';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { DealerImage } from '../../ui/DealerImage.tsx';
import { useDocumentTitle } from '../../shell/PageFrame.tsx';
import { useApiData } from '../../platform/use-api-data.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { overviewBrand } from '../../domain/brands.ts';
import { navigationAtom } from '../../state/tenant.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import type { ExploreSearchState } from '../../url/explore-route.ts';
import { ExplorePageState } from './ExplorePageState.tsx';
import '../../features/explore/explore.css';

const BANNER = { width: 1200, height: 400, quality: 75, fit: 'cover' } as const;
const TILE = { width: 600, height: 400, quality: 75, fit: 'cover' } as const;
const CHOICES: readonly ExploreChoice[] = [
  { key: 'model', attribute: 'model', label: 'Model', all: 'All models' },
  { key: 'body', attribute: 'body', label: 'Body type', all: 'All body types' },
];

function BrandOverview({ brand }: { brand: ServedBrand }) {
  const { search, imageTemplate } = useAtomValue(bootstrapAtom)!;
  useDocumentTitle(`${brand.title} Overview`);
  const requests = useCallback((state: ExploreSearchState) => manufacturerModelSearch(search.carsIndex, { make: brand.title, model: state.model, body: state.body, page: state.page }), [search.carsIndex, brand.title]);
  return (
    <div className="page">
      <Breadcrumbs trail={[{ label: 'Brands', href: '/brands' }, { label: brand.title }]} />
      <div className="brand-banner">
        {brand.banner_image && (
          <DealerImage className="brand-banner-image" template={imageTemplate} image={brand.banner_image} crop={BANNER} widths={[600, 1200]} sizes="(max-width: 1240px) 100vw, 1200px" alt="" fetchPriority="high" />
        )}
        <div className="brand-banner-text">
          <img className="brand-banner-logo" src={brand.logo ? imageUrl(imageTemplate, brand.logo, BRAND_LOGO_IMAGE) : NOT_FOUND_IMAGE} width={96} height={54} alt="" />
          <h1>{brand.title}</h1>
        </div>
      </div>
      <p className="explore-description">{brand.description}</p>
      {brand.models.length > 0 && (
        <section aria-labelledby="brand-models">
          <h2 id="brand-models">{`${brand.title} models`}</h2>
          <ul className="model-list">
            {brand.models.map((model) => (
              <li key={model.slug}>
                <a className="model-tile" href={modelPagePath(model)}>
                  <DealerImage template={imageTemplate} image={model.image} crop={TILE} widths={[300, 600]} sizes="(max-width: 600px) 50vw, 16rem" alt="" loading="lazy" />
                  <span className="model-tile-body">
                    <span className="model-tile-name">{model.name}</span>
                    <span className="model-tile-count">
                      {model.count} in stock{model.from_price !== null && ` · from ${formatMoney(model.from_price)}`}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {brand.models.length > 0 && (
        <ExploreSearch
          channel="brand-stock"
          title={`Search ${brand.title} stock`}
          requests={requests}
          choices={CHOICES}
          modelPage={(hit) => {
            const model = brand.models.find((m) => m.name === hit.model);
            return model ? modelPagePath(model) : null;
          }}
        />
      )}
    </div>
  );
}

function BrandScreen({ slug }: { slug: string }) {
  const read = useApiData(`brand:${slug}`, (signal) => getBrand(slug, signal));
  return <ExplorePageState read={read} title="Brand">{(brand) => <BrandOverview brand={brand} />}</ExplorePageState>;
}

/** A brand of the site's navigation that has its page (skipPage), else not found. */
export function BrandPage({ params }: ScreenProps) {
  const navigation = useAtomValue(navigationAtom);
  const slug = params.brand ?? '';
  return overviewBrand(navigation.brands, slug) ? <BrandScreen key={slug} slug={slug} /> : <NotFound />;
}
