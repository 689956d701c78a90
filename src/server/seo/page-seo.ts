// What a page's head tells search engines: its canonical address on the tenant's primary domain, a
// robots `noindex` where the page is not to be indexed (src/domain/page-indexing.ts), and its
// structured data as JSON-LD (src/domain/structured-data.ts): a car page's Car, a location page's
// AutoDealer, an offer page's Offer, and their breadcrumbs. Data blocks, not scripts: no JavaScript is added to the page.
import { canonicalUrl, indexable } from '../../domain/page-indexing.ts';
import { pageClock } from '../../domain/page-data.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import type { Screen } from '../../domain/screens.ts';
import { offerPagePath } from '../../domain/offers.ts';
import type { Car, Location, Offer } from '../../domain/stock.ts';
import { breadcrumbsJsonLd, carJsonLd, jsonLdText, locationJsonLd, locationPath, offerJsonLd, type SiteInfo } from '../../domain/structured-data.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { escapeHtml } from '../http/html.ts';

const jsonLdTag = (value: unknown) => `<script type="application/ld+json">${jsonLdText(value)}</script>`;

/** The canonical link and robots meta of a page that is there (a 404 or 410 gets `noindex` and no canonical). */
export function indexingTags(config: Pick<TenantConfig, 'url' | 'features' | 'auth'>, screen: Pick<Screen, 'name' | 'gate' | 'chunk'>, path: string, search: string, status: number): string[] {
  if (status >= 400) return ['<meta name="robots" content="noindex">'];
  const canonical = `<link rel="canonical" href="${escapeHtml(canonicalUrl(config.url, screen, path, search))}">`;
  return indexable(screen, path, search, config) ? [canonical] : [canonical, '<meta name="robots" content="noindex, follow">'];
}

const HOME = { name: 'Home', path: '/' };

export function carStructuredData(car: Car, seller: Location | null, site: SiteInfo): string[] {
  return [jsonLdTag(carJsonLd(car, seller, site)), jsonLdTag(breadcrumbsJsonLd([HOME, { name: 'Search', path: DEFAULT_SEARCH_PATH }, { name: car.name, path: `/cars/${car.slug}` }], site))];
}

export function locationStructuredData(location: Location, site: SiteInfo, config: Pick<TenantConfig, 'reviews'>, now: number): string[] {
  // Special hours count from the location's own today; a day either side of it changes nothing a crawler keeps.
  const today = pageClock(now).day;
  return [
    jsonLdTag(locationJsonLd(location, site, config.reviews, today)),
    jsonLdTag(breadcrumbsJsonLd([HOME, { name: 'Our Locations', path: '/dealer-locator' }, { name: location.name, path: locationPath(location) }], site)),
  ];
}

export function offerStructuredData(offer: Offer, site: SiteInfo): string[] {
  return [jsonLdTag(offerJsonLd(offer, site)), jsonLdTag(breadcrumbsJsonLd([HOME, { name: 'Special Offers', path: '/special-offers' }, { name: offer.name, path: offerPagePath(offer) }], site))];
}
