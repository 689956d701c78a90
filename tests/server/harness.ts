// Starts the real server in-process on a free port with its own store: a SQLite file in a temp dir,
// or, in the `server-postgres` project (TEST_STORE=postgres), a fresh database in the run's cluster.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { requestWithHost } from '../../scripts/server-process.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { openStore, type Store } from '../../src/server/store/store.ts';

export interface TestServer extends RunningServer {
  config: ServerConfig;
  /** What the server logged. */
  logs: string[];
  /** Fetch as the given tenant host (Host header), e.g. get('metro-auto-group', '/api/tenant'). */
  get(host: string, path: string, init?: RequestInit): Promise<Response>;
  url(path: string): string;
  /** Stops the server and deletes its data dir (unless keepData). */
  dispose(keepData?: boolean): Promise<void>;
}

export function tempDir(prefix = 'forecourt-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A copy of the demo tenants with each named tenant.json edited (the caller removes the folder). */
export function tenantsWith(edits: Record<string, (raw: Record<string, unknown>) => void>): string {
  const dir = tempDir('forecourt-tenants-');
  cpSync('tenants', dir, { recursive: true });
  for (const [slug, edit] of Object.entries(edits)) {
    const file = join(dir, slug, 'tenant.json');
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(raw);
    writeFileSync(file, JSON.stringify(raw));
  }
  return dir;
}

/** Which store the tests of this project run against. */
export const TEST_STORE: 'sqlite' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A database of its own in the run's PostgreSQL cluster (postgres-setup.ts): empty, or `seeded` with
 * the demo dealers (copied from the run's seeded template, which is quicker than seeding each).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error('No PostgreSQL cluster: run this test in the server-postgres project (npx vitest run --project server-postgres)');
  const name = `forecourt_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client(admin);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('postgresSeededTemplate')}` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A store of the project's kind opened directly (no server): SQLite in a temp dir, or a fresh PostgreSQL database. */
export async function openTestStore(): Promise<{ store: Store; databaseUrl: string | null; dataDir: string; dispose(): Promise<void> }> {
  const dataDir = tempDir();
  const database = TEST_STORE === 'postgres' ? await createTestDatabase() : null;
  const store = await openStore({ dataDir, databaseUrl: database?.url ?? null, log: () => {} });
  return {
    store,
    databaseUrl: database?.url ?? null,
    dataDir,
    async dispose() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? tempDir();
  const database = TEST_STORE === 'postgres' && env.DATABASE_URL === undefined ? await createTestDatabase({ seeded: true }) : null;
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_MEDIA: 'off',
    CLIENT_DIR: resolve('tests/fixtures/client'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const logs: string[] = [];
  let running: RunningServer;
  try {
    running = await startServer(config, (line) => logs.push(line));
  } catch (error) {
    await database?.drop();
    throw error;
  }
  const url = (path: string) => `http://127.0.0.1:${running.port}${path}`;
  return {
    ...running,
    config,
    logs,
    url,
    get(host, path, init = {}) {
      const hostHeader = host.includes('.') || host === 'localhost' ? `${host}:${running.port}` : `${host}.localhost:${running.port}`;
      return requestWithHost(running.port, hostHeader, path, init);
    },
    async dispose(keepData = false) {
      await running.close();
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
