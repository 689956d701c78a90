import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_PORT } from './env.ts';
import { removedOf, watchRemovals } from './helpers/hydration.ts';
import { live } from './helpers/search.ts';

// A landing as a shopper has it: the page registers and installs its service worker, without an error.
test.use({ serviceWorkers: 'allow' });

const TENANTS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'].map((slug) => {
  const config = JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8'));
  return {
    slug,
    name: config.name as string,
    primary: config.theme.colors.primary as string,
    hero: config.home.heroTitle as string,
    // Spec §2's third feature link follows the tenant's Sell My Car switch (the trade-in valuation without it).
    sell: config.features.sellMyCar ? 'Sell your car' : 'Trade in your car',
  };
});

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function openTenantHome(page: Page, slug: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The browser tests' server has no demo media (E2E_DEMO_MEDIA off): home's photos answer 404 there, by design.
  page.on('console', (m) => m.type() === 'error' && !(m.text().startsWith('Failed to load resource') && m.location().url.includes('/img/')) && errors.push(m.text()));
  const response = await page.goto(`http://${slug}.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(200);
  return errors;
}

for (const tenant of TENANTS) {
  test(`${tenant.slug} home renders with its own name, logo and colours`, async ({ page }) => {
    const errors = await openTenantHome(page, tenant.slug);
    await expect(page).toHaveTitle(tenant.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.hero);
    await expect(page.locator('.site-name')).toHaveText(tenant.name);
    const logo = page.getByTestId('tenant-logo');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A raster, drawn sharp at three times its size: an SVG in an <img> costs every page a document of its own.
    expect(await logo.evaluate(async (img: HTMLImageElement) => ({ type: (await fetch(img.currentSrc)).headers.get('content-type'), width: img.naturalWidth }))).toEqual({ type: 'image/png', width: 132 });
    await expect(page.locator('.site-header')).toHaveCSS('background-color', rgb(tenant.primary));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', tenant.primary);
    for (const label of ['Latest offers', 'Book a service', tenant.sell]) {
      await expect(page.getByRole('main').getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the three demo sites are visibly different', async ({ page }) => {
  const seen = new Set<string>();
  for (const tenant of TENANTS) {
    await openTenantHome(page, tenant.slug);
    const look = await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).fontFamily);
    seen.add(look);
  }
  expect(seen.size).toBe(TENANTS.length);
});

test('app assets are sent precompressed and cached for good', async ({ page }) => {
  const scripts: Promise<Record<string, string> | null>[] = [];
  // Chunks loaded when the page goes idle may answer after the test; those are skipped, not awaited.
  const collect = (res: Response) => {
    if (res.url().includes('/assets/') && res.url().endsWith('.js')) scripts.push(res.allHeaders().catch(() => null));
  };
  page.on('response', collect);
  await openTenantHome(page, 'harbourside-motors');
  // Home's scripts load once its first photo is in, which may be after the load event.
  await live(page);
  page.off('response', collect);
  const headers = (await Promise.all(scripts)).filter((h) => h !== null);
  expect(headers.length).toBeGreaterThan(0);
  for (const h of headers) {
    expect(h['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(h['cache-control']).toContain('immutable');
  }
});

test('plain localhost serves the default tenant', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Metro Auto Group');
});

test('an unknown host gets a page listing the tenants', async ({ page }) => {
  const res = await page.goto(`http://nobody.localhost:${E2E_PORT}/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`No dealer site at nobody.localhost:${E2E_PORT}`);
  for (const tenant of TENANTS) {
    await expect(page.getByRole('link', { name: tenant.name })).toHaveAttribute('href', `http://${tenant.slug}.localhost:${E2E_PORT}/`);
  }
});

test('home arrives rendered by the server and is hydrated in place, with no error', async ({ browser, page }) => {
  const tenant = TENANTS[1];
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`http://${tenant.slug}.localhost:${E2E_PORT}/`);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(tenant.hero);
  await expect(bare.getByRole('main').getByRole('link', { name: 'Latest offers', exact: true })).toBeVisible();
  await expect(bare.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await noScript.close();

  await watchRemovals(page);
  const errors = await openTenantHome(page, tenant.slug);
  await page.waitForLoadState('networkidle');
  expect(await removedOf(page, ['HEADER', 'MAIN', 'SECTION', 'H1', 'NAV', 'FOOTER']), 'server elements replaced').toEqual([]);
  // Live: a client-side link works once hydrated.
  await page.getByRole('main').getByRole('link', { name: 'Latest offers', exact: true }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  expect(errors).toEqual([]);
});

test('the banner’s price slider (steps of 500, thumbs never meet) takes its range to the stock', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const errors = await openTenantHome(page, 'metro-auto-group');
  const link = page.getByRole('main').getByRole('link', { name: 'Search our stock' });
  const target = async () => decodeURIComponent((await link.getAttribute('href')) ?? '');
  const min = page.getByRole('slider', { name: 'Minimum price' });
  const max = page.getByRole('slider', { name: 'Maximum price' });
  // Until the shopper does something, a still preview holds the slider's place and its code stays away.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.hero-price')).toContainText('$5,000 – $250,000');
  await expect(max).toHaveCount(0);
  expect(scripts.some((url) => url.includes('HeroPriceSearch'))).toBe(false);
  const before = await page.locator('.hero-search').boundingBox();
  await page.mouse.move(20, 300);
  await expect(max).toBeVisible();
  // The working slider takes the preview's place exactly.
  expect(await page.locator('.hero-search').boundingBox()).toEqual(before);
  // Both thumbs at their ends ($5,000 and $250,000): no price limit in the link.
  await expect(max).toHaveValue('250000');
  await expect(min).toHaveValue('5000');
  expect(await target()).toBe('/search/new-used-and-demo-cars/');

  await max.focus();
  await max.press('ArrowLeft');
  await expect(max).toHaveValue('249500');
  await expect.poll(target).toBe('/search/new-used-and-demo-cars/?range[price]=:249500');
  await min.focus();
  await min.press('ArrowRight');
  await expect(min).toHaveValue('5500');
  await expect.poll(target).toBe('/search/new-used-and-demo-cars/?range[price]=5500:249500');
  // Pushed onto the lower thumb, the upper stops a step above it.
  await max.focus();
  await max.press('Home');
  await expect(max).toHaveValue('6000');
  await expect.poll(target).toBe('/search/new-used-and-demo-cars/?range[price]=5500:6000');

  await link.click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/\?/);
  expect(decodeURIComponent(new URL(page.url()).search)).toBe('?range[price]=5500:6000');
  expect(errors).toEqual([]);
});
