// Each embedded index holds the records of the tenants searching it and no others: a tenant with an
// index of its own gets its own cars, offers and parts, the tenants sharing one theirs, and a car
// moved to another group's dealership moves index. Searched over HTTP with the parent key, which no
// filter restricts; then the search host on a store of its own, for what a change leaves alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import type { Car } from '../../src/domain/stock.ts';
import { createSearchHost } from '../../src/server/search-host.ts';
import { createRepository } from '../../src/server/store/repository.ts';
import { loadTenants } from '../../src/server/tenants/load-tenants.ts';
import { openTestStore, startTestServer, tenantsWith, type TestServer } from './harness.ts';
import { localHosts } from './search-harness.ts';

const PARENT_KEY = 'index-groups-test-parent-key';
const HARBOURSIDE = 2;

let server: TestServer;
let cars: Car[];
let websiteOf: (car: Car) => number;
/** The demo tenants, harbourside searching indexes of its own. */
const tenantsDir = tenantsWith({
  'harbourside-motors': (raw) => (raw.search = { ...(raw.search as object), carsIndex: 'harbourside_cars', offersIndex: 'harbourside_offers', partsIndex: 'harbourside_parts' }),
});

beforeAll(async () => {
  server = await startTestServer({ TENANTS_DIR: tenantsDir, SEARCH_PARENT_KEY: PARENT_KEY });
  cars = await server.repo.cars();
  const websites = new Map((await server.repo.dealerships()).map((d) => [d.id, d.website_id]));
  websiteOf = (car) => websites.get(car.dealership_id)!;
});
afterAll(() => server?.dispose());

const admin = () => algoliasearch('FORECOURT', PARENT_KEY, { hosts: localHosts(server.port) });
const held = async (indexName: string) => Number((await admin().searchSingleIndex({ indexName, searchParams: { query: '', hitsPerPage: 0 } })).nbHits);
const holds = async (indexName: string, car: Car) =>
  admin()
    .getObject({ indexName, objectID: String(car.id) })
    .then(() => true, (error: { status?: number }) => (error.status === 404 ? false : Promise.reject(error)));

describe('indexes by the tenants searching them', () => {
  it("holds each index's tenants' cars, in the primary and its replicas", async () => {
    const harbourside = cars.filter((car) => websiteOf(car) === HARBOURSIDE).length;
    expect(harbourside).toBeGreaterThan(0);
    expect(await held('harbourside_cars')).toBe(harbourside);
    expect(await held('harbourside_cars_price_asc')).toBe(harbourside);
    expect(await held('cars')).toBe(cars.length - harbourside);
    expect(await held('cars_latest')).toBe(cars.length - harbourside);
  });

  it("holds each offers and parts index's tenants' records", async () => {
    for (const [own, shared, records] of [
      ['harbourside_offers', 'offers', await server.repo.offers()],
      ['harbourside_parts', 'parts', await server.repo.parts()],
    ] as const) {
      const harbourside = records.filter((record) => record.website_id === HARBOURSIDE).length;
      expect(harbourside, own).toBeGreaterThan(0);
      expect(await held(own), own).toBe(harbourside);
      expect(await held(shared), shared).toBe(records.length - harbourside);
    }
  });

  it("answers the tenant's own key from its own index", async () => {
    const { search } = await (await server.get('harbourside-motors', '/api/tenant')).json();
    expect(search.carsIndex).toBe('harbourside_cars');
    const client = algoliasearch(search.appId, search.apiKey, { hosts: localHosts(server.port) });
    const answer = await client.searchSingleIndex({ indexName: 'harbourside_cars', searchParams: { query: '', hitsPerPage: 1000 } });
    expect(answer.nbHits).toBeGreaterThan(0);
    const ids = new Set(cars.filter((car) => websiteOf(car) === HARBOURSIDE).map((car) => String(car.id)));
    expect(answer.hits.every((hit) => ids.has(hit.objectID))).toBe(true);
  });

  it("moves a car to the other index when it moves to the other group's dealership, and back", async () => {
    const car = cars.find((c) => websiteOf(c) !== HARBOURSIDE)!;
    const harboursideDealership = cars.find((c) => websiteOf(c) === HARBOURSIDE)!.dealership_id;
    const [ownBefore, sharedBefore] = [await held('harbourside_cars'), await held('cars')];
    await server.repo.saveCar({ ...car, dealership_id: harboursideDealership });
    await server.searchSettled();
    expect(await holds('harbourside_cars', car)).toBe(true);
    expect(await holds('cars', car)).toBe(false);
    expect([await held('harbourside_cars'), await held('cars')]).toEqual([ownBefore + 1, sharedBefore - 1]);

    await server.repo.saveCar(car);
    await server.searchSettled();
    expect(await holds('harbourside_cars', car)).toBe(false);
    expect(await holds('cars', car)).toBe(true);
    expect([await held('harbourside_cars'), await held('cars')]).toEqual([ownBefore, sharedBefore]);
  });
});

describe("a change in one index's cars", () => {
  it('leaves the other indexes their builds and kept answers', async () => {
    const opened = await openTestStore();
    try {
      const repo = createRepository(opened.store);
      const data = generateDemoData({ now: new Date('2025-06-01T00:00:00Z'), cars: 300 });
      await repo.seed(data);
      const host = await createSearchHost({ repo, tenants: loadTenants(tenantsDir), parentKey: PARENT_KEY, log: () => {} });
      try {
        const search = (index: string) =>
          host.app.request(`/1/indexes/${index}/query`, { method: 'POST', headers: { 'x-algolia-api-key': PARENT_KEY, 'x-algolia-application-id': 'FORECOURT' }, body: '{"query":""}' });
        for (const index of ['cars', 'harbourside_cars']) expect((await search(index)).status).toBe(200);
        const [shared, own] = [host.catalog.primary('cars')!, host.catalog.primary('harbourside_cars')!];
        const sharedKept = shared.keptBytes;
        expect(sharedKept).toBeGreaterThan(0);
        expect(own.keptBytes).toBeGreaterThan(0);

        const websites = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
        const car = (await repo.cars()).find((c) => websites.get(c.dealership_id) === HARBOURSIDE)!;
        await repo.saveCar({ ...car, price: car.price + 1000 });
        await host.settled();
        expect(own.keptBytes).toBe(0);
        expect(own.getObject(String(car.id), ['price'])).toMatchObject({ price: car.price + 1000 });
        expect(shared.keptBytes).toBe(sharedKept);
      } finally {
        host.stop();
      }
    } finally {
      await opened.dispose();
    }
  });
});
