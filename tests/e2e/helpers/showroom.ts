// Saving a car for the showroom, what the service worker then keeps, and what a salesperson checks
// on the saved car with no network: the page opens, the 360 spin has all its frames and turns, and
// the gallery's first photo and its thumbnails are the real ones.
import { expect, type Page } from '@playwright/test';

export async function expectShowroomCarWorks(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const stage = page.locator('.spin-stage');
  await expect(stage).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const start = Number(await stage.getAttribute('data-frame'));
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await stage.getAttribute('data-frame'))).not.toBe(start);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const first = page.locator('.gallery-stage img.gallery-image').first();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.src.endsWith('/img-not-found.svg'))).toBe(true);
  // The thumbnail strip (a car with more than 3 photos): each a stored photo, none the placeholder.
  const thumbs = page.locator('.gallery-thumb img');
  if ((await thumbs.count()) > 0) {
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((img) => (img.scrollIntoView(), img.complete && img.naturalWidth > 0 && !img.src.endsWith('/img-not-found.svg')))))
      .toBe(true);
  }
}

/** Saves the open car page's car for the showroom, waiting until the page says it is saved. */
export async function saveForShowroom(page: Page): Promise<void> {
  await page.getByText('Showroom mode').click();
  await page.getByRole('button', { name: /^Save for showroom/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for showroom' })).toBeVisible({ timeout: 60_000 });
}

/** The URLs the service worker keeps for saved and showroom cars. */
export async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open('forecourt-saved-cars-v1')).keys()).map((r) => r.url));
}
