// The car page's conditional sections: the 'Located at' bar, the Car Finance promo card, the youX
// quote call (spec §7), the finance disclaimer and fees, similar cars (loaded 500 px before view), the fuel
// calculator and the page's anchors.
import { expect, test, type Page, type Request } from '@playwright/test';
import { formatMoney } from '../../src/domain/price-display.ts';
import type { Car, LenderInfo } from '../../src/domain/stock.ts';
import { lenderTermYears } from '../../src/domain/finance.ts';
import { carLender } from '../../src/domain/car-page.ts';
import { findCar, openCarPage, scrollDownTo, scrollUntilRendered, tenantOrigin } from './helpers/car-finder.ts';
import { tenantSite } from './helpers/cars.ts';

test.use({ viewport: { width: 1024, height: 768 } });

/** harbourside rounds the weekly figure to whole dollars (`weeklyRoundWhole`); metro shows cents. */
const promoText = (weekly: number, rate: number, roundWhole = false, years = 5) => `${formatMoney(roundWhole ? Math.round(weekly) : weekly)} per week, ${years} year term at ${rate}% comparison rate`;
/** The card's line for a youX quote: a quote, with what it assumes (issue 42). */
const quoteText = (weekly: number) => `Your youX quote: ${formatMoney(weekly)} per week over 5 years`;
const promoLender = (lender: LenderInfo | undefined) => lender !== undefined && lender.comparisonRate !== null && lender.paymentWeek > 0;
const promo = (page: Page) => page.getByRole('region', { name: 'Car Finance' });

test.describe('Located at {city}', () => {
  test('shows with Get Directions when the car is away from the primary dealership, and not at it', async ({ page }) => {
    // Metro's primary dealership is Metro Toyota Parramatta.
    const away = await findCar(page, 'metro-auto-group', 'status:in_stock AND NOT city:Parramatta', () => true);
    await openCarPage(page, 'metro-auto-group', away);
    const bar = page.getByRole('note').filter({ hasText: 'Located at' });
    await expect(bar).toContainText(`Located at ${away.location.city}`);
    await expect(bar.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(away.location.address)}`);

    const home = await findCar(page, 'metro-auto-group', 'status:in_stock AND city:Parramatta', () => true);
    await openCarPage(page, 'metro-auto-group', home);
    await scrollDownTo(page, page.locator('#vehicle-map'));
    await expect(page.locator('#vehicle-map')).toBeVisible();
    await expect(page.getByText(/^Located at /)).toHaveCount(0);
  });

  test('follows each tenant’s own primary dealership', async ({ page }) => {
    // Outback's primary location is in Garbutt; its Darwin yard is in Winnellie.
    const darwin = await findCar(page, 'outback-caravans', 'city:Winnellie', () => true);
    await openCarPage(page, 'outback-caravans', darwin);
    await expect(page.getByRole('note').filter({ hasText: 'Located at' })).toContainText('Located at Winnellie');
    const townsville = await findCar(page, 'outback-caravans', 'city:Garbutt', () => true);
    await openCarPage(page, 'outback-caravans', townsville);
    await scrollDownTo(page, page.locator('#vehicle-map'));
    await expect(page.locator('#vehicle-map')).toBeVisible();
    await expect(page.getByText(/^Located at /)).toHaveCount(0);
  });
});

test.describe('price gauge (autogauge)', () => {
  const withMarket = (c: Car) => c.autograb_data !== null && c.price > 0;

  test('counts the listing price up from 0 and places it in the market range', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock', withMarket);
    const gauge = (await (await tenantSite(page.request, tenantOrigin('metro-auto-group')).get(`/api/cars/${car.slug}/autogauge`)).json()) as {
      listing_price: number;
      market_range_min: number;
      market_range_max: number;
      fill: number;
    };
    await openCarPage(page, 'metro-auto-group', car);
    const region = page.getByRole('region', { name: 'Market price comparison' });
    await region.scrollIntoViewIfNeeded();
    const listing = region.locator('.price-gauge-listing');
    // Part-way through its 2.5 s count the figure is below the price; then it lands on it.
    await expect.poll(async () => Number((await listing.innerText()).replace(/[^\d]/g, ''))).toBeLessThan(gauge.listing_price);
    await expect(listing).toHaveText(formatMoney(gauge.listing_price), { timeout: 5000 });
    await expect(region.getByRole('meter', { name: 'Position in the market range' })).toHaveAttribute('aria-valuenow', String(gauge.fill));
    await expect(region.locator('.price-gauge-range')).toHaveText(`${formatMoney(gauge.market_range_min)} ${formatMoney(gauge.market_range_max)}`);
  });

  test('the count-up takes 2.5 s (spec §9): below the price at 1.5 s and 2.2 s, on it from 2.5 s', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock', withMarket);
    const { listing_price: price } = (await (await tenantSite(page.request, tenantOrigin('metro-auto-group')).get(`/api/cars/${car.slug}/autogauge`)).json()) as { listing_price: number };
    // The gauge's answer waits until the page's clock is stopped: from then on the count's frames
    // come only as the test moves the clock on.
    let answer: () => void = () => {};
    const held = new Promise<void>((go) => (answer = go));
    await page.route('**/autogauge', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    const asked = page.waitForRequest('**/autogauge');
    await openCarPage(page, 'metro-auto-group', car);
    await asked;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    answer();
    const listing = page.getByRole('region', { name: 'Market price comparison' }).locator('.price-gauge-listing');
    await expect(listing).toHaveText(formatMoney(0));
    const shown = async () => Number((await listing.innerText()).replace(/[^\d]/g, ''));
    await page.clock.runFor(1500);
    const at1500 = await shown();
    expect(at1500).toBeGreaterThan(0);
    expect(at1500).toBeLessThan(price);
    await page.clock.runFor(700);
    const at2200 = await shown();
    expect(at2200).toBeGreaterThan(at1500);
    expect(at2200).toBeLessThan(price);
    await page.clock.runFor(350);
    await expect(listing).toHaveText(formatMoney(price));
  });

  test('a failed gauge call is logged and the section stays hidden (spec §8)', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock', withMarket);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const asked = page.waitForRequest('**/autogauge');
    await page.route('**/autogauge', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"upstream"}' }));
    await openCarPage(page, 'metro-auto-group', car);
    await asked;
    await expect.poll(() => warnings.some((w) => w.includes(`/api/cars/${car.slug}/autogauge`) && w.includes('502'))).toBe(true);
    await scrollDownTo(page, page.locator('#vehicle-map'));
    await expect(page.getByRole('region', { name: 'Market price comparison' })).toHaveCount(0);
  });
});

test.describe('the finance estimate as each tenant shows it', () => {
  const thisYear = new Date().getFullYear();
  /** Shows an estimate from its lender's own weekly figure (spec §5 conditions, the 12-year rule included). */
  const estimating = (provider: string) => (c: Car) => {
    const lender = carLender(c, provider);
    return c.price > 500 && !!lender && lender.interestRate !== null && (lender.comparisonRate ?? 0) > 0 && lender.paymentWeek > 25 && lender.paymentWeek % 1 !== 0 && c.year >= thisYear - 12;
  };
  const estimateLink = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: /^\$[\d,.]+ \/ (week|month)$/ });

  test('outback, with finance switched off, shows none for a car that would qualify', async ({ page }) => {
    const car = await findCar(page, 'outback-caravans', 'status:in_stock', estimating('stratton'));
    await openCarPage(page, 'outback-caravans', car);
    // The views line fills in after the estimate would have (both ask once the page is live).
    await expect(page.getByText(/^[\d,]+ views$/)).toBeVisible();
    await expect(page.locator('#finance-calculator')).toBeAttached();
    await expect(estimateLink(page)).toHaveCount(0);
    await expect(page.locator('.car-estimate')).toHaveCount(0);
  });

  test('harbourside rounds the weekly figure to whole dollars; metro shows it to the cent', async ({ page }) => {
    const rounded = await findCar(page, 'harbourside-motors', 'status:in_stock', estimating('stratton'));
    const text = `${formatMoney(Math.round(carLender(rounded, 'stratton')!.paymentWeek))} / week`;
    // Worked out in the render, the server's too: the figure is in the page's HTML.
    const html = await (await tenantSite(page.request, tenantOrigin('harbourside-motors')).get(`/cars/${rounded.slug}`)).text();
    expect(html).toContain(`<a href="#finance-calculator">${text}</a>`);
    await openCarPage(page, 'harbourside-motors', rounded);
    await expect(estimateLink(page)).toHaveText(text);
    const exact = await findCar(page, 'metro-auto-group', 'status:in_stock', estimating('youx'));
    await openCarPage(page, 'metro-auto-group', exact);
    await expect(estimateLink(page)).toHaveText(`${formatMoney(carLender(exact, 'youx')!.paymentWeek)} / week`);
  });
});

test('one weekly figure for the car and its lender everywhere on the page; a changed calculator says what each figure assumes', async ({ page }) => {
  // A youx example with a deposit and a balloon, on a price off the calculator's $500 steps.
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>5000', (c) => {
    const youx = c.finance_lenders.youx;
    return !!youx && youx.comparisonRate !== null && youx.interestRate !== null && youx.deposit > 0 && youx.balloon > 0 && c.price % 500 !== 0 && c.make !== 'Ferrari' && c.youxQuote === null;
  });
  const youx = car.finance_lenders.youx!;
  const weekly = `${formatMoney(youx.paymentWeek)} / week`;
  await openCarPage(page, 'metro-auto-group', car);
  await expect(page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: weekly })).toBeVisible();

  const calc = page.locator('#finance-calculator');
  await scrollDownTo(page, calc);
  const result = calc.getByTestId('finance-result');
  const assumes = calc.getByTestId('finance-assumes');
  await expect(result).toContainText(`${formatMoney(youx.paymentWeek)} per week`);
  await expect(calc.getByRole('textbox', { name: 'Purchase price' })).toHaveValue(formatMoney(car.price));
  await expect(assumes).toHaveText(new RegExp(`^Youx’s example: 5 years, ${youx.interestRate}% p\\.a\\. \\(comparison rate ${youx.comparisonRate}% p\\.a\\.\\), ${formatMoney(youx.deposit).replace('$', '\\$')} deposit`));
  // The disclaimer quotes the same repayment and comparison rate, and so does the promo card.
  await expect(calc.locator('#financeDisclaimer')).toContainText(`Weekly repayment of ${formatMoney(youx.paymentWeek)}`);
  await expect(calc.locator('#financeDisclaimer')).toContainText(`comparison rate ${youx.comparisonRate!.toFixed(2)}% p.a.`);
  await expect(promo(page)).toContainText(promoText(youx.paymentWeek, youx.comparisonRate!));
  // The sticky header (past 500 px) shows the same figure.
  await expect(page.getByRole('region', { name: 'Car summary' })).toContainText(weekly);

  // The shopper changes the rate: a new figure, and the page says what each assumes.
  await calc.getByRole('slider', { name: 'Interest rate (%)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(result).not.toContainText(formatMoney(youx.paymentWeek));
  await expect(assumes).toContainText(/^Your figures: 5 years, [\d.]+% p\.a\./);
  await expect(assumes).toContainText(`The ${weekly} estimate on this page is Youx’s example: 5 years, ${youx.interestRate}% p.a.`);
  await assumes.getByRole('button', { name: 'Back to Youx’s example' }).click();
  await expect(result).toContainText(`${formatMoney(youx.paymentWeek)} per week`);
  await expect(assumes).toContainText(/^Youx’s example:/);
});

test.describe('Car Finance promo card', () => {
  test('harbourside shows it for its configured lender (stratton) and not for another', async ({ page }) => {
    const stratton = await findCar(page, 'harbourside-motors', 'status:in_stock', (c) => promoLender(c.finance_lenders.stratton) && c.finance_lenders.stratton!.paymentWeek % 1 !== 0);
    await openCarPage(page, 'harbourside-motors', stratton);
    const card = promo(page);
    await scrollDownTo(page, card);
    const lender = stratton.finance_lenders.stratton!;
    await expect(card).toContainText(promoText(lender.paymentWeek, lender.comparisonRate!, true, lenderTermYears(lender)!));
    await expect(card.getByRole('link', { name: 'Get Pre-Approved' })).toHaveAttribute('href', new RegExp(`^/finance\\?.*car_id=${stratton.id}.*#finance-form$`));

    const youxOnly = await findCar(page, 'harbourside-motors', 'status:in_stock', (c) => promoLender(c.finance_lenders.youx) && !c.finance_lenders.stratton);
    await openCarPage(page, 'harbourside-motors', youxOnly);
    await scrollDownTo(page, page.locator('#vehicle-map'));
    await expect(page.locator('#vehicle-map')).toBeVisible();
    await expect(promo(page)).toHaveCount(0);
  });

  test('a tenant that configures no promo lenders never shows it', async ({ page }) => {
    const car = await findCar(page, 'outback-caravans', 'status:in_stock', (c) => promoLender(c.finance_lenders.stratton));
    await openCarPage(page, 'outback-caravans', car);
    await scrollDownTo(page, page.locator('#vehicle-map'));
    await expect(page.locator('#vehicle-map')).toBeVisible();
    await expect(promo(page)).toHaveCount(0);
  });

  test('metro shows a youx lender’s figures when the car has no quote and the quote call fails', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>0', (c) => c.youxQuote === null && promoLender(c.finance_lenders.youx));
    await page.route('**/api/youx/quote', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const quote = page.waitForRequest('**/api/youx/quote');
    await openCarPage(page, 'metro-auto-group', car);
    await quote;
    // The failed call changes nothing: the card keeps the lender's figures and the page works on.
    await expect(promo(page)).toContainText(promoText(car.finance_lenders.youx!.paymentWeek, car.finance_lenders.youx!.comparisonRate!));
    await expect(page.getByTestId('finance-result')).toContainText(/per week/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('youX quote (spec §7)', () => {
  /** Every quote request the page makes from now on. */
  function quoteRequests(page: Page): Request[] {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/youx/quote')) seen.push(r);
    });
    return seen;
  }

  test('asked for a car without a quote on a tenant with the feature, and shown in the promo card', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>0', (c) => c.youxQuote === null);
    const requests = quoteRequests(page);
    const [request] = await Promise.all([page.waitForRequest('**/api/youx/quote'), openCarPage(page, 'metro-auto-group', car)]);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: car.price,
      loanTerm: 5,
      year: car.year,
      vin: car.vin,
      nvic: car.nvic,
      whoIsHelping: '',
    });
    const answer = (await (await request.response())!.json()) as { weeklyRepaymentAmount: number; comparisonRate: number };
    await expect(promo(page)).toContainText(quoteText(answer.weeklyRepaymentAmount));
    await expect(promo(page)).toContainText(`(${answer.comparisonRate}% comparison rate), for a great credit score`);
    // Once stored, the quote is not asked for again.
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
  });

  test('not asked when the car has a quote (which the card shows), when the price is 0, or when the feature is off', async ({ page }) => {
    const requests = quoteRequests(page);
    const quoted = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>0', (c) => c.youxQuote !== null);
    await openCarPage(page, 'metro-auto-group', quoted);
    await expect(promo(page)).toContainText(quoteText(quoted.youxQuote!.weeklyRepaymentAmount));
    await page.waitForLoadState('networkidle');

    const free = await findCar(page, 'metro-auto-group', 'status:in_stock AND price=0', (c) => c.youxQuote === null);
    await openCarPage(page, 'metro-auto-group', free);
    await page.waitForLoadState('networkidle');

    const off = await findCar(page, 'harbourside-motors', 'status:in_stock AND price>0', (c) => c.youxQuote === null);
    await openCarPage(page, 'harbourside-motors', off);
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => r.url())).toEqual([]);
  });
});

test('the finance disclaimer is the lender’s, fetched only for a car that has a lender (spec §7)', async ({ page }) => {
  const disclaimer = page.locator('#financeDisclaimer');
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/finance-disclaimer') && asked.push(new URL(r.url()).pathname));
  // No lender: nothing to ask (the server has no disclaimer for it), and the standard text.
  const none = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>5000', (c) => Object.keys(c.finance_lenders).length === 0);
  await openCarPage(page, 'metro-auto-group', none);
  await disclaimer.scrollIntoViewIfNeeded();
  await expect(disclaimer).toHaveText('Repayments are estimates only and do not constitute a quote or an offer of finance.');

  const lent = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>5000', (c) => Object.keys(c.finance_lenders).length === 1 && Boolean(carLender(c, null)?.disclaimer));
  await openCarPage(page, 'metro-auto-group', lent);
  await disclaimer.scrollIntoViewIfNeeded();
  await expect(disclaimer).toContainText(carLender(lent, null)!.disclaimer.slice(0, 60));
  // Asked for the car with a lender only: the other's call would have been a 404 (an error in the console).
  expect(asked).toEqual([`/api/cars/${lent.slug}/finance-disclaimer`]);
});

test('outback collapses the finance disclaimer to its first 197 characters until View full disclaimer, and View less folds it back', async ({ page }) => {
  const car = await findCar(page, 'outback-caravans', 'status:in_stock', (c) => Object.keys(c.finance_lenders).length === 1 && (carLender(c, null)?.disclaimer.length ?? 0) > 210);
  const full = carLender(car, null)!.disclaimer;
  const collapsed = `${full.slice(0, 197)}…`;
  await openCarPage(page, 'outback-caravans', car);
  const disclaimer = page.locator('#financeDisclaimer');
  await disclaimer.scrollIntoViewIfNeeded();
  await expect(disclaimer.locator('p')).toHaveText(collapsed);
  await disclaimer.getByRole('button', { name: 'View full disclaimer' }).click();
  await expect(disclaimer.locator('p')).toHaveText(full);
  await disclaimer.getByRole('button', { name: 'View less disclaimer' }).click();
  await expect(disclaimer.locator('p')).toHaveText(collapsed);
});

test('harbourside lists its finance fees in the finance section (spec §9); metro, which lists none, shows no list', async ({ page }) => {
  const car = await findCar(page, 'harbourside-motors', 'status:in_stock', () => true);
  await openCarPage(page, 'harbourside-motors', car);
  const fees = page.getByRole('region', { name: 'Finance fees' });
  await fees.scrollIntoViewIfNeeded();
  await expect(fees.getByRole('term')).toHaveText(['Establishment fee', 'Security registration fee', 'Monthly account fee', 'Dealer agency fee']);
  await expect(fees.getByRole('definition')).toHaveText(['$395', '$6', '$8', '$912.25']);
  await expect(page.locator('#finance-form')).toContainText('Finance fees');

  const other = await findCar(page, 'metro-auto-group', 'status:in_stock', () => true);
  await openCarPage(page, 'metro-auto-group', other);
  await page.locator('#finance-calculator').scrollIntoViewIfNeeded();
  await expect(fees).toHaveCount(0);
});

test('similar cars load 500 px before they scroll into view: up to 6 in stock in the price band, same model first', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>20000 AND make:Toyota', () => true);
  const similarQueries: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/1/indexes/') && (r.postData() ?? '').includes(`NOT id=${car.id}`)) similarQueries.push(r);
  });
  await openCarPage(page, 'metro-auto-group', car);
  await page.waitForLoadState('networkidle');
  const section = page.locator('section.similar-cars');
  await expect(section, 'similar cars, screens below, are not built yet').toHaveCount(0);
  // Scrolled down a little at a time, the section renders once within a screen of view, not asking yet.
  await scrollUntilRendered(page, section, 100);
  const gap = () => section.evaluate((el) => el.getBoundingClientRect().top - innerHeight);
  expect(await gap(), 'similar cars start further below the screen than the query margin').toBeGreaterThan(500);
  expect(similarQueries).toHaveLength(0);

  // 700 px below the viewport: still not asked for.
  await page.evaluate((by) => scrollBy(0, by), (await gap()) - 700);
  await page.waitForTimeout(600);
  expect(similarQueries).toHaveLength(0);

  // 300 px below: inside the 500 px margin, so one query goes out.
  const answered = page.waitForResponse((r) => r.request().postData()?.includes(`NOT id=${car.id}`) ?? false);
  await page.evaluate((by) => scrollBy(0, by), (await gap()) - 300);
  const response = await answered;
  expect(similarQueries).toHaveLength(1);

  type Hit = { id: number; slug: string; model: string; price: number; status: string };
  const results = ((await response.json()) as { results: { hits: Hit[] }[] }).results;
  const spread = car.price < 50_000 ? 10_000 : 25_000;
  const seen = new Set<number>([car.id]);
  const unique = results.flatMap((r) => r.hits).filter((h) => !seen.has(h.id) && seen.add(h.id));
  for (const hit of unique) {
    expect(hit.status).toBe('in_stock');
    expect(Math.abs(hit.price - car.price)).toBeLessThanOrEqual(spread);
  }
  const expected = [...unique.filter((h) => h.model === car.model), ...unique.filter((h) => h.model !== car.model)].slice(0, 6);
  expect(expected.length).toBeGreaterThan(0);

  const links = section.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.map((h) => `/cars/${h.slug}`));
  await expect(section.locator('.similar-price').first()).toHaveText(formatMoney(expected[0].price));
  // Scrolling on does not ask again.
  await section.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(similarQueries).toHaveLength(1);
});

test.describe('anchors on the car page', () => {
  const ANCHORS = ['finance-calculator', 'vehicle-map', 'financeDisclaimer', 'key-information', 'finance-form'];

  /** The section is on screen and not hidden under the fixed sticky header. */
  async function expectShown(page: Page, id: string) {
    const target = page.locator(`[id="${id}"]`);
    await expect(target).toBeInViewport();
    await expect
      .poll(() =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const x = box.left + Math.min(box.width / 2, 40);
          const y = box.top + 4;
          const hit = document.elementFromPoint(x, y);
          return y >= 0 && y < innerHeight && hit !== null && (el.contains(hit) || hit.contains(el));
        }),
      )
      .toBe(true);
    // Brought up to the top of the window (below the sticky header), unless the page ends first.
    expect(
      await target.evaluate((el) => el.getBoundingClientRect().top <= 200 || Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2),
    ).toBe(true);
  }

  let car: Car;
  test.beforeEach(async ({ page }) => {
    // A car with a weekly estimate in the sidebar (its link goes to the calculator).
    car ??= await findCar(page, 'metro-auto-group', 'status:in_stock AND price>5000', (c) => c.finance_lenders.youx?.comparisonRate != null && c.finance_lenders.youx.interestRate !== null && c.make !== 'Ferrari');
  });

  for (const id of ANCHORS) {
    test(`opening the page with #${id} scrolls to it`, async ({ page }) => {
      await openCarPage(page, 'metro-auto-group', car, `#${id}`);
      await expectShown(page, id);
    });
  }

  test('the sidebar’s links scroll to the calculator and the map', async ({ page }) => {
    await openCarPage(page, 'metro-auto-group', car);
    const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
    await sidebar.getByRole('link', { name: /\/ week/ }).click();
    await expectShown(page, 'finance-calculator');
    await expect(page).toHaveURL(/#finance-calculator$/);
    await page.evaluate(() => scrollTo(0, 0));
    await sidebar.getByRole('link', { name: car.location.name }).click();
    await expectShown(page, 'vehicle-map');
  });

  test('moving to the car inside the app with a hash scrolls there', async ({ page }) => {
    await page.goto(`${tenantOrigin('metro-auto-group')}/`);
    // What the client router does for an in-app link (wouter follows pushState): no page load.
    await page.evaluate((href) => history.pushState(null, '', href), `/cars/${car.slug}#vehicle-map`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expectShown(page, 'vehicle-map');
  });
});

test('similar cars that fail to load leave nothing behind (spec §8: logged and ignored)', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock AND price>20000 AND make:Toyota', () => true);
  // The similar-cars query fails at the network (and the service worker has no saved answer for it).
  await page.context().route('**/1/indexes/*/queries*', (route) => (route.request().postData()?.includes(`NOT id=${car.id}`) ? route.abort() : route.continue()));
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openCarPage(page, 'metro-auto-group', car);
  const section = page.locator('section.similar-cars');
  await scrollDownTo(page, section);
  await expect.poll(() => warnings.some((w) => w.includes('similar cars failed'))).toBe(true);
  await expect(section).toBeHidden();
  await expect(page.getByText('Finding similar cars…')).toHaveCount(0);
});

test.describe('fuel calculator (spec §9)', () => {
  const fuel = (page: Page) => page.getByRole('region', { name: 'Fuel cost calculator' });
  /** Worked by hand here, not by the page's own function: distance / 100 × consumption × price, to the cent. */
  const weekly = (km: number, litres: number, price: number) => formatMoney(Math.round(km * litres * price) / 100);

  test('starts at $1.70 a litre, 250 kms a week and the variant’s consumption, and reads typed $, commas and kms', async ({ page }) => {
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.simple_fuel !== 'Electric' && (c.variant.fuelconsumptioncombined ?? 0) > 0 && c.variant.fuelconsumptioncombined !== 10);
    const litres = car.variant.fuelconsumptioncombined!;
    await openCarPage(page, 'metro-auto-group', car);
    await scrollDownTo(page, fuel(page));
    await expect(fuel(page).getByLabel('Fuel price per litre')).toHaveValue('$1.70');
    await expect(fuel(page).getByLabel('Distance per week')).toHaveValue('250 kms');
    await expect(fuel(page).getByLabel('Consumption (L/100km)')).toHaveValue(String(litres));
    await expect(fuel(page).locator('.fuel-result')).toHaveText(`Estimated fuel cost: ${weekly(250, litres, 1.7)} per week`);
    await fuel(page).getByLabel('Fuel price per litre').fill('$2.05');
    await fuel(page).getByLabel('Distance per week').fill('1,200 kms');
    await expect(fuel(page).locator('.fuel-result')).toHaveText(`Estimated fuel cost: ${weekly(1200, litres, 2.05)} per week`);
  });

  test('takes 10 L/100km for a variant without a figure, and is not there for an electric car or on a tenant without it', async ({ page }) => {
    const unknown = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.item_type === 'car' && c.simple_fuel !== 'Electric' && c.variant.fuelconsumptioncombined === null);
    await openCarPage(page, 'metro-auto-group', unknown);
    await scrollDownTo(page, fuel(page));
    await expect(fuel(page).getByLabel('Consumption (L/100km)')).toHaveValue('10');
    await expect(fuel(page).locator('.fuel-result')).toHaveText(`Estimated fuel cost: ${weekly(250, 10, 1.7)} per week`);

    // The delivery calculator sits in the same section: once it shows, the fuel calculator would have.
    const electric = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.simple_fuel === 'Electric');
    await openCarPage(page, 'metro-auto-group', electric);
    await scrollDownTo(page, page.getByRole('region', { name: 'Delivery calculator' }));
    await expect(fuel(page)).toHaveCount(0);

    const outback = await findCar(page, 'outback-caravans', 'status:in_stock', (c) => c.item_type === 'car' && c.simple_fuel !== 'Electric');
    await openCarPage(page, 'outback-caravans', outback);
    await scrollDownTo(page, page.getByRole('region', { name: 'Delivery calculator' }));
    await expect(fuel(page)).toHaveCount(0);
  });
});
