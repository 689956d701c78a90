// Start-up, restart and shutdown of the real server process.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/postgres/cluster.ts';
import { openSqliteFile } from '../../src/server/sqlite/database.ts';
import { startTestServer, tempDir } from './harness.ts';

function runServer(env: Record<string, string>) {
  const child = spawn(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_MEDIA: 'off', CLIENT_DIR: resolve('tests/fixtures/client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const output = () => ({ stdout, stderr });
  const listening = async () => {
    for (let i = 0; i < 300 && !/localhost:(\d+)\//.test(stdout); i++) await new Promise((r) => setTimeout(r, 100));
    return Number(stdout.match(/localhost:(\d+)\//)?.[1]);
  };
  return { child, exited, output, listening };
}

describe('server lifecycle', () => {
  it('stops start-up on a bad tenant file, naming the file and the field', async () => {
    const tenantsDir = tempDir('forecourt-bad-tenants-');
    cpSync('tenants', tenantsDir, { recursive: true });
    const file = join(tenantsDir, 'outback-caravans', 'tenant.json');
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    raw.stock.includeSoldCarsDays = 'three';
    writeFileSync(file, JSON.stringify(raw));
    const dataDir = tempDir();
    const run = runServer({ TENANTS_DIR: tenantsDir, DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/outback-caravans\/tenant\.json: field "stock\.includeSoldCarsDays" expected number, got "three"/);
    rmSync(tenantsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops start-up when PostgreSQL at DATABASE_URL is not reachable, saying so', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const run = runServer({ DATA_DIR: dataDir, DATABASE_URL: `postgres://forecourt:secret@127.0.0.1:${port}/forecourt` });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toMatch(new RegExp(`^Cannot start: PostgreSQL at 127\\.0\\.0\\.1:${port}/forecourt is not reachable \\(DATABASE_URL\\): .*ECONNREFUSED`));
    // One line for the operator: no stack trace, and the password never printed.
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toContain('secret');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shuts down gracefully on SIGTERM, leaving a clean database', async () => {
    const dataDir = tempDir();
    const run = runServer({ DATA_DIR: dataDir });
    const port = await run.listening();
    expect(port).toBeGreaterThan(0);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toMatch(/SIGTERM/);
    const db = openSqliteFile(join(dataDir, 'forecourt.sqlite'), { readOnly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('seeds on first start and reuses the data on the next', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ DATA_DIR: dataDir });
    expect(first.logs.join('\n')).toMatch(/Seeded the demo dealers: \d+ listings/);
    const key = (await (await first.get('outback-caravans', '/api/tenant')).json()).search.apiKey;
    await first.dispose(true);

    const db = openSqliteFile(join(dataDir, 'forecourt.sqlite'));
    const count = (db.prepare('SELECT COUNT(*) AS n FROM cars').get() as { n: number }).n;
    db.prepare("UPDATE cars SET price = 12345 WHERE id = (SELECT MIN(id) FROM cars)").run();
    db.close();

    const second = await startTestServer({ DATA_DIR: dataDir });
    expect(second.logs.join('\n')).not.toMatch(/Seeded/);
    const again = openSqliteFile(join(dataDir, 'forecourt.sqlite'), { readOnly: true });
    expect((again.prepare('SELECT COUNT(*) AS n FROM cars').get() as { n: number }).n).toBe(count);
    expect((again.prepare('SELECT price FROM cars WHERE id = (SELECT MIN(id) FROM cars)').get() as { price: number }).price).toBe(12345);
    again.close();
    // The derived search key is stable across restarts, so installed apps keep working.
    expect((await (await second.get('outback-caravans', '/api/tenant')).json()).search.apiKey).toBe(key);
    await second.dispose();
  }, 60_000);
});
