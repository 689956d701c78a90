// A tenant's sitemap (sitemaps.org protocol) and robots.txt. Only the tenant's own pages, all on its
// primary domain: the cars the site lists (hidden and long-sold cars are not), the stock, model and
// body-type search pages that have listed cars, brand, offer, location and content pages. More than
// a file holds (50,000 addresses) and `/sitemap.xml` becomes an index of numbered files.
import { slugify } from './media.ts';
import { modelSearchPath } from './search-pages.ts';
import type { Car } from './stock.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_MAX_URLS = 50_000;
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

export interface SitemapEntry {
  path: string;
  /** When the page last changed (an ISO date or timestamp); null when nothing records it. */
  lastmod: string | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const abs = (siteUrl: string, path: string) => new URL(path, siteUrl).href;
const lastmodTag = (lastmod: string | null) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

export function urlsetXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(abs(siteUrl, e.path))}</loc>${lastmodTag(e.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly SitemapEntry[], siteUrl: string): string {
  const maps = parts.map((p) => `<sitemap><loc>${escapeXml(abs(siteUrl, p.path))}</loc>${lastmodTag(p.lastmod)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

const latest = (dates: readonly (string | null)[]) => dates.reduce<string | null>((max, d) => (d && (!max || d > max) ? d : max), null);

/** The files a sitemap is served as: one, or an index (`/sitemap.xml`) of numbered parts. */
export function sitemapFiles(entries: readonly SitemapEntry[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  if (entries.length <= maxUrls) return new Map([[SITEMAP_PATH, urlsetXml(entries, siteUrl)]]);
  const files = new Map<string, string>();
  const parts: SitemapEntry[] = [];
  for (let i = 0; i * maxUrls < entries.length; i++) {
    const chunk = entries.slice(i * maxUrls, (i + 1) * maxUrls);
    const path = sitemapPartPath(i + 1);
    files.set(path, urlsetXml(chunk, siteUrl));
    parts.push({ path, lastmod: latest(chunk.map((e) => e.lastmod)) });
  }
  files.set(SITEMAP_PATH, sitemapIndexXml(parts, siteUrl));
  return files;
}

/** What a tenant's sitemap lists, each already the tenant's own and shown on its site. */
export interface SitemapInput {
  /** The cars the site lists (`stockListing` says listed). */
  cars: readonly Pick<Car, 'slug' | 'make' | 'model_slug' | 'car_type' | 'updated_at'>[];
  /** The search paths of the stock pages by car type (`/search/used-cars/`...). */
  stockPaths: Readonly<Partial<Record<Car['car_type'], string>>>;
  allStockPath: string;
  brandSlugs: readonly string[];
  /** The offers shown on the site, each listed at its page's own address (`offerPagePath`). */
  offerPaths: readonly string[];
  locationSlugs: readonly string[];
  contentPaths: readonly string[];
  /** Fixed pages of the site (home, offers, reviews, the locator...). */
  pages: readonly string[];
  /** When the tenant's own config (its content and brand pages) last changed. */
  configChanged: string | null;
}

const day = (timestamp: string) => timestamp.slice(0, 10);

export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const stockChanged = latest(input.cars.map((c) => day(c.updated_at)));
  const group = new Map<string, string | null>();
  const touch = (path: string, at: string) => group.set(path, latest([group.get(path) ?? null, at]));
  for (const car of input.cars) {
    const at = day(car.updated_at);
    const typePath = input.stockPaths[car.car_type];
    if (typePath) touch(typePath, at);
    touch(modelSearchPath(slugify(car.make), car.model_slug), at);
  }
  return [
    { path: '/', lastmod: latest([stockChanged, input.configChanged]) },
    ...input.pages.map((path) => ({ path, lastmod: input.configChanged })),
    { path: input.allStockPath, lastmod: stockChanged },
    ...[...group].map(([path, lastmod]) => ({ path, lastmod })),
    ...input.cars.map((car) => ({ path: `/cars/${car.slug}`, lastmod: day(car.updated_at) })),
    ...input.brandSlugs.map((slug) => ({ path: `/${slug}/overview`, lastmod: input.configChanged })),
    // The store keeps no change time for offers and locations.
    ...input.offerPaths.map((path) => ({ path, lastmod: null })),
    ...input.locationSlugs.map((slug) => ({ path: `/our-location/${slug}`, lastmod: null })),
    ...input.contentPaths.map((path) => ({ path, lastmod: input.configChanged })),
  ];
}

/** robots.txt: everything but the API, search service, media transforms and private pages, and where the sitemap is. */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  return ['User-agent: *', ...disallow.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${abs(siteUrl, SITEMAP_PATH)}`, ''].join('\n');
}
