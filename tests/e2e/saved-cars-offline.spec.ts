// Saved cars through the app itself: Save and Compare on a car page keep it on the device, and with
// the server gone the favourites and compare pages still list it with its photo.
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { findCars } from './helpers/cars.ts';
import { writePhoto } from './helpers/media.ts';
import { workerReachesNetwork } from './helpers/offline.ts';
import { startOwnServer } from './helpers/own-server.ts';
import { waitUntilCarPageLive } from './helpers/car-finder.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('a car saved in the app opens offline on the favourites and compare pages, with its photo', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    const origin = server.origin('metro-auto-group');
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    const [car] = await findCars(page, 1);
    await writePhoto(join(server.mediaDir, car.photoPath));
    // The favourites page shows the same photo URL the car page uses, so one cached copy serves both.
    await page.goto(`${origin}/favourites`);
    await expect(page.getByText("You haven't saved any cars yet.", { exact: false })).toBeVisible();

    await page.goto(`${origin}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    await page.getByRole('button', { name: '♡ Save' }).click();
    await expect(page.getByRole('button', { name: '♥ Saved' })).toBeVisible();
    await page.getByRole('button', { name: '+ Compare' }).click();
    await expect(page.getByRole('button', { name: '✓ Comparing' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.open('forecourt-saved-cars-v1').then((c) => c.match(url, { ignoreVary: true }))), car.photoUrl))
      .toBe(true);

    await server.stop();
    expect(await workerReachesNetwork(page)).toBe(false);

    await page.goto(`${origin}/favourites`);
    const saved = page.getByRole('link', { name: car.name });
    await expect(saved).toBeVisible();
    const photo = saved.locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

    await page.goto(`${origin}/compare`);
    await expect(page.getByRole('columnheader', { name: new RegExp(car.name) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Odometer/ })).toContainText('km');

    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  } finally {
    await server.stop();
  }
});
