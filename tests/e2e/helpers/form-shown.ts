import type { Page } from '@playwright/test';

/**
 * Makes `press`, then resolves with the time in the page from the press's pointerup to a dialog's
 * form coming into the page (its commit), once the form is there.
 */
export async function formShownAfterPress(page: Page, press: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { pressAt?: number; formAt?: number };
    delete w.pressAt;
    delete w.formAt;
    addEventListener('pointerup', () => (w.pressAt = performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => document.querySelector('[role="dialog"] form') && (seen.disconnect(), (w.formAt = performance.now())));
    seen.observe(document.body, { childList: true, subtree: true });
  });
  await press();
  const shown = await page.waitForFunction(() => {
    const w = window as unknown as { pressAt?: number; formAt?: number };
    return w.formAt !== undefined && w.pressAt !== undefined ? w.formAt - w.pressAt : null;
  });
  return (await shown.jsonValue()) as number;
}
