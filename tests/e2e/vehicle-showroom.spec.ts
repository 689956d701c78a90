// Showroom mode: a car saved for the showroom keeps its 360 spin and photos with no network at all.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from './env.ts';
import { searchCars } from './helpers/cars.ts';
import { goOffline } from './helpers/offline.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';
import { waitUntilCarPageLive } from './helpers/vehicle-cars.ts';
import { expectShowroomCarWorks } from './helpers/showroom.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const origin = `http://metro-auto-group.localhost:${E2E_PORT}`;

test('a car saved for the showroom shows its 360 view and photos offline, and can be removed', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The e2e server makes no demo media: serve it (the service worker's own fetches are routed too).
  const frames = await Promise.all(
    Array.from({ length: 36 }, (_, n) => sharp({ create: { width: 600, height: 400, channels: 3, background: { r: n * 7, g: 120, b: 200 - n * 5 } } }).jpeg().toBuffer()),
  );
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  await context.route('**/img/demo/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const frame = /\/spins\/.*\/(\d+)\.jpg$/.exec(path);
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: frame ? frames[Number(frame[1]) % 36] : photo });
  });

  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);
  const answer = await searchCars(page, { hitsPerPage: 100 });
  const car = (answer.body.results![0].hits as unknown as { slug: string; name: string; has_spin: boolean; photos_count: number }[]).find((h) => h.has_spin && h.photos_count > 1)!;
  await page.goto(`${origin}/cars/${car.slug}`);
  await waitUntilCarPageLive(page);
  await expect(page.locator('.spin-stage')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });

  await page.getByText('Showroom mode').click();
  await page.getByRole('button', { name: 'Save for showroom' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for showroom' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Storage: [\d.]+ (MB|GB) used/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved for showroom' }).getByRole('link', { name: car.name })).toBeVisible();
  const keptFrames = () => page.evaluate(async () => (await (await caches.open('forecourt-saved-cars-v1')).keys()).filter((r) => r.url.includes('/img/demo/spins/')).length);
  expect(await keptFrames()).toBe(36 * 3);

  await goOffline(context);
  await page.reload();
  await expectShowroomCarWorks(page, car.name);

  await page.getByText('Showroom mode').click();
  await page.getByRole('button', { name: `Remove ${car.name} from showroom` }).click();
  await expect(page.getByRole('list', { name: 'Saved for showroom' })).toHaveCount(0);
  expect(await keptFrames()).toBe(0);
});
