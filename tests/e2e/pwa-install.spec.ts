// Each dealer site installs as its own app, and a new version waits for the shopper to reload.
import { expect, test } from '@playwright/test';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT } from './env.ts';
import { startOwnServer } from './helpers/own-server.ts';
import { openPersistentProfile } from './helpers/profile.ts';
import { documentIsMarked, markDocument, waitForServiceWorker } from './helpers/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

const TENANTS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'].map((slug) => {
  const config = JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')) as { name: string; theme: { colors: { primary: string } }; features: { favourites: boolean } };
  return { slug, name: config.name, themeColor: config.theme.colors.primary, favourites: config.features.favourites };
});

for (const tenant of TENANTS) {
  test(`${tenant.slug} is installable as its own app, keeping the offline shells it has`, async ({ playwright, launchOptions }) => {
    const profile = await openPersistentProfile(playwright.chromium, launchOptions);
    try {
      const page = await profile.context.newPage();
      await page.goto(`http://${tenant.slug}.localhost:${E2E_PORT}/`);
      // Installed: its shell pages were kept, leaving out the ones the dealer has switched off (outback's
      // favourites and compare, which the server answers 404).
      await waitForServiceWorker(page);
      const kept = await page.evaluate(async () => (await (await caches.open('forecourt-pages-v1')).keys()).map((r) => new URL(r.url).pathname));
      expect(kept).toEqual(expect.arrayContaining(['/', '/offline']));
      for (const path of ['/favourites', '/compare']) expect(kept.includes(path), path).toBe(tenant.favourites);
      const cdp = await profile.context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { data, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as { name: string; theme_color: string };
      expect(manifest.name).toBe(tenant.name);
      expect(manifest.theme_color.toLowerCase()).toBe(tenant.themeColor.toLowerCase());
    } finally {
      await profile.close();
    }
  });
}

test('a new version is offered, and loads only when the shopper reloads', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    await page.goto(`${server.origin('outback-caravans')}/`);
    await waitForServiceWorker(page);
    await markDocument(page);

    appendFileSync(join(server.clientDir, 'sw.js'), `\n// build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    expect(await documentIsMarked(page)).toBe(true);

    const reload = prompt.getByRole('button', { name: 'Reload' });
    await reload.focus();
    await expect(reload).toBeFocused();
    await page.keyboard.press('Enter');

    await expect.poll(() => documentIsMarked(page).catch(() => true)).toBe(false);
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(r?.waiting), controlledByActive: r?.active !== null && r?.active === navigator.serviceWorker.controller };
    });
    expect(registration).toEqual({ waiting: false, controlledByActive: true });
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
