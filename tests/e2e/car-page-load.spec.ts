// How a car page arrives: the server renders it (photos, price, actions) and inlines the car, and the
// browser hydrates that HTML; the photo the viewer opens on is preloaded and fetched once; on a phone
// the price follows the photos and the sections arriving later shift nothing on screen; sections far
// below render as they near the screen, not when the page goes idle; its chunks are prefetched, and a
// tap on the server's HTML before the page is live takes effect once it is.
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { carTag } from '../../src/domain/car-tag.ts';
import { EARLY_TAP } from '../../src/domain/early-tap.ts';
import { E2E_PORT } from './env.ts';
import { hydrationOf } from './helpers/hydration.ts';
import { live } from './helpers/search.ts';
import { PHOTO_WAIT_MS } from '../../src/server/http/photo-first.ts';
import { holdRequests } from './helpers/hold.ts';
import { findCar, scrollDownTo, waitUntilCarPageLive } from './helpers/car-finder.ts';
import { readIdbStore } from './helpers/idb.ts';
import { lookUpCars, readCars, tenantBootstrap, tenantSite } from './helpers/cars.ts';
import { moveInApp } from './helpers/navigation.ts';

// A landing as a shopper has it: the page registers and installs its service worker, without an error.
test.use({ serviceWorkers: 'allow' });

const origin = (tenant: string) => `http://${tenant}.localhost:${E2E_PORT}`;
type Hit = { slug: string; name: string; primary_image_url: string };

async function firstCar(page: Page, tenant: string, filters: string): Promise<Hit> {
  const hits = (await lookUpCars(page, origin(tenant), { hitsPerPage: 1, filters, numericFilters: ['photos_count>3'] })).body.results![0].hits as unknown as Hit[];
  expect(hits[0], `a car on ${tenant} matching ${filters}`).toBeTruthy();
  return hits[0];
}

const carApiCalls = (requests: Request[], slug: string) => requests.filter((r) => new URL(r.url()).pathname === `/api/cars/${slug}`);

test.describe('landing on a car page (tablet)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('renders from the inlined car with its first photo fetched once, and asks the API on later visits', async ({ page }) => {
    // Harbourside opens the viewer on the gallery, so the first photo is what the server preloads.
    const car = await firstCar(page, 'harbourside-motors', 'status:in_stock');
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`${origin('harbourside-motors')}/cars/${car.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await waitUntilCarPageLive(page);
    const first = page.locator('.gallery-image').first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(carApiCalls(requests, car.slug), 'no API call for the car the page already holds').toHaveLength(0);
    const photoPath = car.primary_image_url.split('?')[0];
    const galleryFetches = requests.filter((r) => r.url().includes(photoPath) && /[?&]w=(300|600|900|1200)&/.test(r.url()));
    expect(galleryFetches.map((r) => r.url()), 'the preload and the gallery share one fetch').toHaveLength(1);

    // Leaving and coming back is a later visit: the car is fetched fresh.
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(car.name);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expect.poll(() => carApiCalls(requests, car.slug).length).toBe(1);
  });

  test('a car page opened in the app (not landed on) loads its car from the API', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    await page.goto(`${origin('metro-auto-group')}/`);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    // Client-side navigation from home: the home page's HTML holds no car.
    await moveInApp(page, `/cars/${car.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    expect(carApiCalls(requests, car.slug)).toHaveLength(1);
  });
});

test.describe('a car page rendered by the server', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('shows the car, its price, photo and actions before any script runs', async ({ browser, page }) => {
    const car = await firstCar(page, 'harbourside-motors', 'status:in_stock');
    const [{ price }] = await readCars(page, origin('harbourside-motors'), [car.slug]);
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const bare = await noScript.newPage();
    await bare.goto(`${origin('harbourside-motors')}/cars/${car.slug}`);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(car.name);
    const sidebar = bare.getByRole('complementary', { name: 'Price and actions' });
    await expect(sidebar).toContainText(`$${price.toLocaleString('en-AU')}`);
    await expect(sidebar.getByText('Enquire Now', { exact: true })).toBeVisible();
    const photo = bare.locator('.gallery-image').first();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Styled from the first paint: the car page's own stylesheet is linked, not left to the script.
    expect(await bare.locator('.car-layout').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await noScript.close();
  });

  test('its first script, allowed by the CSP, has a throwaway worker load ICU, and the worker ends itself', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    const violations: string[] = [];
    page.on('console', (m) => m.text().startsWith('CSP:') && violations.push(m.text()));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log(`CSP: ${e.violatedDirective} ${e.blockedURI}`)));
    // It closes itself after its Intl calls: a call that threw would leave it running.
    const warmupEnded = new Promise((resolve) => page.on('worker', (worker) => worker.url().startsWith('blob:') && worker.on('close', resolve)));
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await warmupEnded;
    await expect(page.getByRole('region', { name: 'Vehicle details' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("its stylesheets, the first bundle's and its chunks', inlined in the page, are never fetched: not by the preload scanner, not by the chunk loader", async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    // The sections (their chunk imports the car stylesheet) render once scrolled to.
    await page.getByRole('region', { name: 'Vehicle details' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Key information' })).toBeVisible();
    const inlined = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map((l) => new URL(l.href).pathname));
    expect(inlined.length, 'the car chunks\' stylesheets are named on the page').toBeGreaterThan(1);
    // The first bundle's too: a render-blocking request of its own when linked.
    expect(inlined.filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toHaveLength(1);
    // A plain disabled link was still fetched, at the highest priority, beside the photo.
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
  });

  test('its chunks are prefetched with the page, so hydrating it adds no script preloads', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=prefetch], link[rel=modulepreload]')].map((l) => `${l.getAttribute('rel')} ${new URL((l as HTMLLinkElement).href).pathname}`),
    );
    const prefetched = links.filter((l) => l.startsWith('prefetch ')).map((l) => l.slice('prefetch '.length));
    expect(prefetched.some((path) => /\/CarPage-[\w-]+\.js$/.test(path))).toBe(true);
    expect(prefetched.some((path) => /\/CarSections-[\w-]+\.js$/.test(path))).toBe(true);
    // Vite's chunk loader adds a modulepreload link for each chunk it does not find on the page.
    expect(links.filter((l) => l.startsWith('modulepreload ') && prefetched.includes(l.slice('modulepreload '.length)))).toEqual([]);
  });

  test('a tap on its buttons before it is live is not lost: it takes effect, once, when the page is', async ({ page, context }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    const reveals: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('/reveal-phone') && reveals.push(r.url()));
    // The car page's code held back: the server's HTML is all there is.
    const release = await holdRequests(context, '**/assets/CarPage-*.js');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
    // Metro masks the phone until asked.
    await sidebar.getByRole('button', { name: /^Call Now .*\*/ }).click();
    await page.waitForTimeout(500);
    await expect(sidebar.getByRole('button', { name: /^Call Now .*\*/ })).toBeVisible();
    release();
    await expect(sidebar.getByRole('link', { name: /^Call Now [^*]+$/ })).toBeVisible();
    await expect.poll(() => reveals.length).toBe(1);
    // Live now: a tap is the app's alone, not recorded to be replayed again.
    await sidebar.getByRole('button', { name: /Save/ }).first().click();
    await page.waitForTimeout(300);
    expect(await page.evaluate((name) => name in window, EARLY_TAP)).toBe(false);
    expect(reveals).toHaveLength(1);
  });

  test('showroom mode opened before the page is live shows its actions once it is', async ({ page, context }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    const release = await holdRequests(context, '**/assets/CarPage-*.js');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    // A press on the disclosure's button before the page is live is replayed once it is: it opens,
    // and its body is rendered by the app on its first opening.
    const showroom = page.getByRole('button', { name: 'Showroom mode' });
    await expect(showroom).toHaveAttribute('aria-expanded', 'false');
    await showroom.click();
    release();
    await waitUntilCarPageLive(page);
    await expect(showroom).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Save for showroom' })).toBeVisible();
    await expect(page.getByText(/^Storage: [\d.]+ (MB|GB) used/)).toBeVisible();
  });

  test('a tap on a viewer tab that goes down before the page is live and comes up after it is not lost; a drag off it is no tap', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_images.length > 0 && c.images.length > 1);
    /** In a browser of its own (nothing cached): goes down on the server's tab, lets the page become live, comes up `moved` px below. */
    const pressAcrossLive = async (name: string, moved: number) => {
      const shopper = await browser.newPage();
      const release = await holdRequests(shopper.context(), '**/assets/CarPage-*.js');
      await shopper.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
      const tab = shopper.getByRole('tab', { name });
      const box = (await tab.boundingBox())!;
      await shopper.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await shopper.mouse.down();
      release();
      await waitUntilCarPageLive(shopper);
      // The tab is hydrated in place, and the app never saw the press go down (the early-tap script
      // holds presses back from it until the page is live): the coming up must still select it.
      await shopper.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + moved);
      await shopper.mouse.up();
      return shopper;
    };
    const tapped = await pressAcrossLive('Gallery', 0);
    await expect(tapped.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    await expect(tapped.getByRole('tab', { name: '360°' })).toHaveAttribute('aria-selected', 'false');
    await tapped.context().close();

    // 60 px below its middle: off the tab, on the view under it.
    const dragged = await pressAcrossLive('Gallery', 60);
    await dragged.waitForTimeout(300);
    await expect(dragged.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'false');
    await expect(dragged.getByRole('tab', { name: '360°' })).toHaveAttribute('aria-selected', 'true');
    await dragged.context().close();
  });

  test('its scripts load once the photo it opens on is in; a photo that fails or never comes holds them back no longer', async ({ page, browser }) => {
    const car = await firstCar(page, 'harbourside-motors', 'status:in_stock');
    const photo = `**${car.primary_image_url.split('?')[0]}?*`;
    const isFirstBundle = (url: string) => /\/assets\/index-[\w-]+\.js$/.test(new URL(url).pathname);
    /** In a browser of its own (nothing cached): the time the first bundle was asked for, and the page live. */
    const landing = async (holdPhoto: (shopper: Page) => Promise<void>) => {
      const shopper = await browser.newPage({ viewport: { width: 412, height: 823 } });
      let bundleAt = 0;
      shopper.on('request', (r) => isFirstBundle(r.url()) && (bundleAt ||= Date.now()));
      await holdPhoto(shopper);
      await shopper.goto(`${origin('harbourside-motors')}/cars/${car.slug}`, { waitUntil: 'commit' });
      return { shopper, bundleAt: () => bundleAt };
    };

    // The photo held: no script is asked for until it is in (well within the loader's wait). Held or
    // stalled, the scripts start late by design, so the page is given the usual limit after that.
    let photoInAt = 0;
    const held = await landing(async (shopper) => {
      const releasePhoto = await holdRequests(shopper, photo);
      setTimeout(() => ((photoInAt = Date.now()), releasePhoto()), PHOTO_WAIT_MS / 2);
    });
    await waitUntilCarPageLive(held.shopper, PHOTO_WAIT_MS + 5000);
    expect(photoInAt, 'the photo was let through').toBeGreaterThan(0);
    expect(held.bundleAt()).toBeGreaterThanOrEqual(photoInAt);
    await held.shopper.close();

    // The photo fails: the scripts come at once, not after the loader's wait.
    let failedAt = 0;
    const failed = await landing(async (shopper) => {
      await shopper.route(photo, (route) => route.abort());
      shopper.on('requestfailed', (r) => r.url().includes(car.primary_image_url.split('?')[0]) && (failedAt ||= Date.now()));
    });
    await waitUntilCarPageLive(failed.shopper);
    expect(failed.bundleAt() - failedAt).toBeLessThan(PHOTO_WAIT_MS / 2);
    await failed.shopper.close();

    // The photo never comes: the page goes live all the same.
    const stalled = await landing(async (shopper) => void (await holdRequests(shopper, photo)));
    await waitUntilCarPageLive(stalled.shopper, PHOTO_WAIT_MS + 5000);
    await expect(stalled.shopper.locator('.gallery-image').first()).toHaveJSProperty('complete', false);
    await stalled.shopper.close();
  });

  test('its first bundle is asked for only once the browser has reported the photo painted, not when it loaded; so are a search screen’s and home’s', async ({ browser, page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    for (const path of [`/cars/${car.slug}`, '/search/used-cars', '/']) {
      const shopper = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await shopper.goto(`${origin('metro-auto-group')}${path}`);
      await live(shopper);
      // The entries the page has had (an observer's buffer), or none if it has had none.
      const { painted, bundleAsked } = await shopper.evaluate(
        () =>
          new Promise<{ painted: number[]; bundleAsked: number }>((resolve) => {
            const photo = document.querySelector('#root img[fetchpriority=high]');
            const bundle = performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(new URL(e.name).pathname));
            const answer = (entries: PerformanceEntry[]) =>
              resolve({
                painted: (entries as (PerformanceEntry & { element: Element | null; renderTime: number })[]).filter((e) => e.element === photo).map((e) => e.renderTime),
                bundleAsked: bundle?.startTime ?? -1,
              });
            new PerformanceObserver((list) => answer(list.getEntries())).observe({ type: 'element', buffered: true });
            setTimeout(() => answer([]), 1000);
          }),
      );
      expect(painted, `${path}: the photo’s paint, reported`).toHaveLength(1);
      expect(bundleAsked, path).toBeGreaterThanOrEqual(painted[0]!);
      await shopper.close();
    }
  });

  test('is hydrated in place: nothing the server sent is replaced, no error, and it responds', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !/\/(img|media)\//.test(m.location().url) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // Counts elements removed from the server's HTML: a failed hydration renders the page anew.
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && node.closest('template') === null) removed.push(`${node.tagName}.${node.className}`);
        }).observe(document.getElementById('root')!, { childList: true, subtree: true });
      });
    });
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await expect(page.getByRole('region', { name: 'Vehicle details' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
    // Metro masks the phone until asked: the server's button reveals it once hydrated.
    await sidebar.getByRole('button', { name: /^Call Now .*\*/ }).click();
    await expect(sidebar.getByRole('link', { name: /^Call Now [^*]+$/ })).toBeVisible();
    // The sections below the sidebar render once it is live and as they near the screen: scrolled to
    // the end and waited for, so a section that replaced the server's HTML would be seen. (Not
    // 'networkidle': the service worker's precache and the photos keep the network busy for long on
    // a loaded machine.)
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1500);
          return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
        },
        { intervals: [50], timeout: 20_000 },
      )
      .toBe(true);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const removed = await page.evaluate(() => (window as unknown as { removed: string[] }).removed);
    expect(removed.filter((el) => /^(MAIN|HEADER|SECTION|ASIDE|IMG|H1)\./.test(el)), 'server elements replaced').toEqual([]);
    expect(errors).toEqual([]);
    // The breadcrumbs and the sidebar's facts at a glance are kept as the server rendered them
    // (src/perf/ServerHtml.tsx): React claimed none of their elements.
    for (const part of ['.breadcrumbs ol', '.car-icons']) expect(await hydrationOf(page, part), part).toEqual({ elements: expect.any(Number), hydrated: 0 });
    expect((await hydrationOf(page, '.breadcrumbs ol, .car-icons')).elements).toBeGreaterThan(10);
  });
  test("hydrating it re-renders none of its disclosures (Share, Showroom mode): they render once, as the server did", async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await live(page);
    // A re-render after hydration would come in its passive effects, a task or two after the commit.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    // React keeps a second copy of an element's fiber once it has rendered it again.
    const renderedAgain = await page.evaluate(() =>
      [...document.querySelectorAll('main .disclosure-row')].map((row) => {
        const fiber = Object.entries(row).find(([key]) => key.startsWith('__reactFiber$'))?.[1] as { alternate: unknown } | undefined;
        return fiber ? fiber.alternate !== null : 'not hydrated';
      }),
    );
    expect(renderedAgain.length).toBeGreaterThan(0);
    expect(renderedAgain).toEqual(renderedAgain.map(() => false));
  });
});

test('a shopper whose calendar is on another day than the server’s: the car page hydrates as served, then tags the car by the shopper’s day', async ({ page }) => {
  // Asked from the test's side, opening no page: a page opened first would register the service
  // worker, which could then serve the app's code from its precache, out of the hold's reach.
  const { tenant } = await tenantBootstrap(tenantSite(page.request, origin('metro-auto-group')));
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => carTag({ ...c, created_at_timestamp: Date.parse(c.created_at) / 1000 }, tenant, new Date())?.kind === 'just-arrived');
  // Years after the car arrived; the server renders with today's date, and tags it 'Just Arrived'.
  await page.clock.setFixedTime(new Date('2031-01-01T12:00:00'));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !/\/(img|media)\//.test(m.location().url) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`, { waitUntil: 'commit' });
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(sidebar.getByText(tenant.stock.justArrivedTag, { exact: true })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  release();
  await waitUntilCarPageLive(page);
  await expect(sidebar.getByText(tenant.stock.justArrivedTag, { exact: true })).toHaveCount(0);
  expect(await heading!.evaluate((h) => h.isConnected), 'the server’s heading hydrated, not replaced').toBe(true);
  expect(errors).toEqual([]);
});

test('a car page registers its service worker once the page has settled: not while the 360 view loads its frames', async ({ page, browser }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_images.length > 0);
  // A shopper of its own: finding the car opened another page of the site, which registered it.
  const shopper = await browser.newPage({ serviceWorkers: 'allow' });
  let letThrough: () => void = () => {};
  const gate = new Promise<void>((open) => (letThrough = open));
  // The spin's worker fetches its frames and waits; the first frame's image, the page's photo, comes.
  // (The e2e server makes no demo media: frames are served here.)
  const frame = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
  await shopper.context().route('**/img/demo/spins/**', async (route) => {
    if (route.request().resourceType() === 'fetch') await gate;
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: frame });
  });
  const registered = () => shopper.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await shopper.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
  await live(shopper);
  await shopper.waitForLoadState('load');
  // Past the load event (where it registered before): nothing yet while the frames are loading.
  await shopper.waitForTimeout(1000);
  expect(await registered()).toBe(false);
  letThrough();
  await expect(shopper.locator('.spin-stage')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(registered, { timeout: 15_000 }).toBe(true);
  await shopper.context().close();
});

test('a car saved before the page has settled is kept offline all the same: saving registers the service worker', async ({ page, browser }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_images.length > 0);
  const shopper = await browser.newPage({ serviceWorkers: 'allow' });
  // The spin's frames never come, so the page never settles on its own.
  await shopper.context().route('**/img/demo/spins/**', async (route) => {
    if (route.request().resourceType() !== 'fetch') await route.fulfill({ status: 404 });
  });
  await shopper.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
  await live(shopper);
  expect(await shopper.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  const sidebar = shopper.getByRole('complementary', { name: 'Price and actions' });
  await sidebar.getByRole('button', { name: '♡ Save' }).click();
  await expect(sidebar.getByRole('button', { name: '♥ Saved' })).toBeVisible();
  await expect
    .poll(() => shopper.evaluate(async (path) => Boolean(await caches.open('forecourt-saved-cars-v1').then((c) => c.match(path, { ignoreVary: true }))), `/cars/${car.slug}`), { timeout: 30_000 })
    .toBe(true);
  await shopper.context().close();
});

test('a car page makes no failing calls: no price gauge is asked for a car without market data', async ({ page }) => {
  const hits = (await lookUpCars(page, origin('metro-auto-group'), { hitsPerPage: 30, filters: 'status:in_stock' })).body.results![0].hits;
  const plain = (await readCars(page, origin('metro-auto-group'), hits.map((h) => h.slug))).find((c) => c.autograb_data === null);
  expect(plain, 'a car without market data in the first 30').toBeTruthy();
  const errors: string[] = [];
  const gaugeCalls: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !/\/(img|media)\//.test(m.location().url) && errors.push(`${m.text()} ${m.location().url}`));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().includes('/autogauge') && gaugeCalls.push(r.url()));
  await page.goto(`${origin('metro-auto-group')}/cars/${plain!.slug}`);
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(gaugeCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('landing on a car page (phone)', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('the price and actions follow the photos, and the sections arriving later shift nothing', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
    const details = page.getByRole('region', { name: 'Vehicle details' });
    await expect(details).toBeVisible();
    const [side, sections, viewer] = await Promise.all([sidebar.boundingBox(), details.boundingBox(), page.getByRole('region', { name: 'Photos and views' }).boundingBox()]);
    expect(side!.y).toBeGreaterThan(viewer!.y + viewer!.height - 1);
    expect(side!.y).toBeLessThan(sections!.y);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('sections far below render as they near the screen, not when the page goes idle', async ({ page }) => {
    const car = await firstCar(page, 'metro-auto-group', 'status:in_stock');
    await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
    await expect(page.getByRole('region', { name: 'Vehicle details' })).toBeVisible();
    const map = page.locator('#vehicle-map');
    // The page goes idle: its idle queue runs (the viewed-car record is stored), and the map is still not built.
    await expect.poll(async () => (await readIdbStore(page, 'viewed-cars')).length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1_500);
    await expect(map, 'the dealer map, screens below, is not built once idle').toHaveCount(0);
    // Scrolling down brings each section within a screen of view, and it renders.
    await scrollDownTo(page, map);
    await expect(map).toBeVisible();
  });
});
