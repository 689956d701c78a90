// A browse's whole set in the search worker (issue 38, src/domain/local-refinement.ts): once it is
// in, facet clicks and a refinement's next page show with no search request, and show what the server
// gives for the same address; with the browser offline, refinements of the browse still show theirs.
// A brand page's model and body choices are answered from its own browse's set the same way.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { tenantOrigin } from './helpers/car-finder.ts';
import { goOffline } from './helpers/offline.ts';
import { decodedQuery, isWholeSetRequest, scrollIntoViewSettled, settled } from './helpers/search.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';

test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'allow' });
// Each test loads the site twice (the service worker, then the page) and waits out the whole set, and
// some load the server's page for the same address beside it: near 30 s on a slow machine under CI.
test.describe.configure({ timeout: 60_000 });

const SEARCH = '/search/new-used-and-demo-cars/';
const cardTitles = (page: Page) => page.locator('.car-card .car-card-title').allTextContents();
const countShown = async (page: Page) => Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));

/** Opens a site's search page (the search screen by default), its app cached by the service worker, and waits for the browse's whole set. */
async function openWithWholeSet(page: Page, path = SEARCH, origin = '', ready: (page: Page) => Promise<unknown> = settled) {
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);
  const whole = page.waitForResponse((r) => r.url().includes('/1/indexes/') && isWholeSetRequest(r.request().postData()));
  await page.goto(`${origin}${path}`);
  await ready(page);
  await (await whole).finished();
  // Read and coded in the worker a moment after it arrives (tens of milliseconds; the page cannot see
  // when, so the wait leaves room for a busy machine).
  await page.waitForTimeout(1500);
}

/** The search requests the page (its search worker included) sends from here on. */
function recordSearches(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/1/indexes/') && asked.push(request.postData() ?? ''));
  return asked;
}

/** What the server renders for the page's address, in a page of its own. */
async function servedFor(context: BrowserContext, url: string) {
  const served = await context.newPage();
  await served.goto(url);
  await settled(served);
  const shown = { count: await countShown(served), titles: await cardTitles(served) };
  await served.close();
  return shown;
}

test('with the whole set in, facet clicks and a next page make no search and show what the server gives', async ({ page, context }) => {
  await openWithWholeSet(page);
  const asked = recordSearches(page);
  const all = await countShown(page);

  await page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota\b/ }).click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[make][0]=Toyota');
  await settled(page);
  await page.getByRole('group', { name: 'Body type' }).getByRole('button', { name: /^SUV\b/ }).click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[make][0]=Toyota&refinementList[body][0]=SUV');
  await settled(page);
  const toyotaSuvs = await countShown(page);
  expect(toyotaSuvs).toBeGreaterThan(0);
  expect(toyotaSuvs).toBeLessThan(all);
  expect(await cardTitles(page)).toEqual((await servedFor(context, page.url())).titles);

  await page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota\b/ }).click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[body][0]=SUV');
  await settled(page);
  const suvs = await countShown(page);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  // The cards above it take their real heights as they near the screen, moving it: click once it holds still.
  await scrollIntoViewSettled(pages.getByRole('link', { name: 'Page 2' }));
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(() => decodedQuery(page)).toBe('page=2&refinementList[body][0]=SUV');
  await settled(page);
  const served = await servedFor(context, page.url());
  expect({ count: await countShown(page), titles: await cardTitles(page) }).toEqual(served);
  expect(served.count).toBe(suvs);
  expect(asked, 'searches made by the clicks').toEqual([]);
});

test('offline, refinements of the browse still show their results', async ({ page, context }) => {
  await openWithWholeSet(page);
  const expected = await servedFor(context, `${SEARCH}?refinementList%5Bmake%5D%5B0%5D=Toyota`);
  await goOffline(context);
  await page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota\b/ }).click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[make][0]=Toyota');
  await settled(page);
  await expect(page.getByRole('heading', { name: "This search isn't saved on this device" })).toHaveCount(0);
  expect({ count: await countShown(page), titles: await cardTitles(page) }).toEqual(expected);
  for (const title of expected.titles) expect(title).toContain('Toyota');
});

test('a brand page’s model and body choices make no search once its set is in', async ({ page }) => {
  const search = page.getByRole('region', { name: 'Search Toyota stock' });
  await openWithWholeSet(page, '/toyota/overview', tenantOrigin('metro-auto-group'), () => expect(search.locator('.car-card')).toHaveCount(21));
  const asked = recordSearches(page);
  const model = search.getByRole('combobox', { name: 'Model' });
  const corolla = (await model.locator('option', { hasText: /^Corolla \(\d+\)$/ }).textContent())!;
  const inStock = Number(/\((\d+)\)/.exec(corolla)![1]);
  await model.selectOption({ label: corolla });
  await expect(page).toHaveURL(/\/toyota\/overview\?model=Corolla$/);
  await expect(search.getByRole('status')).toHaveText(`${inStock} ${inStock === 1 ? 'vehicle' : 'vehicles'}`);
  const titles = await search.locator('.car-card-title').allTextContents();
  expect(titles).toHaveLength(Math.min(21, inStock));
  for (const title of titles) expect(title).toMatch(/^\d{4} Toyota Corolla$/);
  await model.selectOption({ index: 0 });
  await expect(page).toHaveURL(/\/toyota\/overview$/);
  await expect(search.locator('.car-card')).toHaveCount(21);
  const body = search.getByRole('combobox', { name: 'Body type' });
  const [, type, count] = /^(.+) \((\d+)\)$/.exec((await body.locator('option').nth(1).textContent())!)!;
  await body.selectOption({ index: 1 });
  await expect(page).toHaveURL(new RegExp(`\\?body=${encodeURIComponent(type).replace(/%20/g, '\\+')}$`));
  await expect(search.getByRole('status')).toHaveText(`${count} ${count === '1' ? 'vehicle' : 'vehicles'}`);
  expect(asked, 'searches made by the choices').toEqual([]);
});
