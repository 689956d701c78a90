// A screen whose code cannot load (offline on a first visit) shows a way on, never a blank app.
import { expect, test } from '@playwright/test';

test('a screen whose chunk fails to load says so, keeps the header, and loads on Try again', async ({ page }) => {
  const failing = /\/assets\/ComparePage-[\w-]+\.js$/;
  await page.route(failing, (route) => route.abort('internetdisconnected'));
  await page.goto('/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved cars' }).last()).toHaveAttribute('href', '/favourites');

  // Moving to a page whose code is at hand clears the error; coming back shows it again.
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();

  await page.unroute(failing);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page the server rendered whose code fails to load is live with its message: Try again works at once', async ({ page }) => {
  const failing = /\/assets\/SearchPage-[\w-]+\.js$/;
  await page.route(failing, (route) => route.abort('internetdisconnected'));
  await page.goto('/search/used-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(failing);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
  await expect(page.getByRole('article').first()).toBeVisible();
});
