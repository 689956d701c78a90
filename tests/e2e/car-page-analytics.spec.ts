// Spec §7 analytics on the car page, through src/platform/analytics.ts: the view and the ad pixel's
// ViewContent, 25 for a call, 26 once on the first finance calculator use, share and print; they reach
// window.dataLayer and POST /api/events; a failing sink or endpoint only warns (spec §8).
import { expect, test, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/stock.ts';
import { findCar, openCarPage } from './helpers/car-finder.ts';
import { live } from './helpers/search.ts';

test.use({ viewport: { width: 1024, height: 768 } });

type Sent = { name: string; properties: Record<string, unknown> };

const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Sent[] }).dataLayer ?? []).map(({ name, properties }) => ({ name, properties })));

/** Every event the page POSTs to /api/events from now on. */
function postedEvents(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/events') sent.push(...(r.postDataJSON() as { events: Sent[] }).events);
  });
  return sent;
}

/** The tel: link would leave the page; the click (and its analytics) still happens. */
async function keepTelLinksOnPage(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"]')) e.preventDefault();
    }),
  );
}

let car: Car;
test.beforeEach(async ({ page }) => {
  // A metro car with the calculator's full UI and a masked phone.
  car ??= await findCar(page, 'metro-auto-group', 'status:in_stock AND price>5000', () => true);
});

test('view, ViewContent, call (25), finance use (26, once), share and print reach the data layer and /api/events', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await keepTelLinksOnPage(page);
  const posted = postedEvents(page);
  await openCarPage(page, 'metro-auto-group', car);
  const ids = { car_id: car.id };
  await expect.poll(() => dataLayer(page)).toEqual(
    expect.arrayContaining([
      { name: 'view', properties: ids },
      { name: 'ViewContent', properties: { price: car.price, make: car.make, model: car.model, year: car.year, colour: car.colour, currency: 'AUD' } },
    ]),
  );

  const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
  await sidebar.getByRole('button', { name: /^Call Now/ }).click();
  await sidebar.getByRole('link', { name: /^Call Now/ }).click();

  const calc = page.locator('#finance-calculator');
  const price = calc.getByRole('textbox', { name: 'Purchase price' });
  await price.fill('20000');
  await price.press('Enter');
  await price.fill('25000');
  await price.press('Enter');
  await calc.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('Space');
  await expect(calc.getByTestId('finance-result')).toContainText(/per month/);

  await page.getByText('Share', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const [printPage] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Print' }).click()]);
  await printPage.close();

  const names = async () => (await dataLayer(page)).map((e) => e.name);
  await expect.poll(names).toContain('share');
  const events = await dataLayer(page);
  expect(events.filter((e) => e.name === '25')).toEqual([{ name: '25', properties: ids }]);
  expect(events.filter((e) => e.name === '26')).toEqual([{ name: '26', properties: ids }]);
  expect(events.filter((e) => e.name === 'view')).toHaveLength(1);
  expect(events.find((e) => e.name === 'share')?.properties).toEqual({ channel: 'copy' });
  expect(events.find((e) => e.name === 'print')?.properties).toEqual({ slug: car.slug });

  // The same events reach the dealer API (batched every few seconds).
  await expect.poll(() => posted.map((e) => e.name), { timeout: 15_000 }).toEqual(expect.arrayContaining(['view', 'ViewContent', '25', '26', 'share', 'print']));
  expect(posted.filter((e) => e.name === '26')).toHaveLength(1);
  expect(posted.find((e) => e.name === 'view')?.properties).toEqual(ids);
});

test('a failing analytics endpoint or sink only warns: the page keeps working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.route('**/api/events', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
  // A tag manager whose data layer throws on every push.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'dataLayer', {
      get: () => ({
        push() {
          throw new Error('tag manager broke');
        },
      }),
      set: () => {},
    }),
  );
  await openCarPage(page, 'metro-auto-group', car);
  await expect.poll(() => warnings.some((w) => w.startsWith('analytics sink failed'))).toBe(true);
  await expect.poll(() => warnings.some((w) => w.includes('analytics events not stored (500)')), { timeout: 15_000 }).toBe(true);

  // Still a working page: the calculator answers, its first use is tracked without breaking anything.
  const calc = page.locator('#finance-calculator');
  await calc.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('Space');
  await expect(calc.getByTestId('finance-result')).toContainText(/per month/);
  await expect(page.getByRole('complementary', { name: 'Price and actions' }).getByText(/^[\d,]+ views$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a car with a history report offers View History Report, which opens the file in a new tab and fires history_report', async ({ page }) => {
  // No demo car has a report file, so the car's JSON gets one on its way to the page: the car is
  // opened inside the app, which fetches it (the server's page of a car carries it inlined).
  await page.goto('/search/new-used-and-demo-cars/');
  // Live: before then the server's link would load the car's page, not open it inside the app.
  await live(page);
  const details = page.locator('.car-card').first().getByRole('link', { name: 'View Details' });
  const slug = (await details.getAttribute('href'))!.replace('/cars/', '');
  const file = `/media/demo/reports/${slug}.pdf`;
  let carId = 0;
  await page.route(`**/api/cars/${slug}`, async (route) => {
    const served = (await (await route.fetch()).json()) as Car;
    carId = served.id;
    await route.fulfill({ json: { ...served, file } });
  });
  // Served as text: a PDF would be a download in this headless browser, not a page in the new tab.
  await page.context().route('**/media/demo/reports/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'history report' }));
  await details.click();
  const report = page.getByRole('region', { name: 'Vehicle details' }).getByRole('link', { name: 'View History Report' });
  await report.scrollIntoViewIfNeeded();
  await expect(report).toHaveAttribute('href', file);
  await expect(report).toHaveAttribute('target', '_blank');
  const opened = page.waitForEvent('popup');
  await report.click();
  await (await opened).waitForURL((url) => url.pathname === file);
  await expect.poll(() => dataLayer(page)).toContainEqual({ name: 'history_report', properties: { car_id: carId } });
});

