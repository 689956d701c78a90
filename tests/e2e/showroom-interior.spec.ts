// Showroom mode and the interior: a salesperson saves a car, the server then stops, and the interior
// still opens and draws its panorama, because the save had the service worker keep the viewer's
// lazy three.js code (`forecourt-lazy-assets-v1`) as well as the panorama.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { spawnServer, type ServerProcess } from '../../scripts/server-process.ts';
import type { Car } from '../../src/domain/stock.ts';
import { centreColourDistance } from './helpers/pixels.ts';
import { saveForShowroom } from './helpers/showroom.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';
import { findCar, openCarPage, tenantOrigin, waitUntilCarPageLive } from './helpers/car-finder.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'allow' });

const PANORAMA_RGB = { r: 200, g: 40, b: 40 };
const LAZY_ASSETS = 'forecourt-lazy-assets-v1';

let server: ServerProcess | undefined;
let root: string | undefined;
test.afterEach(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The build under test (CLIENT_DIR, as the config's server uses) on a server this test can stop; a car with an interior open. */
async function openInteriorCar(page: Page, context: BrowserContext): Promise<Car> {
  root = mkdtempSync(join(tmpdir(), 'forecourt-showroom-interior-'));
  server = await spawnServer({ DATA_DIR: join(root, 'data'), MEDIA_DIR: join(root, 'media'), CLIENT_DIR: process.env.CLIENT_DIR || 'dist/client', DEMO_MEDIA: 'off' });
  const origin = tenantOrigin('metro-auto-group', server.port);
  // No demo media on this server: photos, frames and the panorama are served here while it runs.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  const panorama = await sharp({ create: { width: 1024, height: 512, channels: 3, background: PANORAMA_RGB } }).jpeg().toBuffer();
  await context.route('**/img/demo/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: new URL(route.request().url()).pathname.includes('/interiors/') ? panorama : photo }),
  );
  const car = await findCar(page, 'metro-auto-group', 'status:in_stock', (c) => c.spin_interior_image !== null, origin);
  // The car page's code and data then load through the installed worker, as on a returning visit.
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);
  await openCarPage(page, 'metro-auto-group', car, '', origin);
  await expect(page.getByRole('tab', { name: 'Interior' })).toBeVisible();
  return car;
}

const keptViewerCode = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname.includes('InteriorViewer')), LAZY_ASSETS);

async function saveWithViewerCode(page: Page) {
  await saveForShowroom(page);
  expect(await keptViewerCode(page), 'the interior viewer code is kept').toBe(true);
}

/** Stops the server (and the media served here), reloads the car and opens its interior. */
async function interiorWithServerStopped(page: Page, context: BrowserContext, car: Car) {
  await server!.stop();
  await context.unroute('**/img/demo/**');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  // The server's HTML shows the tabs before the page is live; a tap before then does nothing.
  await waitUntilCarPageLive(page);
  await page.getByRole('tab', { name: 'Interior' }).click();
  const stage = page.locator('.interior-stage');
  await expect(stage.locator('canvas')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByText('The interior view is not available on this device.')).toHaveCount(0);
  await expect(page.getByText('Loading interior view…')).toHaveCount(0);
  // The panorama (a flat colour here) fills the view once its texture is drawn.
  await expect.poll(() => centreColourDistance(stage, PANORAMA_RGB), { timeout: 15_000 }).toBeLessThan(40);
}

test('a car saved without ever opening its interior shows the interior with the server stopped', async ({ page, context }) => {
  test.setTimeout(120_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const car = await openInteriorCar(page, context);
  expect(scripts.some((u) => u.includes('InteriorViewer')), 'the interior code is not loaded before it is needed').toBe(false);
  await saveWithViewerCode(page);
  await interiorWithServerStopped(page, context, car);
});

test('viewer code loaded before the service worker saw it is kept by the save all the same', async ({ page, context }) => {
  test.setTimeout(120_000);
  const car = await openInteriorCar(page, context);
  await page.getByRole('tab', { name: 'Interior' }).click();
  await expect(page.locator('.interior-stage canvas')).toHaveCount(1, { timeout: 15_000 });
  // As if the code had loaded before the worker took control: the worker holds no copy of it.
  await page.evaluate(async (name) => caches.delete(name), LAZY_ASSETS);
  expect(await keptViewerCode(page)).toBe(false);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await saveWithViewerCode(page);
  await interiorWithServerStopped(page, context, car);
});
