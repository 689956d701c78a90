// The gallery on a 1024x768 touch tablet: swiping with real touch input (CDP touch events, as a
// finger sends them), where the walkaround video sits among the photos per tenant (spec §9), and when the
// thumbnail strip shows (spec §5).
import { expect, test, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/stock.ts';
import { findCar, openCarPage, tenantOrigin } from './helpers/car-finder.ts';
import { tenantSite } from './helpers/cars.ts';
import { fallbacksInPress, watchSuspenseFallbacks } from './helpers/suspense-fallbacks.ts';
import { touchDrag } from './helpers/touch.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const hasVideo = (c: Car) => c.walkaround_videos.length > 0 || c.video_url !== null;

/** A finger from one x to another across the middle of the element, in small moves. */
async function swipe(page: Page, selector: string, fromShare: number, toShare: number) {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const at = (share: number) => box.x + box.width * share;
  await touchDrag(page, { x: at(fromShare), y }, { x: at(toShare), y });
}

async function openGallery(page: Page) {
  const tab = page.getByRole('tab', { name: 'Gallery' });
  if (await tab.count()) await tab.click();
  await expect(page.locator('.gallery-stage')).toBeVisible();
}

test('swiping left and right with a finger moves the gallery one photo on and back, stopping at the first', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.images.length >= 3);
  await openCarPage(page, 'metro-auto-group', car);
  await openGallery(page);
  const stage = page.locator('.gallery-stage');
  await expect(stage).toHaveAttribute('data-index', '0');
  await swipe(page, '.gallery-stage', 0.75, 0.25);
  await expect(stage).toHaveAttribute('data-index', '1');
  await swipe(page, '.gallery-stage', 0.7, 0.3);
  await expect(stage).toHaveAttribute('data-index', '2');
  await swipe(page, '.gallery-stage', 0.25, 0.75);
  await expect(stage).toHaveAttribute('data-index', '1');
  // It stops at the first photo (spec §4: no wrapping), as the arrow keys do.
  await swipe(page, '.gallery-stage', 0.3, 0.7);
  await swipe(page, '.gallery-stage', 0.3, 0.7);
  await page.waitForTimeout(200);
  await expect(stage).toHaveAttribute('data-index', '0');
  await swipe(page, '.gallery-stage', 0.75, 0.25);
  await expect(stage).toHaveAttribute('data-index', '1');
  // A short touch is not a swipe (the nav buttons take taps).
  await swipe(page, '.gallery-stage', 0.5, 0.52);
  await page.waitForTimeout(200);
  await expect(stage).toHaveAttribute('data-index', '1');
});

/** Which gallery slide holds the video, and how many photos there are. */
async function videoSlot(page: Page): Promise<{ slot: number; photos: number }> {
  const slides = page.locator('.gallery-stage .gallery-slide');
  const kinds = await slides.evaluateAll((els) => els.map((el) => (el.querySelector('video') ? 'video' : 'photo')));
  expect(kinds.filter((k) => k === 'video')).toHaveLength(1);
  return { slot: kinds.indexOf('video'), photos: kinds.length - 1 };
}

for (const [tenant, position, expected] of [
  ['metro-auto-group', 'second', () => 1],
  ['harbourside-motors', 'start', () => 0],
  ['outback-caravans', 'end', (photos: number) => photos],
] as const) {
  test(`${tenant} puts the video ${position} in the gallery; changing mode goes back to the first slide`, async ({ page }) => {
    const car = await findCar(page, tenant, 'status:in_stock', (c) => hasVideo(c) && c.images.length >= 4);
    await openCarPage(page, tenant, car);
    await openGallery(page);
    const { slot, photos } = await videoSlot(page);
    expect(photos).toBe(car.images.length);
    expect(slot).toBe(expected(photos));
    // Going to the video's slide, then leaving the gallery and coming back, starts from the first.
    const stage = page.locator('.gallery-stage');
    await page.getByRole('button', { name: 'Show video 1' }).click();
    await expect(stage).toHaveAttribute('data-index', String(slot));
    await page.getByRole('tab', { name: 'Walkaround' }).click();
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await expect(stage).toHaveAttribute('data-index', '0');
  });
}

test('the first two photos load eagerly with high priority and are numbered among the photos, wherever the video sits (metro: second)', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => hasVideo(c) && c.images.length >= 4);
  await openCarPage(page, 'metro-auto-group', car);
  await openGallery(page);
  expect((await videoSlot(page)).slot).toBe(1);
  const photos = page.locator('.gallery-stage img.gallery-image');
  for (const [i, loading, priority] of [
    [0, 'eager', 'high'],
    [1, 'eager', 'high'],
    [2, 'lazy', 'low'],
  ] as const) {
    await expect(photos.nth(i)).toHaveAttribute('loading', loading);
    await expect(photos.nth(i)).toHaveAttribute('fetchpriority', priority);
    await expect(photos.nth(i)).toHaveAttribute('alt', `${car.name}, photo ${i + 1}`);
  }
  // The thumbnails count the same way: photo 2 is the slide after the video.
  await page.getByRole('button', { name: 'Show photo 2' }).click();
  await expect(page.locator('.gallery-stage')).toHaveAttribute('data-index', '2');
  await expect(photos.nth(1)).toBeVisible();
});

test('a tenant that sets the middle puts the video halfway through the photos', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => hasVideo(c) && c.images.length >= 4);
  // No demo tenant uses 'middle': serve metro's page with its bootstrap set so.
  const html = await (await tenantSite(page.request, tenantOrigin('metro-auto-group')).get(`/cars/${car.slug}`)).text();
  expect(html).toContain('"videoPosition":"second"');
  await page.route(`${tenantOrigin('metro-auto-group')}/cars/${car.slug}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html.replace('"videoPosition":"second"', '"videoPosition":"middle"') }),
  );
  await openCarPage(page, 'metro-auto-group', car);
  await openGallery(page);
  const { slot, photos } = await videoSlot(page);
  expect(slot).toBe(Math.floor(photos / 2));
});

test('a car with photos only shows its gallery without tabs; a car with more views has a tab for each', async ({ page }) => {
  const photosOnly = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.images.length > 1 && !c.spin_images.length && !hasVideo(c) && !c.spin_interior_image);
  await openCarPage(page, 'metro-auto-group', photosOnly);
  const viewer = page.getByRole('region', { name: 'Photos and views' });
  await expect(viewer.locator('.gallery-stage')).toBeVisible();
  await expect(viewer.getByRole('tablist')).toHaveCount(0);
  await expect(viewer.getByRole('tabpanel')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const spinAndPhotos = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_images.length > 0 && c.images.length > 1);
  await openCarPage(page, 'metro-auto-group', spinAndPhotos);
  await expect(viewer.getByRole('tablist', { name: 'View' })).toBeVisible();
  await expect(viewer.getByRole('tab', { name: '360°' })).toBeVisible();
  await expect(viewer.getByRole('tab', { name: 'Gallery' })).toBeVisible();
  await expect(viewer.getByRole('tabpanel')).toHaveCount(1);
});

test('Fullscreen shows the gallery as soon as its code is in, with no fallback to wait out', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.images.length > 1 && !c.spin_images.length && !hasVideo(c) && !c.spin_interior_image);
  await watchSuspenseFallbacks(page);
  await openCarPage(page, 'metro-auto-group', car);
  const fullscreen = page.getByRole('region', { name: 'Photos and views' }).getByRole('button', { name: 'Fullscreen' });
  await fullscreen.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Again on a fresh page, the gallery's code now in the browser's cache: a lazy component still
  // suspends its first render, and a fallback shown for it would have React hold the gallery back
  // until 300 ms after the fallback showed.
  await openCarPage(page, 'metro-auto-group', car);
  const fallbacks = await fallbacksInPress(page, '[role="dialog"]', () => fullscreen.click());
  expect(fallbacks, 'Suspense fallbacks shown between the press and the gallery').toEqual([]);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the view tabs work from the keyboard: arrows choose a view, Home goes back, Tab goes into the view', async ({ page }) => {
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_images.length > 0 && c.images.length > 1 && !hasVideo(c));
  // The server's HTML has the chosen tab in the tab order already, the others out of it.
  const html = await (await tenantSite(page.request, tenantOrigin('metro-auto-group')).get(`/cars/${car.slug}`)).text();
  const tabs = html.match(/<div[^>]*role="tab"[^>]*>/g) ?? [];
  expect(tabs.length).toBeGreaterThan(1);
  for (const tab of tabs) expect(tab).toContain(tab.includes('aria-selected="true"') ? 'tabindex="0"' : 'tabindex="-1"');
  await openCarPage(page, 'metro-auto-group', car);
  const viewer = page.getByRole('region', { name: 'Photos and views' });
  const spin = viewer.getByRole('tab', { name: '360°' });
  const gallery = viewer.getByRole('tab', { name: 'Gallery' });
  await expect(spin).toHaveAttribute('aria-selected', 'true');
  await spin.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery).toBeFocused();
  await expect(gallery).toHaveAttribute('aria-selected', 'true');
  await expect(viewer.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await gallery.getAttribute('id'))!);
  await expect(viewer.locator('.gallery-stage')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(spin).toBeFocused();
  await expect(spin).toHaveAttribute('aria-selected', 'true');
  // Only the chosen tab is a tab stop, and the panel is not one itself: Tab lands on the car.
  await page.keyboard.press('Tab');
  await expect(viewer.locator('.spin-stage')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(spin).toBeFocused();
});

test('thumbnails show only for more than 3 photos (and, on outback, only for a car in stock); one picks its slide', async ({ page }) => {
  const thumbnails = page.getByRole('list', { name: 'Thumbnails' });
  const four = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.images.length >= 4 && !hasVideo(c));
  await openCarPage(page, 'metro-auto-group', four);
  await openGallery(page);
  await expect(thumbnails.getByRole('button')).toHaveCount(four.images.length);
  await thumbnails.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(page.locator('.gallery-stage')).toHaveAttribute('data-index', '2');
  await expect(thumbnails.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');

  const three = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.images.length === 3);
  await openCarPage(page, 'metro-auto-group', three);
  await openGallery(page);
  await expect(thumbnails).toHaveCount(0);

  const inStock = await findCar(page, 'outback-caravans', 'status:in_stock', (c) => c.images.length >= 4);
  await openCarPage(page, 'outback-caravans', inStock);
  await openGallery(page);
  await expect(thumbnails).toBeVisible();
  const notInStock = await findCar(page, 'outback-caravans', 'NOT status:in_stock', (c) => c.images.length >= 4);
  await openCarPage(page, 'outback-caravans', notInStock);
  await openGallery(page);
  await expect(thumbnails).toHaveCount(0);
});
