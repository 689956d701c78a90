// A server of the lead tests' own, so they can read the leads it stores: its own data dir and port,
// serving the build in CLIENT_DIR (default dist/client).
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface LeadsServer {
  origin(slug: string): string;
  dataDir: string;
  /** Rows of the leads table for a tenant, lead JSON parsed. */
  leads(tenant: string): { id: number; form: string; lead: Record<string, unknown> }[];
  query<T>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startLeadsServer(): Promise<LeadsServer> {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-leads-e2e-'));
  const dataDir = join(root, 'data');
  let child: ChildProcess | undefined;
  let port = 0;
  const launch = async () => {
    child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'dist/client'), DEMO_MEDIA: 'off', LEADS_RATE_PER_IP: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    port = await new Promise<number>((ok, fail) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/localhost:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          ok(Number(match[1]));
        }
      };
      child!.stdout!.on('data', read);
      child!.stderr!.on('data', read);
      child!.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
    });
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null || c.pid === undefined) return;
    const exited = new Promise<void>((r) => c.once('exit', () => r()));
    process.kill(-c.pid, 'SIGKILL');
    await exited;
  };
  await launch();
  const query = <T>(sql: string, ...params: unknown[]): T[] => {
    const db = new Database(join(dataDir, 'forecourt.sqlite'), { readonly: true, fileMustExist: true });
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

export function removeLeadsServer(server: LeadsServer): Promise<void> {
  return server.stop().then(() => rmSync(join(server.dataDir, '..'), { recursive: true, force: true }));
}
