import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';
/**
 * What in a unit test's source outlives its file: mocks, spies, fake timers, globals, IndexedDB
 * (directly or through db-helpers) and the environment.
 */
const OUTLIVES_ITS_FILE = /vi\.(mock|stubGlobal|useFakeTimers|spyOn)|indexedDB|db-helpers|globalThis\.|process\.env/;

/**
 * Unit tests whose source touches what outlives a file get modules of their own; the rest share one
 * set per thread (`isolate: false`), which halves the run here (each file importing its modules
 * afresh was half of it). Read from the sources, so a new test is sorted as it is written.
 */
const ownModuleUnitTests = readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts') && OUTLIVES_ITS_FILE.test(readFileSync(`${UNIT}/${name}`, 'utf8')))
  .map((name) => `${UNIT}/${name}`);

/**
 * Server tests whose outcome depends on the store (leads, idempotency, rate limits, deliveries, view
 * and reveal counts, which cars a shopper may see, sign-in and My Garage, what the sitemap and feeds
 * list, payments and the embedded payment service with their row locks, the repository itself) run a
 * second time against PostgreSQL; the pure-HTTP ones (media, search engine, pages, headers, messages)
 * would only repeat themselves. `postgres-*` tests (several instances, PostgreSQL down and back) run
 * against PostgreSQL only.
 */
const STORE_TESTS = ['store', 'rate-limit', 'leads-intake', 'leads-delivery', 'car-routes', 'car-access', 'accounts-sign-in', 'accounts-garage', 'seo', 'payments'].map(
  (name) => `tests/server/${name}.test.ts`,
);
const POSTGRES_ONLY = 'tests/server/postgres-*.test.ts';

export default defineConfig({
  test: {
    pool: 'threads',
    // A worker for every core: Vitest's default in a run keeps one core for itself, which on a 2-core
    // machine is one worker, and the main process here mostly waits.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: [`${UNIT}/**/*.test.ts`], exclude: ownModuleUnitTests, isolate: false } },
      // Each server test starts its own server on its own data dir.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], exclude: [POSTGRES_ONLY], isolate: false } },
      // A throwaway cluster for the run (tests/server/postgres-setup.ts); each server a database of its own.
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: [...STORE_TESTS, POSTGRES_ONLY],
          isolate: false,
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['tests/server/postgres-setup.ts'],
        },
      },
      // Processes, not threads: Node's BroadcastChannel reaches every thread of a process, so two files
      // of browser-store tests side by side would hear each other's changes (src/db/changes.ts).
      { extends: true, test: { name: 'own', include: ['tests/build/**/*.test.ts', ...ownModuleUnitTests], pool: 'forks' } },
      // React behaviour that needs no real browser (forms' messages, the finance calculator,
      // expand/collapse, toasts), rendered in jsdom with IndexedDB from fake-indexeddb.
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/component/setup.ts'] } },
    ],
  },
});
