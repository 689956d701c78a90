// A browser profile on disk. Playwright's contexts are incognito, and Chromium never reports an
// incognito page as installable ("in-incognito"), so install checks need a real profile.
import type { BrowserContext, BrowserType, LaunchOptions } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function openPersistentProfile(browserType: BrowserType, launchOptions: LaunchOptions): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-profile-'));
  const context = await browserType.launchPersistentContext(dir, launchOptions);
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
