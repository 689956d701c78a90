import { defineConfig } from 'vitest/config';

/**
 * Tests that touch what outlives a file (globals, IndexedDB, timers, mocks, servers, builds) get
 * modules of their own; the rest share one set per thread, which halves the run here (each file
 * importing its modules afresh was half of it).
 */
const ownModules = [
  'tests/build/**/*.test.ts',
  'tests/unit/db-*.test.ts',
  'tests/unit/{analytics,idle-work,leads-outbox-client,own-task,search-cache,vehicle-spin-engine,worker-bridge}.test.ts',
];

export default defineConfig({
  test: {
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.ts'], exclude: ownModules, isolate: false } },
      // Each server test starts its own server on its own data dir.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'own', include: ownModules } },
    ],
  },
});
