// What a salesperson checks on a car saved for the showroom with no network: the page opens, the
// 360 spin has all its frames and turns, and the gallery's first photo and its thumbnails are the real ones.
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
