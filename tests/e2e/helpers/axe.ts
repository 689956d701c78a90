// WCAG 2.2 A and AA checks with axe-core on what the page shows now.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core that @axe-core/playwright itself depends on, so the checks are the ones it would run.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = (fromAxePlaywright('axe-core') as { source: string }).source;
/** What the builder evaluates in place of axe-core's source, once `withAxe` has put it in each frame. */
const ALREADY_IN = ';';

/**
 * axe-core's source (650 KB) evaluated in each of the page's frames that lacks it. The builder's
 * legacy mode evaluates it twice in every frame on each check, about half of a screen's whole check
 * here; a document keeps it from one check to the next.
 */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that went away meanwhile has nothing to check, as the builder's own injection treats it.
    const has = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true);
    if (!has) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

/**
 * `scope`: the parts of the page a screen owns (its main content, or a dialog it opened, and the
 * header where the screen changes it); the shared chrome has its own checks.
 */
export async function expectNoAxeViolations(page: Page, what: string, scope: string | readonly string[] = 'main'): Promise<void> {
  await withAxe(page);
  // Legacy mode runs axe in the page itself, where the default finishes each run in a new page of its
  // own (which doubles a check's time); violations only, as only they are read.
  const builder = new AxeBuilder({ page, axeSource: ALREADY_IN }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  for (const part of typeof scope === 'string' ? [scope] : scope) builder.include(part);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(found, `axe on ${what}`).toEqual([]);
}
