// `npm run test:faults`: 200 leads submitted from Chromium through the test-drive form while the
// server is killed and restarted, responses are cut off after the server took the request, and the
// browser goes offline now and then. At the end the database must hold each lead exactly once and
// every outbox must be empty. Needs a build (CLIENT_DIR, default dist/client). Runs its own server
// on a free port with its own data dir, and exits non-zero unless stored = 200, duplicates = 0 and
// outbox_left = 0.
// Last line: {"submitted":200,"stored":…,"duplicates":…,"outbox_left":…}
// `-- --postgres`: the server keeps its data in a throwaway PostgreSQL cluster (DATABASE_URL), and
// the JSON also says "store":"postgres".
//
// The harness itself must be steady under the faults it causes: every UI step has a timeout, and a
// lead whose steps fail is retried from a fresh form — unless the outbox already holds it (the
// submit got that far, so the app will deliver it), since sending it again would be a duplicate.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLeadsRepository } from '../src/server/store/leads-repository.ts';
import { openStore } from '../src/server/store/store.ts';
import { CHROMIUM_SHELL_PATH } from './chromium-paths.ts';
import { startCluster, type Cluster } from './postgres/cluster.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';

const TOTAL = Number(process.env.FAULT_LEADS || 200);
const TABS = 4;
const TENANT = 'outback-caravans';
const STEP_TIMEOUT_MS = 15_000;
/** A send may take LEAD_SEND_TIMEOUT_MS (15 s) before the app queues it and moves on. */
const SUBMIT_TIMEOUT_MS = 40_000;
const ATTEMPTS = 6;
const root = mkdtempSync(join(tmpdir(), 'forecourt-faults-'));
const dataDir = join(root, 'data');
let port = 0;
let server: ServerProcess | undefined;
const started = Date.now();
const { values: flags } = parseArgs({ options: { postgres: { type: 'boolean', default: false } } });
let cluster: Cluster | undefined;

async function startServer(): Promise<void> {
  // The same port on every restart, as a redeployed server would come back.
  server = await spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'dist/client'),
    DEMO_MEDIA: 'off',
    LEADS_RATE_PER_IP: '100000',
    LEADS_RATE_PER_TENANT: '100000',
    ...(cluster ? { DATABASE_URL: cluster.url() } : {}),
  });
  port = server.port;
}

async function killServer(): Promise<void> {
  await server?.stop();
}

const origin = () => `http://${TENANT}.localhost:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

/** Loads the form page, retrying while the server is down and the worker cannot answer either. */
async function openForm(page: Page): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await page.goto(`${origin()}/book-test-drive`, { timeout: STEP_TIMEOUT_MS });
      await page.getByRole('textbox', { name: 'First Name' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      return;
    } catch (error) {
      if (tries >= 30) throw error;
      await sleep(1000);
    }
  }
}

/**
 * Waits until the service worker controls the tab. An install that failed on the loaded machine (its
 * precache fetches time out) is retried the way a shopper's next visit retries it: by loading again.
 */
async function waitUntilInstalled(page: Page): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      return;
    } catch (error) {
      if (tries >= 3) throw error;
      log('a tab is not yet controlled by the service worker: loading it again');
      await openForm(page);
    }
  }
}

/**
 * An empty test-drive form: from /success client-side (works while the server is down, the app is
 * loaded); after a failed attempt, or when the app is not answering, a fresh load.
 */
async function freshForm(page: Page, retry: boolean): Promise<void> {
  if (retry) return openForm(page);
  try {
    if (new URL(page.url()).pathname !== '/book-test-drive') await page.evaluate(() => history.pushState(null, '', '/book-test-drive'));
    await page.getByRole('textbox', { name: 'First Name' }).waitFor({ timeout: 5000 });
  } catch {
    await openForm(page);
  }
}

async function fillAndSend(page: Page, email: string, retry: boolean): Promise<void> {
  await freshForm(page, retry);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Fault');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  await page.waitForURL(/\/success$/, { timeout: SUBMIT_TIMEOUT_MS });
}

/** Reads the origin's lead outbox (shared by the tabs). */
function outboxEntries(page: Page): Promise<{ status: string; body: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ status: string; body: string }[]>((resolvePromise, reject) => {
        const open = indexedDB.open('forecourt');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.addEventListener('success', () => {
            resolvePromise(all.result as { status: string; body: string }[]);
            open.result.close();
          });
          all.addEventListener('error', () => reject(all.error));
        });
      }),
  );
}

async function inOutbox(page: Page, email: string): Promise<boolean> {
  // A submit still running finishes its outbox write first (its button says 'Sending…' until then).
  await page.getByRole('button', { name: 'Sending…' }).waitFor({ state: 'detached', timeout: SUBMIT_TIMEOUT_MS }).catch(() => {});
  for (let tries = 1; ; tries++) {
    try {
      return (await outboxEntries(page)).some((e) => (JSON.parse(e.body) as { email?: string }).email === email);
    } catch (error) {
      // The page may be mid-load after a crash or reload: ask again once it has settled.
      if (tries >= 10) throw error;
      await openForm(page);
    }
  }
}

let recoveries = 0;

/** Submits lead n once: retried after a failed step unless the outbox already holds it. */
async function submitLead(page: Page, n: number): Promise<void> {
  const email = `fault-${n}@example.com`;
  for (let attempt = 1; ; attempt++) {
    try {
      await fillAndSend(page, email, attempt > 1);
      return;
    } catch (error) {
      recoveries++;
      const where = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 120).replace(/\s+/g, ' ')}`).catch(() => page.url());
      log(`lead ${n}, attempt ${attempt}: ${(error as Error).message.split('\n')[0]} (at ${where})`);
      if (await inOutbox(page, email)) {
        log(`lead ${n} is in the outbox already: the app delivers it`);
        return;
      }
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Entries not yet confirmed by the server, across the origin's shared outbox. */
async function outboxLeft(page: Page): Promise<number> {
  return (await outboxEntries(page)).filter((e) => e.status !== 'sent').length;
}

/** Each shopper's leads as stored, counted by e-mail. */
async function storedLeads(): Promise<{ email: string; n: number }[]> {
  const store = await openStore({ dataDir, databaseUrl: cluster?.url() ?? null, log: () => {} });
  try {
    const counts = new Map<string, number>();
    for (const { lead } of await createLeadsRepository(store).leads(TENANT)) {
      if (lead.email.startsWith('fault-')) counts.set(lead.email, (counts.get(lead.email) ?? 0) + 1);
    }
    return [...counts].map(([email, n]) => ({ email, n }));
  } finally {
    await store.close();
  }
}

async function main() {
  if (flags.postgres) cluster = await startCluster();
  await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_SHELL_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const context: BrowserContext = await browser.newContext();
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
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
  for (const page of pages) await openForm(page);
  // The shopper's app is installed before the faults start: the service worker controls the tabs
  // and holds every chunk, as it does for anyone who has visited the site before.
  for (const page of pages) await waitUntilInstalled(page);
  log(`${TABS} tabs ready`);

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
        if (submitted % 50 === 0) log(`${submitted} submitted`);
      }
    }),
  );
  calm.abort();
  await chaosLoop;
  await context.setOffline(false);
  log(`all submitted; waiting for the outboxes to drain`);

  // Back to calm: the app replays on 'online' (and on its backoff timer) until nothing waits.
  const deadline = Date.now() + 120_000;
  let left = await outboxLeft(pages[0]!);
  while (left > 0 && Date.now() < deadline) {
    await Promise.all(pages.map((p) => p.evaluate(() => dispatchEvent(new Event('online'))).catch(() => {})));
    await sleep(2000);
    left = await outboxLeft(pages[0]!);
  }
  await browser.close();
  await killServer();

  const rows = await storedLeads();
  cluster?.destroy();
  rmSync(root, { recursive: true, force: true });
  const stored = rows.length;
  const duplicates = rows.reduce((sum, r) => sum + r.n - 1, 0);
  const storedEmails = new Set(rows.map((r) => r.email));
  const missing = Array.from({ length: TOTAL }, (_, n) => `fault-${n}@example.com`).filter((e) => !storedEmails.has(e));
  if (missing.length) console.log(`missing: ${missing.join(', ')}`);
  if (duplicates) console.log(`duplicated: ${rows.filter((r) => r.n > 1).map((r) => `${r.email}×${r.n}`).join(', ')}`);
  console.log(`server restarts ${restarts}, offline spells ${offlineSpells}, responses cut ${cut}, harness recoveries ${recoveries}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(JSON.stringify({ submitted, stored, duplicates, outbox_left: left, ...(cluster ? { store: 'postgres' } : {}) }));
  process.exit(stored === TOTAL && duplicates === 0 && left === 0 ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await killServer();
  cluster?.destroy();
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
});
