// A full disk never takes the server down (issue 43): the server runs as its own process with its
// data on a small tmpfs that the test fills. Reads keep serving, writes answer 503 with
// Retry-After, the lead delivery worker survives SQLITE_FULL in its own error handling, images are
// still transformed (not kept), and once there is room again leads are taken and delivered without a
// restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import sharp from 'sharp';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { requestWithHost, spawnServer, type ServerProcess } from '../../scripts/server-process.ts';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { Car } from '../../src/domain/stock.ts';
import { openSqliteFile } from '../../src/server/sqlite/database.ts';

const TMPFS_SIZE = '64m';

/** A tmpfs of its own, or why there cannot be one (not root, no mount in the container). */
function mountTmpfs(): { dir: string } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    rmdirSync(dir);
    return { skip: `cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? error).trim()}); run as root to test a full disk` };
  }
}

const mount = mountTmpfs();
const skipReason = 'skip' in mount ? mount.skip : null;

/** Writes until the file system has no room left; the file is removed to give the room back. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 512; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch {
        size /= 2;
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(skipReason !== null)(`a full disk${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const root = 'dir' in mount ? mount.dir : '';
  const dataDir = join(root, 'data');
  // The originals live elsewhere (an image CDN's origin, a mounted volume); transforms are cached on the full disk.
  const mediaDir = mkdtempSync(join(tmpdir(), 'forecourt-full-disk-media-'));
  const PHOTO = 'demo/photos/suv/red/side.jpg';
  const filler = join(root, 'filler');
  let server: ServerProcess;
  let crm: Server;
  let crmUrl = '';
  /** The CRM's requests not answered yet, and the lead ids it took. */
  const held: ServerResponse[] = [];
  const taken: number[] = [];
  let crmMode: 'hold' | 'take' = 'hold';

  const get = (path: string, init: RequestInit = {}) => requestWithHost(server.port, `harbourside-motors.localhost:${server.port}`, path, init);
  const post = (path: string, body: unknown, key = randomUUID()) =>
    get(path, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
  const db = () => openSqliteFile(join(dataDir, 'forecourt.sqlite'), { readOnly: true });
  let car: Car;
  const lead = () =>
    buildLeadPayload({
      form: 'test-drive',
      values: { name: 'Sam', last_name: 'Nguyen', email: 'sam@example.com', phone: '0412345678', postcode: '3000' },
      car,
      page: { url: 'http://x/cars/y', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
      manufacturerSlug: null,
      appointment: { date: '2026-11-23', time: '10:00' },
    });

  beforeAll(async () => {
    crm = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        if (crmMode === 'hold') return void held.push(res);
        taken.push((JSON.parse(body) as { lead_id: number }).lead_id);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => crm.listen(0, '127.0.0.1', r));
    const address = crm.address();
    crmUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/crm`;
    mkdirSync(join(mediaDir, 'demo/photos/suv/red'), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c03' } }).jpeg().toFile(join(mediaDir, PHOTO));
    server = await spawnServer({
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      DEMO_MEDIA: 'off',
      CLIENT_DIR: resolve('tests/fixtures/client'),
      LEADS_RETRY_BASE_MS: '100',
      LEADS_RATE_PER_IP: '100000',
      LEADS_WEBHOOK_HARBOURSIDE_MOTORS: crmUrl,
    });
    const handle = db();
    car = JSON.parse((handle.prepare(`SELECT c.data FROM cars c WHERE c.website_id = 2 AND c.status = 'in_stock' AND c.show_on_dealer_website = 1 LIMIT 1`).get() as { data: string }).data) as Car;
    handle.close();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    for (const res of held) res.destroy();
    crm?.close();
    rmSync(mediaDir, { recursive: true, force: true });
    if (root) {
      // Lazily: the killed server's last handles may take a moment to close.
      execFileSync('umount', ['--lazy', root]);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps reading, answers writes 503 with Retry-After, survives in the delivery worker and recovers by itself', async () => {
    // A lead whose webhook delivery is under way (the CRM holds it) when the disk fills.
    const before = await post('/api/leads', lead());
    expect(before.status).toBe(201);
    const { lead_id: heldLead } = (await before.json()) as { lead_id: number };
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);

    // Fill the disk, then write analytics events until the database has no room either: large
    // batches first, then smaller ones, down to a single event (a page of the log).
    fillDisk(filler);
    let full: Response | undefined;
    for (const size of [50, 5, 1]) {
      const events = { events: Array.from({ length: size }, (_, i) => ({ name: 'fill', properties: { pad: 'x'.repeat(500), i }, at: Date.now() })) };
      for (let i = 0; i < 3000; i++) {
        const res = await post('/api/events', events);
        if (res.status === 204) continue;
        full = res;
        break;
      }
    }
    expect(full?.status).toBe(503);
    expect(Number(full?.headers.get('retry-after'))).toBeGreaterThan(0);

    // The CRM fails the held delivery now: the worker records the failed try on a full disk.
    crmMode = 'take';
    for (const res of held.splice(0)) res.writeHead(503).end();

    // A new lead: 503 with Retry-After (the shopper's outbox keeps it and sends it again).
    const key = randomUUID();
    const refused = await post('/api/leads', lead(), key);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 503 });

    // Reads keep serving: the API, a server-rendered page, a search.
    expect((await get(`/api/cars/${car.slug}`)).status).toBe(200);
    expect((await get(`/cars/${car.slug}`)).status).toBe(200);
    const tenant = (await (await get('/api/tenant')).json()) as { search: { apiKey: string; appId: string } };
    const search = await get('/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'x-algolia-api-key': tenant.search.apiKey, 'x-algolia-application-id': tenant.search.appId },
      body: JSON.stringify({ requests: [{ indexName: 'cars', params: 'query=&hitsPerPage=5' }] }),
    });
    expect(search.status).toBe(200);
    // An image never made before: encoded and served, just not kept.
    const image = await get(`/img/${PHOTO}?w=600&q=75&fit=cover&format=auto`, { headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // The worker's rounds keep failing to write for a while: the server must still be up.
    await new Promise((r) => setTimeout(r, 2500));
    expect(server.exited(), server.output()).toBeNull();
    expect((await get('/api/health')).status).toBe(200);

    // Room again: the same lead goes through with its key, and both are delivered, with no restart.
    rmSync(filler);
    let accepted: Response | undefined;
    for (let i = 0; i < 50 && accepted?.status !== 201; i++) {
      accepted = await post('/api/leads', lead(), key);
      if (accepted.status !== 201) await new Promise((r) => setTimeout(r, 200));
    }
    expect(accepted?.status).toBe(201);
    const { lead_id: lateLead } = (await accepted!.json()) as { lead_id: number };
    await expect.poll(() => [...new Set(taken)].filter((id) => id === heldLead || id === lateLead).sort(), { timeout: 15_000 }).toEqual([heldLead, lateLead].sort());
    await expect.poll(() => existsSync(join(dataDir, 'adf', 'harbourside-motors', `lead-${lateLead}.xml`)), { timeout: 10_000 }).toBe(true);
    expect(server.exited()).toBeNull();
  }, 120_000);
});
