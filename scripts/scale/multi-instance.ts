// Two server instances on one PostgreSQL, as behind a load balancer: instance A in this process,
// instance B a child process (so it can be killed). Run by `npm run test:scale` and by the
// server-postgres tests (tests/server/postgres-instances.test.ts).
//  1. A car marked sold through A disappears from B's search: index_follow_ms is the time from the
//     write until B's index no longer has it.
//  2. `leads` leads are sent round-robin to A and B while B is killed (SIGKILL) and restarted. A lead
//     whose request fails (connection refused or cut, 5xx, 409) is sent again with its key to the
//     other instance, as the browser's outbox would; a local webhook receiver (the dealer's CRM)
//     counts what is delivered. Every acknowledged lead must be stored once and delivered once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { Car } from '../../src/domain/stock.ts';
import { readConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { requestWithHost, spawnServer, type ServerProcess } from '../server-process.ts';

/** An enquiry about `car` as the lead form sends it (JSON). */
export function enquiryBody(car: Car, email: string, message = 'Is it still available?'): string {
  return JSON.stringify(
    buildLeadPayload({
      form: 'enquiry',
      values: { name: 'Sam', last_name: 'Tester', email, phone: '0412345678', postcode: '4000', message },
      car,
      page: { url: `http://localhost/cars/${car.slug}`, userAgent: 'forecourt-tests', visitedPages: [], landingSearch: '' },
      manufacturerSlug: null,
    }),
  );
}

export interface ScaleFigures {
  instances: 2;
  leads_sent: number;
  acknowledged: number;
  stored: number;
  delivered: number;
  duplicates: number;
  index_follow_ms: number;
  /** Webhook POSTs repeated with a key the receiver already had (an instance died between the CRM's answer and recording it). */
  redelivered: number;
}

const TENANT = 'outback-caravans';
/**
 * B is killed once. Each instance works one delivery at a time, so a kill can repeat at most one
 * webhook POST (the one B had sent and not yet recorded): `redelivered` may be at most this.
 */
export const SCALE_KILLS = 1;
const CONCURRENCY = 6;
/** Each sender's pause between leads: about 40 leads a second, so B's restart falls mid-run. */
const PACE_MS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The dealer's CRM: takes each lead after `delayMs`, keeping every POST by its Idempotency-Key. */
async function startReceiver(delayMs: number) {
  const posts = new Map<string, { lead_id: number; email: string }[]>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      setTimeout(() => {
        const key = String(req.headers['idempotency-key']);
        posts.set(key, [...(posts.get(key) ?? []), JSON.parse(body) as { lead_id: number; email: string }]);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/leads`, posts, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function runScaleScenario(opts: { databaseUrl: string; leads?: number; log?: (line: string) => void }): Promise<ScaleFigures> {
  const total = opts.leads ?? 200;
  const log = opts.log ?? (() => {});
  const root = mkdtempSync(join(tmpdir(), 'forecourt-scale-'));
  const receiver = await startReceiver(30);
  const env: Record<string, string> = {
    DATABASE_URL: opts.databaseUrl,
    DEMO_MEDIA: 'off',
    CLIENT_DIR: resolve('tests/fixtures/client'),
    HOST: '127.0.0.1',
    LEADS_WEBHOOK_OUTBACK_CARAVANS: receiver.url,
    LEADS_ADF: 'off',
    LEADS_RATE_PER_IP: '100000',
    LEADS_RATE_PER_TENANT: '100000',
  };
  // Instance A reads the lead settings from this process's environment, as B does from its own.
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let a: RunningServer | undefined;
  let b: ServerProcess | undefined;
  let bPort = 0;
  const startB = async () => {
    b = await spawnServer({ ...env, PORT: String(bPort), DATA_DIR: join(root, 'b') });
    bPort = b.port;
  };
  try {
    // Started together on an empty database: one seeds, the other waits for it and reuses the data.
    [a] = await Promise.all([startServer(readConfig({ ...env, PORT: '0', DATA_DIR: join(root, 'a') }), () => {}), startB()]);
    const ports = [a.port, bPort];
    const ask = (instance: number, path: string, init?: RequestInit) => requestWithHost(ports[instance]!, `${TENANT}.localhost:${ports[instance]}`, path, init);
    log(`instances listening on ${ports.join(' and ')}`);

    // 1. Sold through A, gone from B's search.
    const keyOf = async (instance: number) => ((await (await ask(instance, '/api/tenant')).json()) as { search: { apiKey: string } }).search.apiKey;
    const [keyA, keyB] = await Promise.all([keyOf(0), keyOf(1)]);
    if (keyA !== keyB) throw new Error('the instances hand out different search keys');
    const onB = async (id: number) => (await ask(1, `/1/indexes/cars/${id}`, { headers: { 'x-algolia-api-key': keyB, 'x-algolia-application-id': 'FORECOURT' } })).status;
    const cars = await a.repo.cars();
    const website = (await a.repo.dealerships()).filter((d) => d.website_id === 3).map((d) => d.id);
    const forLeads = cars.filter((c) => website.includes(c.dealership_id));
    let sold: Car | undefined;
    for (const car of forLeads.filter((c) => c.status === 'in_stock')) {
      if ((await onB(car.id)) !== 200) continue;
      sold = car;
      break;
    }
    if (!sold) throw new Error('no car of the tenant is in B’s search');
    const writeStarted = performance.now();
    await a.repo.saveCar({ ...sold, status: 'sold', sold: true, sold_date_timestamp: 1_000_000 });
    while ((await onB(sold.id)) !== 404) {
      if (performance.now() - writeStarted > 10_000) throw new Error('B’s search still has the sold car after 10 s');
      await sleep(5);
    }
    const indexFollowMs = Math.round(performance.now() - writeStarted);
    log(`sold through A, gone from B's search in ${indexFollowMs} ms`);

    // 2. Leads round-robin while B is killed and restarted.
    const car = forLeads.find((c) => c.id !== sold!.id)!;
    const payload = (n: number) => enquiryBody(car, `scale-${n}@example.com`, `Lead ${n}`);
    let acknowledged = 0;
    const acknowledgedBy = [0, 0];
    let retries = 0;
    let next = 0;
    let restarting: Promise<void> | undefined;
    const killAt = Math.floor(total / 3);
    const sendLead = async (n: number) => {
      const key = randomUUID();
      const body = payload(n);
      for (let attempt = 0; attempt < 100; attempt++) {
        const instance = (n + attempt) % 2;
        try {
          const res = await ask(instance, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
          if (res.status === 201) {
            acknowledged++;
            acknowledgedBy[instance]!++;
            return;
          }
          if (res.status === 400 || res.status === 422) throw new Error(`lead ${n} refused: ${res.status} ${await res.text()}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith(`lead ${n} refused`)) throw error;
        }
        retries++;
        await sleep(100);
      }
      throw new Error(`lead ${n} was never acknowledged`);
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const n = next++;
          if (n === killAt) {
            log(`killing B after ${n} leads sent`);
            await b!.stop();
            restarting = sleep(500)
              .then(startB)
              .then(() => log('B is back'));
          }
          await sendLead(n);
          await sleep(PACE_MS);
        }
      }),
    );
    await restarting;
    log(`${acknowledged} of ${total} acknowledged (A ${acknowledgedBy[0]}, B ${acknowledgedBy[1]}; ${retries} requests sent again); B restarted on ${bPort}`);

    // Every stored lead's deliveries worked off by one instance or the other.
    const deadline = Date.now() + 60_000;
    while ((await a.repo.leads.deliveries(TENANT)).some((d) => d.state !== 'delivered')) {
      if (Date.now() > deadline) throw new Error('deliveries still pending after 60 s');
      await sleep(200);
    }
    const rows = (await a.repo.leads.leads(TENANT)).filter((l) => l.lead.email.startsWith('scale-'));
    const storedPerEmail = new Map<string, number>();
    for (const row of rows) storedPerEmail.set(row.lead.email, (storedPerEmail.get(row.lead.email) ?? 0) + 1);
    const deliveredLeadIds = new Map<string, Set<number>>();
    let redelivered = 0;
    for (const posts of receiver.posts.values()) {
      const { email, lead_id } = posts[0]!;
      if (!email.startsWith('scale-')) continue;
      redelivered += posts.length - 1;
      deliveredLeadIds.set(email, (deliveredLeadIds.get(email) ?? new Set()).add(lead_id));
    }
    const extra = (counts: Iterable<number>) => [...counts].reduce((sum, n) => sum + n - 1, 0);
    return {
      instances: 2,
      leads_sent: total,
      acknowledged,
      stored: storedPerEmail.size,
      delivered: deliveredLeadIds.size,
      duplicates: extra(storedPerEmail.values()) + extra([...deliveredLeadIds.values()].map((ids) => ids.size)),
      index_follow_ms: indexFollowMs,
      redelivered,
    };
  } finally {
    await b?.stop();
    await a?.close();
    await receiver.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(root, { recursive: true, force: true });
  }
}
