// A location page seen before opens offline: its page, the locations and hours, its reviews and its
// drawn map come from the service worker's caches (every request aborted, the worker's own too).
import { expect, test } from '@playwright/test';
import { goOffline, workerReachesNetwork } from './helpers/offline.ts';
import { waitForServiceWorker, waitUntilCached } from './helpers/service-worker.ts';
import { tenantOrigin } from './helpers/car-finder.ts';

test.use({ serviceWorkers: 'allow' });

const ORIGIN = tenantOrigin('harbourside-motors');
const PAGE = '/our-location/harbourside-mazda-service';

test('a location page seen before shows its hours, map and reviews offline', async ({ page, context }) => {
  await page.goto(`${ORIGIN}/`);
  await waitForServiceWorker(page);
  await page.goto(`${ORIGIN}${PAGE}`);
  const map = page.locator('.location-panel .location-map img');
  await expect(page.locator('.review')).toHaveCount(12);
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  for (const path of [PAGE, '/api/locations', '/api/reviews?page=1&location=harbourside-mazda-service', (await map.getAttribute('src'))!]) await waitUntilCached(page, path);

  await goOffline(context);
  expect(await workerReachesNetwork(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Mazda Service');
  await expect(page.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('.hours-table tr')).toHaveCount(7);
  await expect(page.getByText('MVRL', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.review')).toHaveCount(12);
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
