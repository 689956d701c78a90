// `npm run test:abuse`: replays, on loopback, the requests issue 43 found could exhaust the server,
// while a real shopper keeps sending leads, and measures what they did to it: search filters on
// unknown attributes, 1,000-hit answers and 100-query batches, junk and flooding leads from a few
// addresses, image transforms of every variant, view-count and phone-reveal floods, car id
// enumeration, event floods and oversized bodies. The server runs as its own process (behind one
// pretend proxy, TRUST_PROXY=1, so the requests can come from many addresses), started as `npm start`
// starts it (its MALLOC_* settings and Node flags), with scripts/abuse/server-monitor.ts loaded,
// which reports its memory and event-loop delay.
// Last line: {"rss_growth_mb":…,"max_block_ms":…,"five_xx":…,"crashed":…,"shopper_leads_refused":…}
// `-- --skip <name start>` (repeatable) leaves attacks out, e.g. `--skip search` to see the rest alone.
// Targets: RSS growth < 100 MB, no event-loop block over 100 ms, 0 5xx, no crash, 0 real shoppers'
// leads refused; exits non-zero when one is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildLeadPayload } from '../src/domain/lead-payload.ts';
import { IMAGE_PRESETS } from '../src/domain/media.ts';
import type { Car } from '../src/domain/stock.ts';

const TENANT = 'harbourside-motors';
/** Past this no new attack request starts, so the run stays under two minutes on a slowed server. */
const ATTACK_BUDGET_MS = 75_000;
/** A request unanswered this long counts as failed (a shopper's lead: refused). */
const REQUEST_TIMEOUT_MS = 20_000;
/** `npm run test:abuse -- --skip search`: leave out the attacks whose names start so (to see the rest alone). */
const { values: options } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const skip = options.skip ?? [];
const PHOTOS = 12;
const TARGETS = { rss_growth_mb: 100, max_block_ms: 100 };

const root = mkdtempSync(join(tmpdir(), 'forecourt-abuse-'));
const mediaDir = join(root, 'media');
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

interface Monitor {
  rss_mb: number;
  peak_rss_mb: number;
  max_block_ms: number;
  max_delay_ms: number;
}

let server: ChildProcess;
let port = 0;
let monitor: Monitor | null = null;
let crashed = false;
let stopping = false;

async function startServer(): Promise<void> {
  const start = startCommand();
  server = spawn(process.execPath, ['--import', 'tsx', ...start.flags, '--import', './scripts/abuse/server-monitor.ts', start.entry], {
    env: {
      ...process.env,
      ...start.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(root, 'data'),
      MEDIA_DIR: mediaDir,
      DEMO_MEDIA: 'off',
      CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'tests/fixtures/client'),
      TRUST_PROXY: '1',
      IMAGE_CACHE_MAX_MB: '16',
      LEADS_RETRY_BASE_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.on('exit', (code, signal) => {
    if (!stopping) {
      crashed = true;
      log(`the server exited by itself (${code ?? signal})`);
    }
  });
  let buffered = '';
  const read = (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('[server-monitor] ')) {
        monitor = JSON.parse(line.slice(17)) as Monitor;
        if (process.env.ABUSE_MONITOR) console.log(line);
      }
      else if (!port && /localhost:(\d+)\//.test(line)) port = Number(/localhost:(\d+)\//.exec(line)![1]);
      else if (/error|exit|unavailable/i.test(line)) log(`server: ${line.slice(0, 300)}`);
    }
  };
  server.stdout!.on('data', read);
  server.stderr!.on('data', read);
  for (let waited = 0; !listening(); waited += 100) {
    if (serverDown() || waited > 120_000) throw new Error('the server did not start');
    await sleep(100);
  }
}

/**
 * The server's environment (MALLOC_*), Node/V8 flags and entry point as `npm start` runs them after
 * its build, read from package.json so the server measured here is the one that ships.
 */
function startCommand(): { env: Record<string, string>; flags: string[]; entry: string } {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split('&&').at(-1)!.trim().split(/\s+/);
  const runner = words.indexOf('tsx');
  if (runner < 0) throw new Error(`npm start no longer runs the server with tsx: ${script}`);
  const env = Object.fromEntries(words.slice(0, runner).map((word) => word.split('=') as [string, string]));
  return { env, flags: words.slice(runner + 1, -1), entry: words.at(-1)! };
}

let attacksEnd = Infinity;
// Read through functions: the values change in event handlers, which a loop condition cannot see.
const listening = () => port > 0;
const serverDown = () => crashed;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- requests --------------------------------------------------------------------------------

// A connection per request: a kept-alive socket the server closes as it is reused reads as a failure here.
const agent = new Agent({ keepAlive: false, maxSockets: 64 });
const statuses = new Map<number, number>();
let fiveXx = 0;
let failed = 0;

interface Reply {
  status: number;
  body: string;
}

/** One request as the tenant's site (Host), from `address` (X-Forwarded-For, as the proxy would add it). */
function send(
  method: string,
  path: string,
  { body, address = '203.0.113.250', headers = {}, mayReset = false }: { body?: string | Buffer; address?: string; headers?: Record<string, string>; mayReset?: boolean } = {},
): Promise<Reply> {
  return new Promise((done) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, agent, headers: { host: `${TENANT}.localhost:${port}`, 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) {
            fiveXx++;
            if (fiveXx <= 5) log(`${status} for ${method} ${path.slice(0, 80)}`);
          }
          done({ status, body: Buffer.concat(chunks).toString() });
        });
        res.on('error', () => done({ status: 0, body: '' }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => {
      // A body over the limit is answered 413 before it is read, and the rest of it meets a closed socket.
      if (mayReset && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return done({ status: 413, body: '' });
      failed++;
      if (failed <= 5) log(`${method} ${path.slice(0, 80)} failed: ${error.message} (${(error as NodeJS.ErrnoException).code})`);
      done({ status: 0, body: '' });
    });
    req.end(body);
  });
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count && !serverDown() && Date.now() < attacksEnd) await task(next++);
  }));
}

// --- the site's own data ------------------------------------------------------------------------

let searchKey = '';
let appId = '';
let carsIndex = '';
let websiteId = 0;
let car: Car;

async function readSite(): Promise<void> {
  const bootstrap = JSON.parse((await send('GET', '/api/tenant')).body) as { tenant: { id: number }; search: { apiKey: string; appId: string; carsIndex: string } };
  ({ apiKey: searchKey, appId, carsIndex } = bootstrap.search);
  websiteId = bootstrap.tenant.id;
  const hits = await search([{ indexName: carsIndex, params: 'hitsPerPage=1&filters=status%3Ain_stock' }]);
  const slug = (JSON.parse(hits.body) as { results: { hits: { slug: string }[] }[] }).results[0].hits[0].slug;
  car = JSON.parse((await send('GET', `/api/cars/${slug}`)).body) as Car;
}

const search = (requests: unknown[], address?: string) =>
  send('POST', '/1/indexes/*/queries', { body: JSON.stringify({ requests }), address, headers: { 'x-algolia-api-key': searchKey, 'x-algolia-application-id': appId } });

function lead(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    ...buildLeadPayload({
      form: 'test-drive',
      values: { name: 'Sam', last_name: 'Shopper', email: 'sam@example.com', phone: '0412345678', postcode: '2000' },
      car,
      page: { url: `http://${TENANT}.localhost/cars/${car.slug}`, userAgent: 'abuse-test', visitedPages: [], landingSearch: '' },
      manufacturerSlug: null,
      appointment: null,
    }),
    ...overrides,
  });
}
const postLead = (body: string, address: string) => send('POST', '/api/leads', { body, address, headers: { 'idempotency-key': randomUUID() } });

// --- the attacks -------------------------------------------------------------------------------

const randomName = (length: number) => Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

const attacks: Record<string, () => Promise<void>> = {
  // 40 requests of ~25 KB filtering on attributes no record has.
  'search: unknown-attribute filters': () =>
    pool(40, 4, () => search([{ indexName: carsIndex, params: new URLSearchParams({ filters: Array.from({ length: 250 }, () => `make.${randomName(90)}:x`).join(' OR ') }).toString() }])),
  // 220 distinct 1,000-hit answers (distinct, so no kept answer serves two).
  'search: 1,000-hit answers': () => pool(220, 4, (i) => search([{ indexName: carsIndex, params: `hitsPerPage=1000&numericFilters=${encodeURIComponent(`price>=${i}`)}` }])),
  // Five 100-query batches of 1,000 hits each.
  'search: 100-query batches': () =>
    pool(5, 1, (b) => search(Array.from({ length: 100 }, (_, q) => ({ indexName: carsIndex, params: `hitsPerPage=1000&numericFilters=${encodeURIComponent(`km>=${b * 100 + q}`)}` })))),
  // 15 addresses, each past its own limit with junk.
  'leads: junk from 15 addresses': () => pool(15 * 31, 8, (i) => postLead(lead({ postcode: 'junk' }), `203.0.113.${i % 15}`)),
  // 3 addresses sending valid leads as fast as they may.
  'leads: valid floods from 3 addresses': () => pool(3 * 30, 6, (i) => postLead(lead({ email: `flood${i}@example.com` }), `192.0.2.${i % 3}`)),
  // Every preset variant of a dozen photos, cold, and sizes outside the presets.
  'images: every variant': async () => {
    const variants: string[] = [];
    for (let p = 0; p < PHOTOS; p++) {
      for (const w of IMAGE_PRESETS.widths) for (const q of IMAGE_PRESETS.qualities) for (const format of ['avif', 'webp', 'jpeg']) variants.push(`/img/abuse/photo-${p}.jpg?w=${w}&q=${q}&format=${format}`);
    }
    for (let w = 16; w <= 2400; w += 37) variants.push(`/img/abuse/photo-0.jpg?w=${w}&q=${w % 100 || 1}`);
    await pool(variants.length, 16, (i) => send('GET', variants[i]));
  },
  'view.json: one client, one car': () => pool(400, 4, () => send('GET', `/api/cars/${car.slug}/view.json`)),
  'reveal-phone: one client': () =>
    pool(100, 4, () => send('POST', '/api/reveal-phone', { body: JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id, website_id: websiteId }) })),
  'cars: id enumeration': () => pool(500, 8, (i) => send('GET', `/api/cars/${car.id - 250 + i}`)),
  'events: one client': () => pool(700, 8, () => send('POST', '/api/events', { body: JSON.stringify({ name: 'view', properties: { pad: 'x'.repeat(90) }, at: Date.now() }) })),
  'bodies: over 1 MB': () => pool(20, 2, () => send('POST', '/api/leads', { body: Buffer.alloc(1_100_000, 120), headers: { 'idempotency-key': randomUUID() }, mayReset: true })),
};

/** How long a shopper's requests took, by kind (ms). */
const shopperTimes: Record<'lead' | 'search' | 'page', number[]> = { lead: [], search: [], page: [] };

async function timed<T>(kind: keyof typeof shopperTimes, ask: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const reply = await ask();
  shopperTimes[kind].push(performance.now() - began);
  return reply;
}

/** "lead p50 … / p95 … / max … ms (n)" for each kind of shopper request. */
function shopperLatency(): string {
  return Object.entries(shopperTimes)
    .map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return `${kind} p50 ${at(0.5)} / p95 ${at(0.95)} / max ${at(1)} ms (${times.length})`;
    })
    .join('; ');
}

/**
 * A real shopper a second, each from an address of their own, for as long as the attacks run: a
 * search as the results page makes it, the car's page, then a lead.
 */
async function shoppers(until: () => boolean): Promise<{ sent: number; refused: number }> {
  let sent = 0;
  let refused = 0;
  for (let i = 0; !until() && !serverDown(); i++) {
    const address = `198.51.100.${i % 250}`;
    await timed('search', () => search([{ indexName: carsIndex, params: `hitsPerPage=24&page=${i % 5}` }], address));
    await timed('page', () => send('GET', `/cars/${car.slug}`, { address }));
    const reply = await timed('lead', () => postLead(lead({ email: `shopper${i}@example.com` }), address));
    sent++;
    if (reply.status !== 201) {
      refused++;
      log(`a shopper's lead got ${reply.status}: ${reply.body.slice(0, 200)}`);
    }
    await sleep(1000);
  }
  return { sent, refused };
}

async function main() {
  mkdirSync(join(mediaDir, 'abuse'), { recursive: true });
  for (let p = 0; p < PHOTOS; p++) {
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: (p * 40) % 256, g: 90, b: 160 } } })
      .jpeg()
      .toFile(join(mediaDir, 'abuse', `photo-${p}.jpg`));
  }
  await startServer();
  await readSite();
  // Warm up as a shopper would, then measure from here.
  await send('GET', `/api/cars/${car.slug}`);
  await search([{ indexName: carsIndex, params: 'hitsPerPage=24' }]);
  await sleep(1000);
  server.kill('SIGUSR2');
  await sleep(600);
  const baseline = monitor!.rss_mb;
  log(`server on port ${port}, ${baseline} MB resident before the attacks`);

  let done = false;
  attacksEnd = Date.now() + ATTACK_BUDGET_MS;
  const shopping = shoppers(() => done);
  const chosen = Object.entries(attacks).filter(([name]) => !skip.some((word) => name.startsWith(word)));
  await Promise.all(
    chosen.map(async ([name, attack]) => {
      const t = Date.now();
      await attack();
      log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s${Date.now() >= attacksEnd ? ' (cut at the time budget)' : ''}`);
    }),
  );
  done = true;
  const { sent, refused } = await shopping;
  // Let what the attacks left (answers, buffers) be collected, as it would be between bursts.
  await sleep(3000);
  const last = monitor!;
  const result = {
    rss_growth_mb: Math.round((last.rss_mb - baseline) * 10) / 10,
    max_block_ms: last.max_block_ms,
    five_xx: fiveXx,
    crashed,
    shopper_leads_refused: refused,
  };
  log(`statuses: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}; connection failures ${failed}`);
  log(`shoppers' requests during the attacks: ${shopperLatency()}`);
  log(`resident ${baseline} → ${last.rss_mb} MB (peak ${last.peak_rss_mb} MB); longest block ${last.max_block_ms} ms (timers up to ${last.max_delay_ms} ms late); shoppers' leads: ${sent - refused} of ${sent} accepted; ${((Date.now() - started) / 1000).toFixed(0)} s`);
  stopping = true;
  server.kill('SIGKILL');
  agent.destroy();
  rmSync(root, { recursive: true, force: true });
  console.log(JSON.stringify(result));
  const met = result.rss_growth_mb < TARGETS.rss_growth_mb && result.max_block_ms <= TARGETS.max_block_ms && !fiveXx && !crashed && !refused;
  process.exit(met ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  stopping = true;
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
});
