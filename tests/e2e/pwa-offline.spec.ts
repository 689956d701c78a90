// Offline: pages visited while online open again, searches made online answer again (the search
// worker's stored answers), a page never visited ends on /offline, and a car kept offline opens with its photo. Checked twice, because Playwright's offline switch alone does
// not cut a service worker's traffic: once with every request aborted, once with the server dead.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT } from './env.ts';
import { findCars, type FoundCar } from './helpers/cars.ts';
import { goOffline, workerReachesNetwork } from './helpers/offline.ts';
import { settled } from './helpers/search.ts';
import { writePhoto } from './helpers/media.ts';
import { startOwnServer } from './helpers/own-server.ts';
import { keepCarOffline, waitForServiceWorker, waitForStoredSearches, waitUntilCached } from './helpers/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

const SLUG = 'harbourside-motors';
const NAME = (JSON.parse(readFileSync(`tenants/${SLUG}/tenant.json`, 'utf8')) as { name: string }).name;
const SEARCH_PAGE = '/search/used-cars';
const NEVER_VISITED = '/about-us';
const SAVED_QUERY = 'toyota';
const OFFLINE_NOTE = 'offline — showing saved results';

/** Types a one-word `text` into the search page's box and waits for the page to show its answer. */
async function searchInApp(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`query=${text}`));
  await settled(page);
}

const cardTitles = (page: Page) => page.locator('.car-card .car-card-title').allTextContents();

/**
 * Opens the home page, waits for the worker, then visits a search page and a car page, and searches
 * in the app. Returns the cars and the search's card titles.
 */
async function browseOnline(page: Page, origin: string): Promise<{ visited: FoundCar; kept: FoundCar; searched: string[] }> {
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);
  const [visited, kept] = await findCars(page, 2);
  for (const path of [SEARCH_PAGE, `/cars/${visited.slug}`]) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator('.site-name')).toHaveText(NAME);
    await waitUntilCached(page, path);
  }
  // The car page's HTML carries the car (the server inlines it), so the cached page is all it needs.
  await page.goto(`${origin}${SEARCH_PAGE}`);
  await searchInApp(page, SAVED_QUERY);
  const searched = await cardTitles(page);
  expect(searched.length).toBeGreaterThan(0);
  await waitForStoredSearches(page, 1);
  return { visited, kept, searched };
}

async function expectVisitedPagesOffline(page: Page, origin: string, visited: FoundCar): Promise<void> {
  for (const path of ['/', SEARCH_PAGE, `/cars/${visited.slug}`]) {
    await page.goto(`${origin}${path}`);
    await page.reload();
    await expect(page.locator('.site-name'), path).toHaveText(NAME);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.name);
}

/** A search made online shows its answer again offline, with the note; a new one the offline empty state. */
async function expectSearchesOffline(page: Page, origin: string, searched: string[]): Promise<void> {
  await page.goto(`${origin}${SEARCH_PAGE}`);
  await searchInApp(page, SAVED_QUERY);
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  expect(await cardTitles(page)).toEqual(searched);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('never searched before');
  await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toBeVisible();
}

async function expectNeverVisitedPageOffline(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${NEVER_VISITED}`);
  await expect(page).toHaveURL(`${origin}/offline?from=${encodeURIComponent(NEVER_VISITED)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href="/favourites"]')).toBeVisible();
}

async function expectKeptCarOffline(page: Page, origin: string, car: FoundCar): Promise<void> {
  await page.goto(`${origin}/cars/${car.slug}`);
  await expect(page.locator('.site-name')).toHaveText(NAME);
  await expect.poll(() => page.getByTestId('tenant-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the header’s logo').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
}

test('with every request aborted, visited pages, the offline page and a kept car still work', async ({ page, context }) => {
  test.setTimeout(90_000);
  const origin = `http://${SLUG}.localhost:${E2E_PORT}`;
  const { visited, kept, searched } = await browseOnline(page, origin);
  // This server has no demo media (E2E_DEMO_MEDIA=off), so the photo is checked in the next test.
  expect(await keepCarOffline(page, [`/cars/${kept.slug}`, `/api/cars/${kept.slug}`])).toEqual({ ok: true, cached: 2 });

  expect(await workerReachesNetwork(page)).toBe(true);
  await goOffline(context);
  expect(await workerReachesNetwork(page)).toBe(false);

  await expectVisitedPagesOffline(page, origin, visited);
  await expectSearchesOffline(page, origin, searched);
  await expectNeverVisitedPageOffline(page, origin);
  await expectKeptCarOffline(page, origin, kept);
});

test('with the server stopped, visited pages, the offline page and a kept car with its photo still work', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    const origin = server.origin(SLUG);
    const { visited, kept, searched } = await browseOnline(page, origin);
    await writePhoto(join(server.mediaDir, kept.photoPath));
    const urls = [`/cars/${kept.slug}`, `/api/cars/${kept.slug}`, kept.photoUrl];
    expect(await keepCarOffline(page, urls)).toEqual({ ok: true, cached: 3 });

    expect(await workerReachesNetwork(page)).toBe(true);
    await server.stop();
    expect(await workerReachesNetwork(page)).toBe(false);

    await expectVisitedPagesOffline(page, origin, visited);
    await expectSearchesOffline(page, origin, searched);
    await expectNeverVisitedPageOffline(page, origin);
    await expectKeptCarOffline(page, origin, kept);
    const photo = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { ok: res.ok, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
    }, kept.photoUrl);
    expect(photo.ok).toBe(true);
    expect(photo.type).toMatch(/^image\//);
    expect(photo.bytes).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }
});

test('a kept car’s media on an image CDN (another origin, with CORS) shows offline; media not kept does not', async ({ page, context }) => {
  const CDN = 'https://cdn.forecourt.test';
  const photo = readFileSync('public/img-not-found.svg');
  // The CDN answers with CORS, as one serving a tenant's images must; the worker's fetches are routed too.
  await context.route(`${CDN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', headers: { 'Access-Control-Allow-Origin': '*' }, body: photo }),
  );
  await page.goto(`http://${SLUG}.localhost:${E2E_PORT}/`);
  await waitForServiceWorker(page);
  const kept = `${CDN}/demo/kept.jpg?w=600`;
  expect(await keepCarOffline(page, [kept])).toEqual({ ok: true, cached: 1 });

  await goOffline(context);
  const fetched = (url: string) =>
    page.evaluate(async (u) => {
      try {
        const res = await fetch(u);
        return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
      } catch {
        return null;
      }
    }, url);
  expect(await fetched(kept)).toEqual({ status: 200, bytes: photo.length });
  expect(await fetched(`${CDN}/demo/other.jpg?w=600`)).toBeNull();
  // An <img> asks in no-cors mode; the kept CORS copy answers it.
  const shown = (url: string) =>
    page.evaluate(
      (u) =>
        new Promise<boolean>((resolve) => {
          const img = new Image();
          img.addEventListener('load', () => resolve(img.naturalWidth > 0));
          img.addEventListener('error', () => resolve(false));
          img.src = u;
        }),
      url,
    );
  expect(await shown(kept)).toBe(true);
  expect(await shown(`${CDN}/demo/other.jpg?w=300`)).toBe(false);
});

test('the page’s icon comes from the worker’s cache for a day with no request behind it, and is fetched again once older', async ({ page }) => {
  const ICON = '/icons/favicon-32.png';
  await page.goto(`http://${SLUG}.localhost:${E2E_PORT}/`);
  await waitForServiceWorker(page);
  await page.evaluate((url) => fetch(url), ICON);
  await waitUntilCached(page, ICON);
  /** Replaces the cached icon by a marked copy sent `age` seconds ago. */
  const markCached = (age: number) =>
    page.evaluate(
      async ({ url, ageSeconds }) => {
        const cache = await caches.open('forecourt-icons-v1');
        const copy = (await cache.match(url))!;
        const headers = new Headers(copy.headers);
        headers.set('date', new Date(Date.now() - ageSeconds * 1000).toUTCString());
        headers.set('x-test-mark', 'cached');
        await cache.put(url, new Response(await copy.blob(), { headers }));
      },
      { url: ICON, ageSeconds: age },
    );
  const fetchMark = () => page.evaluate(async (url) => (await fetch(url)).headers.get('x-test-mark'), ICON);
  const cachedMark = () => page.evaluate(async (url) => (await (await caches.open('forecourt-icons-v1')).match(url))?.headers.get('x-test-mark') ?? null, ICON);

  // An hour old: answered from the cache, and nothing fetched to replace it (a revalidating strategy
  // would overwrite the marked copy once its request came back).
  await markCached(3600);
  expect(await fetchMark()).toBe('cached');
  await page.waitForTimeout(1000);
  expect(await cachedMark()).toBe('cached');
  // Two days old, past the server's max-age of a day: fetched again, and the cache holds the new copy.
  await markCached(2 * 86_400);
  expect(await fetchMark()).toBeNull();
  await expect.poll(cachedMark).toBeNull();
});
