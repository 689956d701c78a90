// The layout shifts of the pages opened after watchLayoutShifts, each with what moved and where from,
// so a failing check says where to look rather than only how much moved.
import type { Page } from '@playwright/test';

/** Before the pages opened after it, starts recording each layout shift from the page's start. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const named = (node?: Node | null) => (node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName));
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${named(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, once the page has painted what it has. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))));
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
