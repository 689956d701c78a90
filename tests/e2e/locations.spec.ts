// What a shopper does with the dealer information: hours at the location's own clock, the type
// selector and holiday hours, reviews 12 at a time, the dealer locator, the carousel, the contact
// variants and service locations, star ratings, maps with and without a key, the car page's map.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './env.ts';
import { findCars } from './helpers/cars.ts';
import { scrollDownTo, tenantOrigin, waitUntilCarPageLive } from './helpers/car-finder.ts';

const METRO = tenantOrigin('metro-auto-group');
const HARBOUR = tenantOrigin('harbourside-motors');
const OUTBACK = tenantOrigin('outback-caravans');
/** Friday 16 January 2026, 09:00 in Sydney (AEDT), 08:00 in Brisbane, 07:30 in Darwin. */
const FRIDAY_9AM_SYDNEY = new Date('2026-01-15T22:00:00Z');

const hoursRows = (page: Page) => page.getByRole('tabpanel').locator('.hours-table tr');

test.describe('hours', () => {
  test('open now and today are the location’s own: Sydney is open while Darwin has not opened', async ({ page }) => {
    await page.clock.setFixedTime(FRIDAY_9AM_SYDNEY);
    await page.goto(`${METRO}/our-location/metro-toyota-parramatta`);
    const hours = page.getByRole('region', { name: 'Opening Hours' });
    await expect(hours.getByText('Open now · Closes at 5:30 PM')).toBeVisible();
    await expect(hoursRows(page).filter({ has: page.locator('[aria-current="date"]') })).toHaveCount(0);
    const today = page.getByRole('tabpanel').locator('tr[aria-current="date"]');
    await expect(today).toHaveText(/Friday \(today\)\s*8:30 AM - 5:30 PM/);
    await expect(hoursRows(page)).toHaveText([/Monday/, /Tuesday/, /Wednesday/, /Thursday/, /Friday/, /Saturday/, /Sunday/]);

    await page.goto(`${OUTBACK}/our-location/outback-caravans-darwin`);
    await expect(page.getByRole('main').getByText('Closed now · Opens today at 8:30 AM').first()).toBeVisible();
  });

  test('the type selector shows the dealership’s service and parts hours, Closed where there are none', async ({ page }) => {
    await page.clock.setFixedTime(FRIDAY_9AM_SYDNEY);
    await page.goto(`${HARBOUR}/our-location/harbourside-mazda`);
    const tabs = page.getByRole('tablist', { name: 'Location type' });
    await expect(tabs.getByRole('tab')).toHaveText(['Sales', 'Service', 'Parts']);
    await expect(tabs.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    await expect(hoursRows(page).nth(5)).toHaveText(/Saturday\s*8:30 AM - 4:00 PM/);
    await tabs.getByRole('tab', { name: 'Service' }).click();
    await expect(hoursRows(page).nth(5)).toHaveText(/Saturday\s*8:00 AM - 12:00 PM/);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Parts' })).toHaveAttribute('aria-selected', 'true');
    await expect(hoursRows(page).nth(5)).toHaveText(/Saturday\s*Closed/);
    await expect(hoursRows(page).nth(6)).toHaveText(/Sunday\s*Closed/);
  });

  test('View Holiday Hours lists the location’s coming holidays, Closed or their short hours', async ({ page }) => {
    await page.goto(`${OUTBACK}/our-location/outback-caravans-townsville`);
    await page.getByRole('button', { name: 'View Holiday Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
    await expect(dialog.locator('dd').first()).toHaveText(/^(Closed|\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M)$/);
    // Christmas Day is closed, Christmas Eve has short hours (this tenant's special hours come in the nested §3 shape).
    await expect(dialog.locator('div', { has: page.locator('dt', { hasText: /^\w+ 25 December \d{4}$/ }) }).locator('dd')).toHaveText('Closed');
    await expect(dialog.locator('div', { has: page.locator('dt', { hasText: /^\w+ 24 December \d{4}$/ }) }).locator('dd')).toHaveText('8:30 AM - 2:00 PM');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a hidden location has no page and is on no list', async ({ page }) => {
    await page.goto(`${METRO}/our-location/metro-car-buying-centre`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto(`${METRO}/dealer-locator`);
    await expect(page.locator('.locator-list > li')).toHaveCount(11);
    await expect(page.getByText('Metro Car Buying Centre')).toHaveCount(0);
  });
});

test('reviews come 12 at a time; Show more brings the next 12 and moves focus to the first of them', async ({ page }) => {
  await page.goto(`${METRO}/reviews`);
  const reviews = page.locator('.review-list > li');
  await expect(reviews).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: /^Showing 12 of \d+ reviews$/ })).toBeVisible();
  await expect(reviews.first().locator('.review-date')).toHaveText(/ ago · \d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(reviews).toHaveCount(24);
  await expect(reviews.nth(12)).toBeFocused();
  await expect(page.locator('.review-reply').first()).toContainText('Reply from Metro Auto Group');
});

test.describe('dealer locator', () => {
  test('a postcode sorts every location by distance; type and brand filter it; the address keeps them', async ({ page }) => {
    await page.goto(`${METRO}/dealer-locator`);
    const cards = page.locator('.locator-list .location-card-name');
    await expect(cards).toHaveCount(11);
    await page.getByLabel('Postcode').fill('3175');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?postcode=3175$/);
    // The server's first lookup reads the postcode table (25 MB of JSON): seconds on a loaded machine.
    await expect(page.locator('.locator-status')).toHaveText('11 locations, nearest to 3175 first', { timeout: 15_000 });
    await expect(cards.first()).toHaveText(/1\s*Metro Used Cars Dandenong/);
    await expect(cards.nth(1)).toHaveText(/Metro Hyundai/);
    const distances = await page.locator('.location-distance').allTextContents();
    const km = distances.map((d) => Number(d.replace(/[^\d.]/g, '')));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(10);
    expect(km.at(-1)).toBeGreaterThan(1000);

    await page.getByLabel('Type', { exact: true }).selectOption('service');
    await expect(page).toHaveURL(/postcode=3175&type=service/);
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toHaveText(/Metro Hyundai Service Ringwood/);
    await page.getByLabel('Brand', { exact: true }).selectOption('Toyota');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveText(/Metro Toyota Service Centre/);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Toyota');
  });

  test('a malformed or unknown postcode gets the spec’s message', async ({ page }) => {
    await page.goto(`${HARBOUR}/dealer-locator`);
    await page.getByLabel('Postcode').fill('21');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.locator-status')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
    await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Postcode').fill('0100');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.locator-status')).toHaveText('Invalid postcode', { timeout: 15_000 });
  });

  test('Use my location sorts from where the shopper is', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -27.47, longitude: 153.02 });
    await page.goto(`${METRO}/dealer-locator`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.locator('.locator-status')).toHaveText('11 locations, nearest to your location first');
    await expect(page.locator('.locator-list .location-card-name').first()).toHaveText(/Metro Motorcycles/);
    await expect(page).toHaveURL(`${METRO}/dealer-locator`);
  });
});

test.describe('Our Locations carousel', () => {
  test('the arrows and arrow keys move it; previous and next are disabled at the ends', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${METRO}/about-us`);
    const carousel = page.getByRole('region', { name: 'Our Locations' });
    const previous = carousel.getByRole('button', { name: 'Previous locations' });
    const next = carousel.getByRole('button', { name: 'Next locations' });
    const track = carousel.locator('.carousel-track');
    await expect(track.locator('.location-card')).toHaveCount(11);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // Each press scrolls smoothly; the next one waits until the track has come to rest, and the loop
    // ends by where it rests, not by the button: a press on a button that turned disabled while it
    // scrolled would wait for it for good.
    const rest = () => track.evaluate((el) => ({ left: el.scrollLeft, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 }));
    for (let i = 0; i < 12 && !(await rest()).atEnd; i++) {
      const before = (await rest()).left;
      await next.click();
      let last = NaN;
      await expect
        .poll(
          async () => {
            const now = (await rest()).left;
            const still = now > before && now === last;
            last = now;
            return still;
          },
          { message: 'the track comes to rest further on', intervals: [150] },
        )
        .toBe(true);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expect(carousel.getByText('Swipe')).toBeHidden();
  });

  test('a phone shows the Swipe hint', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${OUTBACK}/about-us`);
    await expect(page.getByRole('region', { name: 'Our Locations' }).getByText('Swipe')).toBeVisible();
  });
});

test.describe('contact and service pages', () => {
  test('several dealerships show a dealerships list; one dealership’s locations a grid by count', async ({ page }) => {
    await page.goto(`${METRO}/contact`);
    const main = page.getByRole('main');
    await expect(main.locator('.dealerships-list > section > h2')).toHaveText(['Metro Toyota', 'Metro Hyundai', 'Metro Motorcycles', 'Metro Trucks', 'Metro Used Cars']);
    await expect(main.locator('.dealerships-list .location-grid').first()).toHaveAttribute('data-columns', '3');
    await expect(main.locator('.dealerships-list .location-grid').nth(1)).toHaveAttribute('data-width', 'wide');
    await page.goto(`${HARBOUR}/contact`);
    await expect(main.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeVisible();
    await expect(main.locator('.location-card')).toHaveCount(3);
    await expect(main.locator('.dealerships-list')).toHaveCount(0);
  });

  test('one location’s contact page shows its hero map and picks it in the form', async ({ page }) => {
    await page.goto(`${HARBOUR}/contact-us/harbourside-mazda-service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Harbourside Mazda Service');
    await expect(page.locator('.hero-map img')).toHaveAttribute('src', /slugs=harbourside-mazda-service&w=1200&h=420/);
    await expect.poll(() => page.locator('.hero-map img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /Location/ })).toContainText('Harbourside Mazda Service');
  });

  test('the service page and its form’s location select list only service locations', async ({ page }) => {
    await page.goto(`${METRO}/service`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Our Service Centres' })).toBeVisible();
    const names = ['Metro Toyota Service Centre', 'Metro Hyundai Service Ringwood', 'Metro Motorcycles Workshop', 'Metro Trucks Service & Parts'];
    await expect(main.locator('.location-card-name')).toHaveText(names);
    await page.getByRole('button', { name: /Location/ }).click();
    await expect(page.getByRole('option')).toHaveText(names);
  });

  test('location blocks follow the page’s configuration: by manufacturer, subtype, id and exclusions', async ({ page }) => {
    await page.goto(`${METRO}/fleet`);
    await expect(page.locator('.location-card-name')).toHaveText(['Metro Toyota Parramatta', 'Metro Hyundai Ringwood']);
    await page.goto(`${METRO}/metro-outdoor`);
    await expect(page.locator('.location-card-name')).toHaveText(['Metro Toyota Parramatta', 'Metro Hyundai Ringwood', 'Metro Motorcycles Fortitude Valley', 'Metro Trucks Eagle Farm', 'Metro Used Cars Liverpool']);
    await page.goto(`${HARBOUR}/warranty`);
    await expect(page.locator('.location-card-name')).toHaveText(['Harbourside Mazda Service']);
  });
});

test.describe('star ratings', () => {
  test('show in the header and footer where the tenant puts them, and on location cards', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${HARBOUR}/dealer-locator`);
    await expect(page.locator('.site-header').getByRole('img', { name: /^Rated 4\.\d out of 5 from \d+ reviews$/ })).toBeVisible();
    await expect(page.locator('.site-footer').getByRole('img', { name: /^Rated 4\.\d out of 5 from \d+ reviews$/ })).toBeAttached();
    await expect(page.locator('.location-card .stars').first()).toBeVisible();
    await page.goto(`${METRO}/`);
    await expect(page.locator('.site-header .stars')).toHaveCount(0);
    await expect(page.locator('.site-footer .stars')).toHaveCount(1);
  });

  test('never show where reviews are hidden', async ({ page }) => {
    await page.goto(`${OUTBACK}/dealer-locator`);
    await expect(page.locator('.location-card').first()).toBeVisible();
    await expect(page.locator('.stars')).toHaveCount(0);
  });
});

test.describe('maps', () => {
  /** The tenant's pages as if its tenant.json had a maps key. */
  async function withMapsKey(page: Page) {
    await page.route(/\/our-location\//, async (route) => {
      // Node does not resolve *.localhost as Chromium does: the page is asked of 127.0.0.1 with its Host.
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}`, headers: { ...route.request().headers(), host: url.host } });
      const html = (await response.text()).replace('"maps":{"key":null}', '"maps":{"key":"test-maps-key"}');
      await route.fulfill({ response, body: html });
    });
    await page.route('https://www.google.com/maps/embed/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>embedded map</p>' }));
  }

  test('with the tenant’s key, the embed starts only when the map nears the screen; offline, the drawn map stays', async ({ page, context }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await withMapsKey(page);
    await page.goto(`${HARBOUR}/our-location/harbourside-mazda`);
    const map = page.locator('.location-panel .location-map');
    await expect(map.locator('img')).toHaveAttribute('alt', 'Map of Harbourside Mazda');
    await expect(map.locator('iframe')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    const embed = map.locator('iframe');
    await expect(embed).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=test-maps-key&q=place_id%3AChIJ/);
    await expect(embed).toHaveAttribute('title', 'Map of Harbourside Mazda');
    await context.setOffline(true);
    await expect(embed).toHaveCount(0);
    await expect(map.locator('img')).toBeVisible();
  });

  test('without a key the server’s drawn map shows the location, never a blank box', async ({ page }) => {
    await page.goto(`${OUTBACK}/our-location/outback-caravans-darwin`);
    const img = page.locator('.location-panel .location-map img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    const svg = await (await page.request.get(`http://127.0.0.1:${E2E_PORT}${await img.getAttribute('src')}`, { headers: { host: `outback-caravans.localhost:${E2E_PORT}` } })).text();
    expect(svg).toContain('Outback Caravans Darwin');
  });

  test('the car page’s #vehicle-map is the same map, below the fold and lazy', async ({ page }) => {
    await page.goto(`${HARBOUR}/`);
    const [car] = await findCars(page, 1);
    await page.goto(`${HARBOUR}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    const section = page.locator('#vehicle-map');
    await scrollDownTo(page, section);
    const img = section.locator('.location-map img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('src', /^\/api\/maps\/locations\.svg\?slugs=harbourside-mazda&w=600&h=300$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });
});
