// A car the site no longer lists (sold before its sold-car days) is gone for shoppers, but keeps
// opening, with its current state, for the shopper who saved it: the service worker sends the car's
// pass, which the car's kept JSON carries, with the car's requests.
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { openSqliteFile } from '../../src/server/sqlite/database.ts';
import { searchCars } from './helpers/cars.ts';
import { startOwnServer } from './helpers/own-server.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';
import { waitUntilCarPageLive } from './helpers/car-finder.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

test.use({ serviceWorkers: 'allow' });

/** Marks the car sold a month ago in the server's database, as a dealer feed would. */
function sellLongAgo(dataDir: string, slug: string): void {
  const db = openSqliteFile(join(dataDir, 'forecourt.sqlite'));
  const { data } = db.prepare('SELECT data FROM cars WHERE slug = ?').get(slug) as { data: string };
  const soldAt = Math.floor(Date.now() / 1000) - 30 * 86_400;
  const car = { ...(JSON.parse(data) as Record<string, unknown>), status: 'sold', sold: true, sold_date_timestamp: soldAt };
  db.prepare('UPDATE cars SET status = ?, sold_date_timestamp = ?, data = ? WHERE slug = ?').run('sold', soldAt, JSON.stringify(car), slug);
  db.close();
}

test('a saved car sold long ago still opens, fresh, for the shopper who saved it; for others it is gone (410)', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    const origin = server.origin('metro-auto-group');
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    const answer = await searchCars(page, { hitsPerPage: 1, filters: 'status:in_stock' });
    const car = answer.body.results![0].hits[0];
    await page.goto(`${origin}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    await page.getByRole('button', { name: '♡ Save' }).click();
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.open('forecourt-saved-cars-v1').then((c) => c.match(url, { ignoreVary: true }))), `/api/cars/${car.slug}`))
      .toBe(true);

    sellLongAgo(server.dataDir, car.slug);

    const strangers = await browser.newContext();
    const stranger = await strangers.newPage();
    const gone = await stranger.goto(`${origin}/cars/${car.slug}`);
    expect(gone?.status()).toBe(410);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // With the cars in stock its page would have listed as similar.
    await expect(stranger.getByRole('region', { name: 'Similar cars' }).getByRole('link').first()).toBeVisible();
    for (const viewport of [{ width: 412, height: 823 }, { width: 1366, height: 900 }]) {
      await stranger.setViewportSize(viewport);
      await expectNoAxeViolations(stranger, `the 410 page at ${viewport.width}px`);
    }
    await strangers.close();

    // The kept copy answers first and is refreshed behind it with the pass: the next visit shows the sale.
    await expect(async () => {
      await page.goto(`${origin}/cars/${car.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      await expect(page.getByRole('region', { name: 'Sold' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await server.stop();
  }
});
