// The server's render of a car page, a search page and home through the bundle the build puts beside
// the client build (dist/server/render-page.js): its HTML goes in #root, the page's stylesheets
// inlined; a search page's render is answered by the tenant's own scoped index and its answers inlined;
// other pages are not rendered; a render that fails still serves the page for the browser to render;
// a bundle that does not export renderPage stops start-up.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockCountsRequest } from '../../src/domain/stock-counts.ts';
import { scopeRequests } from '../../src/domain/search-scope.ts';
import { HOSTED_SEARCH_WAIT_MS } from '../../src/server/http/server-search.ts';
import { PHOTO_FIRST_SCRIPT } from '../../src/server/http/photo-first.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import type { PageData } from '../../src/domain/page-data.ts';
import { startTestServer, tempDir, tenantsWith, type TestServer } from './harness.ts';

/** A copy of the fixture client build with `source` as its server-rendering bundle. */
function buildWithRenderer(source: string): string {
  const dir = tempDir('forecourt-build-');
  cpSync(resolve('tests/fixtures/client'), join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'render-page.js'), source);
  return join(dir, 'client');
}

// Renders what it was given, so the test sees the input; fails for one car. Given a search (a search
// page), it searches the tenant's cars as the app would and shows the count.
const FAKE_RENDERER = `export async function renderPage({ bootstrap, path, search, data, searchIndex }) {
  const car = data.car;
  if (car && car.id === globalThis.failFor) throw new Error('render failed');
  let answered = '';
  if (searchIndex) {
    const results = await searchIndex([{ indexName: bootstrap.search.carsIndex, query: '', hitsPerPage: 2, facets: ['make'] }]);
    if (results) data.searches.all = results;
    answered = results ? ' with ' + results[0].nbHits + ' cars' : ' loading';
  }
  return { html: '<main data-path="' + path + '" data-search="' + search + '">' + (car ? car.id : 'no car') + ' on ' + bootstrap.tenant.slug + answered + '</main>', data: car || searchIndex ? data : null };
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CLIENT_DIR: buildWithRenderer(FAKE_RENDERER) });
});
afterAll(() => server?.dispose());

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)![1];
const metroCar = async () => {
  const metro = (await server.repo.dealerships()).find((d) => d.website_id === 1)!;
  return (await server.repo.cars()).find((c) => c.dealership_id === metro.id)!;
};

describe('server-rendered pages', () => {
  it('puts the rendered car page in #root, rendered for the request’s tenant, path and query, with its CSS inlined', async () => {
    const car = await metroCar();
    const html = await (await server.get('metro-auto-group', `/cars/${car.slug}?utm_source=ad`)).text();
    expect(rootOf(html)).toBe(`<main data-path="/cars/${car.slug}" data-search="utm_source=ad">${car.id} on metro-auto-group</main>`);
    // Before the HTML it styles and after the first bundle's CSS in the cascade; the file itself is
    // named by a link the browser does not fetch, so the chunk loader does not add it again.
    const style = html.indexOf('<style>.car-layout{display:grid}\n</style><link rel="stylesheet" crossorigin href="/assets/CarPage-car.css" media="not all" disabled>');
    expect(style).toBeGreaterThan(html.indexOf('</head>'));
    expect(style).toBeLessThan(html.indexOf('<div id="root">'));
    // Its sections' CSS too, though they render later: a stylesheet arriving with them would restyle the whole page.
    expect(html).toContain('<style>.lead-form{display:block}\n</style><link rel="stylesheet" crossorigin href="/assets/CarSections-car.css" media="not all" disabled>');
    // Its scripts and its sections' are prefetched, not preloaded: a preload would share the bandwidth
    // with the photo the first paint needs.
    for (const file of ['CarPage-car.js', 'CarSections-car.js', 'car-shared.js', 'slider-shared.js', 'aria-shared.js']) {
      expect(html).toContain(`<link rel="prefetch" crossorigin href="/assets/${file}">`);
    }
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('id="page-data"');
  });

  it('inlines the first bundle’s stylesheet in every page’s head: no render-blocking request for it', async () => {
    for (const path of ['/', `/cars/${(await metroCar()).slug}`, '/search/used-cars', '/favourites']) {
      const html = await (await server.get('metro-auto-group', path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('<style>body{margin:0}\n</style><link rel="stylesheet" crossorigin href="/assets/index-entry.css" media="not all" disabled>');
      expect(html, path).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-entry.css">');
    }
  });

  it('loads a rendered car page’s, search screen’s and home’s scripts once its photo is in: they wait in a template for the loader the CSP allows; other pages load them from the head', async () => {
    const entry = '<script type="module" crossorigin src="/assets/index-entry.js"></script>';
    for (const path of ['/search/used-cars', '/']) {
      const page = await (await server.get('metro-auto-group', path)).text();
      expect(page.slice(0, page.indexOf('</head>')), path).not.toContain(entry);
      expect(/<template id="app-scripts">(.*?)<\/template><template id="app-chunks">.*?<\/template><script>(.*?)<\/script>/s.exec(page)?.slice(1), path).toEqual([entry, PHOTO_FIRST_SCRIPT]);
    }
    const res = await server.get('metro-auto-group', `/cars/${(await metroCar()).slug}`);
    const html = await res.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(entry);
    const deferred = /<template id="app-scripts">(.*?)<\/template><template id="app-chunks">(.*?)<\/template><script>(.*?)<\/script>/s.exec(html)!;
    expect(deferred[1]).toBe(entry);
    expect(deferred[2]).toContain('<link rel="prefetch" crossorigin href="/assets/CarPage-car.js">');
    expect(deferred[3]).toBe(PHOTO_FIRST_SCRIPT);
    expect(html.indexOf(deferred[0])).toBeGreaterThan(html.indexOf('id="page-data"'));
    expect(html.match(/rel="prefetch"/g)?.length, 'the chunk links are in the template only').toBe(deferred[2].match(/rel="prefetch"/g)?.length);
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(PHOTO_FIRST_SCRIPT).digest('base64')}'`);
    for (const path of ['/favourites', '/contact']) {
      const other = await (await server.get('metro-auto-group', path)).text();
      expect(other.slice(0, other.indexOf('</head>')), path).toContain(entry);
      expect(other, path).not.toContain('app-scripts');
    }
  });

  it('renders home too, with its sections as its page data, their CSS inlined and their chunk prefetched', async () => {
    const html = await (await server.get('harbourside-motors', '/?gclid=x')).text();
    expect(rootOf(html)).toBe('<main data-path="/" data-search="gclid=x">no car on harbourside-motors</main>');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as PageData;
    expect(data).toMatchObject({ url: '/?gclid=x', car: null, home: { latest: expect.any(Array), locations: expect.any(Array) } });
    expect(data.home!.locations.length).toBeGreaterThan(0);
    expect(html).toContain('<style>.home-sections{margin:0 auto}\n</style><link rel="stylesheet" crossorigin href="/assets/HomeSections-home.css" media="not all" disabled>');
    expect(html).toContain('<link rel="prefetch" crossorigin href="/assets/HomeSections-home.js">');
    expect(html).not.toContain('<style>.car-layout');
    expect(html).not.toContain('modulepreload');
  });

  it('renders a search page with the answers the tenant’s browser would get, inlined beside it', async () => {
    const bootstrap = (await (await server.get('metro-auto-group', '/api/tenant')).json()) as { search: { apiKey: string; appId: string; carsIndex: string } };
    const browserSearch = await server.get('metro-auto-group', '/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'x-algolia-api-key': bootstrap.search.apiKey, 'x-algolia-application-id': bootstrap.search.appId },
      body: JSON.stringify({ requests: [{ indexName: bootstrap.search.carsIndex, query: '', hitsPerPage: 2, facets: ['make'] }] }),
    });
    const expected = ((await browserSearch.json()) as { results: { nbHits: number; hits: unknown[]; facets: unknown }[] }).results[0];
    // Scoped to the tenant (its stock filter): fewer than every car the server holds.
    expect(expected.nbHits).toBeGreaterThan(0);
    expect(expected.nbHits).toBeLessThan((await server.repo.cars()).length);
    for (const [path, screen] of [['/search/used-cars?query=kia&page=2', 'SearchPage-search.js'], ['/special-offers', 'OffersSearchPage-offers.js'], ['/parts/search', 'PartsSearchPage-parts.js']]) {
      const html = await (await server.get('metro-auto-group', path)).text();
      const [pathname, query = ''] = path.split('?');
      expect(rootOf(html), path).toBe(`<main data-path="${pathname}" data-search="${query}">no car on metro-auto-group with ${expected.nbHits} cars</main>`);
      const inlined = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as { url: string; searches: { all: typeof expected[] } };
      expect(inlined.url, path).toBe(path);
      expect(inlined.searches.all[0].hits, path).toEqual(expected.hits);
      expect(inlined.searches.all[0].facets, path).toEqual(expected.facets);
      // The screen's CSS inlined before the HTML; its chunk prefetched, nothing preloaded; no other
      // screen's chunk at all.
      expect(html.indexOf('<style>.search-fixture{display:grid}'), path).toBeGreaterThan(html.indexOf('</head>'));
      expect(html.indexOf('<style>.search-fixture{display:grid}'), path).toBeLessThan(html.indexOf('<div id="root">'));
      expect(html, path).toContain(`<link rel="prefetch" crossorigin href="/assets/${screen}">`);
      expect(html, path).not.toContain('modulepreload');
      expect(html, path).not.toContain('-page.js');
    }
  });

  it('renders the not-found page for an unknown car or page, with its 404 in the page data, and no other page', async () => {
    for (const path of ['/cars/no-such-car', '/no-such-page']) {
      const res = await server.get('metro-auto-group', path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(rootOf(html), path).toBe(`<main data-path="${path}" data-search="">no car on metro-auto-group</main>`);
      const inlined = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as { url: string; gone: unknown };
      expect(inlined, path).toMatchObject({ url: path, gone: { status: 404, similar: [] } });
    }
    // A page that is there and not a landing screen: the browser renders it.
    const favourites = await (await server.get('metro-auto-group', '/favourites')).text();
    expect(rootOf(favourites)).toBe('');
    expect(favourites).not.toContain('id="page-data"');
  });

  it('serves a car page whose render fails for the browser to render, car inlined, and says why', async () => {
    const car = await metroCar();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { failFor?: number }).failFor = car.id;
    try {
      const res = await server.get('metro-auto-group', `/cars/${car.slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(rootOf(html)).toBe('');
      expect(html).toContain(`"slug":"${car.slug}"`);
      // The browser renders it, so its chunk is preloaded as for any page it renders.
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CarPage-car.js">');
      expect(String(logged.mock.calls[0]?.[0])).toContain(`Server rendering of /cars/${car.slug} failed`);
    } finally {
      delete (globalThis as { failFor?: number }).failFor;
      logged.mockRestore();
    }
  });
});

describe('a search page of a tenant on hosted Algolia', () => {
  let hosted: TestServer;
  const realFetch = globalThis.fetch;
  let algolia: (body: { requests: unknown[] }, signal: AbortSignal) => Response | Promise<Response>;
  const sent: { url: string; headers: Headers; body: { requests: unknown[] } }[] = [];
  beforeAll(async () => {
    const tenantsDir = tenantsWith({
      'outback-caravans': (raw) => (raw.search = { ...(raw.search as object), appId: 'HOSTED1', searchKey: 'hosted-search-key', carsIndex: 'outback_cars', offersIndex: 'outback_offers' }),
    });
    hosted = await startTestServer({ TENANTS_DIR: tenantsDir, CLIENT_DIR: buildWithRenderer(FAKE_RENDERER) });
    // Algolia's host answered here: the server's own calls (the tests reach it through node:http).
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('algolia.net')) return realFetch(input, init);
      const body = JSON.parse(String(init?.body)) as { requests: unknown[] };
      sent.push({ url, headers: new Headers(init?.headers), body });
      return algolia(body, init!.signal!);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await hosted?.dispose();
  });

  it('is rendered with the answer of the tenant’s Algolia app, asked with its key and its scope, as its browser would', async () => {
    algolia = () => Response.json({ results: [{ nbHits: 7, hits: [{ objectID: '1' }], facets: {} }] });
    const bootstrap = (await (await hosted.get('outback-caravans', '/api/tenant')).json()) as TenantBootstrap;
    // The menu's stock counts come from the same search, scoped the same way (asked once for the hour).
    expect(sent.map((s) => s.body.requests)).toEqual([scopeRequests([stockCountsRequest('outback_cars')], bootstrap.search.scope!, Date.now())]);
    sent.length = 0;
    const html = await (await hosted.get('outback-caravans', '/search/used-cars')).text();
    expect(rootOf(html)).toBe('<main data-path="/search/used-cars" data-search="">no car on outback-caravans with 7 cars</main>');
    expect(html).toContain('"searches":{"all":[{"nbHits":7');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://HOSTED1-dsn.algolia.net/1/indexes/*/queries');
    expect(sent[0].headers.get('x-algolia-application-id')).toBe('HOSTED1');
    expect(sent[0].headers.get('x-algolia-api-key')).toBe('hosted-search-key');
    // The stock filter the browser's search worker adds (certified cars only, the sold window, the website).
    const asked = [{ indexName: 'outback_cars', query: '', hitsPerPage: 2, facets: ['make'] }];
    expect(sent[0].body.requests).toEqual(scopeRequests(asked, bootstrap.search.scope!, Date.now()));
    expect((sent[0].body.requests[0] as { filters: string }).filters).toContain('certified');
  });

  it(`is rendered loading when Algolia has not answered in ${HOSTED_SEARCH_WAIT_MS} ms`, async () => {
    algolia = (_body, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    const html = await (await hosted.get('outback-caravans', '/search/used-cars')).text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOSTED_SEARCH_WAIT_MS - 50);
    expect(rootOf(html)).toBe('<main data-path="/search/used-cars" data-search="">no car on outback-caravans loading</main>');
    expect(String(logged.mock.calls[0]?.[0])).toContain('at HOSTED1-dsn.algolia.net failed');
    logged.mockRestore();
  });

  it('is rendered loading when Algolia fails: the browser searches', async () => {
    algolia = () => Response.json({ message: 'Unavailable', status: 503 }, { status: 503 });
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await (await hosted.get('outback-caravans', '/search/used-cars')).text();
    expect(rootOf(html)).toBe('<main data-path="/search/used-cars" data-search="">no car on outback-caravans loading</main>');
    expect(html).toContain('"searches":{}');
    expect(String(logged.mock.calls[0]?.[0])).toContain('at HOSTED1-dsn.algolia.net answered 503');
    logged.mockRestore();
  });
});

it('stops start-up when the server bundle does not export renderPage', async () => {
  await expect(startTestServer({ CLIENT_DIR: buildWithRenderer('export const nothing = 1;') })).rejects.toThrow(/render-page\.js does not export renderPage: rebuild the app/);
});
