// What a tenant shows search engines and the vehicle platforms, worked out from the store under the
// same rules as its pages (`stockListing`: the stock filter, the sold-car window, the website switch):
// its sitemap files, its Google and Meta feeds and the feed report. Kept per tenant until stock changes
// on any instance (the repository's onCarsChanged) or the hour turns (the sold-car window moves with
// the listing clock), then made afresh on the next request; requests arriving together share one.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { contentPagePaths } from '../../domain/content-pages.ts';
import { DEFAULT_IMAGE_TEMPLATE } from '../../domain/media.ts';
import { offerPagePath, offerVisibleOn } from '../../domain/offers.ts';
import { listingClock } from '../../domain/search-scope.ts';
import { DEFAULT_SEARCH_PATH, STOCK_PATHS } from '../../domain/search-pages.ts';
import { sitemapEntries, sitemapFiles } from '../../domain/sitemap.ts';
import { stockListing } from '../../domain/stock-filter.ts';
import type { Car } from '../../domain/stock.ts';
import type { SiteInfo } from '../../domain/structured-data.ts';
import { feedDealer, feedReport, googleVehicleFeed, metaAutomotiveFeed, toCsv, toTsv, type FeedReport } from '../../domain/vehicle-feeds.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';

export interface TenantListing {
  /** The sitemap's files by path (`/sitemap.xml`, and its parts when it is an index). */
  sitemap: Map<string, string>;
  googleFeed: string;
  metaFeed: string;
  report: FeedReport;
}

export const siteInfo = ({ config }: LoadedTenant): SiteInfo => ({ url: config.url, name: config.name, imageTemplate: config.images.template ?? DEFAULT_IMAGE_TEMPLATE });

/** The cars the tenant's site lists now. */
export async function listedCars(repo: Repository, { config }: LoadedTenant, now: number): Promise<Car[]> {
  const rules = { ...config.stock, now: listingClock(now) };
  return (await repo.websiteCars(config.id)).filter((car) => stockListing(car, rules) === 'listed');
}

/** The fixed pages a sitemap lists, where the tenant has them. */
function fixedPages(tenant: LoadedTenant, offers: number): string[] {
  const { config } = tenant;
  return [...(offers > 0 ? ['/special-offers'] : []), ...(config.reviews.hidden ? [] : ['/reviews']), '/dealer-locator', '/contact', '/service', '/book-test-drive'];
}

function configChanged(tenant: LoadedTenant): string | null {
  try {
    return statSync(join(tenant.dir, 'tenant.json')).mtime.toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

export async function buildTenantListing(repo: Repository, tenant: LoadedTenant, now: number): Promise<TenantListing> {
  const { config } = tenant;
  const [cars, allOffers, brands, locations] = await Promise.all([listedCars(repo, tenant, now), repo.offers(), repo.brands(config.id), repo.locations(config.id)]);
  const offerPaths = allOffers.filter((o) => o.website_id === config.id && offerVisibleOn(o, config.id, config.offers.alwaysShowIds)).map(offerPagePath);
  const visible = locations.filter((l) => l.visible);
  const entries = sitemapEntries({
    cars,
    stockPaths: STOCK_PATHS,
    allStockPath: DEFAULT_SEARCH_PATH,
    brandSlugs: brands.filter((b) => !b.skipPage).map((b) => b.slug),
    offerPaths,
    locationSlugs: visible.map((l) => l.slug),
    contentPaths: contentPagePaths(config).map((page) => page.path),
    pages: fixedPages(tenant, offerPaths.length),
    configChanged: configChanged(tenant),
  });
  const site = siteInfo(tenant);
  const report = feedReport(cars, { ...config.stock, now: listingClock(now) });
  const byId = new Map(locations.map((l) => [l.id, l]));
  const dealerOf = (car: Car) => feedDealer(car, byId.get(car.location_id));
  return {
    sitemap: sitemapFiles(entries, config.url),
    googleFeed: toTsv(googleVehicleFeed(report.included, dealerOf, site)),
    metaFeed: toCsv(metaAutomotiveFeed(report.included, dealerOf, site)),
    report,
  };
}

const HOUR_MS = 3_600_000;

export function createListingCache(repo: Repository, now: () => number = Date.now) {
  const cache = new Map<string, { hour: number; listing: Promise<TenantListing> }>();
  repo.onCarsChanged(() => cache.clear());
  return (tenant: LoadedTenant): Promise<TenantListing> => {
    const hour = Math.floor(now() / HOUR_MS);
    const kept = cache.get(tenant.config.slug);
    if (kept && kept.hour === hour) return kept.listing;
    const listing = buildTenantListing(repo, tenant, now());
    cache.set(tenant.config.slug, { hour, listing });
    // A failed build (store away) is not kept.
    listing.catch(() => cache.get(tenant.config.slug)?.listing === listing && cache.delete(tenant.config.slug));
    return listing;
  };
}
