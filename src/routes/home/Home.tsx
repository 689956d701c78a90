import { tenantAtom, useAtomValue } from '../../state/store.ts';

/** Spec §2: the home banner with three feature links (latest offers, service booking, sell your car). */
export function Home() {
  const tenant = useAtomValue(tenantAtom);
  const serviceHref = tenant.service.externalBookingUrl ?? '/service';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{tenant.home.heroTitle}</h1>
        {tenant.home.heroText && <p>{tenant.home.heroText}</p>}
        <a href={tenant.search.refreshPath === '/special-offers' ? '/search/new-used-and-demo-cars/' : tenant.search.refreshPath} className="button button-primary">
          Search our stock
        </a>
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
