// The vehicle search page (spec §2, issue 4): URL state in the InstantSearch format, reload, back,
// shared links, the empty state, offers and parts search, and the tablet and phone layouts.
import { expect, test, type Page } from '@playwright/test';
import { readBootstrap, searchCars } from './helpers/cars.ts';
import { E2E_PORT } from './env.ts';
import { fallbacksInPress, watchSuspenseFallbacks } from './helpers/suspense-fallbacks.ts';
import { holdRequests } from './helpers/hold.ts';
import { layoutShifts, watchLayoutShifts } from './helpers/layout-shifts.ts';
import { decodedQuery, live, scrollIntoViewSettled, settled, withoutWholeSets } from './helpers/search.ts';
import { readIdbStore } from './helpers/idb.ts';
import type { SearchEntry } from '../../src/domain/search-history.ts';
import { historyLabel } from '../../src/url/search-history-entry.ts';
import { sliderScale } from '../../src/domain/slider-scale.ts';
import { touchDrag } from './helpers/touch.ts';

const SEARCH = '/search/new-used-and-demo-cars/';

// Text content, not innerText: cards below the fold skip rendering (content-visibility: auto) and have no innerText.
const cardTitles = (page: Page) => page.locator('.car-card .car-card-title').allTextContents();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const countShown = async (page: Page) => Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));

/** The upper end of the address's price range. */
const urlMaxPrice = (url: string) => /range\[price\]=:(\d+)/.exec(decodeURIComponent(url))![1];

/** The price slider's thumbs. */
const priceThumbs = (page: Page) => [page.getByRole('slider', { name: 'Minimum price' }), page.getByRole('slider', { name: 'Maximum price' })] as const;

/**
 * The price slider's track and one of its thumbs (0 the lower, 1 the upper), scrolled into view and
 * measured at one moment: react-aria's slider may take the plain one's place between two reads.
 */
const priceSlider = (page: Page, thumb: 0 | 1) =>
  page.evaluate((index) => {
    const track = document.querySelector('.range-slider-track')!;
    track.scrollIntoView({ block: 'nearest' });
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { track: box(track), thumb: box(track.querySelectorAll('.range-slider-thumb')[index]) };
  }, thumb);

/** Opens the search refined to a price range and checks the thumbs show it; returns them. */
async function openPriceRange(page: Page, low: number, high: number) {
  await page.goto(`${SEARCH}?range%5Bprice%5D=${low}%3A${high}`);
  await settled(page);
  const [min, max] = priceThumbs(page);
  await expect(min).toHaveValue(String(low));
  await expect(max).toHaveValue(String(high));
  return [min, max] as const;
}

/** Picks a sort order from the sort select. */
async function sortBy(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
}

/** Types, refines two facets, moves the price slider, sorts and pages; returns the URL and cards. */
async function runSearch(page: Page) {
  await page.goto(SEARCH);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('toyota');
  await expect(page).toHaveURL(/query=toyota/);
  await settled(page);

  await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^New/ }).click({ force: true });
  await expect.poll(() => decodedQuery(page)).toContain('refinementList[car_type][0]=new');
  await page.getByRole('group', { name: 'Body type' }).getByRole('button', { name: /^SUV/ }).click();
  await expect.poll(() => decodedQuery(page)).toContain('refinementList[body][0]=SUV');
  await settled(page);

  const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  for (let i = 0; i < 10; i++) await maxThumb.press('ArrowLeft');
  await expect.poll(() => decodedQuery(page)).toMatch(/range\[price\]=:\d+000$/);
  await settled(page);

  await sortBy(page, 'Lowest price');
  await expect.poll(() => decodedQuery(page)).toContain('sortBy=cars_price_asc');
  await settled(page);
  const pageOne = await cardTitles(page);

  const pageTwoLink = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  await scrollIntoViewSettled(pageTwoLink);
  await pageTwoLink.click();
  await expect.poll(() => decodedQuery(page)).toContain('page=2');
  await settled(page);
  return { url: page.url(), pageOne, pageTwo: await cardTitles(page) };
}

test('query, facets, price slider, sort and page live in the URL in the InstantSearch format; reload and back restore them', async ({ page }) => {
  const { url, pageOne, pageTwo } = await runSearch(page);
  expect(decodedQuery(page)).toMatch(/^query=toyota&page=2&sortBy=cars_price_asc&refinementList\[car_type\]\[0\]=new&refinementList\[body\]\[0\]=SUV&range\[price\]=:\d+000$/);
  expect(pageTwo.length).toBeGreaterThan(0);
  expect(pageTwo).not.toEqual(pageOne);
  // Lowest price first (subscription cards show their weekly price instead).
  const prices = await page.locator('.car-card-amount').allTextContents();
  const amounts = prices.filter((p) => !p.endsWith('/ week')).map((p) => Number(p.replace(/[^\d.]/g, ''))).filter((n) => n > 0);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await page.reload();
  await settled(page);
  expect(page.url()).toBe(url);
  expect(await cardTitles(page)).toEqual(pageTwo);
  await expect(page.getByRole('searchbox', { name: 'Search cars' })).toHaveValue('toyota');
  await expect(page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^New/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Body type' }).getByRole('button', { name: /^SUV/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue(urlMaxPrice(url));

  await page.goBack();
  await expect.poll(() => decodedQuery(page)).not.toContain('page=2');
  await settled(page);
  expect(decodedQuery(page)).toContain('sortBy=cars_price_asc');
  expect(await cardTitles(page)).toEqual(pageOne);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('a shared search URL opens the same results in a fresh browser context', async ({ page, browser }) => {
  const { url, pageTwo } = await runSearch(page);
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(url);
    await settled(fresh);
    expect(await cardTitles(fresh)).toEqual(pageTwo);
    await expect(fresh.getByRole('slider', { name: 'Maximum price' })).toHaveValue(urlMaxPrice(url));
  } finally {
    await other.close();
  }
});

test('a refinement pushes a history entry at once; removing it goes back to the full list', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const all = await page.locator('.search-count').innerText();
  await page.getByRole('group', { name: 'Make' }).getByRole('checkbox').first().click({ force: true });
  await expect.poll(() => decodedQuery(page)).toMatch(/^refinementList\[make\]\[0\]=/);
  await settled(page);
  expect(await page.locator('.search-count').innerText()).not.toBe(all);
  await page.goBack();
  await expect.poll(() => decodedQuery(page)).toBe('');
  await settled(page);
  await expect(page.locator('.search-count')).toHaveText(all);
});

test("sort offers the spec's four orders as replica names in sortBy (harbourside-motors: no promos, no collapsing)", async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'harbourside-motors.localhost')}${SEARCH}`);
  await settled(page);
  const all = await countShown(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option')).toHaveText(['Most relevant', 'Latest', 'Highest price', 'Lowest price']);

  // Each order's cards are its replica's first page.
  for (const [label, replica] of [['Highest price', 'cars_price_desc'], ['Latest', 'cars_latest']]) {
    await sortBy(page, label);
    await expect.poll(() => decodedQuery(page)).toBe(`sortBy=${replica}`);
    await settled(page);
    const hits = (await searchCars(page, { indexName: replica, hitsPerPage: 21 })).body.results![0].hits as unknown as { year: number; make: string; model: string }[];
    expect(await cardTitles(page), label).toEqual(hits.map((hit) => `${hit.year} ${hit.make} ${hit.model}`));
  }
  // The prices the cards show fall down the page: a reduced car sorts by its offer price.
  await sortBy(page, 'Highest price');
  await settled(page);
  const amounts = (await page.locator('.car-card-amount').allTextContents()).filter((text) => /^\$[\d,]+$/.test(text)).map((text) => Number(text.replace(/\D/g, '')));
  expect(amounts.length).toBeGreaterThan(10);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  // This tenant keeps cars without a price when sorting by lowest price.
  await sortBy(page, 'Lowest price');
  await expect.poll(() => decodedQuery(page)).toBe('sortBy=cars_price_asc');
  await settled(page);
  expect(await countShown(page)).toBe(all);

  await sortBy(page, 'Most relevant');
  await expect.poll(() => decodedQuery(page)).toBe('');
});

test('lowest price leaves out cars without a price on the tenant that sets it (metro-auto-group)', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  expect((await readBootstrap(page)).tenant.search.priceAscExcludesZero).toBe(true);
  const all = await countShown(page);
  const noPrice = (await searchCars(page, { hitsPerPage: 0, numericFilters: ['price=0'] })).body.results![0] as unknown as { nbHits: number };
  expect(noPrice.nbHits, 'the demo stock has cars without a price').toBeGreaterThan(0);
  await sortBy(page, 'Lowest price');
  await expect.poll(() => decodedQuery(page)).toBe('sortBy=cars_price_asc');
  await settled(page);
  expect(await countShown(page)).toBe(all - noPrice.nbHits);
  await expect(page.locator('.car-card-amount').first()).not.toHaveText('Enquire for price.');
});

test('removing the price filter resets the slider to its full range; back brings the filter and the slider back', async ({ page }) => {
  // Ends on the slider's grid (its step is about 1/100 of the range, in thousands: 48000 is on it up to 4000).
  const [min, max] = await openPriceRange(page, 24000, 48000);
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect.poll(() => decodedQuery(page)).toBe('');
  await settled(page);
  await expect(min).toHaveValue((await min.getAttribute('min'))!);
  await expect(max).toHaveValue((await max.getAttribute('max'))!);
  await page.goBack();
  await expect.poll(() => decodedQuery(page)).toBe('range[price]=24000:48000');
  await settled(page);
  await expect(min).toHaveValue('24000');
  await expect(max).toHaveValue('48000');
});

test('moving one price thumb refines that end only: the other rests on its bound', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const [min, max] = priceThumbs(page);
  await expect(max).toHaveValue((await max.getAttribute('max'))!);
  await min.focus();
  await min.press('ArrowRight');
  await expect.poll(() => decodedQuery(page)).toBe(`range[price]=${await min.inputValue()}:`);
});

test("a link's price off the slider's grid shows as it filters, and moving the other thumb keeps it", async ({ page }) => {
  // metro-auto-group's slider steps 4000 (its range is about 364,000): 22000 and 50000 are off that grid.
  const [min] = await openPriceRange(page, 22000, 50000);
  await expect(page.locator('.range-slider-output').first()).toHaveText('$22,000 – $50,000');
  await min.focus();
  await min.press('ArrowRight');
  await expect.poll(() => decodedQuery(page)).toBe('range[price]=23000:50000');
});

test('shows 7 makes before Show all makes', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const makes = page.getByRole('group', { name: 'Make' }).getByRole('checkbox');
  await expect(makes).toHaveCount(7);
  await page.getByRole('button', { name: 'Show all makes' }).click();
  expect(await makes.count()).toBeGreaterThan(7);
});

test('no results: the spec card and Clear Filters to the refresh path; unknown slugs too', async ({ page }) => {
  await page.goto(`${SEARCH}?query=qqqzzzxxyy`);
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');

  // The offers search says it in its own words (spec §8's alternative description).
  await page.goto('/special-offers?query=qqqzzzxxyy');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText('There appears to be no offers currently available that meet the conditions of your search', { exact: true })).toBeVisible();

  await page.goto('/search/not/a/path');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await page.goto('/search/no-such-dealer-or-make');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
});

test('stock paths filter the results: used cars, a make, a location, a dealership, a make and model', async ({ page }) => {
  await page.goto('/search/used-cars');
  await settled(page);
  const strips = await page.locator('.car-card-strip li:first-child').allTextContents();
  expect(strips.length).toBeGreaterThan(0);
  expect(new Set(strips)).toEqual(new Set(['Used']));
  await page.goto('/search/toyota');
  await settled(page);
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('Toyota');

  const { navigation } = await readBootstrap(page);
  const sales = navigation.locations.find((l) => l.type === 'sales' || l.type === '')!;
  // A location's and a dealership's page list exactly their cars: as many as the index finds for
  // the slug, fewer than the whole stock.
  const everything = (await searchCars(page, { hitsPerPage: 0 })).body.results![0] as unknown as { nbHits: number };
  const dealership = ((await searchCars(page, { hitsPerPage: 1 })).body.results![0].hits[0] as unknown as { dealership_slug: string }).dealership_slug;
  for (const [path, filters] of [[sales.slug, `location_slug:"${sales.slug}"`], [dealership, `dealership_slug:"${dealership}"`]]) {
    const expected = (await searchCars(page, { hitsPerPage: 0, filters })).body.results![0] as unknown as { nbHits: number };
    expect(expected.nbHits, path).toBeGreaterThan(0);
    expect(expected.nbHits, path).toBeLessThan(everything.nbHits);
    await page.goto(`/search/${path}`);
    await settled(page);
    expect(await countShown(page), path).toBe(expected.nbHits);
  }
  const model = navigation.models[0];
  await page.goto(`/search/${model.make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${model.slug}`);
  await settled(page);
  const modelTitles = await cardTitles(page);
  expect(modelTitles.length).toBeGreaterThan(0);
  for (const title of modelTitles) expect(title).toContain(model.model);
});

test('special offers and parts search run on the same machinery', async ({ page }) => {
  await page.goto('/special-offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
  await expect(page.locator('.result-card').first()).toBeVisible();
  await page.goto('/parts/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts Search');
  await settled(page);
  const total = await page.locator('.search-count').innerText();
  await page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ }).click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[in_stock][0]=true');
  await settled(page);
  expect(await page.locator('.search-count').innerText()).not.toBe(total);
});

test('offer cards collapse long descriptions and disclaimers, and keep short ones and finance disclaimers open', async ({ page }) => {
  await page.goto('/special-offers');
  await live(page);
  const card = (name: string) => page.getByRole('article', { name });
  // A 283-character description, cut to 160 with the ellipsis; a 120-character disclaimer, whole.
  const fleet = card('N Series fleet pricing');
  const description = fleet.locator('.result-card-body > div > p').first();
  await expect(description).toHaveText(/^Talk to Metro Trucks about fleet pricing.*…$/);
  expect((await description.innerText()).length).toBeLessThanOrEqual(161);
  await fleet.getByRole('button', { name: 'View more', exact: true }).click();
  expect((await description.innerText()).length).toBeGreaterThan(200);
  await expect(fleet.getByRole('button', { name: 'View less', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(fleet.getByRole('button', { name: /disclaimer/ })).toHaveCount(0);
  await expect(fleet.locator('.offer-disclaimer')).toContainText('Fleet pricing available to approved ABN holders');
  // A 209-character disclaimer starts collapsed; a finance offer's starts open.
  const hilux = card('Hilux SR5 from $64,990 drive away');
  await expect(hilux.getByRole('button', { name: 'View more', exact: true })).toHaveCount(0);
  await hilux.getByRole('button', { name: 'View full disclaimer' }).click();
  await expect(hilux.getByRole('button', { name: 'View less disclaimer' })).toBeVisible();
  await expect(card('RAV4 Hybrid at 3.49% p.a. finance').getByRole('button', { name: 'View less disclaimer' })).toBeVisible();
  await expect(card('RAV4 Hybrid at 3.49% p.a. finance').getByRole('button', { name: 'View more', exact: true })).toBeVisible();
});

test('offer texts start expanded on a site that always expands them', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'harbourside-motors.localhost')}/special-offers`);
  const servicing = page.getByRole('article', { name: 'Five years free scheduled servicing on CX-60' });
  await expect(servicing.getByRole('button', { name: 'View less', exact: true })).toBeVisible();
  await expect(servicing.getByRole('button', { name: 'View less disclaimer' })).toBeVisible();
});

for (const viewport of [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 412, height: 823 },
]) {
  test(`${viewport.name} layout (${viewport.width}x${viewport.height}) renders the results without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(SEARCH);
    await settled(page);
    await expect(page.locator('.car-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const condition = page.getByRole('group', { name: 'Condition' });
    if (viewport.name === 'tablet') {
      await expect(condition).toBeVisible();
      const [filters, grid] = await Promise.all([page.locator('.search-filters').boundingBox(), results(page).boundingBox()]);
      expect(filters!.x + filters!.width).toBeLessThanOrEqual(grid!.x);
    } else {
      await expect(condition).toBeHidden();
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(condition).toBeVisible();
      // The panel opens a screen tall and in view: its facets scroll above the button at its foot.
      await expect(page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ })).toBeInViewport({ ratio: 1 });
      await condition.getByRole('checkbox', { name: /^Used/ }).click({ force: true });
      await expect.poll(() => decodedQuery(page)).toBe('refinementList[car_type][0]=used');
      await settled(page);
      await page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ }).click();
      await expect(condition).toBeHidden();
      const cards = await page.locator('.car-card').all();
      const box = await cards[0].boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
    }
  });
}

/** The searches the history holds (newest first), by label, once they have been remembered. */
const remembered = async (page: Page) => ((await readIdbStore<SearchEntry[]>(page, 'search-history'))[0] ?? []).map((entry) => historyLabel(entry));

test('the last searches are offered for reuse and open the same filters', async ({ page }) => {
  await page.goto(`${SEARCH}?refinementList%5Bbody%5D%5B0%5D=Ute`);
  await settled(page);
  // Remembered once its results have been on screen a moment, as a shopper looks at them.
  await expect.poll(() => remembered(page)).toEqual(['Ute']);
  await page.getByRole('searchbox', { name: 'Search cars' }).pressSequentially('red ute', { delay: 20 });
  await expect.poll(() => decodedQuery(page)).toBe('query=red ute&refinementList[body][0]=Ute');
  await settled(page);
  await expect.poll(() => remembered(page)).toEqual(['red ute · Ute', 'Ute']);
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  // Below the result cards, which take their real heights as they near the screen.
  const ute = recent.getByRole('link', { name: 'Ute', exact: true });
  await scrollIntoViewSettled(ute);
  await ute.click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[body][0]=Ute');
  await expect(page.getByRole('searchbox', { name: 'Search cars' })).toHaveValue('');
  await settled(page);
  await expect(recent.getByRole('link', { name: 'red ute · Ute' })).toBeVisible();
});

test("a page whose path filters (a condition's page) is remembered by its title", async ({ page }) => {
  await page.goto('/search/used-cars');
  await settled(page);
  await expect.poll(() => remembered(page)).toEqual(['Used Cars']);
  await page.goto(SEARCH);
  await settled(page);
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  const usedCars = recent.getByRole('link', { name: 'Used Cars', exact: true });
  await scrollIntoViewSettled(usedCars);
  await usedCars.click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Used Cars' })).toBeVisible();
  // The default path alone filters nothing, so it is not remembered.
  await settled(page);
  await expect(recent.getByRole('link')).toHaveCount(0);
});

test('a returning shopper’s recent searches, read once the page is live, move none of the results', async ({ page }) => {
  await page.goto('/search/used-cars');
  await settled(page);
  await expect.poll(() => remembered(page)).toEqual(['Used Cars']);
  await watchLayoutShifts(page);
  await page.goto(SEARCH);
  await expect(page.getByRole('navigation', { name: 'Recent searches' }).getByRole('link', { name: 'Used Cars', exact: true })).toBeVisible();
  await settled(page);
  expect(await layoutShifts(page)).toEqual([]);
});

test('an old-site link with menu[] and a one-sided range opens refined, and the facet can be changed', async ({ page }) => {
  await page.goto(`${SEARCH}?menu%5Bcar_type%5D=used&range%5Bprice%5D=20000%3A`);
  await settled(page);
  const used = page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ });
  await expect(used).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveValue('20000');
  const strips = await page.locator('.car-card-strip li:first-child').allTextContents();
  expect(new Set(strips)).toEqual(new Set(['Used']));
  // The other conditions' counts arrive after the results paint; click once the list stops moving.
  await expect(page.getByRole('group', { name: 'Condition' }).getByRole('checkbox')).toHaveCount(3);
  await used.click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('range[price]=20000:');
});

test('sold cars show the SOLD treatment with Find Me Something Similar instead of purchase actions', async ({ page }) => {
  await page.goto(`${SEARCH}?refinementList%5Bstatus%5D%5B0%5D=sold`);
  await settled(page);
  const cards = page.locator('.car-card');
  const count = await cards.count();
  // The demo data's sale dates are relative to the day it is generated, so some fall in the window.
  expect(count, 'cars sold within the listing window').toBeGreaterThan(0);
  // Every card is sold, so none collapse (spec §4: all shown if all are sold).
  await expect(page.locator('.car-card-sold')).toHaveCount(count);
  const first = cards.first();
  await expect(first.getByText('JUST SOLD', { exact: true })).toBeVisible();
  await expect(first.getByText('Unfortunately this vehicle recently sold.', { exact: false })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Quick Enquiry' })).toHaveCount(0);
  await expect(first.getByRole('link', { name: 'Reserve this Car' })).toHaveCount(0);
});

test("a tenant's own page size applies (outback-caravans: 24 a page)", async ({ page, baseURL }) => {
  const origin = baseURL!.replace('localhost', 'outback-caravans.localhost');
  await page.goto(`${origin}${SEARCH}`);
  await settled(page);
  const total = Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(24);
  await expect(page.locator('.car-card')).toHaveCount(24);
});

test('while loading and after an error the previous results stay visible', async ({ page, context }) => {
  // A refinement's round trip: with the browse's whole set in the worker there would be none.
  await withoutWholeSets(context);
  await page.goto(SEARCH);
  await settled(page);
  const before = await cardTitles(page);
  const release = await holdRequests(context, '**/1/indexes/*/queries*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', status: 500 }) }),
  );
  await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Demo/ }).click({ force: true });
  await expect(page.getByText('Updating results…')).toBeVisible();
  expect(await cardTitles(page)).toEqual(before);
  release();
  await expect(page.getByRole('alert')).toHaveText("We couldn't update the results. Check your connection and try again.");
  await expect(page.getByText('Updating results…')).toHaveCount(0);
  expect(await cardTitles(page)).toEqual(before);
});

test('a mouse press on a page link searches that page before the click, and the click reuses it', async ({ page, context }) => {
  await withoutWholeSets(context);
  await page.goto(SEARCH);
  await settled(page);
  const pageTwo: string[] = [];
  await context.route('**/1/indexes/*/queries*', (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('"page":1')) pageTwo.push(body);
    return route.fallback();
  });
  const link = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  await link.scrollIntoViewIfNeeded();
  // The cards coming into view take their real heights (content-visibility) a frame or two after the
  // scroll, moving the links below them: press where the link is once it stays put.
  let box = (await link.boundingBox())!;
  await expect
    .poll(async () => {
      const was = box;
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
      box = (await link.boundingBox())!;
      return box.y === was.y;
    })
    .toBe(true);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => pageTwo.length).toBe(1);
  expect(decodedQuery(page)).toBe('');
  await page.mouse.up();
  await expect.poll(() => decodedQuery(page)).toBe('page=2');
  await settled(page);
  expect(pageTwo).toHaveLength(1);
});

test('a page past the last one (an old bookmark) opens the last page in its place', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const last = Number(await pagination.getByRole('link', { name: /^Page \d+$/ }).last().innerText());
  expect(last).toBeGreaterThan(1);

  await page.goto(`${SEARCH}?query=&page=${last + 5}`);
  await expect.poll(() => decodedQuery(page)).toBe(`page=${last}`);
  await settled(page);
  await expect(pagination.getByRole('link', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.car-card').first()).toBeVisible();
  // The address that had nothing was replaced: back leaves for the page before it.
  await page.goBack();
  await expect.poll(() => decodedQuery(page)).toBe('');
});

test('the search page breaks no rule of its security policy, and every form field has a name', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  await page.goto(SEARCH);
  await settled(page);
  // Zod's schemas load with the page (the cards' enquiry form): their eval probe was one.
  await page.locator('.car-card').first().getByRole('button', { name: 'Quick Enquiry' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('input, select, textarea')].filter((e) => !e.id && !e.getAttribute('name')).map((e) => e.outerHTML.slice(0, 80)));
  expect(unnamed).toEqual([]);
});

test('Quick Enquiry shows its dialog as soon as its code is in, with no fallback to wait out', async ({ page }) => {
  await watchSuspenseFallbacks(page);
  await page.goto(SEARCH);
  await settled(page);
  const quick = page.locator('.car-card').first().getByRole('button', { name: 'Quick Enquiry' });
  await quick.click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  // Again on a fresh page, the dialog's code now in the browser's cache: a lazy component still
  // suspends its first render, and a fallback shown for it would have React hold the dialog back
  // until 300 ms after the fallback showed.
  await page.reload();
  await settled(page);
  const fallbacks = await fallbacksInPress(page, '[role="dialog"] form', () => quick.click());
  expect(fallbacks, 'Suspense fallbacks shown between the press and the form').toEqual([]);
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await quick.click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
});

test('Quick Enquiry pressed while its code loads shows no fallback, whatever the page does meanwhile', async ({ page }) => {
  await watchSuspenseFallbacks(page);
  const release = await holdRequests(page, '**/assets/CardEnquiry-*.js');
  await page.goto(SEARCH);
  await settled(page);
  const quick = page.locator('.car-card').first().getByRole('button', { name: 'Quick Enquiry' });
  // Typing while the dialog waited for its code had React commit the dialog's fallback along with the
  // search box's update, and hold the dialog back for 300 ms after that.
  const fallbacks = await fallbacksInPress(page, '[role="dialog"] form', async () => {
    const asked = page.waitForRequest(/\/assets\/CardEnquiry-[^/]*\.js$/);
    await quick.click();
    await asked;
    await page.getByRole('searchbox', { name: 'Search cars' }).fill('a');
    await expect.poll(() => decodedQuery(page)).toContain('query=a');
    release();
  });
  expect(fallbacks, 'Suspense fallbacks shown between the press and the form').toEqual([]);
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('on every tenant a finger can drag the price slider to $40,000, however dear its dearest car', async ({ page }) => {
    for (const tenant of ['metro-auto-group', 'harbourside-motors', 'outback-caravans']) {
      await page.goto(`http://${tenant}.localhost:${E2E_PORT}${SEARCH}`);
      await settled(page);
      await page.getByRole('button', { name: 'Filters' }).click();
      const [min, max] = priceThumbs(page);
      const bounds = { min: Number(await min.getAttribute('min')), max: Number(await max.getAttribute('max')) };
      expect(bounds.max, tenant).toBeGreaterThan(100_000);
      const { track, thumb } = await priceSlider(page, 1);
      const y = thumb.y + thumb.height / 2;
      await touchDrag(page, { x: thumb.x + thumb.width / 2, y }, { x: track.x + sliderScale(bounds).toFraction(40_000) * track.width, y }, 12);
      await expect(max, tenant).toHaveAttribute('aria-valuetext', '$40,000');
      await expect.poll(() => decodedQuery(page), tenant).toBe('range[price]=:40000');
    }
  });

  test('a finger on the price slider before react-aria’s is in drags it, and react-aria’s comes once it lifts', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/aria-*.js');
    await page.goto(SEARCH);
    await settled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const [min, max] = priceThumbs(page);
    const bounds = { min: Number(await min.getAttribute('min')), max: Number(await max.getAttribute('max')) };
    const at = (track: { x: number; width: number }, price: number) => track.x + sliderScale(bounds).toFraction(price) * track.width;
    // The plain slider: the upper thumb dragged down to $40,000.
    const plain = await priceSlider(page, 1);
    const y = plain.thumb.y + plain.thumb.height / 2;
    await touchDrag(page, { x: plain.thumb.x + plain.thumb.width / 2, y }, { x: at(plain.track, 40_000), y }, 12);
    await expect(max).toHaveAttribute('aria-valuetext', '$40,000');
    await expect.poll(() => decodedQuery(page)).toBe('range[price]=:40000');
    await expect(max, 'still the plain thumb').not.toHaveAttribute('id', /^react-aria/);
    // react-aria's slider takes its place, and a tap on the track moves the nearer thumb there.
    release();
    await expect(max).toHaveAttribute('id', /^react-aria/);
    const aria = await priceSlider(page, 1);
    await touchDrag(page, { x: at(aria.track, 30_000), y: aria.thumb.y + aria.thumb.height / 2 }, { x: at(aria.track, 30_000), y: aria.thumb.y + aria.thumb.height / 2 }, 1);
    await expect(max).toHaveAttribute('aria-valuetext', '$30,000');
    await expect.poll(() => decodedQuery(page)).toBe('range[price]=:30000');
  });

  test('the price’s typed ends take exact figures, and the filters show as removable chips with Clear all', async ({ page }) => {
    await page.goto(`${SEARCH}?range%5Bprice%5D=%3A40000`);
    await settled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const [min] = priceThumbs(page);
    // Typed: the lower end, any figure, rounded to the nearest 1,000 (spec §5), applied on Enter.
    const from = page.getByRole('textbox', { name: 'Price from' });
    await expect(page.getByRole('textbox', { name: 'Price to' })).toHaveValue('$40,000');
    await from.fill('12,345');
    await from.press('Enter');
    await expect.poll(() => decodedQuery(page)).toBe('range[price]=12000:40000');
    await expect(min).toHaveValue('12000');
    await page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ }).click();
    await settled(page);
    // The filters applied, above the results, each removable; Clear all removes them all.
    const chips = page.getByRole('group', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['Price: $12,000 – $40,000 ×']);
    await page.goto(`${SEARCH}?range%5Bprice%5D=%3A40000&refinementList%5Bmake%5D%5B0%5D=Toyota&query=corolla`);
    await settled(page);
    await expect(chips.getByRole('button')).toHaveText(['“corolla” ×', 'Make: Toyota ×', 'Price: up to $40,000 ×']);
    await chips.getByRole('button', { name: 'Remove Make: Toyota' }).click();
    await expect.poll(() => decodedQuery(page)).toBe('query=corolla&range[price]=:40000');
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect.poll(() => decodedQuery(page)).toBe('');
    await expect(chips).toHaveCount(0);
  });

  test('a search is remembered once its results are shown, not the slider’s stops behind the open filters', async ({ page }) => {
    await page.goto(SEARCH);
    await settled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const [, max] = priceThumbs(page);
    await max.focus();
    // Three stops, each answered while the filter panel covers the results.
    for (let stop = 0; stop < 3; stop++) {
      const before = decodedQuery(page);
      for (let i = 0; i < 5; i++) await max.press('ArrowLeft');
      await expect.poll(() => decodedQuery(page)).not.toBe(before);
      await settled(page);
    }
    const chosen = decodedQuery(page);
    await page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ }).click();
    await settled(page);
    const [, to] = /range\[price\]=:(\d+)/.exec(chosen)!;
    await expect.poll(() => remembered(page)).toEqual([`price any–${to}`]);
  });
});
