import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E_PORT } from './env.ts';
import { hydrationOf } from './helpers/hydration.ts';
import { waitUntilCarPageLive } from './helpers/car-finder.ts';
import { carsWithPhotos, lookUpCars } from './helpers/cars.ts';
import { holdRequests } from './helpers/hold.ts';
import { live } from './helpers/search.ts';
import { moveInApp } from './helpers/navigation.ts';
import { putIdbRecord } from './helpers/idb.ts';
import { PAGE_LIVE } from '../../src/domain/early-tap.ts';
import { idleImportsIn } from './helpers/suspense-fallbacks.ts';

const site = (slug: string, path = '/') => `http://${slug}.localhost:${E2E_PORT}${path}`;

async function expectFrame(page: Page, title: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link').first()).toHaveText('Home');
}

/** A real car slug of the tenant, from its own search key. */
async function firstCarSlug(page: Page, slug: string): Promise<string> {
  const answer = await lookUpCars(page, site(slug, ''), { hitsPerPage: 1, filters: 'status:in_stock AND car_type:used AND price > 1000 AND photos_count > 0' });
  return answer.body.results![0].hits[0].slug;
}

test.describe('routes', () => {
  const frames: [string, string | RegExp][] = [
    ['/search', 'New, Used and Demo Cars'],
    ['/search/used-cars', 'Used Cars'],
    ['/search/new-and-demo-cars', 'New and Demo Cars'],
    ['/search/toyota', 'Toyota'],
    ['/special-offers', 'Special Offers'],
    ['/parts/search', 'Parts Search'],
    // An offer's page is titled by the offer (the demo data's offer 8).
    ['/offers/toyota/8', 'RAV4 Hybrid at 3.49% p.a. finance'],
    ['/offers/8', 'RAV4 Hybrid at 3.49% p.a. finance'],
    ['/checkout-journey?car_id=10001', 'Sign in to pay online'],
    ['/finance-pre-approval', 'Sign in to apply for finance'],
    ['/success', 'Thank You'],
    ['/print?car_id=no-such-car', 'Page not found'],
    ['/sign-in?type=watchlist&redirect=%2F&back=%2F', 'Sign in to save cars to your watchlist'],
    ['/sell-my-car', 'Sell My Car'],
    ['/sell-your-car', 'Sell My Car'],
    ['/trade-in', 'Trade-In Valuation'],
    ['/cars/trade-in?car_id=10001', 'Trade-In Valuation'],
    ['/spin-to-win', 'Sign in to spin to win'],
    ['/online-payment', 'Sign in to pay online'],
    ['/my-garage', 'Sign in to open your garage'],
    ['/service', 'Book a Service'],
    ['/book-test-drive', 'Book a Test Drive'],
    ['/contact', 'Contact Us'],
    ['/dealer-locator', 'Our Locations'],
    ['/reviews', 'Customer Reviews'],
    ['/brands', 'Our Brands'],
    ['/toyota/overview', 'Toyota'],
    ['/about-us', 'About Metro Auto Group'],
    ['/fleet', 'Fleet Sales'],
    ['/careers', 'Careers'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/warranty', 'Warranty'],
    ['/vehicle-parts-and-accessories', 'Parts and Accessories'],
    ['/pages/roadside-assist', 'Roadside Assist'],
    ['/pages/eofy-sale', 'EOFY Sale'],
    ['/eofy', 'EOFY Sale'],
    ['/metro-finance', 'Metro Finance'],
    ['/metro-outdoor', 'Metro Outdoor 4x4'],
    ['/favourites', 'Saved Cars'],
    ['/compare', 'Compare Cars'],
    ['/no-such-page-here', 'Page not found'],
    ['/cars/no-such-car', 'Page not found'],
  ];
  test.describe('landing on each page', () => {
    // In order on one worker, landing on each URL in one page: a fresh browser context for each
    // (installing the service worker again each time) cost about 3 s a route on this machine.
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
    });
    test.afterAll(async () => page.close());
    for (const [path, title] of frames) {
      test(`metro ${path} renders its frame`, async () => {
        await page.goto(site('metro-auto-group', path));
        await expectFrame(page, title);
      });
    }
  });

  test('model, location and contact-us pages resolve from the dealer data', async ({ page }) => {
    await page.goto(site('harbourside-motors', '/'));
    const nav = await page.evaluate(() => JSON.parse(document.getElementById('tenant-bootstrap')!.textContent!).navigation);
    await page.goto(site('harbourside-motors', `/${nav.models[0].slug}`));
    await expectFrame(page, `${nav.models[0].make} ${nav.models[0].model}`);
    for (const prefix of ['/our-location/', '/locations/']) {
      await page.goto(site('harbourside-motors', prefix + nav.locations[0].slug));
      await expectFrame(page, nav.locations[0].name);
    }
    // /contact-us/{slug} is the contact form with that location already chosen.
    await page.goto(site('harbourside-motors', `/contact-us/${nav.locations[0].slug}`));
    await expectFrame(page, `Contact ${nav.locations[0].name}`);
    await expect(page.getByRole('button', { name: /Location/ })).toContainText(nav.locations[0].name);
    await page.goto(site('harbourside-motors', '/contact-us/no-such-location'));
    await expectFrame(page, 'Page not found');
  });

  test('an unknown page answers 404 with the not-found page the server rendered, which stays once the app runs', async ({ page }) => {
    // Each tenant's not-found page is in the axe gate too (axe-screens.spec.ts), on a phone and a desktop.
    const unknown: [string, string][] = [
      ['metro-auto-group', '/no-such-page-here'],
      ['metro-auto-group', '/no-such-brand/overview'],
      ['metro-auto-group', '/offers/999999'],
      ['harbourside-motors', '/no-such-page-here'],
      ['outback-caravans', '/no-such-page-here'],
    ];
    for (const [tenant, path] of unknown) {
      const res = await page.goto(site(tenant, path));
      expect(res?.status(), `${tenant} ${path}`).toBe(404);
      // In the HTML itself, not only after the app has run.
      expect(await res!.text(), `${tenant} ${path}`).toContain('Page not found');
      await expectFrame(page, 'Page not found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });

  test('switched-off features are not found, and the reserve path follows the tenant', async ({ page }) => {
    await page.goto(site('outback-caravans', '/finance'));
    await expectFrame(page, 'Page not found');
    await page.goto(site('outback-caravans', '/spin-to-win'));
    await expectFrame(page, 'Page not found');
    // No stored favourites at outback (its saved cars are the signed-in watchlist): landed on, or moved to in the app.
    expect((await page.goto(site('outback-caravans', '/favourites')))?.status()).toBe(404);
    await expectFrame(page, 'Page not found');
    await page.goto(site('outback-caravans', '/'));
    await moveInApp(page, '/compare');
    await expectFrame(page, 'Page not found');
    const slug = await firstCarSlug(page, 'harbourside-motors');
    await page.goto(site('harbourside-motors', `/cars/${slug}/buy-online`));
    await expectFrame(page, 'Reserve this Car');
    await page.goto(site('harbourside-motors', `/cars/${slug}/checkout`));
    await expectFrame(page, 'Page not found');
  });

  test('a gated page redirects to sign-in with type, redirect and back', async ({ page }) => {
    const slug = await firstCarSlug(page, 'metro-auto-group');
    await page.goto(site('metro-auto-group', `/cars/${slug}`));
    await waitUntilCarPageLive(page);
    await moveInApp(page, `/cars/${slug}/checkout`);
    await expect(page).toHaveURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('checkout');
    expect(url.searchParams.get('redirect')).toBe(`/cars/${slug}/checkout`);
    expect(url.searchParams.get('back')).toBe(`/cars/${slug}`);
  });

  test('a page whose code is slow to arrive shows a loading note after a moment, then the page', async ({ page, context }) => {
    await page.goto(site('metro-auto-group', '/search/new-used-and-demo-cars/'));
    await live(page);
    const card = page.locator('.car-card').first();
    const name = await card.getAttribute('aria-label');
    const release = await holdRequests(context, '**/assets/CarPage-*.js');
    await card.getByRole('link', { name: 'View Details' }).click();
    const note = page.getByRole('main').getByText('Loading…', { exact: true });
    await expect(note).toHaveCSS('opacity', '1');
    await expect(page.locator('main [aria-busy="true"]')).toContainText('Loading…');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name!);
    await expect(note).toHaveCount(0);
  });

  test('a pointer resting on a link, or going down on it, asks for its page’s code before any click', async ({ page }) => {
    const carPageCode = () => page.waitForRequest(/\/assets\/CarPage-[^/]*\.js$/, { timeout: 5_000 });
    for (const intend of ['rests on', 'goes down on'] as const) {
      await page.goto(site('metro-auto-group', '/search/new-used-and-demo-cars/'));
      await live(page);
      const link = page.locator('.car-card').first().getByRole('link', { name: 'View Details' });
      const asked = carPageCode();
      if (intend === 'rests on') await link.hover();
      else await link.dispatchEvent('pointerdown', { isPrimary: true, pointerType: 'touch' });
      await expect(asked, `a pointer ${intend} the link`).resolves.toBeTruthy();
      expect(new URL(page.url()).pathname).toBe('/search/new-used-and-demo-cars/');
    }
  });

  test('a link to a page whose code is in shows the page at once, with no loading state between', async ({ page }) => {
    await page.goto(site('metro-auto-group', '/search/new-used-and-demo-cars/'));
    await live(page);
    const card = page.locator('.car-card').first();
    const name = (await card.getAttribute('aria-label'))!;
    const link = card.getByRole('link', { name: 'View Details' });
    // Resting on the link asks for the car page's code.
    await link.hover();
    await page.waitForTimeout(500);
    // A loading state shown, React would hold the page back until 300 ms after it showed.
    await page.evaluate((carName) => {
      const w = window as unknown as { busySeen: boolean };
      w.busySeen = false;
      const seen = new MutationObserver(() => {
        if (document.querySelector('main [aria-busy="true"]')) w.busySeen = true;
        if (document.querySelector('main h1')?.textContent?.includes(carName)) seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, name);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    expect(await page.evaluate(() => (window as unknown as { busySeen: boolean }).busySeen), 'the page’s loading state showed').toBe(false);
  });

  test('what the app loads once idle comes without script preloads, on home and on a car page', async ({ page }) => {
    const preloads = () => page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const idleChunk = /\/(PendingEnquiries|outbox-client|event-delivery|Dialog)-[\w-]+\.js$/;
    await page.goto(site('metro-auto-group'));
    await idleImportsIn(page);
    expect((await preloads()).filter((p) => idleChunk.test(p))).toEqual([]);
    await page.goto(site('metro-auto-group', `/cars/${await firstCarSlug(page, 'metro-auto-group')}`));
    await waitUntilCarPageLive(page);
    await idleImportsIn(page);
    expect((await preloads()).filter((p) => idleChunk.test(p))).toEqual([]);
  });

  test('unknown paths offer a way home', async ({ page }) => {
    await page.goto(site('outback-caravans', '/definitely/not/here'));
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(site('outback-caravans', '/'));
  });
});

/**
 * `path` opened in a browser of its own (nothing cached, no service worker) with the first bundle held
 * back until `releaseApp` (the server's HTML is all there is), and `also` (a page's chunk) until `releasePage`.
 */
async function beforeLive(browser: Browser, options: BrowserContextOptions, tenant: string, path: string, also?: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const releaseApp = await holdRequests(context, '**/assets/index-*.js');
  const releasePage = also ? await holdRequests(context, also) : () => {};
  await page.goto(site(tenant, path), { waitUntil: 'commit' });
  return { context, page, releaseApp, releasePage };
}

// The header's menus are live before the page: a tap on them before then is replayed, and a mouse
// resting on a hover menu then opens it.
test.describe('header menu', () => {
  test('opens on hover on a hover-enabled tenant and marks the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site('metro-auto-group'));
    await live(page);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveAttribute('data-dropdown-open');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stock' }).hover();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Used Cars \(\d+\)$/ })).toBeVisible();
    await expect(header).toHaveAttribute('data-dropdown-open', '');
    await page.mouse.move(5, 700);
    await expect(header).not.toHaveAttribute('data-dropdown-open');
  });

  test('opens on click only on a click tenant, and works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site('harbourside-motors'));
    await live(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const company = main.getByRole('button', { name: 'Company' });
    await company.hover();
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
    // From a link in the panel (the server's HTML, never hydrated), Escape still closes it: the
    // panel's item hears the key.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('.nav-panel:not([hidden]) a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
  });

  test('lists Offers only for a dealer with offers and emphasises Finance Pre-Approval', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site('metro-auto-group'));
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Offers' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Finance Pre-Approval' })).toHaveClass(/nav-link-emphasised/);
    await page.goto(site('outback-caravans'));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance Pre-Approval' })).toHaveCount(0);
  });

  test('Open menu tapped on a phone before the header is live opens the drawer once it is, not waiting for the page, and once only', async ({ browser, page: asker }) => {
    const slug = await firstCarSlug(asker, 'metro-auto-group');
    const phone = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
    const { context, page, releaseApp, releasePage } = await beforeLive(browser, phone, 'metro-auto-group', `/cars/${slug}`, '**/assets/CarPage-*.js');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    releaseApp();
    const drawer = page.getByRole('navigation', { name: 'Main (mobile)' });
    // The car page's code still held back: the header is live, the page not yet.
    await expect(drawer).toBeVisible();
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PAGE_LIVE)).toBeUndefined();
    // The page going live does not replay the tap again, which would close the drawer.
    releasePage();
    await live(page);
    await page.waitForTimeout(300);
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('a desktop menu clicked before the page is live opens once it is; a mouse resting on a hover menu opens it', async ({ browser }) => {
    const desktop = { viewport: { width: 1280, height: 800 } };
    const clicked = await beforeLive(browser, desktop, 'harbourside-motors', '/');
    const company = clicked.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Company' });
    await company.click();
    clicked.releaseApp();
    await live(clicked.page);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(clicked.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
    await clicked.context.close();

    const hovered = await beforeLive(browser, desktop, 'metro-auto-group', '/');
    const stock = hovered.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stock' });
    await stock.hover();
    hovered.releaseApp();
    await live(hovered.page);
    await expect(stock).toHaveAttribute('aria-expanded', 'true');
    await hovered.context.close();
  });

  for (const [name, viewport] of [
    ['tablet', { width: 1024, height: 768 }],
    ['phone', { width: 412, height: 823 }],
  ] as const) {
    test(`the ${name} menu opens as a drawer`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, hasTouch: true });
      const page = await context.newPage();
      await page.goto(site('metro-auto-group'));
      await live(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Main (mobile)' });
      await drawer.getByRole('button', { name: 'Company' }).click();
      await drawer.getByRole('link', { name: 'Careers' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await context.close();
    });
  }

  test('menu, footer and card links move within the app (no page load); a new-window link does not', async ({ page }) => {
    await page.goto(site('metro-auto-group'));
    // Before the server's HTML is live, a link is the browser's (home's scripts wait for its photo).
    await live(page);
    // The footer, the header menus' lists of links and home's static parts (location cards, brand
    // tiles, reviews, the cars' links) are kept as the server rendered them (src/perf/ServerHtml.tsx):
    // React claimed none of their elements, and their links still move within the app, below.
    const expectKept = async (parts: string[]) => {
      for (const part of parts) {
        const kept = await hydrationOf(page, part);
        expect(kept.elements, `elements in ${part}`).toBeGreaterThan(5);
        expect(kept.hydrated, `elements of ${part} React hydrated`).toBe(0);
      }
    };
    await expectKept(['.site-footer', '.nav-panel-links', '.nav-brands', '.location-card-body', '.brand-grid', 'article.review', '.home-row .car-card-links']);
    // The same document throughout: a page load would start a new window object.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && r.frame() === page.mainFrame() && documents.push(r.url()));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell My Car', exact: true }).click();
    await expect(page).toHaveURL(/\/sell-my-car$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trade-In Valuation', exact: true }).click();
    await expect(page).toHaveURL(/\/trade-in$/);
    expect(await stayed()).toBe(true);
    expect(documents).toEqual([]);
    await page.goto(site('metro-auto-group', '/search/used-cars'));
    // Before the server's HTML is live, a link is the browser's: it loads the page.
    await live(page);
    await expectKept(['.breadcrumbs ol', '.car-card-links']);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    documents.length = 0;
    const card = page.locator('.car-card').first();
    const name = (await card.locator('.car-card-title').textContent())!;
    await card.locator('.car-card-title a').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim().split(' ').slice(1).join(' '));
    expect(await stayed()).toBe(true);
    expect(documents).toEqual([]);
    // A modified click is the browser's: the app does not move.
    const before = page.url();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click({ modifiers: ['ControlOrMeta'] });
    expect(page.url()).toBe(before);
  });

  test('on a phone the header is one row for every tenant, with the sent-enquiries pill too', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    /** The header's height and whether its brand, pill and Menu button share one row. */
    const measure = () =>
      page.evaluate(() => {
        const header = document.querySelector<HTMLElement>('.site-header')!;
        const parts = ['.site-brand', '.lead-pending', '.nav-menu-button'].flatMap((s) => [...header.querySelectorAll<HTMLElement>(s)]).map((el) => el.getBoundingClientRect());
        const [first] = parts;
        return { height: header.getBoundingClientRect().height, parts: parts.length, oneRow: parts.every((r) => r.top < first.bottom && r.bottom > first.top) };
      });
    for (const slug of ['metro-auto-group', 'harbourside-motors', 'outback-caravans']) {
      await page.goto(site(slug));
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(await measure(), slug).toEqual({ height: expect.any(Number), parts: 2, oneRow: true });
      expect((await measure()).height, slug).toBeLessThanOrEqual(64);
      // An enquiry sent: the app's outbox holds it, and the header shows the pill beside the Menu button.
      await putIdbRecord(page, 'outbox', { id: `${slug}-sent`, url: '/api/leads', body: '{"form":"enquiry"}', created_at: Date.now(), status: 'sent', attempts: 1, last_error: null });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sent enquiries' })).toBeVisible();
      expect(await measure(), `${slug} with the pill`).toEqual({ height: expect.any(Number), parts: 3, oneRow: true });
      expect((await measure()).height, `${slug} with the pill`).toBeLessThanOrEqual(64);
    }
  });

  test('the footer has Models, Buyer Tools, Servicing and Parts and the dealer group', async ({ page }) => {
    await page.goto(site('metro-auto-group'));
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Models', 'Buyer Tools', 'Servicing and Parts', 'Metro Auto Group']) {
      await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });
});

test.describe('saved cars', () => {
  test('a saved car appears on the favourites page and the compare table', async ({ page }) => {
    const slug = await firstCarSlug(page, 'metro-auto-group');
    await page.goto(site('metro-auto-group', `/cars/${slug}`));
    await waitUntilCarPageLive(page);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: '♡ Save' }).click();
    await expect(page.getByRole('button', { name: '♥ Saved' })).toBeVisible();
    await page.getByRole('button', { name: '+ Compare' }).click();
    await expect(page.getByRole('button', { name: '✓ Comparing' })).toBeVisible();
    await page.goto(site('metro-auto-group', '/favourites'));
    await expect(page.getByRole('link', { name: name! })).toBeVisible();
    await page.goto(site('metro-auto-group', '/compare'));
    await expect(page.getByRole('columnheader', { name: new RegExp(name!) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Odometer/ })).toContainText('km');
  });

  test('a fifth car for compare shows a toast, one at a time, and can be dismissed', async ({ page }) => {
    const cars = (await lookUpCars(page, site('metro-auto-group', ''), carsWithPhotos(5))).body.results![0].hits;
    for (const [i, car] of cars.entries()) {
      await page.goto(site('metro-auto-group', `/cars/${car.slug}`));
      await waitUntilCarPageLive(page);
      await page.getByRole('button', { name: '+ Compare' }).click();
      // Each of the first four is stored before the next page opens.
      if (i < 4) await expect(page.getByRole('button', { name: '✓ Comparing' })).toBeVisible();
    }
    const toast = page.locator('.toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('You can compare up to 4 cars. Remove one to add another.');
    await expect(page.getByRole('button', { name: '+ Compare' })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('analytics logs adding a favourite', async ({ page }) => {
    const slug = await firstCarSlug(page, 'metro-auto-group');
    await page.goto(site('metro-auto-group', `/cars/${slug}`));
    await waitUntilCarPageLive(page);
    await page.getByRole('button', { name: '♡ Save' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { name: string }[] }).dataLayer?.map((e) => e.name))).toContain('favourite');
  });
});

test('a shopper who scrolls before the page is live stays there as it becomes live; a page moved to in the app starts at the top', async ({ page, context }) => {
  const slug = await firstCarSlug(page, 'metro-auto-group');
  // The first bundle held back: the page is the server's HTML until it comes.
  const release = await holdRequests(context, '**/assets/index-*.js');
  await page.goto(site('metro-auto-group', `/cars/${slug}`), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => scrollY);
  release();
  await live(page);
  await waitUntilCarPageLive(page);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);

  await moveInApp(page, '/search/used-cars');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});
