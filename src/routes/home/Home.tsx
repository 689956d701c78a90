import { lazy, memo, Suspense, useState } from 'react';
import type { HomeData } from '../../domain/home-sections.ts';
import type { PageClock } from '../../domain/page-data.ts';
import { PricePreview, StockLink } from '../../features/search/StockLink.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { useFirstInteraction } from '../../perf/first-interaction.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import { usePageClock, usePageHome } from '../../platform/page-data.tsx';

// The slider is not needed to read the banner or follow its link: its code loads once the shopper
// starts using the page, and a still preview holds its place until then.
const HeroPriceSearch = lazy(() => import('../../features/search/HeroPriceSearch.tsx'));
// The feature cards and the sections below the banner: the server renders them with the page, and
// their code (the cards, the carousel, home's data) comes after the first bundle, hydrating the
// server's HTML when it arrives; until then the server's links work as plain links.
const HomeSections = lazy(() => import('./HomeSections.tsx'));

/**
 * The sections' boundary, kept out of the banner's renders: an update reaching a boundary React has not
 * hydrated yet (the shopper's first move renders the banner's slider) makes it drop the server's HTML
 * for the fallback until the code arrives, and a click on it is lost.
 */
const BelowBanner = memo(function BelowBanner({ served, clock }: { served: HomeData | null; clock: PageClock }) {
  return (
    <Suspense fallback={<div className="feature-links-room" />}>
      <HomeSections served={served} clock={clock} />
    </Suspense>
  );
});

/** Spec §2: the home banner with three feature links (latest offers, service booking, sell your car), then the dealer's sections. */
export function Home() {
  const tenant = useAtomValue(tenantAtom);
  const searchPath = tenant.search.refreshPath === '/special-offers' ? DEFAULT_SEARCH_PATH : tenant.search.refreshPath;
  const interacted = useFirstInteraction();
  // The page data is read in home's own first render (its sections' chunk renders later, once the
  // page may be live) and kept for this view of home; a later visit asks the API.
  const served = usePageHome();
  const [home] = useState(served);
  const clock = usePageClock();
  const plain = (
    <>
      <PricePreview />
      <StockLink href={searchPath} />
    </>
  );
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{tenant.home.heroTitle}</h1>
        {tenant.home.heroText && <p>{tenant.home.heroText}</p>}
        <div className="hero-search">
          {interacted ? (
            <Suspense fallback={plain}>
              <HeroPriceSearch searchPath={searchPath} />
            </Suspense>
          ) : (
            plain
          )}
        </div>
      </section>
      <BelowBanner served={home} clock={clock} />
    </>
  );
}
