// Whether hydration kept the server's HTML: the elements removed from #root from the document's start.
import type { Page } from '@playwright/test';

/** Records the tag of every element removed from #root of the pages opened after it. */
export async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
}

/** The removed elements' tags that are among `tags`. */
export async function removedOf(page: Page, tags: readonly string[]): Promise<string[]> {
  const removed = await page.evaluate(() => (window as unknown as { removed: string[] }).removed);
  return removed.filter((tag) => tags.includes(tag));
}
