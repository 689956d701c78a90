// A server of the lead tests' own, so they can read the leads it stores: its own data dir and port,
// serving the build in CLIENT_DIR (default dist/client).
import { test } from '@playwright/test';
import { openSqliteFile } from '../../src/server/sqlite/database.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer, type ServerProcess } from '../../scripts/server-process.ts';

/**
 * What the hook that starts one may take: the start seeds the demo dealers and builds their indexes,
 * past a test's 30 s on a slow machine under CI's load.
 */
const SERVER_START_TIMEOUT = 180_000;

export interface LeadsServer {
  origin(slug: string): string;
  dataDir: string;
  /** Rows of the leads table for a tenant, lead JSON parsed. */
  leads(tenant: string): { id: number; form: string; lead: Record<string, unknown> }[];
  query<T>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startLeadsServer(): Promise<LeadsServer> {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-leads-e2e-'));
  const dataDir = join(root, 'data');
  let server: ServerProcess | undefined;
  let port = 0;
  const launch = async () => {
    server = await spawnServer({ PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'dist/client'), DEMO_MEDIA: 'off', LEADS_RATE_PER_IP: '1000' });
    port = server.port;
  };
  const stop = async () => {
    await server?.stop();
  };
  await launch();
  const query = <T>(sql: string, ...params: unknown[]): T[] => {
    const db = openSqliteFile(join(dataDir, 'forecourt.sqlite'), { readOnly: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  return {
    origin: (slug) => `http://${slug}.localhost:${port}`,
    dataDir,
    query,
    leads: (tenant) =>
      query<{ id: number; form: string; data: string }>('SELECT id, form, data FROM leads WHERE tenant = ? ORDER BY id', tenant).map((r) => ({
        id: r.id,
        form: r.form,
        lead: JSON.parse(r.data) as Record<string, unknown>,
      })),
    stop,
    // Restarts on the same port with the same data, as a redeployed server would.
    start: launch,
  };
}

function removeLeadsServer(server: LeadsServer): Promise<void> {
  return server.stop().then(() => rmSync(join(server.dataDir, '..'), { recursive: true, force: true }));
}

/**
 * A leads server for the tests of the file or describe block this is called in: started before the
 * first of them, removed after the last. Its methods may be called once the tests run.
 */
export function sharedLeadsServer(): LeadsServer {
  let started: LeadsServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT);
    started = await startLeadsServer();
  });
  test.afterAll(async () => {
    if (started) await removeLeadsServer(started);
  });
  const live = () => {
    if (!started) throw new Error('The leads server starts before the tests: use it inside them');
    return started;
  };
  return {
    origin: (slug) => live().origin(slug),
    get dataDir() {
      return live().dataDir;
    },
    leads: (tenant) => live().leads(tenant),
    query: (sql, ...params) => live().query(sql, ...params),
    stop: () => live().stop(),
    start: () => live().start(),
  };
}
