// `npm run test:faults`: 200 leads submitted from Chromium through the test-drive form while the
// server is killed and restarted, responses are cut off after the server took the request, and the
// browser goes offline now and then. At the end the database must hold each lead exactly once and
// every outbox must be empty. Needs a build (CLIENT_DIR, default dist/client).
// Last line: {"submitted":200,"stored":…,"duplicates":…,"outbox_left":…}
import Database from 'better-sqlite3';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer, type ServerProcess } from './server-process.ts';

const TOTAL = Number(process.env.FAULT_LEADS || 200);
const TABS = 4;
const TENANT = 'outback-caravans';
const root = mkdtempSync(join(tmpdir(), 'forecourt-faults-'));
const dataDir = join(root, 'data');
let port = 0;
let server: ServerProcess | undefined;

async function startServer(): Promise<void> {
  // The same port on every restart, as a redeployed server would come back.
  server = await spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'dist/client'),
    DEMO_MEDIA: 'off',
    LEADS_RATE_PER_IP: '100000',
    LEADS_RATE_PER_TENANT: '100000',
  });
  port = server.port;
}

async function killServer(): Promise<void> {
  await server?.stop();
}

const origin = () => `http://${TENANT}.localhost:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function submitLead(page: Page, n: number): Promise<void> {
  if (!page.url().endsWith('/book-test-drive')) {
    // Client-side, so it works while the server is down (the app is already loaded).
    await page.evaluate(() => history.pushState(null, '', '/book-test-drive'));
  }
  await page.getByRole('textbox', { name: 'First Name' }).fill('Fault');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await page.getByRole('textbox', { name: 'Email' }).fill(`fault-${n}@example.com`);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  await page.waitForURL(/\/success$/, { timeout: 30_000 });
}

/** Entries not yet confirmed by the server, across the origin's shared outbox. */
function outboxLeft(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolvePromise, reject) => {
        const open = indexedDB.open('forecourt');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.addEventListener('success', () => {
            resolvePromise((all.result as { status: string }[]).filter((e) => e.status !== 'sent').length);
            open.result.close();
          });
        });
      }),
  );
}

async function main() {
  await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context: BrowserContext = await browser.newContext();
  let cut = 0;
  // Some responses are lost after the server has stored the lead: the client must replay, the
  // server must answer from the Idempotency-Key, and nothing may be stored twice.
  await context.route('**/api/leads', async (route) => {
    if (Math.random() < 0.15) {
      cut++;
      await route.fetch().catch(() => undefined);
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const pages = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
  for (const page of pages) await page.goto(`${origin()}/book-test-drive`);

  let next = 0;
  let submitted = 0;
  let restarts = 0;
  let offlineSpells = 0;
  const calm = new AbortController();
  const chaosLoop = (async () => {
    while (!calm.signal.aborted) {
      await sleep(1500 + Math.random() * 1500);
      if (calm.signal.aborted) break;
      if (Math.random() < 0.5) {
        restarts++;
        await killServer();
        await sleep(500 + Math.random() * 1000);
        await startServer();
      } else {
        offlineSpells++;
        await context.setOffline(true);
        await sleep(500 + Math.random() * 1000);
        await context.setOffline(false);
      }
    }
  })();
  await Promise.all(
    pages.map(async (page) => {
      while (next < TOTAL) {
        const n = next++;
        await submitLead(page, n);
        submitted++;
      }
    }),
  );
  calm.abort();
  await chaosLoop;
  await context.setOffline(false);

  // Back to calm: the app replays on 'online' (and on its backoff timer) until nothing waits.
  const deadline = Date.now() + 120_000;
  let left = await outboxLeft(pages[0]);
  while (left > 0 && Date.now() < deadline) {
    await Promise.all(pages.map((p) => p.evaluate(() => dispatchEvent(new Event('online')))));
    await sleep(2000);
    left = await outboxLeft(pages[0]);
  }
  await browser.close();
  await killServer();

  const db = new Database(join(dataDir, 'forecourt.sqlite'), { readonly: true });
  const rows = db.prepare(`SELECT json_extract(data, '$.email') AS email, COUNT(*) AS n FROM leads WHERE tenant = ? AND email LIKE 'fault-%' GROUP BY email`).all(TENANT) as { email: string; n: number }[];
  db.close();
  rmSync(root, { recursive: true, force: true });
  const stored = rows.length;
  const duplicates = rows.reduce((sum, r) => sum + r.n - 1, 0);
  console.log(`server restarts ${restarts}, offline spells ${offlineSpells}, responses cut ${cut}`);
  console.log(JSON.stringify({ submitted, stored, duplicates, outbox_left: left }));
  process.exit(stored === TOTAL && duplicates === 0 && left === 0 ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await killServer();
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
});
