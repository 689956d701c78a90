// A browse's whole set in the search worker (issue 38, src/domain/local-refinement.ts): once it is
// in, facet clicks and a refinement's next page show with no search request, and show what the server
// gives for the same address; with the browser offline, refinements of the browse still show theirs.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { goOffline } from './helpers/offline.ts';
import { decodedQuery, isWholeSetRequest, settled } from './helpers/search.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';

test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'allow' });

const SEARCH = '/search/new-used-and-demo-cars/';
const cardTitles = (page: Page) => page.locator('.car-card .car-card-title').allTextContents();
const countShown = async (page: Page) => Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));

/** Opens the search page, its app cached by the service worker, and waits for the browse's whole set. */
async function openWithWholeSet(page: Page) {
  await page.goto('/');
  await waitForServiceWorker(page);
  const whole = page.waitForResponse((r) => r.url().includes('/1/indexes/') && isWholeSetRequest(r.request().postData()));
  await page.goto(SEARCH);
  await settled(page);
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
