// Per tenant, on the dealer's own host: /robots.txt, /sitemap.xml (and its parts when it is an index),
// and the vehicle feeds Google and Meta fetch on a schedule. Every address is the tenant's primary
// domain's, whichever host asked.
import { Hono } from 'hono';
import { SITEMAP_PATH, robotsTxt } from '../../domain/sitemap.ts';
import { GOOGLE_FEED_PATH, META_FEED_PATH } from '../../domain/vehicle-feeds.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { TenantListing } from './tenant-listing.ts';

type Env = { Variables: { tenant: LoadedTenant } };

/** What crawlers are kept out of: the dealer API, the search service, image transforms, one shopper's pages. */
export const ROBOTS_DISALLOW = ['/api/', '/1/', '/img/', '/print', '/success', '/sign-in', '/favourites', '/compare', '/offline', '/checkout-journey', '/online-payment', '/my-garage'];

/** Crawlers and the platforms fetch these again within the hour; a stock change reaches them then. */
const FRESH = 'public, max-age=900';

export function seoRoutes(listingOf: (tenant: LoadedTenant) => Promise<TenantListing>) {
  const app = new Hono<Env>();
  app.get('/robots.txt', (c) => c.body(robotsTxt(c.get('tenant').config.url, ROBOTS_DISALLOW), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': FRESH }));
  const sitemapFile = (path: string) =>
    app.get(path, async (c, next) => {
      const file = (await listingOf(c.get('tenant'))).sitemap.get(c.req.path);
      return file ? c.body(file, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': FRESH }) : next();
    });
  sitemapFile(SITEMAP_PATH);
  // The parts of an index, /sitemap-1.xml on (sitemapPartPath).
  sitemapFile('/:part{sitemap-[0-9]+\\.xml}');
  app.get(GOOGLE_FEED_PATH, async (c) =>
    c.body((await listingOf(c.get('tenant'))).googleFeed, 200, { 'Content-Type': 'text/tab-separated-values; charset=utf-8', 'Cache-Control': FRESH }),
  );
  app.get(META_FEED_PATH, async (c) => c.body((await listingOf(c.get('tenant'))).metaFeed, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': FRESH }));
  return app;
}
