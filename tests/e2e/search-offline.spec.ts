// Offline search (issue 4 §3): a search run before renders its saved results with the offline note;
// one never run shows the note and the offline empty state, never a spinner forever. Both with the
// browser offline and with only the server gone (navigator.onLine still true).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { goOffline } from './helpers/offline.ts';
import { storedSearchCount, waitForServiceWorker, waitForStoredSearches } from './helpers/service-worker.ts';
import { sharedLeadsServer } from './leads-server.ts';

test.use({ serviceWorkers: 'allow' });

const SAVED_SEARCH = '/search/used-cars?query=toyota';
const OFFLINE_NOTE = 'offline — showing saved results';
const cardTitles = (page: Page) => page.locator('.car-card .car-card-title');

/** Runs SAVED_SEARCH online under the service worker, then takes the browser offline. */
async function searchThenGoOffline(page: Page, context: BrowserContext): Promise<string[]> {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(SAVED_SEARCH);
  await expect(page.locator('.car-card').first()).toBeVisible();
  const titles = await cardTitles(page).allTextContents();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await waitForStoredSearches(page, 1);
  await goOffline(context);
  return titles;
}

test('offline, a search run before shows its saved results with the offline note', async ({ page, context }) => {
  const titles = await searchThenGoOffline(page, context);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles);
});

test('offline, a search never run shows the offline note and the offline empty state, not a spinner', async ({ page, context }) => {
  await searchThenGoOffline(page, context);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('never searched before');
  await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page.locator('.search-loading')).toHaveCount(0);
  await expect(page.locator('.car-card')).toHaveCount(0);
});

test('offline, a search reached inside the app (its page never fetched) reloads with its saved results', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/search/used-cars');
  await expect(page.locator('.car-card').first()).toBeVisible();
  await waitForStoredSearches(page, 1);
  const stored = await storedSearchCount(page);
  // Typing pushes /search/used-cars?query=toyota: the app renders it, no page is fetched for it.
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('toyota');
  await expect(page.locator('.search-results')).toHaveAttribute('data-answered', /query=toyota/);
  // The answer's cards below the fold follow its first ones a frame later.
  await expect(page.locator('.results-grid[data-more-cards]')).toHaveCount(0);
  const titles = await cardTitles(page).allTextContents();
  await waitForStoredSearches(page, stored + 1);
  await goOffline(context);
  await page.reload();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search/used-cars?query=toyota');
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles);
});

test('offline, a search link never opened on this device shows the offline note and empty state, not the offline page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.goto('/search/toyota?query=never+opened');
  expect(new URL(page.url()).pathname).toBe('/search/toyota');
  await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page.locator('.search-loading')).toHaveCount(0);
});

test.describe('with the server down while the browser still thinks it is online', () => {
  const server = sharedLeadsServer();

  test('a saved search shows its results with the offline note; a new one the note and the offline empty state', async ({ page }) => {
    const origin = server.origin('metro-auto-group');
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    await page.goto(`${origin}${SAVED_SEARCH}`);
    await expect(page.locator('.car-card').first()).toBeVisible();
    const titles = await cardTitles(page).allTextContents();
    await waitForStoredSearches(page, 1);

    await server.stop();
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search cars' }).fill('never searched before');
    await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(page.locator('.search-loading')).toHaveCount(0);
    await expect(page.locator('.car-card')).toHaveCount(0);
  });
});

test('on a slow connection a search waits for its answer rather than showing the offline state', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/search/used-cars');
  await expect(page.locator('.car-card').first()).toBeVisible();
  // Every search from now on takes 2.5 s to answer: slower than the search client's own default
  // timeout (1 s), faster than the search worker's wait before it falls back to a stored answer.
  await context.route('**/1/indexes/*/queries*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('toyota');
  await expect(page.locator('.search-results')).toHaveAttribute('data-answered', /query=toyota/, { timeout: 15_000 });
  await expect(page.locator('.car-card').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toHaveCount(0);
});

test('a search is answered by the network, not by the service worker that controls the page, and is still stored', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/search/used-cars');
  await expect(page.locator('.car-card').first()).toBeVisible();
  const stored = await storedSearchCount(page);
  const viaWorker: boolean[] = [];
  page.on('response', (response) => response.url().includes('/1/indexes/') && viaWorker.push(response.fromServiceWorker()));
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('hilux');
  await expect(page.locator('.search-results')).toHaveAttribute('data-answered', /query=hilux/);
  expect(viaWorker.length).toBeGreaterThan(0);
  expect(viaWorker).not.toContain(true);
  // And its answer is still kept for offline.
  await waitForStoredSearches(page, stored + 1);
});
