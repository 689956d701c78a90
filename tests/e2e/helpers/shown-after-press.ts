import type { Page } from '@playwright/test';

/**
 * Makes `press`, then resolves with the time in the page from the press's pointerup to an element
 * matching `selector` coming into the page (its commit), once it is there.
 */
export async function shownAfterPress(page: Page, selector: string, press: () => Promise<void>): Promise<number> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { pressAt?: number; shownAt?: number };
    delete w.pressAt;
    delete w.shownAt;
    addEventListener('pointerup', () => (w.pressAt = performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => document.querySelector(wanted) && (seen.disconnect(), (w.shownAt = performance.now())));
    seen.observe(document.body, { childList: true, subtree: true });
  }, selector);
  await press();
  const shown = await page.waitForFunction(() => {
    const w = window as unknown as { pressAt?: number; shownAt?: number };
    return w.shownAt !== undefined && w.pressAt !== undefined ? w.shownAt - w.pressAt : null;
  });
  return (await shown.jsonValue()) as number;
}
