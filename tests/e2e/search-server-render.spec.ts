// A search page arrives rendered by the server (issue 4: instant, and usable on a weak connection):
// its results are in the HTML, the browser hydrates them in place with the answers inlined beside
// them, and what a shopper types or ticks before the page is live is kept. Offline, the service
// worker's one search page stands in for another address: it is rendered anew for that address.
import { expect, test, type Page } from '@playwright/test';
import { PAGE_LIVE } from '../../src/domain/early-tap.ts';
import { holdRequests } from './helpers/hold.ts';
import { hydrationOf } from './helpers/hydration.ts';
import { goOffline } from './helpers/offline.ts';
import { decodedQuery, isWholeSetRequest, live, settled } from './helpers/search.ts';
import { waitForServiceWorker, waitForStoredSearches } from './helpers/service-worker.ts';

const TOYOTAS = '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota';
const cardTitles = (page: Page) => page.locator('.car-card .car-card-title');

/**
 * Console errors and page errors, but for resources an offline browser cannot load and the service
 * worker's registration where the test blocks it.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  const expected = /Failed to load resource|Service worker registration failed/;
  page.on('console', (m) => m.type() === 'error' && !/\/(img|media)\//.test(m.location().url) && !expected.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a search page’s results, facets and count are in the page the server sends: no script needed to see them', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(TOYOTAS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars');
  const titles = await cardTitles(page).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('Toyota');
  await expect(page.locator('.search-count')).toContainText(/\d+ cars?/);
  await expect(page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota/ })).toBeChecked();
  await context.close();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 412, height: 823 },
]) {
test(`${viewport.name}: the browser hydrates it in place with the inlined answer: nothing replaced, no error, one search made once live`, async ({ page }) => {
  await page.setViewportSize(viewport);
  const errors = errorsOf(page);
  const searches: string[] = [];
  // Besides the browse's whole set, which the search worker asks for after (search-local-refinement.spec.ts).
  page.on('request', (r) => r.url().includes('/1/indexes/') && !isWholeSetRequest(r.postData()) && searches.push(r.url()));
  await page.addInitScript(() => {
    const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(`${node.tagName}.${node.className}`);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
  await page.goto(TOYOTAS);
  const served = await cardTitles(page).allTextContents();
  await settled(page);
  await page.waitForLoadState('networkidle');
  expect(await cardTitles(page).allTextContents()).toEqual(served);
  const removed = await page.evaluate(() => (window as unknown as { removed: string[] }).removed);
  expect(removed.filter((el) => /^(MAIN|SECTION|ARTICLE|H1|INPUT)\./.test(el)), 'server elements replaced').toEqual([]);
  // The page's first render took the inlined answer; the same search, made once live, changed nothing.
  expect(searches).toHaveLength(1);
  expect(errors).toEqual([]);
  // The cards' text, links and dialog buttons are static islands (src/perf/ServerHtml.tsx): React
  // hydrated none of their elements; the cards' other buttons (saving a car) it did.
  const hydration = () =>
    page.evaluate(() => {
      const isHydrated = (e: Element) => Object.keys(e).some((k) => k.startsWith('__reactFiber'));
      return {
        buttons: [...document.querySelectorAll('.car-card button:not(.car-card-links *)')].filter((b) => !isHydrated(b)).length,
        emptyParts: document.querySelectorAll('.car-card .car-card-part:empty, .car-card .car-card-links:empty').length,
      };
    });
  expect(await hydration()).toEqual({ buttons: 0, emptyParts: 0 });
  const kept = await hydrationOf(page, '.car-card .car-card-part, .car-card .car-card-links');
  expect(kept.hydrated).toBe(0);
  expect(kept.elements).toBeGreaterThan(200);
  // A kept card's Quick Enquiry still opens its car's dialog: the card's listener answers it.
  const first = page.locator('.car-card').first();
  await first.getByRole('button', { name: 'Quick Enquiry' }).click();
  await expect(page.getByRole('dialog')).toContainText((await first.getAttribute('aria-label'))!);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Live: a facet refines (on a phone, in the filters' panel).
  if (viewport.width < 600) await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota/ }).click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('');
  await settled(page);
  // The new answer's cards, the ones the browser rendered and the ones kept, all show their car.
  expect((await hydration()).emptyParts).toBe(0);
  for (const card of await page.locator('.car-card').all()) {
    await expect(card.locator('.car-card-title a')).toHaveText(/^\d{4} \S/);
    await expect(card.locator('.car-card-amount')).not.toBeEmpty();
  }
});
}

test('what is typed and ticked before the page is live is kept: the search runs with both once it is', async ({ page, context }) => {
  // The app's code held back: the server's HTML is all there is.
  const release = await holdRequests(context, '**/assets/index-*.js');
  await page.goto('/search/new-used-and-demo-cars/', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search cars' });
  await box.pressSequentially('toyota');
  const used = page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ });
  await used.click({ force: true });
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PAGE_LIVE)).toBeUndefined();
  release();
  await live(page);
  await expect.poll(() => decodedQuery(page)).toBe('query=toyota&refinementList[car_type][0]=used');
  await settled(page);
  await expect(box).toHaveValue('toyota');
  await expect(used).toBeChecked();
  for (const title of await cardTitles(page).allTextContents()) expect(title).toContain('Toyota');
});

test('a shopper whose calendar is on another day than the server’s: the page hydrates as served, then shows the promos of the shopper’s day', async ({ page }) => {
  // Years after every demo promo has expired; the server renders with today's date.
  await page.clock.setFixedTime(new Date('2031-01-01T12:00:00'));
  const errors = errorsOf(page);
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/search/new-used-and-demo-cars/', { waitUntil: 'commit' });
  const promos = page.locator('.results-grid > .promo-card');
  await expect(page.locator('.car-card').first()).toBeVisible();
  expect(await promos.count(), 'the server’s page shows the demo tenant’s promos running today').toBeGreaterThan(0);
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  release();
  await live(page);
  await expect(promos).toHaveCount(0);
  await settled(page);
  expect(await heading!.evaluate((h) => h.isConnected), 'the server’s heading hydrated, not replaced').toBe(true);
  expect(errors).toEqual([]);
});

test('a price thumb moved by keyboard before the page is live refines that end once it is', async ({ page, context }) => {
  const release = await holdRequests(context, '**/assets/index-*.js');
  await page.goto('/search/new-used-and-demo-cars/', { waitUntil: 'commit' });
  const min = page.getByRole('slider', { name: 'Minimum price' });
  const before = await min.inputValue();
  await min.focus();
  await min.press('ArrowRight');
  await min.press('ArrowRight');
  const moved = await min.inputValue();
  expect(Number(moved)).toBeGreaterThan(Number(before));
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PAGE_LIVE)).toBeUndefined();
  release();
  await live(page);
  await expect.poll(() => decodedQuery(page)).toBe(`range[price]=${moved}:`);
  await settled(page);
  await expect(min).toHaveValue(moved);
});

test('a sort order picked before the page is live sorts the results once it is', async ({ page, context }) => {
  const release = await holdRequests(context, '**/assets/index-*.js');
  await page.goto('/search/new-used-and-demo-cars/', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PAGE_LIVE)).toBeUndefined();
  release();
  await live(page);
  await expect.poll(() => decodedQuery(page)).toBe('sortBy=cars_price_asc');
  await settled(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceAsc');
});

test('a results page loads no react-aria until the shopper goes for a slider; a thumb with the focus keeps it', async ({ page }) => {
  const aria: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/aria-[\w-]+\.js$/.test(request.url())) aria.push(request.url());
  });
  await page.goto('/search/new-used-and-demo-cars/');
  await live(page);
  await settled(page);
  // Typing, ticking and sorting are the browser's own fields: still none.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Latest' });
  await expect.poll(() => decodedQuery(page)).toBe('sortBy=cars_latest');
  await settled(page);
  expect(aria, 'no react-aria chunk requested').toEqual([]);
  const min = page.getByRole('slider', { name: 'Minimum price' });
  const before = Number(await min.inputValue());
  // A keyboard reaches the plain thumb first; react-aria's comes in under it and keeps the focus.
  await min.focus();
  await expect.poll(() => aria.length).toBeGreaterThan(0);
  await expect(min, "react-aria's thumb in the plain one's place").toHaveAttribute('id', /^react-aria/);
  await expect(min).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(min).toHaveValue(String(before + 1000));
  await expect.poll(() => decodedQuery(page)).toBe(`sortBy=cars_latest&range[price]=${before + 1000}:`);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker’s search page, standing in for another address, is rendered for that address without error', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // The stand-in is the default search page, rendered by the server with its own results.
    await page.goto('/search/new-used-and-demo-cars/');
    await settled(page);
    await waitForStoredSearches(page, 1);
    const errors = errorsOf(page);
    await goOffline(context);
    await page.goto(TOYOTAS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars');
    await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toBeVisible();
    await expect(page.locator('.car-card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
