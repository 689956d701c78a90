// The car page's media viewer on a 1024x768 touch tablet: the 360 spin drawn by its worker
// (frames served here, as the e2e server makes no demo media), the gallery and the interior.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from './env.ts';
import { live } from './helpers/search.ts';
import { lookUpCars } from './helpers/cars.ts';
import { findCar, scrollDownTo, SPIN_LOAD_TIMEOUT, waitUntilCarPageLive } from './helpers/car-finder.ts';
import { centreColourDistance } from './helpers/pixels.ts';
import { touchDrag } from './helpers/touch.ts';
import { holdRequests } from './helpers/hold.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const FRAME_COLOURS = 36;
/** Frame n is a flat colour of its own, so a changed frame shows as changed pixels. */
const frameJpeg = (n: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: (n * 7) % 256, g: 255 - ((n * 7) % 256), b: 90 } } }).jpeg().toBuffer();

async function serveSpinFrames(page: Page) {
  const frames = await Promise.all(Array.from({ length: FRAME_COLOURS }, (_, n) => frameJpeg(n)));
  await page.context().route('**/img/demo/spins/**', (route) => {
    const n = Number(/(\d+)\.jpg/.exec(new URL(route.request().url()).pathname)?.[1] ?? 0);
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: frames[n % FRAME_COLOURS] });
  });
}

const origin = (tenant: string) => `http://${tenant}.localhost:${E2E_PORT}`;

/**
 * Opens the page of one of the tenant's cars with a 360 spin, and waits until it is live; or, with
 * `waitLive` false, only until the spin's stage is there (its sections wait while the spin loads).
 */
async function openSpinCar(page: Page, tenant: string, { waitLive = true } = {}): Promise<string> {
  const answer = await lookUpCars(page, origin(tenant), { hitsPerPage: 100 });
  const hit = (answer.body.results![0].hits as unknown as { slug: string; has_spin: boolean }[]).find((h) => h.has_spin);
  expect(hit, 'a car with a spin').toBeTruthy();
  await page.goto(`${origin(tenant)}/cars/${hit!.slug}`);
  if (waitLive) await waitUntilCarPageLive(page);
  else await expect(page.locator('.spin-stage')).toBeVisible();
  return hit!.slug;
}

const stage = (page: Page) => page.locator('.spin-stage');
const frameOf = async (page: Page) => Number(await stage(page).getAttribute('data-frame'));

test('the spin loads in its worker, turns on drag (20 px a frame) and with the arrow keys, and autorotates', async ({ page }) => {
  await serveSpinFrames(page);
  await openSpinCar(page, 'metro-auto-group');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await expect(stage(page)).toHaveAttribute('data-thread', 'worker');
  // Metro autorotates: the frame moves on by itself.
  const first = await frameOf(page);
  await expect.poll(() => frameOf(page)).not.toBe(first);

  const box = (await stage(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 100, y);
  await page.mouse.down();
  // Pressing stops the autorotation; a tick already in flight from the worker may still land.
  let start = await frameOf(page);
  for (let settled = false; !settled; ) {
    await page.waitForTimeout(250);
    const now = await frameOf(page);
    settled = now === start;
    start = now;
  }
  const before = await stage(page).screenshot();
  await page.mouse.move(box.x + 200, y, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => frameOf(page)).toBe((start + 5) % 36);
  expect(Buffer.compare(before, await stage(page).screenshot())).not.toBe(0);
  // Dragging stopped the autorotation.
  await page.waitForTimeout(400);
  expect(await frameOf(page)).toBe((start + 5) % 36);

  await stage(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frameOf(page)).toBe((start + 6) % 36);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => frameOf(page)).toBe((start + 4) % 36);

  // Hotspots: every one is a button in the list; choosing one turns the car to it and describes it.
  const highlights = page.getByRole('list', { name: 'Highlights' }).getByRole('button');
  expect(await highlights.count()).toBeGreaterThan(0);
  await highlights.first().focus();
  await page.keyboard.press('Enter');
  const title = (await highlights.first().textContent()) ?? '';
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  // Its marker is over the car at its angle, gone with the car turned half round, back when turned back.
  const marker = page.locator('.spin-hotspot', { has: page.locator(`xpath=self::*[@aria-label=${JSON.stringify(title)}]`) });
  await expect(marker).toBeVisible();
  await stage(page).focus();
  for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowRight');
  await expect(marker).toHaveCount(0);
  for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowLeft');
  await expect(marker).toBeVisible();
});

test('the spin can be dragged before its last frames arrive: a loaded neighbour stands in until they do', async ({ page }) => {
  await serveSpinFrames(page);
  // The odd frames (the preload's last ring) are held back until the test lets them through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/img\/demo\/spins\/.*\/\d*[13579]\.jpg/, async (route) => {
    await held;
    await route.fallback();
  });
  await openSpinCar(page, 'metro-auto-group', { waitLive: false });
  // The first frame drawn by the spin: it can be turned from now on.
  await page.waitForFunction(() => performance.getEntriesByName('spin:first-frame').length > 0);
  await expect(stage(page)).toHaveAttribute('data-ready', 'false');
  const box = (await stage(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const before = await stage(page).screenshot();
  await page.mouse.move(box.x + 100, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, y, { steps: 10 });
  await page.mouse.up();
  // Frame 5 is still on its way: the car turned all the same, showing frame 4 or 6 meanwhile.
  await expect.poll(() => frameOf(page)).toBe(5);
  await expect(stage(page)).toHaveAttribute('data-ready', 'false');
  expect(Buffer.compare(before, await stage(page).screenshot())).not.toBe(0);
  release();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  expect(await frameOf(page)).toBe(5);
});

test('a finger turns the spin on the touch tablet: 20 px a frame, either way', async ({ page }) => {
  await serveSpinFrames(page);
  // Outback does not autorotate: the frame moves only when the finger moves it.
  await openSpinCar(page, 'outback-caravans');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  expect(await frameOf(page)).toBe(0);
  const box = (await stage(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const before = await stage(page).screenshot();
  // 100 px to the right is 5 frames on; the stage pans the page only up and down (touch-action: pan-y).
  await touchDrag(page, { x: box.x + 150, y }, { x: box.x + 250, y }, 10);
  await expect.poll(() => frameOf(page)).toBe(5);
  expect(Buffer.compare(before, await stage(page).screenshot())).not.toBe(0);
  // 60 px back to the left is 3 frames back.
  await touchDrag(page, { x: box.x + 300, y }, { x: box.x + 240, y }, 6);
  await expect.poll(() => frameOf(page)).toBe(2);
  // Past frame 0 it goes round to the last frames: 140 px left from frame 2 is frame 31.
  await touchDrag(page, { x: box.x + 300, y }, { x: box.x + 160, y }, 10);
  await expect.poll(() => frameOf(page)).toBe(31);
});

test("the spin's first frame is on screen before any script runs, and the spin's canvas takes over once it draws", async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 768 } });
  const bare = await noScript.newPage();
  await serveSpinFrames(bare);
  const slug = await openSpinCar(bare, 'metro-auto-group', { waitLive: false });
  const poster = bare.locator('.spin-stage img.spin-poster');
  await expect(poster).toBeVisible();
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/img\/demo\/spins\//);
  await noScript.close();

  await serveSpinFrames(page);
  await page.goto(`${origin('metro-auto-group')}/cars/${slug}`);
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await expect(stage(page).locator('img.spin-poster')).toHaveCount(0);
  await expect(stage(page).locator('canvas.spin-canvas')).toBeVisible();
});

test('without OffscreenCanvas the spin draws on the main thread, and still turns', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
  await serveSpinFrames(page);
  await openSpinCar(page, 'outback-caravans');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await expect(stage(page)).toHaveAttribute('data-thread', 'main');
  expect(await frameOf(page)).toBe(0);
  const before = await stage(page).screenshot();
  await stage(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frameOf(page)).toBe(1);
  // The frame drawn changed with it (each frame is its own colour).
  await expect.poll(async () => Buffer.compare(before, await stage(page).screenshot())).not.toBe(0);
});

test('a tenant that turns autorotate off keeps the first frame until the shopper turns it', async ({ page }) => {
  await serveSpinFrames(page);
  await openSpinCar(page, 'outback-caravans');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await page.waitForTimeout(600);
  expect(await frameOf(page)).toBe(0);
});

test('with reduced motion asked for, the spin keeps still on a tenant that autorotates, and still turns by key', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await serveSpinFrames(page);
  await openSpinCar(page, 'metro-auto-group');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await page.waitForTimeout(600);
  expect(await frameOf(page)).toBe(0);
  await stage(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frameOf(page)).toBe(1);
});

test('the spin turns by itself only while on screen: scrolled away it stops, and back in view it goes on', async ({ page }) => {
  await serveSpinFrames(page);
  await openSpinCar(page, 'metro-auto-group');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  const first = await frameOf(page);
  await expect.poll(() => frameOf(page)).not.toBe(first);
  await scrollDownTo(page, page.locator('#vehicle-map'));
  await expect(stage(page)).not.toBeInViewport();
  // A tick already under way may still land; then it holds for ten ticks' time.
  await expect.poll(async () => {
    const before = await frameOf(page);
    await page.waitForTimeout(300);
    return (await frameOf(page)) === before;
  }).toBe(true);
  const still = await frameOf(page);
  await page.waitForTimeout(1000);
  expect(await frameOf(page)).toBe(still);
  await stage(page).scrollIntoViewIfNeeded();
  await expect.poll(() => frameOf(page)).not.toBe(still);
});

test('while the spin loads its frames, the sections (code and all) and the analytics batch wait, even the section on screen unless scrolled to; they follow once it is ready', async ({ page }) => {
  // Frames held back until the test lets them through: the spin stays loading meanwhile.
  const frames = await Promise.all(Array.from({ length: FRAME_COLOURS }, (_, n) => frameJpeg(n)));
  let letThrough: () => void = () => {};
  const gate = new Promise<void>((open) => (letThrough = open));
  // Half the spin's frames (its worker's fetches) come at once, the rest wait. The first frame's
  // image and its preloads are not the spin's loading.
  let served = 0;
  await page.context().route('**/img/demo/spins/**', async (route) => {
    if (route.request().resourceType() === 'fetch' && ++served > 18) await gate;
    const n = Number(/(\d+)\.jpg/.exec(new URL(route.request().url()).pathname)?.[1] ?? 0);
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: frames[n % FRAME_COLOURS] });
  });
  const eventPosts: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/events') eventPosts.push(Date.now());
  });
  await openSpinCar(page, 'metro-auto-group', { waitLive: false });
  await expect(stage(page)).not.toHaveAttribute('data-ready', 'true');
  // The progress bar follows the frames loaded.
  const progress = page.getByRole('progressbar', { name: 'Loading 360° view' });
  await expect(progress).toHaveAttribute('aria-valuenow', '18');
  await expect(progress).toHaveAttribute('aria-valuemax', '36');
  await expect(progress).toContainText('Loading 360° view… 50%');
  // The canvas has drawn the first frame over the first frame's image, which stays until the spin is
  // ready: the stage's nodes do not change while the frames load (a change re-rendered the viewer's tabs
  // in the middle of the preload).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('spin:first-frame').length)).toBe(1);
  await expect(stage(page).locator('img.spin-poster')).toHaveCount(1);
  expect(await stage(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 3)?.className;
  })).toBe('spin-canvas');
  // The page's view event (in the data layer at once) is batched for 3 s, then sent in the idle
  // queue, which the spin holds; past that time the page has long been idle too.
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { name: string }[] }).dataLayer ?? []).some((e) => e.name === 'view'))).toBe(true);
  await page.waitForTimeout(3_500);
  expect(eventPosts, 'no analytics batch sent while the spin loads').toEqual([]);
  // The dealer map is screens below: not built while the spin loads, even once the page is idle.
  // Nor is the vehicle details section whose top shows under the viewer on a tablet: its mount
  // would be a long task in the middle of the spin's progress.
  await expect(page.locator('#vehicle-map')).toHaveCount(0);
  // Not even the sections' own placeholders: their code, a chunk imported when they first render,
  // has not been run (its evaluation would be a long task of its own).
  await expect(page.locator('.car-main .deferred-section')).toHaveCount(1);
  const details = page.getByRole('region', { name: 'Vehicle details' });
  await expect(details).toHaveCount(0);
  expect(await page.locator('.deferred-section').first().evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
  // A shopper scrolling down gets it at once.
  await page.mouse.wheel(0, 300);
  await expect(details).toHaveCount(1);
  await expect(progress).toBeVisible();
  // The highlights are listed from the start, waiting for the spin: nothing below the viewer moves
  // when it is ready (they used to appear then, pushing the page down).
  const highlights = page.getByRole('list', { name: 'Highlights' }).getByRole('button');
  expect(await highlights.count()).toBeGreaterThan(0);
  await expect(highlights.first()).toBeDisabled();
  const belowViewer = () => page.locator('.car-main').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const topWhileLoading = await belowViewer();
  letThrough();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  await expect(progress).toHaveCount(0);
  await expect(highlights.first()).toBeEnabled();
  expect(await belowViewer()).toBe(topWhileLoading);
  await expect.poll(() => eventPosts.length, { message: 'the batch goes once the spin is ready' }).toBeGreaterThan(0);
});

test('while the car is being turned, the section under the viewer waits; it follows once the drag ends', async ({ page }) => {
  const frames = await Promise.all(Array.from({ length: FRAME_COLOURS }, (_, n) => frameJpeg(n)));
  let letThrough: () => void = () => {};
  const gate = new Promise<void>((open) => (letThrough = open));
  await page.context().route('**/img/demo/spins/**', async (route) => {
    if (route.request().resourceType() === 'fetch') await gate;
    const n = Number(/(\d+)\.jpg/.exec(new URL(route.request().url()).pathname)?.[1] ?? 0);
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: frames[n % FRAME_COLOURS] });
  });
  await openSpinCar(page, 'metro-auto-group', { waitLive: false });
  await live(page);
  // A salesperson takes hold of the car while its frames load, and is still turning it when they are in.
  const box = (await stage(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  letThrough();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true', { timeout: SPIN_LOAD_TIMEOUT });
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + step * 20, box.y + box.height / 2);
  // The vehicle details, whose top shows under the viewer on a tablet, would render once the spin is
  // ready: not while the car turns (its mount would stall the drag), but as soon as it is let go.
  const details = page.getByRole('region', { name: 'Vehicle details' });
  await page.waitForTimeout(2_000);
  await expect(details).toHaveCount(0);
  await page.mouse.up();
  await expect(details).toHaveCount(1, { timeout: 10_000 });
});

test('a spin whose frames are missing says so instead of hanging', async ({ page }) => {
  await openSpinCar(page, 'metro-auto-group');
  await expect(page.getByText('The 360° view could not be loaded.')).toBeVisible();
});

test('gallery: arrow keys and previous/next stop at the ends, placeholder for failed photos, srcset, first two eager; mode switch resets it', async ({ page }) => {
  // A CDN that fails outright (no placeholder body of its own): the page puts its placeholder in.
  // The lead photo is always the front three-quarter view.
  await page.context().route('**/img/demo/photos/**/front-three-quarter.jpg*', (route) => route.abort());
  await openSpinCar(page, 'metro-auto-group');
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const gallery = page.locator('.gallery-stage');
  const images = gallery.locator('img.gallery-image');
  const count = await images.count();
  expect(count).toBeGreaterThan(1);
  await expect(images.nth(1)).toHaveAttribute('srcset', /w=300.* 300w, .*w=600.* 600w, .*w=1200.* 1200w/);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'high');
  if (count > 2) await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('src', '/img-not-found.svg');
  // Spec §4: no wrapping. At either end the arrow key that way does nothing and its button is disabled.
  const previous = gallery.getByRole('button', { name: 'Previous photo' });
  const next = gallery.getByRole('button', { name: 'Next photo' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery).toHaveAttribute('data-index', '1');
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery).toHaveAttribute('data-index', '0');
  await expect(previous).toBeDisabled();
  const last = String((await gallery.locator('.gallery-slide').count()) - 1);
  await next.click();
  await expect(gallery).toHaveAttribute('data-index', '1');
  await gallery.focus();
  for (let i = 1; i <= Number(last); i++) await page.keyboard.press('ArrowRight');
  await expect(gallery).toHaveAttribute('data-index', last);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  // By keyboard on the buttons: the one that reaches an end keeps the focus there.
  await previous.focus();
  for (let i = 0; i < Number(last); i++) await page.keyboard.press('Enter');
  await expect(gallery).toHaveAttribute('data-index', '0');
  await expect(previous).toBeDisabled();
  await expect(previous).toBeFocused();
  await next.focus();
  for (let i = 0; i < Number(last); i++) await page.keyboard.press('Enter');
  await expect(gallery).toHaveAttribute('data-index', last);
  await expect(next).toBeFocused();
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  const fullscreen = page.getByRole('dialog', { name: /photos$/ });
  await expect(fullscreen.locator('.gallery-stage')).toHaveAttribute('data-index', last);
  // The fullscreen gallery is the same one: it opens on the last photo, with Next disabled.
  await expect(fullscreen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(fullscreen).toHaveCount(0);
  await page.getByRole('tab', { name: '360°' }).click();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(gallery).toHaveAttribute('data-index', '0');
});

test('the interior opens three.js only when chosen, draws the panorama and leaves no WebGL canvas behind', async ({ page }) => {
  const panorama = { r: 40, g: 160, b: 60 };
  const panoramaJpeg = await sharp({ create: { width: 1024, height: 512, channels: 3, background: panorama } }).jpeg().toBuffer();
  // The panorama is held back at first: until it is drawn the view says it is loading, not a black box.
  const release = await holdRequests(page.context(), '**/img/demo/interiors/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: panoramaJpeg }));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await openSpinCar(page, 'metro-auto-group');
  await expect(page.getByRole('tab', { name: 'Interior' })).toBeVisible();
  expect(scripts.some((u) => u.includes('InteriorViewer'))).toBe(false);
  await page.getByRole('tab', { name: 'Interior' }).click();
  await expect(page.locator('.interior-stage canvas')).toHaveCount(1, { timeout: 15_000 });
  expect(scripts.some((u) => u.includes('InteriorViewer'))).toBe(true);
  const loading = page.locator('.interior-stage').getByRole('status');
  await expect(loading).toHaveText('Loading interior view…');
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  // Seen from inside the sphere, the panorama (one flat colour here) fills the view.
  await expect.poll(() => centreColourDistance(page.locator('.interior-stage'), panorama), { timeout: 15_000 }).toBeLessThan(40);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('the interior draws only when the view changes: nothing while left alone, again on a key or a drag', async ({ page }) => {
  // Counts the WebGL draw calls the page makes.
  await page.addInitScript(() => {
    const counter = window as unknown as { draws: number };
    counter.draws = 0;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const drawElements = proto.drawElements;
      proto.drawElements = function (this: WebGLRenderingContext, ...args: Parameters<WebGLRenderingContext['drawElements']>) {
        counter.draws++;
        return drawElements.apply(this, args);
      };
    }
  });
  const panorama = { r: 40, g: 160, b: 60 };
  const panoramaJpeg = await sharp({ create: { width: 1024, height: 512, channels: 3, background: panorama } }).jpeg().toBuffer();
  await page.context().route('**/img/demo/interiors/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: panoramaJpeg }));
  await openSpinCar(page, 'metro-auto-group');
  await page.getByRole('tab', { name: 'Interior' }).click();
  const view = page.locator('.interior-stage');
  await expect.poll(() => centreColourDistance(view, panorama), { timeout: 15_000 }).toBeLessThan(40);
  const draws = () => page.evaluate(() => (window as unknown as { draws: number }).draws);
  // Once settled (the panorama's arrival and the layout may each ask for a frame), a second of nothing.
  await expect.poll(async () => {
    const before = await draws();
    await page.waitForTimeout(300);
    return (await draws()) === before;
  }).toBe(true);
  const idle = await draws();
  expect(idle).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  expect(await draws()).toBe(idle);

  await view.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(draws).toBeGreaterThan(idle);
  const afterKey = await draws();
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(draws).toBeGreaterThan(afterKey);
});

test('an interior highlight turns the view to its spot, where its marker sits, and says what it is', async ({ page }) => {
  const slug = await openSpinCar(page, 'metro-auto-group');
  const hotspots = await page.evaluate(async (s) => {
    const car = (await (await fetch(`/api/cars/${s}`)).json()) as { hotspots: { id: string; kind: string; x: number; y: number; title: string; description: string }[] };
    return car.hotspots.filter((h) => h.kind === 'interior');
  }, slug);
  expect(hotspots.length, 'a car with two interior hotspots').toBeGreaterThan(1);
  const [first, second] = hotspots;
  // A green panorama with a red patch where the first hotspot is.
  const size = { width: 1024, height: 512 };
  const green = { r: 40, g: 160, b: 60 };
  const red = { r: 210, g: 30, b: 40 };
  const patch = await sharp({ create: { width: 90, height: 70, channels: 3, background: red } }).png().toBuffer();
  const panorama = await sharp({ create: { ...size, channels: 3, background: green } })
    .composite([{ input: patch, left: Math.round(first.x * size.width) - 45, top: Math.round(first.y * size.height) - 35 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  await page.context().route('**/img/demo/interiors/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: panorama }));
  await page.getByRole('tab', { name: 'Interior' }).click();
  const view = page.locator('.interior-stage');
  await expect(view.locator('canvas')).toHaveCount(1, { timeout: 15_000 });

  const highlights = page.getByRole('list', { name: 'Interior highlights' });
  await highlights.getByRole('button', { name: first.title }).click();
  await expect(page.getByRole('status').filter({ hasText: first.description })).toHaveText(`${first.title}: ${first.description}`);
  // The spot is in the middle of the view (sampled beside the marker, which covers the very centre)…
  await expect.poll(() => centreColourDistance(view, red, 24), { timeout: 15_000 }).toBeLessThan(60);
  // …and so is its marker.
  const marker = view.getByRole('button', { name: first.title });
  await expect(marker).toBeVisible();
  const centreOf = async () => {
    const [m, v] = [(await marker.boundingBox())!, (await view.boundingBox())!];
    return Math.hypot(m.x + m.width / 2 - (v.x + v.width / 2), m.y + m.height / 2 - (v.y + v.height / 2));
  };
  await expect.poll(centreOf).toBeLessThan(4);

  // Another highlight turns away: the view leaves the patch and the first marker leaves the middle.
  await highlights.getByRole('button', { name: second.title }).click();
  await expect(page.getByRole('status').filter({ hasText: second.description })).toBeVisible();
  await expect.poll(() => centreColourDistance(view, green, 24)).toBeLessThan(60);
  await expect.poll(async () => (await marker.isHidden()) || (await centreOf()) > 40).toBe(true);
});

test('a finger drag looks around the interior: the view turns with the finger', async ({ page }) => {
  const panorama = await sharp({ create: { width: 1024, height: 512, channels: 3, background: { r: 40, g: 160, b: 60 } } }).jpeg().toBuffer();
  await page.context().route('**/img/demo/interiors/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: panorama }));
  await openSpinCar(page, 'metro-auto-group');
  await page.getByRole('tab', { name: 'Interior' }).click();
  const view = page.locator('.interior-stage');
  await expect(view.locator('canvas')).toHaveCount(1, { timeout: 15_000 });
  // A highlight's marker sits on its point of the panorama: where it is on screen is where the view faces.
  const highlight = page.getByRole('list', { name: 'Interior highlights' }).getByRole('button').first();
  const title = (await highlight.textContent())!;
  await highlight.click();
  const marker = view.getByRole('button', { name: title });
  await expect(marker).toBeVisible();
  const markerX = async () => {
    const [m, v] = [(await marker.boundingBox())!, (await view.boundingBox())!];
    return m.x + m.width / 2 - (v.x + v.width / 2);
  };
  await expect.poll(async () => Math.abs(await markerX())).toBeLessThan(4);
  const box = (await view.boundingBox())!;
  const y = box.y + box.height / 2;
  // A finger 150 px to the right turns the view with it: the point it faced moves right.
  await touchDrag(page, { x: box.x + box.width / 2 - 75, y }, { x: box.x + box.width / 2 + 75, y }, 10);
  await expect.poll(markerX).toBeGreaterThan(60);
  // And back to the left, past the middle.
  await touchDrag(page, { x: box.x + box.width / 2 + 100, y }, { x: box.x + box.width / 2 - 100, y }, 10);
  await expect.poll(markerX).toBeLessThan(-20);
});

test('the walkaround video shows its poster and never autoplays', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.walkaround_videos.length > 0 && c.primary_image_url !== null);
  await page.goto(`${origin('metro-auto-group')}/cars/${car.slug}`);
  await waitUntilCarPageLive(page);
  await page.getByRole('tab', { name: 'Walkaround' }).click();
  const video = page.locator('video.walkaround-video');
  await expect(video).toHaveAttribute('poster', /\/img\/.*w=600/);
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, paused: v.paused }))).toEqual({ autoplay: false, paused: true });
});
