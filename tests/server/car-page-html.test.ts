// The page the server sends for /cars/{slug}: the car inlined (comments sanitised), the photo the
// viewer opens on preloaded, and the route chunk linked from every page but home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImageUrl } from '../../src/domain/car-media-urls.ts';
import { DEFAULT_IMAGE_TEMPLATE } from '../../src/domain/media.ts';
import type { Car, Dealership } from '../../src/domain/stock.ts';
import type { PageData } from '../../src/domain/page-data.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let carsOf: (websiteId: number) => Car[];
let cars: Car[];
let dealerships: Dealership[];

beforeAll(async () => {
  server = await startTestServer();
  [cars, dealerships] = await Promise.all([server.repo.cars(), server.repo.dealerships()]);
  const websiteOf = new Map(dealerships.map((d) => [d.id, d.website_id]));
  carsOf = (websiteId) => cars.filter((c) => websiteOf.get(c.dealership_id) === websiteId && c.images.length > 0);
});
afterAll(() => server?.dispose());

const page = async (host: string, path: string, status = 200) => {
  const res = await server.get(host, path);
  expect(res.status, path).toBe(status);
  return res.text();
};
const servedData = (html: string): PageData | null => {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]) as PageData) : null;
};
const HOSTILE = /<script|onclick/i;

describe('car page HTML', () => {
  it('inlines the car with its dealer comments sanitised, and titles the page with its name', async () => {
    const car = cars.find((c) => HOSTILE.test(c.dealercomments))!;
    const websiteId = dealerships.find((d) => d.id === car.dealership_id)!.website_id;
    const host = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'][websiteId - 1];
    const html = await page(host, `/cars/${car.slug}`);
    const served = servedData(html)!.car!;
    expect(served.slug).toBe(car.slug);
    expect(served.id).toBe(car.id);
    expect(served.dealercomments).not.toMatch(HOSTILE);
    expect(served.dealercomments).toContain('<p>');
    expect(html).toContain(`<title>${car.name.replace(/&/g, '&amp;')} |`);
    // The API sends the same sanitised car.
    const api = (await (await server.get(host, `/api/cars/${car.slug}`)).json()) as Car;
    expect(api.dealercomments).toBe(served.dealercomments);
  });

  it('preloads the first photo at the gallery’s sizes where the page opens on the gallery', async () => {
    // Harbourside opens on the gallery; its video, when there is one, plays from the start.
    const car = carsOf(2).find((c) => !c.video_url && c.walkaround_videos.length === 0)!;
    const html = await page('harbourside-motors', `/cars/${car.slug}`);
    const href = galleryImageUrl(DEFAULT_IMAGE_TEMPLATE, car.images[0].url, 600).replace(/&/g, '&amp;');
    expect(html).toContain(`<link rel="preload" as="image" href="${href}" imagesrcset="`);
    expect(html).toMatch(/imagesizes="\(max-width: 760px\) 100vw, 60vw" fetchpriority="high">/);
  });

  it('carries Open Graph tags for link previews, absolute on the dealer’s own site', async () => {
    const car = carsOf(1).find((c) => c.price > 10 && c.spin_images.length > 0)!;
    const html = await page('metro-auto-group', `/cars/${car.slug}`);
    const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    expect(og('og:title')).toBe(car.name.replace(/&/g, '&amp;'));
    expect(og('og:url')).toBe(`https://www.metroautogroup.com.au/cars/${car.slug}`);
    expect(og('og:image')).toBe(`https://www.metroautogroup.com.au${galleryImageUrl(DEFAULT_IMAGE_TEMPLATE, car.images[0].url, 1200)}`.replace(/&/g, '&amp;'));
    expect(og('og:description')).toMatch(/, \$[\d,]+.*, at /);
    expect(html).toContain(`<meta name="description" content="${og('og:description')}">`);
  });

  it('preloads the spin’s first frame, not a photo, where the page opens on the 360 spin', async () => {
    const car = carsOf(1).find((c) => c.spin_images.length > 0)!;
    const html = await page('metro-auto-group', `/cars/${car.slug}`);
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const frame = car.spin_images[0]!.split('?')[0]!;
    expect(preloads[0]).toContain(`href="${frame}?w=600&amp;q=75&amp;fit=cover&amp;format=auto"`);
    expect(preloads[0]).toContain(`${frame}?w=900&amp;q=75&amp;fit=cover&amp;format=auto 900w`);
    expect(preloads[0]).toContain('imagesizes="(max-width: 760px) 100vw, 60vw" fetchpriority="high"');
    expect(html).not.toContain(`${car.images[0]!.url.split('?')[0]}?w=600`);
    expect(servedData(html)?.car?.slug).toBe(car.slug);
    // The car page's own chunk, and no other screen's, linked after the first bundle's.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CarPage-car.js">');
    expect(html).not.toContain('-page.js');
    expect(html.indexOf('CarPage-car.js')).toBeGreaterThan(html.indexOf('id="tenant-bootstrap"'));
  });

  it('answers 404 for another tenant’s car or an unknown slug, inlining only that, and linking the car page’s chunk, which says it is not found', async () => {
    const other = await server.get('harbourside-motors', `/cars/${carsOf(1)[0].slug}`);
    expect(other.status).toBe(404);
    const html = await other.text();
    expect(servedData(html)).toMatchObject({ car: null, gone: { status: 404, similar: [] } });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CarPage-car.js">');
    expect(html).not.toContain('<style>.car-layout');
    const tradeIn = await page('metro-auto-group', '/cars/trade-in');
    expect(servedData(tradeIn)).toBeNull();
    expect(tradeIn).toContain('<link rel="modulepreload" crossorigin href="/assets/TradeInPage-page.js">');
    const unknown = await server.get('metro-auto-group', '/cars/no-such-car-1');
    expect(unknown.status).toBe(404);
    expect(servedData(await unknown.text())).toMatchObject({ car: null, gone: { status: 404 } });
  });
});

describe('primary location', () => {
  it('the bootstrap names the primary location’s city, which the Located-at bar compares with', async () => {
    for (const [host, websiteId] of [['metro-auto-group', 1], ['outback-caravans', 3]] as const) {
      const ids = new Set(dealerships.filter((d) => d.website_id === websiteId).map((d) => d.id));
      const primary = (await server.repo.locations(websiteId)).find((l) => l.visible && l.primary && ids.has(l.dealership_id))!;
      const boot = (await (await server.get(host, '/api/tenant')).json()) as TenantBootstrap;
      expect(boot.navigation.primaryCity).toBe(primary.address.city);
    }
  });
});

describe('screen chunk links', () => {
  it('links each page’s screen chunk and CSS (src/domain/screens.ts); home, whose code is in the first bundle, only its sections’', async () => {
    const favourites = await page('metro-auto-group', '/favourites');
    expect(favourites).toContain('<link rel="modulepreload" crossorigin href="/assets/FavouritesPage-page.js">');
    // With the routing table of the screens the first bundle does not route itself.
    expect(favourites).toContain('<link rel="modulepreload" crossorigin href="/assets/PageScreens-page.js">');
    expect(favourites).toContain('<link rel="modulepreload" crossorigin href="/assets/aria-shared.js">');
    expect(favourites).not.toContain('CarPage-car.js');
    expect(favourites).toContain('<link rel="preload" as="style" crossorigin href="/assets/FavouritesPage-page.css">');
    // A screen the tenant may gate (spec §4) links the gate's chunk with its own.
    const tradeIn = await page('metro-auto-group', '/trade-in');
    expect(tradeIn).toContain('<link rel="modulepreload" crossorigin href="/assets/TradeInPage-page.js">');
    expect(tradeIn).toContain('<link rel="modulepreload" crossorigin href="/assets/Gate-page.js">');
    // A screen the tenant has switched off is the not-found page, a 404 (outback sells no cars through spin to win).
    expect(await page('outback-caravans', '/spin-to-win', 404)).toContain('<link rel="modulepreload" crossorigin href="/assets/NotFoundPage-page.js">');
    // Already part of the first bundle.
    expect(favourites).not.toContain('react-shared.js');
    // Unrendered (no server-rendering bundle here), home links its sections' chunk and nothing else.
    const home = await page('metro-auto-group', '/');
    expect(home.match(/rel="modulepreload"[^>]*>/g)).toEqual(['rel="modulepreload" crossorigin href="/assets/HomeSections-home.js">', 'rel="modulepreload" crossorigin href="/assets/search-shared.js">']);
  });

  it('a search screen links its own chunk and its imports, each once, and no other screen’s; other pages do not', async () => {
    for (const path of ['/search', '/search/used-cars', '/search/toyota/corolla']) {
      const html = await page('metro-auto-group', path);
      expect(html, path).not.toContain('-page.js');
      expect(html, path).toContain('<link rel="modulepreload" crossorigin href="/assets/SearchPage-search.js">');
      expect(html, path).toContain('<link rel="modulepreload" crossorigin href="/assets/search-shared.js">');
      expect(html, path).toContain('<link rel="preload" as="style" crossorigin href="/assets/search-shared.css">');
      expect(html.match(/aria-shared\.js/g), path).toHaveLength(1);
    }
    for (const [path, chunk] of [['/special-offers', 'OffersSearchPage-offers.js'], ['/parts/search', 'PartsSearchPage-parts.js']]) {
      const html = await page('metro-auto-group', path);
      expect(html, path).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}">`);
      expect(html, path).not.toContain('-page.js');
    }
    for (const path of ['/special-offers', '/favourites']) expect(await page('metro-auto-group', path), path).not.toContain('SearchPage-search.js');
    // A single-segment path not otherwise taken is a model's page, if the tenant has that model (with
    // listed stock or an offer); else the not-found page, a 404.
    const model = ((await (await server.get('metro-auto-group', '/api/tenant')).json()) as TenantBootstrap).navigation.models[0].slug;
    expect(await page('metro-auto-group', `/${model}`)).toContain('<link rel="modulepreload" crossorigin href="/assets/ModelPage-page.js">');
    const searching = await page('metro-auto-group', '/searching', 404);
    expect(searching).toContain('<link rel="modulepreload" crossorigin href="/assets/NotFoundPage-page.js">');
    expect(searching).not.toContain('SearchPage-search.js');
  });
});
