// The results page's own behaviour (issue 4 §2): 'Show Me N cars' navigating to the filtered URL,
// promo cards at the tenant's positions, consecutive sold cards collapsed, what a card shows, and the
// cards' enquiry actions opening the enquiry dialog.
import { expect, test, type Page } from '@playwright/test';
import { carEstimate, estimateFigure, tenantEstimateDefaults } from '../../src/domain/finance.ts';
import { formatMoney } from '../../src/domain/price-display.ts';
import { CAR_CARD_ATTRIBUTES, type CarCardRecord } from '../../src/domain/search-record.ts';
import { carLender, carShowsEstimate } from '../../src/domain/car-page.ts';
import { E2E_PORT } from './env.ts';
import { readBootstrap, searchCars } from './helpers/cars.ts';
import { holdRequests } from './helpers/hold.ts';
import { decodedQuery, settled } from './helpers/search.ts';
import { sharedLeadsServer } from './leads-server.ts';

const SEARCH = '/search/new-used-and-demo-cars/';
const PAGE_SIZE = 21;

const countShown = async (page: Page) => Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));

test('phone: Show Me N cars navigates to the filtered URL at once, a slider still in its debounce included', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.clock.install();
  await page.goto(SEARCH);
  await settled(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const condition = page.getByRole('group', { name: 'Condition' });
  await condition.getByRole('checkbox', { name: /^Used/ }).click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[car_type][0]=used');
  await settled(page);

  // Time stands still from here: the slider's 400 ms debounce cannot fire, so only the button can
  // put the new price range in the URL.
  await page.clock.pauseAt(Date.now() + 1000);
  const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  for (let i = 0; i < 20; i++) await maxThumb.press('ArrowLeft');
  const max = Number(await maxThumb.inputValue());
  expect(decodedQuery(page)).toBe('refinementList[car_type][0]=used');
  await page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ }).click();
  await expect.poll(() => decodedQuery(page)).toBe(`refinementList[car_type][0]=used&range[price]=:${max}`);
  expect(new URL(page.url()).pathname).toBe(SEARCH);
  await expect(condition).toBeHidden();
  await page.clock.resume();
  await settled(page);

  // The count the button shows (after its count-up) is the results count, and the cards match it.
  const shown = await countShown(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ });
  await expect(showMe).toHaveText(`Show Me ${shown.toLocaleString('en-AU')} cars`);
  // As rendered, not only as text content: the words keep their spaces around the count.
  expect(await showMe.evaluate((button) => (button as HTMLElement).innerText.trim())).toBe(`Show Me ${shown.toLocaleString('en-AU')} cars`);
  const prices = await page.locator('.car-card-amount').allTextContents();
  const amounts = prices.filter((p) => !p.endsWith('/ week')).map((p) => Number(p.replace(/[^\d.]/g, '')));
  for (const price of amounts.filter((n) => n > 0)) expect(price).toBeLessThanOrEqual(max);
  // The late debounce adds no second history entry: one Back leaves the price range.
  await page.goBack();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[car_type][0]=used');
});

test('promo cards sit at the tenant’s configured positions (metro-auto-group), and not on a tenant without promos', async ({ page, baseURL }) => {
  await page.goto(SEARCH);
  await settled(page);
  const { tenant } = await readBootstrap(page);
  const today = new Date().toLocaleDateString('en-CA');
  const active = tenant.promos.cards.filter((p) => (p.start === null || p.start <= today) && today <= p.expiry);
  expect(active.length, 'the demo tenant has promos running today').toBeGreaterThan(0);

  // The grid as a sequence: 'car' or the promo's title.
  const grid = await page.locator('.results-grid > *').evaluateAll((els) => els.map((el) => (el.classList.contains('promo-card') ? el.getAttribute('aria-label')! : 'car')));
  const cars = grid.filter((slot) => slot === 'car').length;
  /** How many cars come before each appearance of a promo. */
  const carsBefore = (title: string) => grid.flatMap((slot, i) => (slot === title ? [grid.slice(0, i).filter((s) => s === 'car').length] : []));

  const [first] = active;
  const offset = carsBefore(first.title)[0] - first.position;
  expect([0, 1, 2], 'the random offset (0 to 2 slots) this tenant sets').toContain(offset);
  for (const promo of active) {
    const start = promo.position + offset;
    const expected: number[] = [];
    if (start < cars) for (let at = start; at < cars; at += promo.display || cars) expected.push(at);
    else if (!promo.strictDisplay) expected.push(cars);
    expect(carsBefore(promo.title), promo.title).toEqual(expected);
  }

  const other = baseURL!.replace('localhost', 'harbourside-motors.localhost');
  await page.goto(`${other}${SEARCH}`);
  await settled(page);
  expect((await readBootstrap(page)).tenant.promos.cards).toEqual([]);
  await expect(page.locator('.car-card').first()).toBeVisible();
  await expect(page.locator('.promo-card')).toHaveCount(0);
});

interface StatusHit {
  status: string;
}

/** Runs of consecutive sold (not available) cars on a page of hits, as [start, length]. */
function soldRuns(hits: StatusHit[]): [number, number][] {
  const runs: [number, number][] = [];
  hits.forEach((hit, i) => {
    const sold = hit.status !== 'in_stock' && hit.status !== 'coming_soon';
    if (!sold) return;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === i) last[1] += 1;
    else runs.push([i, 1]);
  });
  return runs;
}

test('consecutive sold cards collapse to one on the tenant that enables it (metro-auto-group)', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  expect((await readBootstrap(page)).tenant.search.collapseSoldCards).toBe(true);

  // A results page with a run of 2+ sold cars and at least one car for sale, found through the
  // search API with the query that page sends (relevance ranks sold cars last within a make).
  const result = async <T>(query: Record<string, unknown>) => (await searchCars(page, query)).body.results![0] as unknown as T;
  const { facets } = await result<{ facets: Record<string, Record<string, number>> }>({ hitsPerPage: 0, facets: ['make'], filters: 'status:sold' });
  let found: { url: string; hits: StatusHit[] } | undefined;
  for (const make of Object.keys(facets.make ?? {})) {
    const facetFilters = [[`make:${make}`]];
    for (let p = 0, pages = 1; p < pages && !found; p++) {
      const answer = await result<{ hits: StatusHit[]; nbPages: number }>({ hitsPerPage: PAGE_SIZE, facetFilters, page: p });
      pages = answer.nbPages;
      const runs = soldRuns(answer.hits);
      if (runs.some(([, length]) => length >= 2) && runs.reduce((n, [, l]) => n + l, 0) < answer.hits.length) {
        found = { url: `${SEARCH}?${new URLSearchParams({ 'refinementList[make][0]': make, ...(p > 0 ? { page: String(p + 1) } : {}) })}`, hits: answer.hits };
      }
    }
    if (found) break;
  }
  expect(found, 'a results page with consecutive sold cars').toBeDefined();
  const { url, hits } = found!;
  const runs = soldRuns(hits);

  await page.goto(url);
  await settled(page);
  const hidden = runs.reduce((n, [, length]) => n + length - 1, 0);
  await expect(page.locator('.car-card')).toHaveCount(hits.length - hidden);
  await expect(page.locator('.car-card-sold')).toHaveCount(runs.length);
  for (const [i, [, length]] of runs.entries()) {
    const sold = page.locator('.car-card-sold').nth(i);
    if (length > 1) await expect(sold).toContainText(`${length - 1} more recently sold ${length === 2 ? 'car' : 'cars'} not shown.`);
    else await expect(sold).not.toContainText('more recently sold');
  }
});

test('a card shows year, make, model, badge and series, price and price type, the was-price struck through, the car tag and the weekly estimate (metro-auto-group)', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const { tenant } = await readBootstrap(page);
  const { hits } = (await searchCars(page, { hitsPerPage: 1000, attributesToRetrieve: CAR_CARD_ATTRIBUTES, attributesToHighlight: [] })).body.results![0] as unknown as { hits: CarCardRecord[] };
  const forSale = hits.filter((hit) => hit.status === 'in_stock' && !(hit.subscription_price! > 0));
  // A price below its was-price, with a series (spec §3: one make's duo, city, sport) and a finance
  // estimate (spec §5). A record's price is the selling price and its before_price the was-price.
  const year = new Date().getFullYear();
  const reduced = forSale.find((hit) => hit.before_price! > hit.price && hit.series && carShowsEstimate(hit, tenant, year));
  // The custom tag wins when no earlier tag applies (this tenant labels electric and hybrid fuels first).
  const tagged = forSale.find((hit) => hit.tag && !hit.reserved && !(hit.certified && hit.car_type === 'used') && (hit.fuel === 'Petrol' || hit.fuel === 'Diesel'));
  expect(reduced, 'a reduced car with a series').toBeDefined();
  expect(tagged, 'a car with its own tag').toBeDefined();

  /** The car's card, among those its stock number finds. */
  const openCard = async (hit: CarCardRecord) => {
    await page.goto(`${SEARCH}?query=${hit.stocknum}`);
    await settled(page);
    return page.locator('.car-card').filter({ has: page.locator(`.car-card-title a[href="/cars/${hit.slug}"]`) });
  };

  const card = await openCard(reduced!);
  await expect(card.locator('.car-card-title')).toHaveText(`${reduced!.year} ${reduced!.make} ${reduced!.model}`);
  await expect(card.locator('.car-card-badge')).toHaveText(`${reduced!.badge} ${reduced!.series}`);
  await expect(card.locator('.car-card-amount')).toHaveText(formatMoney(reduced!.price));
  await expect(card.locator('.car-card-price-type')).toHaveText(reduced!.price_type);
  await expect(card.locator('s')).toHaveText(`was ${formatMoney(reduced!.before_price!)}`);
  const estimate = carEstimate({ price: reduced!.price, lender: carLender(reduced!, tenant.finance.provider) }, tenantEstimateDefaults(tenant.finance));
  const { amount, per } = estimateFigure(estimate, tenant.finance);
  await expect(card.locator('.car-card-weekly')).toHaveText(`${formatMoney(amount)} per ${per}`);

  await expect((await openCard(tagged!)).locator('.car-tag')).toHaveText(tagged!.tag!);
});

test('a card keeps its estimate’s room while the figure is worked out, so it does not grow when the figure comes', async ({ page, context }) => {
  // The finance worker held back: the page is live, its cars' figures not yet worked out.
  const release = await holdRequests(context, '**/assets/finance.worker-*.js');
  await page.goto(SEARCH);
  await settled(page);
  const card = page.locator('.car-card').filter({ has: page.locator('.car-card-weekly') }).first();
  const line = card.locator('.car-card-weekly');
  await expect(line).toHaveAttribute('aria-hidden', 'true');
  const before = (await card.boundingBox())!.height;
  release();
  await expect(line).toHaveText(/^\$[\d,.]+ per (week|month)$/);
  await expect(line).not.toHaveAttribute('aria-hidden');
  expect((await card.boundingBox())!.height).toBe(before);
});

test('cars seen before show their estimates in the results’ own render: a refinement taken back leaves no line pending', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const lines = page.locator('.car-card-weekly');
  await expect(lines.first()).toHaveText(/^\$[\d,.]+ per (week|month)$/);
  await expect(page.locator('.car-card-weekly[aria-hidden]')).toHaveCount(0);
  const figures = await lines.allTextContents();
  // At each answer's commit: how many of its cards' lines wait for a figure.
  await page.evaluate(() => {
    const pending: number[] = ((window as unknown as { pendingAtAnswer: number[] }).pendingAtAnswer = []);
    new MutationObserver(() => pending.push(document.querySelectorAll('.car-card-weekly[aria-hidden]').length)).observe(document.querySelector('.search-results')!, {
      attributes: true,
      attributeFilter: ['data-answered'],
    });
  });
  const used = page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ });
  await used.click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[car_type][0]=used');
  await settled(page);
  await used.click({ force: true });
  await expect.poll(() => decodedQuery(page)).toBe('');
  await settled(page);
  const pendingAtAnswer = await page.evaluate(() => (window as unknown as { pendingAtAnswer: number[] }).pendingAtAnswer);
  expect(pendingAtAnswer.length).toBeGreaterThanOrEqual(2);
  expect(pendingAtAnswer.at(-1), 'lines pending when the first page came back').toBe(0);
  expect(await lines.allTextContents()).toEqual(figures);
});

test('a new answer shows its cards on screen in its own frame, the rest in their places right after', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  // At each answer's commit: the grid's cards, its boxes (cards and places held), how many of its first
  // boxes reach into the screen, whether more are to come.
  await page.evaluate(() => {
    const seen: [number, number, number, boolean][] = ((window as unknown as { atAnswer: typeof seen }).atAnswer = []);
    new MutationObserver(() => {
      const grid = document.querySelector('.results-grid')!;
      const boxes = [...grid.children];
      const onScreen = boxes.filter((box) => box.getBoundingClientRect().top < innerHeight).length;
      seen.push([grid.querySelectorAll('.car-card, .promo-card').length, boxes.length, onScreen, grid.hasAttribute('data-more-cards')]);
    }).observe(document.querySelector('.search-results')!, { attributes: true, attributeFilter: ['data-answered'] });
  });
  // Clicked where it is, without scrolling to it: the grid's place on screen is what is measured.
  const answerOn = async (value: string) => {
    await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: new RegExp(`^${value}`) }).evaluate((box: HTMLElement) => box.click());
    await expect.poll(() => decodedQuery(page)).toContain(`=${value.toLowerCase()}`);
    await settled(page);
    return (await page.evaluate(() => (window as unknown as { atAnswer: [number, number, number, boolean][] }).atAnswer)).at(-1)!;
  };

  const [cards, boxes, onScreen, more] = await answerOn('Used');
  expect(onScreen, 'the first row reaches into the screen, not the whole page').toBeGreaterThan(0);
  expect(onScreen).toBeLessThan(PAGE_SIZE);
  expect([cards, more]).toEqual([onScreen, true]);
  await expect(page.locator('.results-grid .car-card')).toHaveCount(PAGE_SIZE);
  await expect(page.locator('.results-grid')).not.toHaveAttribute('data-more-cards');
  expect(await page.locator('.results-grid > *').count(), 'every card had its place held').toBe(boxes);

  // Scrolled down the results, the next answer brings the cards down to the screen's lowest.
  await page.locator('.results-grid > *').nth(onScreen + 3).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const [scrolledCards, , scrolledOnScreen] = await answerOn('New');
  expect(scrolledOnScreen).toBeGreaterThan(onScreen);
  expect(scrolledCards).toBe(scrolledOnScreen);
});

test.describe('card enquiry actions', () => {
  const server = sharedLeadsServer();

  test('Quick Enquiry opens the enquiry dialog for that car; a valid enquiry lands on /success and is stored for the car', async ({ page }) => {
    await page.goto(`${server.origin('metro-auto-group')}${SEARCH}`);
    await settled(page);
    const card = page.locator('.car-card:not(.car-card-sold)').first();
    const slug = (await card.locator('.car-card-title a').getAttribute('href'))!.replace('/cars/', '');
    const car = server.query<{ id: number; name: string }>(`SELECT id, json_extract(data, '$.name') AS name FROM cars WHERE slug = ?`, slug)[0];

    await card.getByRole('button', { name: 'Quick Enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(car.name, { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(SEARCH);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Shopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('quick-enquiry@example.com');
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('3000');
    await dialog.getByLabel('Message', { exact: true }).fill('Is it still available?');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect
      .poll(() => server.leads('metro-auto-group').filter((l) => l.lead.email === 'quick-enquiry@example.com').map((l) => [l.form, l.lead.car_id]))
      .toEqual([['enquiry', car.id]]);
  });

  test('Find Me Something Similar on a sold card opens the similar variant of the dialog', async ({ page }) => {
    await page.goto(`${server.origin('metro-auto-group')}${SEARCH}?refinementList%5Bstatus%5D%5B0%5D=sold`);
    await settled(page);
    const sold = page.locator('.car-card-sold').first();
    await expect(sold).toBeVisible();
    const slug = (await sold.locator('.car-card-title a').getAttribute('href'))!.replace('/cars/', '');
    const [{ name }] = server.query<{ name: string }>(`SELECT json_extract(data, '$.name') AS name FROM cars WHERE slug = ?`, slug);
    await sold.getByRole('button', { name: 'Find Me Something Similar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Me Something Similar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(`I'm interested in something similar to the ${name}.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(sold.getByRole('button', { name: 'Find Me Something Similar' })).toBeFocused();
  });
});

test('cards give caravans no odometer and every other vehicle its km', async ({ page }) => {
  const outback = `http://outback-caravans.localhost:${E2E_PORT}${SEARCH}`;
  // Each card's strip items, one string per card.
  const strips = () => page.locator('.car-card-strip').evaluateAll((lists) => lists.map((list) => [...list.children].map((li) => li.textContent).join('|')));
  await page.goto(`${outback}?refinementList%5Bitem_type%5D%5B0%5D=caravan`);
  await settled(page);
  expect((await strips()).length).toBeGreaterThan(0);
  for (const strip of await strips()) expect(strip).not.toMatch(/km(\||$)/);
  await page.goto(`${outback}?refinementList%5Bitem_type%5D%5B0%5D=car`);
  await settled(page);
  expect((await strips()).length).toBeGreaterThan(0);
  for (const strip of await strips()) expect(strip).toMatch(/(^|\|)[\d,]+ km(\||$)/);
});
