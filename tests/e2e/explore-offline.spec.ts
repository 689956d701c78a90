// A model page and an offer page seen before open offline: their pages and their data come from the
// service worker's caches (every request aborted, the worker's own too).
import { expect, test } from '@playwright/test';
import { goOffline, workerReachesNetwork } from './helpers/offline.ts';
import { waitForServiceWorker, waitUntilCached } from './helpers/service-worker.ts';
import { tenantOrigin } from './helpers/car-finder.ts';

test.use({ serviceWorkers: 'allow' });

const ORIGIN = tenantOrigin('harbourside-motors');

test('a model page and an offer page seen before show offline', async ({ page, context }) => {
  await page.goto(`${ORIGIN}/`);
  await waitForServiceWorker(page);
  await page.goto(`${ORIGIN}/cx-5`);
  await expect(page.locator('.key-specs dt').first()).toBeVisible();
  await page.goto(`${ORIGIN}/offers/mazda/1`);
  await expect(page.locator('.offer-disclaimer')).toBeVisible();
  for (const path of ['/cx-5', '/api/models/cx-5', '/offers/mazda/1', '/api/offers/1']) await waitUntilCached(page, path);

  await goOffline(context);
  expect(await workerReachesNetwork(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2.99% p.a. finance on CX-5');
  await page.goto(`${ORIGIN}/cx-5`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda CX-5');
  await expect(page.locator('.key-specs dt').first()).toBeVisible();
});
