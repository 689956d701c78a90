// What a salesperson checks on a car saved for the showroom with no network: the page opens, the
// 360 spin has all its frames and turns, and the gallery's first photo is the real one.
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
}
