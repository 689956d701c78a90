// Starts the real server in-process on a free port with its own SQLite file in a temp dir.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';

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

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? tempDir();
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_MEDIA: 'off',
    CLIENT_DIR: resolve('tests/fixtures/client'),
    ...env,
  });
  const logs: string[] = [];
  const running = await startServer(config, (line) => logs.push(line));
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
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch() will not send a Host header of our choosing; node:http will. */
export function requestWithHost(port: number, host: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init.headers)), host };
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
        const status = res.statusCode ?? 0;
        resolvePromise(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: out }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body !== undefined && init.body !== null) req.write(init.body as string | Uint8Array);
    req.end();
  });
}
