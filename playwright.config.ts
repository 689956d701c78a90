import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's Chromium: browser downloads are not reachable here (scripts/ensure-chromium.mjs installs it).
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
import { E2E_PORT } from './tests/e2e/env.ts';
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The service worker is the offline layer; the specs about it allow it (`serviceWorkers: 'allow'`).
    // Elsewhere each test's fresh context would install it again: about 15% of a test's time here.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'tsx src/server/main.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MEDIA: process.env.E2E_DEMO_MEDIA || 'off' },
  },
});
