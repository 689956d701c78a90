import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from './scripts/chromium-paths.ts';
import { E2E_PORT } from './tests/e2e/env.ts';

const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** Tests that need what only the full browser has (Background Sync) carry this tag. */
const FULL_BROWSER = /@full-browser/;
// Set in the environment so the workers (which load this file again) know it too: specs read the
// messages the shared server writes there (tests/e2e/helpers/sign-in.ts).
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'forecourt-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker more than the cores: a test spends part of its time waiting on the server, timers and
  // the network, and with one worker a core the cores sat idle about a fifth of the time.
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The service worker is the offline layer; the specs about it allow it (`serviceWorkers: 'allow'`).
    // Elsewhere each test's fresh context would install it again: about 15% of a test's time here.
    serviceWorkers: 'block',
  },
  // Debian's Chromium builds (browser downloads do not reach this network; scripts/ensure-chromium.ts
  // installs them). Tests run in chromium-headless-shell, Chromium's engine without the desktop
  // browser around it, as Playwright itself runs headless Chromium: about 20% less CPU a test here.
  projects: [
    { name: 'headless-shell', grepInvert: FULL_BROWSER, use: { launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args } } },
    { name: 'chromium', grep: FULL_BROWSER, use: { launchOptions: { executablePath: CHROMIUM_PATH, args } } },
  ],
  webServer: {
    command: 'tsx src/server/main.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MEDIA: process.env.E2E_DEMO_MEDIA || 'off' },
  },
});
