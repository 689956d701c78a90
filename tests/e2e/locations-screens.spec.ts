// The dealer-information screens of every demo tenant on a phone and a desktop: what they show (axe
// checks them, the holiday-hours dialog open too, in axe-screens.spec.ts with every other screen).
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_PORT } from './env.ts';

interface Tenant {
  slug: string;
  reviewsHidden: boolean;
  /** The tenant's first visible location (its primary). */
  location: string;
}
const TENANTS: Tenant[] = [
  { slug: 'metro-auto-group', reviewsHidden: false, location: 'metro-toyota-parramatta' },
  { slug: 'harbourside-motors', reviewsHidden: false, location: 'harbourside-mazda' },
  { slug: 'outback-caravans', reviewsHidden: true, location: 'outback-caravans-townsville' },
];
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 900 } };
const nameOf = (slug: string) => (JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')) as { name: string }).name;

async function open(page: Page, slug: string, path: string) {
  const response = await page.goto(`http://${slug}.localhost:${E2E_PORT}${path}`);
  expect(response?.status()).toBe(200);
}

/** The links `selector` finds that are under 24 px either way, with their sizes. */
const smallTargets = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => ({ a, box: a.getBoundingClientRect() })).filter(({ box }) => box.height < 24 || box.width < 24).map(({ a, box }) => `${a.textContent} (${box.width}x${box.height})`),
    );

for (const tenant of TENANTS) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${tenant.slug} on a ${size}`, () => {
      test.use({ viewport });
      const errors: string[] = [];
      test.beforeEach(({ page }) => {
        errors.length = 0;
        page.on('pageerror', (e) => errors.push(e.message));
      });
      test.afterEach(() => expect(errors).toEqual([]));

      test('the location page shows every field, the week, the map and reviews', async ({ page }) => {
        await open(page, tenant.slug, `/our-location/${tenant.location}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 2, name: 'Opening Hours' })).toBeVisible();
        await expect(main.locator('.hours-table').first().locator('tr')).toHaveCount(7);
        await expect(main.locator('.hours-today')).toHaveCount(1);
        await expect(main.getByText(/^(Open now · Closes at|Closed now)/).first()).toBeVisible();
        await expect(main.getByRole('img', { name: /^Map of / })).toBeVisible();
        await expect(main.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/);
        await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `/contact-us/${tenant.location}`);
        if (tenant.reviewsHidden) await expect(main.locator('.stars')).toHaveCount(0);
        else await expect(main.locator('.review')).toHaveCount(12);

        await main.getByRole('button', { name: 'View Holiday Hours' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('dt').first()).toHaveText(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      test('the dealer locator lists the locations and the contact page their cards', async ({ page }) => {
        await open(page, tenant.slug, '/dealer-locator');
        await expect(page.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeVisible();
        await expect(page.locator('.locator-list > li').first()).toBeVisible();

        await open(page, tenant.slug, '/contact');
        await expect(page.locator('.location-card').first()).toBeVisible();
        // Its cards stack up to three phone lines, over the footer's lines of links: each link a target
        // of 24 px or more (WCAG 2.5.8, as Lighthouse's audit judges it; a line apart they are too close).
        await expect(page.locator('.location-facts a').first()).toBeAttached();
        await expect(page.locator('.site-footer a').first()).toBeAttached();
        expect(await smallTargets(page, '.location-facts a, .site-footer a')).toEqual([]);
      });

      test('the service, about and reviews pages show the locations and reviews', async ({ page }) => {
        await open(page, tenant.slug, '/service');
        await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
        await expect(page.getByRole('main').locator('.location-card').first()).toBeVisible();

        await open(page, tenant.slug, '/about-us');
        await expect(page.locator('.location-card').first()).toBeVisible();

        await open(page, tenant.slug, '/reviews');
        if (tenant.reviewsHidden) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        } else {
          await expect(page.locator('.review')).toHaveCount(12);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
        }
        await expect(page.locator('.site-name')).toHaveText(nameOf(tenant.slug));
      });
    });
  }
}
