// WCAG 2.2 A and AA checks with axe-core on what the page shows now.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `scope`: the part of the page a screen owns (its main content, or a dialog it opened); the shared chrome has its own checks. */
export async function expectNoAxeViolations(page: Page, what: string, scope = 'main'): Promise<void> {
  // Legacy mode runs axe in the page itself, where the default finishes each run in a new page of its
  // own (which doubles a check's time); violations only, as only they are read.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).include(scope).withTags(WCAG_TAGS);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(found, `axe on ${what}`).toEqual([]);
}
