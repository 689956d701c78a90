// The official algoliasearch client against the running server, with each tenant's own key:
// facet counts match a direct count in SQLite, pagination and sorting work, tenants stay apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import type { Db } from '../../src/server/sqlite/database.ts';
import type { TestServer } from './harness.ts';
import { localHosts, startSearchTestServer, type SearchTestServer } from './search-harness.ts';

let search: SearchTestServer;
let server: TestServer;
let db: Db;
let keys: Record<string, string>;

beforeAll(async () => {
  search = await startSearchTestServer();
  ({ server, db, keys } = search);
});
afterAll(() => search?.dispose());

const clientFor = (slug: string) => algoliasearch('FORECOURT', keys[slug], { hosts: localHosts(server.port) });

const HOUR_S = 3600;

/**
 * The tenant's listable stock straight from SQLite, by the spec's stock filter and the tenant's options,
 * its sold window counted from the hour (as the search scope takes the clock).
 */
function listableCount(websiteId: number, opts: { soldDays: number; minPhotos?: number; minPrice?: number; certifiedOnly?: boolean }, extra = '', params: unknown[] = []) {
  const since = Math.floor(Date.now() / 1000 / HOUR_S) * HOUR_S - opts.soldDays * 86400;
  const rows = db
    .prepare(
      `SELECT ${extra ? `${extra} AS v,` : ''} COUNT(*) AS n FROM cars
       WHERE website_id = ? AND show_on_dealer_website = 1
         AND (status IN ('in_stock', 'coming_soon') OR sold_date_timestamp > ?)
         AND json_array_length(json_extract(data, '$.images')) >= ?
         AND price >= ?
         ${opts.certifiedOnly ? "AND json_extract(data, '$.certified') = 1" : ''}
       ${extra ? 'GROUP BY v' : ''}`,
    )
    .all(websiteId, since, opts.minPhotos ?? 0, opts.minPrice ?? 0, ...params) as { v?: string; n: number }[];
  return extra ? Object.fromEntries(rows.map((r) => [r.v, r.n])) : rows[0].n;
}

describe('search with the official client', () => {
  it('counts match SQLite for each tenant, with its own stock filter applied', async () => {
    const cases = [
      ['metro-auto-group', 1, { soldDays: 3, minPhotos: 1 }],
      ['harbourside-motors', 2, { soldDays: 3 }],
      ['outback-caravans', 3, { soldDays: 7, minPrice: 1, certifiedOnly: true }],
    ] as const;
    for (const [slug, websiteId, opts] of cases) {
      const { results } = await clientFor(slug).search({
        requests: [{ indexName: 'cars', query: '', facets: ['car_type', 'make', 'status'], maxValuesPerFacet: 1000, hitsPerPage: 0 }],
      });
      const result = results[0] as { nbHits: number; facets: Record<string, Record<string, number>> };
      expect(result.nbHits, slug).toBe(listableCount(websiteId, opts));
      expect(result.nbHits, slug).toBeGreaterThan(0);
      expect(result.facets.car_type, slug).toEqual(listableCount(websiteId, opts, 'car_type'));
      expect(result.facets.make, slug).toEqual(listableCount(websiteId, opts, 'make'));
      expect(result.facets.status, slug).toEqual(listableCount(websiteId, opts, 'status'));
    }
  });

  it('pages through the results without gaps or repeats', async () => {
    const client = clientFor('harbourside-motors');
    const seen = new Set<string>();
    let nbPages = 1;
    let nbHits = 0;
    for (let page = 0; page < nbPages; page++) {
      const r = await client.searchSingleIndex({ indexName: 'cars', searchParams: { query: '', hitsPerPage: 21, page } });
      nbPages = r.nbPages!;
      nbHits = r.nbHits!;
      expect(r.hits.length).toBeLessThanOrEqual(21);
      for (const hit of r.hits) seen.add(hit.objectID);
    }
    expect(seen.size).toBe(nbHits);
  });

  it('sorts by the replica index names', async () => {
    const client = clientFor('metro-auto-group');
    const prices = async (indexName: string) =>
      (await client.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 50 } })).hits.map((h) => (h as unknown as { price: number }).price);
    const asc = await prices('cars_price_asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('cars_price_desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const latest = (await client.searchSingleIndex({ indexName: 'cars_latest', searchParams: { hitsPerPage: 50 } })).hits.map(
      (h) => (h as unknown as { created_at_timestamp: number }).created_at_timestamp,
    );
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
  });

  it('puts cars with no price shown (Call for price, PREORDER) after every priced car in both price sorts', async () => {
    // Harbourside has unpriced cars and does not exclude price 0 from the lowest-price sort.
    const client = clientFor('harbourside-motors');
    for (const indexName of ['cars_price_asc', 'cars_price_desc']) {
      const { nbHits } = await client.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0 } });
      const { hits } = await client.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 1000, attributesToRetrieve: ['price', 'preorder'] } });
      expect(hits).toHaveLength(nbHits!);
      const shown = hits.map((h) => (h as unknown as { price: number }).price > 10);
      const firstUnpriced = shown.indexOf(false);
      expect(firstUnpriced, `${indexName}: some cars show no price`).toBeGreaterThan(0);
      expect(shown.slice(firstUnpriced).every((s) => !s), `${indexName}: no priced car after the first unpriced one`).toBe(true);
      const prices = hits.slice(0, firstUnpriced).map((h) => (h as unknown as { price: number }).price);
      expect(prices).toEqual([...prices].sort((a, b) => (indexName.endsWith('asc') ? a - b : b - a)));
    }
  });

  it('works with the lite client too', async () => {
    const lite = liteClient('FORECOURT', keys['outback-caravans'], { hosts: localHosts(server.port) });
    const { results } = await lite.search({ requests: [{ indexName: 'cars', query: 'caravan', hitsPerPage: 5 }] });
    expect((results[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });
});

describe('tenant isolation', () => {
  it("a tenant's key never sees another tenant's stock, whatever filters it sends", async () => {
    const client = clientFor('harbourside-motors');
    for (const filters of ['website_ids:1', 'website_ids:1 OR website_ids:2', 'NOT website_ids:2', '']) {
      const r = await client.searchSingleIndex({ indexName: 'cars', searchParams: { filters, hitsPerPage: 1000, attributesToRetrieve: ['website_ids'] } });
      for (const hit of r.hits) expect((hit as unknown as { website_ids: number[] }).website_ids).toEqual([2]);
    }
    const metroCar = db.prepare("SELECT id FROM cars WHERE website_id = 1 AND status = 'in_stock' LIMIT 1").get() as { id: number };
    await expect(client.getObject({ indexName: 'cars', objectID: String(metroCar.id) })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses forged and unknown keys with 403', async () => {
    const forged = Buffer.from(Buffer.from(keys['harbourside-motors'], 'base64').toString('utf8').replace('website_ids%3A2', 'website_ids%3A1')).toString('base64');
    for (const key of [forged, 'not-a-key', keys['harbourside-motors'].slice(0, -4)]) {
      const client = algoliasearch('FORECOURT', key, { hosts: localHosts(server.port) });
      await expect(client.searchSingleIndex({ indexName: 'cars', searchParams: {} })).rejects.toMatchObject({ status: 403 });
    }
  });

  it('keeps the search index in step when a car changes in SQLite', async () => {
    const client = clientFor('harbourside-motors');
    const before = await client.searchSingleIndex({ indexName: 'cars', searchParams: { query: '', hitsPerPage: 1, filters: 'status:in_stock' } });
    const hit = before.hits[0] as unknown as { objectID: string; slug: string };
    // Mark it sold long ago through the server's own repository: it must leave the listing.
    const car = await (await server.get('harbourside-motors', `/api/cars/${hit.slug}`)).json();
    await server.repo.saveCar({ ...car, status: 'sold', sold: true, sold_date_timestamp: 1_000_000 });
    await server.searchSettled();
    await expect(client.getObject({ indexName: 'cars', objectID: hit.objectID })).rejects.toMatchObject({ status: 404 });
  });
});
