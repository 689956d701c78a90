// Whether hydration kept the server's HTML: the elements removed from #root from the document's start,
// and the parts it left alone (static islands).
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

/**
 * How many elements are inside the parts `selector` matches, and how many of them React hydrated (an
 * element React claimed carries its fiber): a static island (src/perf/ServerHtml.tsx) has none.
 */
export function hydrationOf(page: Page, selector: string): Promise<{ elements: number; hydrated: number }> {
  return page.evaluate((parts) => {
    const elements = [...document.querySelectorAll(`:is(${parts}) *`)];
    return { elements: elements.length, hydrated: elements.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber'))).length };
  }, selector);
}
