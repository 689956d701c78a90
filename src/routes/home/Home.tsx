import { lazy, Suspense } from 'react';
import { PricePreview, StockLink } from '../../features/search/StockLink.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { useFirstInteraction } from '../../perf/first-interaction.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';

// The slider is not needed to read the banner or follow its link: its code loads once the shopper
// starts using the page, and a still preview holds its place until then.
const HeroPriceSearch = lazy(() => import('../../features/search/HeroPriceSearch.tsx'));

/** Spec §2: the home banner with three feature links (latest offers, service booking, sell your car). */
export function Home() {
  const tenant = useAtomValue(tenantAtom);
  const serviceHref = tenant.service.externalBookingUrl ?? '/service';
  const searchPath = tenant.search.refreshPath === '/special-offers' ? DEFAULT_SEARCH_PATH : tenant.search.refreshPath;
  const interacted = useFirstInteraction();
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
      <nav className="feature-links" aria-label="Popular">
        <a href="/special-offers" className="feature-link">Latest offers</a>
        <a href={serviceHref} className="feature-link" {...(serviceHref.startsWith('http') ? { rel: 'noopener', target: '_blank' } : {})}>
          Book a service
        </a>
        <a href="/sell-my-car" className="feature-link">Sell your car</a>
      </nav>
    </>
  );
}
