// Issue 41: a dealer's developer mounts Algolia's own instantsearch.js 4 widgets on this server's
// search service, as on Algolia: search box with highlighting and snippets, refinement list, range
// slider, sort replicas, pagination, the tenant's facets through dynamicWidgets (renderingContent),
// and click events with the search's queryID through the insights middleware. The page is bundled
// from tests/e2e/instantsearch/page.ts for this test and served by route on the server's origin (a
// page Playwright fulfils counts as public to Chromium's private-network rules, which then block
// its requests to loopback; the CORS answers are covered by tests/server/search-routes.test.ts).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import { E2E_PORT } from './env.ts';

const ORIGIN = `http://localhost:${E2E_PORT}/instantsearch-e2e`;
let script = '';

test.beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: join(import.meta.dirname, 'instantsearch/page.ts'), formats: ['es'], fileName: 'page' } },
  });
  const [{ output: chunks }] = (Array.isArray(output) ? output : [output]) as { output: { type: string; code?: string }[] }[];
  script = chunks.find((chunk) => chunk.type === 'chunk')!.code!;
});

test('the real InstantSearch widgets work against a demo tenant', async ({ page, request }) => {
  const { search } = await (await request.get('/api/tenant', { headers: { host: `harbourside-motors.localhost:${E2E_PORT}` } })).json();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/page.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>InstantSearch</title><body>
            <div id="searchbox"></div><div id="sort"></div><div id="price"></div><div id="facets"></div>
            <div id="hits"></div><div id="pagination"></div><script type="module" src="${ORIGIN}/page.js"></script></body></html>`,
        }),
  );
  const events: Record<string, unknown>[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/1/events')) events.push(...(JSON.parse(sent.postData() ?? '{}').events ?? []));
  });
  const query = new URLSearchParams({ host: `localhost:${E2E_PORT}`, appId: search.appId, apiKey: search.apiKey });
  // Every request the widgets make is answered: no 4xx or 5xx, no page error.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => refused.push(error.message));
  await page.goto(`${ORIGIN}/?${query}`);
  const cards = page.locator('#hits article');
  await expect(cards).toHaveCount(6);

  // dynamicWidgets: the tenant's facet order from renderingContent (condition first, then make).
  const facets = page.locator('#facets .ais-RefinementList');
  await expect(facets.first()).toBeVisible();
  const headings = await page.locator('#facets .ais-DynamicWidgets-widget').evaluateAll((widgets) => widgets.length);
  expect(headings).toBeGreaterThan(5);
  await expect(facets.nth(0).locator('.ais-RefinementList-labelText').first()).toHaveText(/^(new|demo|used)$/);

  // Search box, Highlight and Snippet.
  await page.locator('#searchbox input').fill('mazda');
  await expect(page.locator('#hits .name mark').first()).toHaveText(/^mazda$/i);
  await expect(page.locator('#hits .snippet').first()).toContainText(/mazda/i);
  await expect(page.locator('#hits .snippet mark').first()).toBeVisible();
  const mazdas = Number(await page.locator('#facets .ais-RefinementList').nth(1).locator('.ais-RefinementList-count').first().innerText());

  // Refinement list: a model narrows the results.
  await page.locator('#searchbox input').fill('');
  const make = page.locator('#facets .ais-RefinementList').nth(1).locator('.ais-RefinementList-item').first();
  const makeName = await make.locator('.ais-RefinementList-labelText').innerText();
  await make.locator('input').check();
  await expect(page.locator('#hits .name').first()).toContainText(makeName);
  expect(mazdas).toBeGreaterThan(0);

  // Sort replicas: lowest price first.
  await page.locator('#sort select').selectOption('cars_price_asc');
  await expect(async () => {
    const prices = (await cards.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-price'))))).filter((price) => price > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  // Range slider: its handles span the facet stats.
  await expect(page.locator('#price .rheostat-handle')).toHaveCount(2);

  // Pagination.
  const firstPage = await cards.first().getAttribute('data-id');
  await page.locator('#pagination .ais-Pagination-item--nextPage a').click();
  await expect(cards.first()).not.toHaveAttribute('data-id', firstPage!);

  // Insights: a click carries the search's queryID and the hit's position, and the service takes it.
  const answered = page.waitForResponse((response) => response.url().includes('/1/events') && response.request().postData()!.includes('Car Clicked'));
  await cards.first().locator('button').click();
  expect((await answered).status()).toBe(200);
  const click = events.find((event) => event.eventName === 'Car Clicked')!;
  expect(click).toMatchObject({ eventType: 'click', index: 'cars_price_asc', userToken: 'e2e-shopper' });
  expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
  expect(click.positions).toEqual([7]);
  expect(refused).toEqual([]);
});
