// The repository's contract, the same over both stores: this file runs in the `server` project
// (SQLite) and again in `server-postgres`. Seeding reads back as written, the menus' summary, view
// and reveal counts, rate-limit windows, Idempotency-Key claims (one winner; a stopped owner's claim
// taken over), first-writer-wins settings, delivery claims and durable commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { sql, type Kysely } from 'kysely';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import type { Car } from '../../src/domain/stock.ts';
import { createRepository, type Repository } from '../../src/server/store/repository.ts';
import type { Database } from '../../src/server/store/schema.ts';
import { openStore, type Store } from '../../src/server/store/store.ts';
import { openTestStore, tempDir, TEST_STORE } from './harness.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const data = generateDemoData({ now: NOW, cars: 600 });
const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);

let opened: Awaited<ReturnType<typeof openTestStore>>;
let store: Store;
let repo: Repository;
beforeAll(async () => {
  opened = await openTestStore();
  store = opened.store;
  repo = createRepository(store);
});
afterAll(() => opened?.dispose());

describe(`the repository over ${TEST_STORE}`, () => {
  it('seeds once and reads every record back as it was given', async () => {
    expect(await repo.isSeeded()).toBe(false);
    const heard: unknown[] = [];
    repo.onCarsChanged((changed) => heard.push(changed));
    expect(await repo.seed(data)).toBe(true);
    expect(heard).toEqual(['all']);
    expect(await repo.seed(data)).toBe(false);
    expect(await repo.isSeeded()).toBe(true);

    expect(await repo.cars()).toEqual(byId(data.cars));
    expect(await repo.makes()).toEqual(byId(data.makes));
    expect(await repo.models()).toEqual(byId(data.models));
    expect(await repo.dealerships()).toEqual(byId(data.dealerships));
    expect(await repo.locations()).toEqual(byId(data.locations));
    expect(await repo.offers()).toEqual(byId(data.offers));
    expect(await repo.deliveryRegions()).toEqual(byId(data.deliveryRegions));
    expect(await repo.parts()).toEqual(byId(data.parts));
    const websiteOf = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
    expect(await repo.locations(2)).toEqual(byId(data.locations.filter((l) => websiteOf.get(l.dealership_id) === 2)));
    const dealership = data.dealerships[0]!;
    expect(await repo.reviews(dealership.id)).toEqual(byId(data.reviews.filter((r) => r.dealership_id === dealership.id)));
    expect(await repo.websiteReviews(2)).toEqual(byId(data.reviews.filter((r) => websiteOf.get(r.dealership_id) === 2)));
    const slugOrder = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : 1);
    expect(await repo.brands(1)).toEqual(data.brands.filter((b) => b.website_id === 1).sort(slugOrder));

    const car = data.cars[7]!;
    const website = websiteOf.get(car.dealership_id)!;
    expect(await repo.carBySlug(car.slug, website)).toEqual(car);
    expect(await repo.carById(car.id, website)).toEqual(car);
    expect(await repo.carById(car.id, website === 1 ? 2 : 1)).toBeUndefined();
    expect(await repo.cars([data.cars[3]!.id, data.cars[1]!.id, 99_999_999])).toEqual(byId([data.cars[3]!, data.cars[1]!]));
  });

  it('summarises the listed stock by model, car type and item type', async () => {
    const websiteOf = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
    const listed = data.cars.filter((c) => websiteOf.get(c.dealership_id) === 1 && c.show_on_dealer_website && ['in_stock', 'coming_soon'].includes(c.status));
    const tally = (key: (c: Car) => string) => {
      const counts = new Map<string, number>();
      for (const c of listed) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
      return counts;
    };
    const summary = await repo.stockSummary(1);
    const models = tally((c) => `${c.make}|${c.model}`);
    expect(summary.models.map((m) => [`${m.make}|${m.model}`, m.count])).toEqual(
      [...models].sort(([a, x], [b, y]) => y - x || (a.split('|')[0]! < b.split('|')[0]! ? -1 : a.split('|')[0]! > b.split('|')[0]! ? 1 : a < b ? -1 : 1)),
    );
    expect(summary.models[0]!.slug).toBe(listed.find((c) => `${c.make}|${c.model}` === `${summary.models[0]!.make}|${summary.models[0]!.model}`)!.model_slug);
    const asMap = (rows: { key: string; count: number }[]) => new Map(rows.map((r) => [r.key, r.count]));
    expect(asMap(summary.carTypes)).toEqual(tally((c) => c.car_type));
    expect(asMap(summary.itemTypes)).toEqual(tally((c) => c.item_type));
  });

  it('saves a changed car, tells its listeners, and counts views and reveals', async () => {
    const car = data.cars[11]!;
    const heard: unknown[] = [];
    const stop = repo.onCarsChanged((changed) => heard.push(changed));
    await repo.saveCar({ ...car, price: 12_345.5, status: 'sold' });
    stop();
    expect(heard).toEqual([[car.id]]);
    expect((await repo.cars([car.id]))[0]).toMatchObject({ price: 12_345.5, status: 'sold' });
    await expect(repo.saveCar({ ...car, dealership_id: 99_999 })).rejects.toThrow(/unknown dealership/);

    expect(await repo.recordCarView(car.id)).toBe(1);
    expect(await repo.recordCarView(car.id)).toBe(2);
    await repo.recordPhoneReveal({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 });
    expect(await repo.phoneReveals(car.id)).toBe(1);
  });

  it('counts rate-limit hits in fixed windows and forgets past ones', async () => {
    const t = 1_000_000;
    expect(await repo.countHit('test:a', 1000, t)).toEqual({ count: 1, resetAt: t + 1000 });
    expect(await repo.countHit('test:a', 1000, t + 500)).toEqual({ count: 2, resetAt: t + 1000 });
    expect(await repo.countHit('test:b', 1000, t + 500)).toEqual({ count: 1, resetAt: t + 1500 });
    // The window has passed: a new one starts.
    expect(await repo.countHit('test:a', 1000, t + 1000)).toEqual({ count: 1, resetAt: t + 2000 });
    await repo.forgetPastHits(t + 1600);
    expect(await repo.countHit('test:b', 1000, t + 1600)).toEqual({ count: 1, resetAt: t + 2600 });
  });

  it('hands out a paced queue’s slots one interval apart, and now again once it is idle', async () => {
    const t = 5_000_000;
    expect(await repo.takeSlot('slot:a', 100, t)).toBe(t);
    expect(await repo.takeSlot('slot:a', 100, t)).toBe(t + 100);
    expect(await repo.takeSlot('slot:a', 100, t + 50)).toBe(t + 200);
    // Taken at once (on PostgreSQL, over several connections, in any order): each gets a slot of its own.
    const atOnce = await Promise.all([0, 1, 2].map(() => repo.takeSlot('slot:c', 100, t)));
    expect(atOnce.sort((a, b) => a - b)).toEqual([t, t + 100, t + 200]);
    expect(await repo.takeSlot('slot:b', 100, t)).toBe(t);
    expect(await repo.takeSlot('slot:a', 100, t + 1000)).toBe(t + 1000);
  });

  it('keeps the first setting stored', async () => {
    expect(await repo.settingOnce('test_key', 'first')).toBe('first');
    expect(await repo.settingOnce('test_key', 'second')).toBe('first');
    await repo.setSetting('test_key', 'third');
    expect(await repo.getSetting('test_key')).toBe('third');
  });

  it('gives an Idempotency-Key to one request; a claim its stopped owner left is taken over', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => repo.leads.claimKey('t', 'key-race-0001')));
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'in-flight')).toHaveLength(4);

    await store.db.insertInto('idempotency_keys').values({ tenant: 't', key: 'key-orphan-01', state: 'in_flight', started_at: new Date().toISOString(), owner: 12_345 }).execute();
    expect(await repo.leads.claimKey('t', 'key-orphan-01')).toEqual({ kind: 'claimed' });
    // So old that no live request holds it, whoever made it.
    await store.db.insertInto('idempotency_keys').values({ tenant: 't', key: 'key-stale-001', state: 'in_flight', started_at: '2020-01-01T00:00:00.000Z', owner: store.instanceId }).execute();
    expect(await repo.leads.claimKey('t', 'key-stale-001')).toEqual({ kind: 'claimed' });
  });
});

describe(`durable writes over ${TEST_STORE}`, () => {
  /** SQLite's synchronous (FULL 2, NORMAL 1), or PostgreSQL's synchronous_commit, on `db`'s connection. */
  const durability = async (db: Kysely<Database>): Promise<unknown> =>
    TEST_STORE === 'sqlite'
      ? (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db)).rows[0]!.synchronous
      : (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]!.synchronous_commit;
  const [DURABLE, USUAL] = TEST_STORE === 'sqlite' ? [2, 1] : ['on', 'off'];

  it('commit leads and car saves durably and the other writes as usual, however they interleave', async () => {
    let durable = store;
    if (TEST_STORE === 'postgres') {
      // An operator may have turned synchronous_commit off for the database: leads stay durable.
      await sql`ALTER DATABASE ${sql.id(new URL(opened.databaseUrl!).pathname.slice(1))} SET synchronous_commit TO off`.execute(store.db);
      durable = await openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl, log: () => {} });
    }
    try {
      const inside: unknown[] = [];
      const watched: Store = { ...durable, durableTransaction: (work) => durable.durableTransaction(async (trx) => (inside.push(await durability(trx)), work(trx))) };
      const r = createRepository(watched);
      const lead = (key: string) =>
        r.leads.storeLead({ tenant: 't', key, bodyHash: 'h', lead: { form: 'enquiry' } as never, deliveries: [], deliverAt: 0, reply: () => ({ status: 201, body: {} }) });
      await Promise.all([lead('key-durable-01'), r.recordCarView(data.cars[3]!.id), r.saveCar({ ...data.cars[3]!, reserved: true }), r.leads.recordEvents('t', [{ name: 'e', properties: {}, at: 1 }]), lead('key-durable-02')]);
      expect(inside).toEqual([DURABLE, DURABLE, DURABLE]);
      expect(await durability(durable.db)).toBe(USUAL);
      await expect(durable.durableTransaction(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(await durability(durable.db)).toBe(USUAL);
    } finally {
      if (durable !== store) await durable.close();
    }
  });
});

describe.runIf(TEST_STORE === 'postgres')('several instances on one PostgreSQL (store level)', () => {
  let other: Store;
  let otherRepo: Repository;
  beforeAll(async () => {
    other = await openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl, log: () => {} });
    otherRepo = createRepository(other);
  });
  afterAll(() => other?.close());

  it('has the tables and columns SQLite has (each migration written for both)', async () => {
    const sqlite = await openStore({ dataDir: tempDir(), databaseUrl: null });
    const columns = async (s: Store) =>
      (await s.db.introspection.getTables())
        .filter((t) => t.name !== 'schema_version')
        .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1));
    try {
      const expected = await columns(sqlite);
      expect(expected.length).toBeGreaterThan(15);
      expect(await columns(store)).toEqual(expected);
    } finally {
      await sqlite.close();
    }
  });

  it('leaves a live instance’s claim alone and takes a stopped one’s', async () => {
    expect(await otherRepo.leads.claimKey('t', 'key-live-0001')).toEqual({ kind: 'claimed' });
    expect(await repo.leads.claimKey('t', 'key-live-0001')).toEqual({ kind: 'in-flight' });
    const third = await openStore({ dataDir: opened.dataDir, databaseUrl: opened.databaseUrl, log: () => {} });
    expect(await createRepository(third).leads.claimKey('t', 'key-dead-0001')).toEqual({ kind: 'claimed' });
    await third.close();
    expect(await repo.leads.claimKey('t', 'key-dead-0001')).toEqual({ kind: 'claimed' });
  });

  it('hears the cars another instance changes', async () => {
    const heard: unknown[] = [];
    const stop = repo.onCarsChanged((changed) => heard.push(changed));
    await otherRepo.saveCar({ ...data.cars[20]!, price: 999 });
    await expect.poll(() => heard, { timeout: 10_000, interval: 10 }).toEqual([[data.cars[20]!.id]]);
    stop();
  });

  it('gives each due delivery to one instance at a time; one dying mid-delivery leaves it due for the others', async () => {
    const stored = await repo.leads.storeLead({
      tenant: 't',
      key: 'key-delivery-1',
      bodyHash: 'h',
      lead: { form: 'enquiry' } as never,
      deliveries: [
        { channel: 'webhook', destination: 'http://crm/a' },
        { channel: 'webhook', destination: 'http://crm/b' },
      ],
      deliverAt: Date.now(),
      reply: (leadId) => ({ status: 201, body: { lead_id: leadId } }),
    });
    expect(stored).not.toBeNull();
    const at = Date.now() + 1000;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const working = new Promise<void>((r) => (started = r));
    const first = repo.leads.workNextDue(at, async (d) => {
      started();
      await held;
      return { delivered: false, error: `${d.destination} never answered`, nextAttemptAt: at };
    });
    await working;
    // The other instance skips the row being worked and takes the next.
    const taken: string[] = [];
    expect(await otherRepo.leads.workNextDue(at, async (d) => (taken.push(d.destination), { delivered: true }))).toBe(true);
    expect(await otherRepo.leads.workNextDue(at, async (d) => (taken.push(d.destination), { delivered: true }))).toBe(false);
    expect(taken).toEqual(['http://crm/b']);

    // The first instance's session dies mid-delivery: its claim goes with it.
    const admin = new Client(opened.databaseUrl!);
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`);
    await admin.end();
    release();
    await expect(first).rejects.toThrow();
    expect(await otherRepo.leads.workNextDue(at, async (d) => (taken.push(d.destination), { delivered: true }))).toBe(true);
    expect(taken).toEqual(['http://crm/b', 'http://crm/a']);
    expect((await repo.leads.deliveries('t')).map((d) => [d.destination, d.state, d.attempts])).toEqual([
      ['http://crm/a', 'delivered', 1],
      ['http://crm/b', 'delivered', 1],
    ]);
  });
});
