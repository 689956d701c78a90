// PostgreSQL going away under a running server (server-postgres project only; a cluster of the test's
// own, so stopping it leaves the other tests alone): requests that need the store get 503 with
// Retry-After and nothing is half-stored; once PostgreSQL is back the server carries on by itself,
// the lead sent again with its key is stored once, and the search index catches up on changes made
// while this instance was not listening. A signed-in shopper's page is still sent, without the
// session, which the app then asks for. Also: first start seeds, the next reuses the data and keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startCluster, type Cluster } from '../../scripts/postgres/cluster.ts';
import { enquiryBody } from '../../scripts/scale/multi-instance.ts';
import type { Car } from '../../src/domain/stock.ts';
import { SESSION_DATA_ID } from '../../src/domain/tenant-bootstrap.ts';
import { INSTANCE_SESSION_NAME } from '../../src/server/postgres/store.ts';
import { STORE_RETRY_AFTER_S } from '../../src/server/store-unavailable.ts';
import { createRepository } from '../../src/server/store/repository.ts';
import { openStore } from '../../src/server/store/store.ts';
import { call, client, signIn } from './accounts-helpers.ts';
import { createTestDatabase, startTestServer, tempDir, type TestServer } from './harness.ts';

const TENANT = 'metro-auto-group';
let cluster: Cluster;
let server: TestServer;
let car: Car;
beforeAll(async () => {
  cluster = await startCluster();
  server = await startTestServer({ DATABASE_URL: cluster.url() });
  const metro = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
  car = (await server.repo.cars()).find((c) => metro.has(c.dealership_id) && c.status === 'in_stock')!;
}, 120_000);
afterAll(async () => {
  await server?.dispose();
  cluster?.destroy();
});

const leadBody = (email: string) => enquiryBody(car, email);
const postLead = (body: string, key: string) =>
  server.get(TENANT, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
const searchKey = async () => ((await (await server.get(TENANT, '/api/tenant')).json()) as { search: { apiKey: string } }).search.apiKey;
const inSearch = async (key: string, id: number) =>
  (await server.get(TENANT, `/1/indexes/cars/${id}`, { headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT' } })).status;

const postClick = (key: string) =>
  server.get(TENANT, '/1/events', {
    method: 'POST',
    headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT' },
    body: JSON.stringify({ events: [{ eventType: 'click', eventName: 'Car opened', index: 'cars', userToken: 'shopper-1', objectIDs: [String(car.id)] }] }),
  });

describe('PostgreSQL down while the server runs', () => {
  it('answers 503 with Retry-After, keeps nothing half-stored, and carries on once it is back', async () => {
    const key = await searchKey();
    expect((await postLead(leadBody('before@example.com'), randomUUID())).status).toBe(201);
    const shopper = client(TENANT, '192.0.2.20');
    await signIn(server, shopper, '0412000903');

    cluster.stop();
    const pending = randomUUID();
    const body = leadBody('during@example.com');
    const refused = await postLead(body, pending);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_S));
    expect(await refused.json()).toEqual({ message: 'We could not do this just now. Please try again shortly.', status: 503 });
    for (const path of [`/api/cars/${car.slug}`, `/cars/${car.slug}`]) {
      const res = await server.get(TENANT, path);
      expect([res.status, res.headers.get('retry-after')], path).toEqual([503, String(STORE_RETRY_AFTER_S)]);
    }
    // Search answers from memory meanwhile; an Insights event, which needs the store, is refused as a lead is.
    expect(await inSearch(key, car.id)).toBe(200);
    const click = await postClick(key);
    expect([click.status, click.headers.get('retry-after')]).toEqual([503, String(STORE_RETRY_AFTER_S)]);
    // A page that needs nothing else of the store is sent without the session; the app asks for it.
    const page = await call(server, shopper, 'GET', '/contact');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(`id="${SESSION_DATA_ID}"`);
    expect((await call(server, shopper, 'GET', '/api/session')).status).toBe(503);

    cluster.start();
    // The shopper's outbox sends it again with its key until the server takes it.
    await expect.poll(async () => (await postLead(body, pending)).status, { timeout: 15_000, interval: 250 }).toBe(201);
    const stored = (await server.repo.leads.leads(TENANT)).filter((l) => l.lead.email === 'during@example.com');
    expect(stored).toHaveLength(1);
    expect((await server.repo.leads.leads(TENANT)).filter((l) => l.lead.email === 'before@example.com')).toHaveLength(1);
    // Its delivery is worked off by the same worker that was failing meanwhile.
    await expect.poll(async () => (await server.repo.leads.deliveries(TENANT)).find((d) => d.lead_id === stored[0]!.id)?.state, { timeout: 10_000 }).toBe('delivered');
    expect((await server.get(TENANT, `/api/cars/${car.slug}`)).status).toBe(200);
    expect((await postClick(key)).status).toBe(200);
    expect(await server.repo.leads.searchEvents(TENANT)).toEqual([expect.objectContaining({ eventType: 'click', objectIDs: [String(car.id)], userToken: 'shopper-1' })]);
    expect(await (await call(server, shopper, 'GET', '/contact')).text()).toContain(`id="${SESSION_DATA_ID}"`);
  }, 60_000);

  it('catches up on the cars another instance changed while its own session was gone', async () => {
    const key = await searchKey();
    const other = await openStore({ dataDir: tempDir(), databaseUrl: cluster.url(), log: () => {} });
    try {
      const metro = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
      const sold = (await server.repo.cars()).find((c) => c.id !== car.id && metro.has(c.dealership_id) && c.status === 'in_stock')!;
      expect(await inSearch(key, sold.id)).toBe(200);
      // Cut this instance's listening session, then write before it is back: the NOTIFY is lost to it.
      const admin = new Client(cluster.url());
      await admin.connect();
      const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [INSTANCE_SESSION_NAME]);
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      await createRepository(other).saveCar({ ...sold, status: 'sold', sold: true, sold_date_timestamp: 1_000_000 });
      await expect.poll(() => inSearch(key, sold.id), { timeout: 10_000, interval: 50 }).toBe(404);
      expect(server.logs.join('\n')).toMatch(/instance session is back/);
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('first start and the next on PostgreSQL', () => {
  it('seeds on first start and reuses the data and the search keys on the next', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestServer({ DATABASE_URL: database.url });
      expect(first.logs.join('\n')).toMatch(/Seeded the demo dealers: \d+ listings/);
      const key = (await (await first.get('outback-caravans', '/api/tenant')).json()).search.apiKey;
      const [changed] = await first.repo.cars();
      await first.repo.saveCar({ ...changed!, price: 12_345 });
      const count = (await first.repo.cars()).length;
      await first.dispose();

      const second = await startTestServer({ DATABASE_URL: database.url });
      expect(second.logs.join('\n')).not.toMatch(/Seeded/);
      expect((await second.repo.cars()).length).toBe(count);
      expect((await second.repo.cars([changed!.id]))[0]!.price).toBe(12_345);
      expect((await (await second.get('outback-caravans', '/api/tenant')).json()).search.apiKey).toBe(key);
      await second.dispose();
    } finally {
      await database.drop();
    }
  }, 60_000);
});
