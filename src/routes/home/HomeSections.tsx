// Home below the banner's title: the three feature cards, then the dealer's own data
// (src/domain/home-sections.ts): the group site's
// stats banner, latest arrivals and featured cars (the search's card), current offers, the sales
// counter, the brands, the dealership search, the locations with today's hours and stars, and recent
// reviews. Each section renders nothing when its data is empty. Rendered by the server with the page
// (this chunk loads after the first bundle and hydrates what the server sent, with the page data's
// sections that home handed it); the dealership search, which needs the search worker, loads only
// when it nears the screen.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { homeStats, type HomeData } from '../../domain/home-sections.ts';
import { FeatureCards } from '../../features/home/FeatureCards.tsx';
import { useHomeData } from '../../features/home/use-home-data.ts';
import { isMakeBrand } from '../../domain/brands.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import { carIndexNames } from '../../domain/search-record.ts';
import type { PageClock } from '../../domain/page-data.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { DeferredSection } from '../../perf/DeferredSection.tsx';
import { BrandGrids } from '../../features/brands/BrandGrid.tsx';
import { LocationCarousel } from '../../features/locations/LocationCarousel.tsx';
import { LocationGrid } from '../../features/locations/LocationGrid.tsx';
import { OfferCard } from '../../features/offers/OfferCard.tsx';
import { ReviewItem } from '../../features/reviews/ReviewsList.tsx';
import { CarCard, type CarHit } from '../../features/search/CarCard.tsx';
import { SalesCounter } from '../../features/home/SalesCounter.tsx';
import { StatsBanner } from '../../features/home/StatsBanner.tsx';
import '../../features/home/home.css';

const DealershipSearch = lazy(() => import('../../features/home/DealershipSearch.tsx'));
/** Up to this many locations sit in a grid; more go in the 'Our Locations' carousel. */
const LOCATION_GRID_MAX = 3;

function Section({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={`home-${id}`}>
      <div className="home-section-head">
        <h2 id={`home-${id}`}>{title}</h2>
        {more && <a href={more.href}>{more.label}</a>}
      </div>
      {children}
    </section>
  );
}

/** The room the dealership search holds until its code is in. */
const DEALERSHIP_SEARCH_HEIGHT = 600;
const DEALERSHIP_SEARCH_ROOM = <div className="home-deferred" style={{ minHeight: DEALERSHIP_SEARCH_HEIGHT }} />;

function Cars({ cars, now }: { cars: readonly CarHit[]; now: Date }) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  return (
    <div className="results-grid home-row">
      {cars.map((hit) => (
        <CarCard key={hit.objectID} hit={hit} tenant={tenant} imageTemplate={imageTemplate} modelPage={null} hiddenSold={0} eager={false} now={now} headingLevel={3} />
      ))}
    </div>
  );
}

export interface HomeBelowBannerProps {
  /** The page data's sections (home's first render), else null: they are asked of the dealer API. */
  served: HomeData | null;
  /** The page view's clock, as home read it. */
  clock: PageClock;
}

/** The banner's feature cards, then the sections once home's data is in. */
export default function HomeBelowBanner({ served, clock }: HomeBelowBannerProps) {
  const data = useHomeData(served);
  return (
    <>
      <FeatureCards images={data?.featureImages ?? null} />
      {data && <HomeSections data={data} clock={clock} />}
    </>
  );
}

function HomeSections({ data, clock }: { data: HomeData; clock: PageClock }) {
  const { tenant, navigation, search, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const now = useMemo(() => new Date(clock.at), [clock]);
  const home = tenant.home;
  const brands = home.brandGrids.length ? navigation.brands : navigation.brands.filter(isMakeBrand);
  const stats = homeStats(navigation.locations.length, navigation.brands.filter(isMakeBrand).length, home.established, now.getFullYear());
  return (
    <div className="home-sections">
      {home.statsBanner && <StatsBanner stats={stats} />}
      {data.latest.length > 0 && (
        <Section id="latest" title="Latest arrivals" more={{ href: `${DEFAULT_SEARCH_PATH}?sortBy=${carIndexNames(search.carsIndex).latest}`, label: 'See all new arrivals' }}>
          <Cars cars={data.latest} now={now} />
        </Section>
      )}
      {data.featured.length > 0 && (
        <Section id="featured" title="Featured vehicles" more={{ href: DEFAULT_SEARCH_PATH, label: 'Search all stock' }}>
          <Cars cars={data.featured} now={now} />
        </Section>
      )}
      {data.offers.length > 0 && (
        <Section id="offers" title="Current offers" more={{ href: '/special-offers', label: 'See all offers' }}>
          <div className="results-grid home-row">
            {data.offers.map((offer) => (
              <OfferCard key={offer.objectID} offer={offer} imageTemplate={imageTemplate} alwaysExpanded={tenant.offers.alwaysExpanded} headingLevel={3} />
            ))}
          </div>
        </Section>
      )}
      {home.salesCounter && <SalesCounter at={clock.at} />}
      {brands.length > 0 && (
        <Section id="brands" title={home.brandGrids.length ? 'Our brands' : 'Brands we sell'} more={{ href: '/brands', label: 'All brands' }}>
          <BrandGrids brands={brands} groups={home.brandGrids.length ? home.brandGrids : undefined} imageTemplate={imageTemplate} headingLevel={3} />
        </Section>
      )}
      {home.dealershipSearch && (
        <DeferredSection placeholderHeight={DEALERSHIP_SEARCH_HEIGHT}>
          <Suspense fallback={DEALERSHIP_SEARCH_ROOM}>
            <DealershipSearch />
          </Suspense>
        </DeferredSection>
      )}
      {data.locations.length > LOCATION_GRID_MAX ? (
        <div className="home-section">
          <LocationCarousel locations={data.locations} now={clock.at} />
        </div>
      ) : (
        data.locations.length > 0 && (
          <Section id="locations" title={data.locations.length === 1 ? 'Visit us' : 'Our Locations'} more={{ href: '/dealer-locator', label: 'Find a location' }}>
            <LocationGrid locations={data.locations} now={clock.at} />
          </Section>
        )
      )}
      {data.reviews.length > 0 && (
        <Section id="reviews" title="What our customers say" more={{ href: '/reviews', label: 'Read all reviews' }}>
          <ul className="home-reviews">
            {data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} replier={tenant.name} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
