// Spec §5 offer exclusion on the index: through the official algoliasearch client with each tenant's
// own key, an offer excluded on the tenant's site never appears, even when the client asks for it,
// and nbHits is exactly the number of visible offers in SQLite (so pages and counts are exact).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import type { Db } from '../../src/server/sqlite/database.ts';
import type { TestServer } from './harness.ts';
import { localHosts, startSearchTestServer, type SearchTestServer } from './search-harness.ts';

let search: SearchTestServer;
let server: TestServer;
let db: Db;
let keys: Record<string, string>;
const TENANTS = [
  ['metro-auto-group', 1],
  ['harbourside-motors', 2],
  ['outback-caravans', 3],
] as const;

beforeAll(async () => {
  search = await startSearchTestServer();
  ({ server, db, keys } = search);
});
afterAll(() => search?.dispose());

const clientFor = (slug: string) => algoliasearch('FORECOURT', keys[slug], { hosts: localHosts(server.port) });

interface OfferRow {
  id: number;
  excluded: boolean;
}

/** The site's offers straight from SQLite, each marked excluded when its excluded_website_ids names the site. */
function offersOf(websiteId: number): OfferRow[] {
  return (
    db
      .prepare(
        `SELECT id, EXISTS (SELECT 1 FROM json_each(data, '$.excluded_website_ids') WHERE value = ?) AS excluded
         FROM offers WHERE website_id = ? ORDER BY id`,
      )
      .all(websiteId, websiteId) as { id: number; excluded: number }[]
  ).map((row) => ({ id: row.id, excluded: row.excluded === 1 }));
}

/** What tenants/*.json sets as offers.alwaysShowIds (spec §5, one site variant). */
async function alwaysShown(slug: string): Promise<number[]> {
  return (await (await server.get(slug, '/api/tenant')).json()).tenant.offers.alwaysShowIds as number[];
}

describe('offers search excludes the tenant’s excluded offers at the index', () => {
  it('has excluded offers in the demo data to test with', () => {
    expect(TENANTS.some(([, id]) => offersOf(id).some((o) => o.excluded))).toBe(true);
  });

  for (const [slug, websiteId] of TENANTS) {
    it(`${slug}: nbHits equals the visible offers in SQLite and no excluded offer appears, on any page`, async () => {
      const always = await alwaysShown(slug);
      const rows = offersOf(websiteId);
      const visible = rows.filter((o) => !o.excluded || always.includes(o.id)).map((o) => o.id);
      const hidden = rows.filter((o) => o.excluded && !always.includes(o.id)).map((o) => o.id);
      const client = clientFor(slug);
      const seen: number[] = [];
      // Small pages, so a page-of-hits filter would show up as short pages or a wrong total.
      for (let page = 0; ; page++) {
        const result = await client.searchSingleIndex<{ id: number }>({ indexName: 'offers', searchParams: { hitsPerPage: 2, page } });
        expect(result.nbHits).toBe(visible.length);
        seen.push(...result.hits.map((hit) => hit.id));
        if (page >= (result.nbPages ?? 0) - 1) break;
        expect(result.hits).toHaveLength(2);
      }
      expect(seen.sort((a, b) => a - b)).toEqual(visible);

      // Asking for the hidden ones by id (or for everything with an empty filter) still finds none.
      if (hidden.length > 0) {
        const asked = await client.searchSingleIndex<{ id: number }>({
          indexName: 'offers',
          searchParams: { filters: hidden.map((id) => `id:${id}`).join(' OR '), hitsPerPage: 100 },
        });
        expect(asked.nbHits).toBe(0);
      }
    });
  }

  it('keeps an always-shown offer visible on its site even though the site excludes it', async () => {
    const [slug, websiteId] = TENANTS[1];
    const always = await alwaysShown(slug);
    const excludedButShown = offersOf(websiteId).filter((o) => o.excluded && always.includes(o.id));
    expect(excludedButShown.length, 'demo data has an excluded offer on the always-show list').toBeGreaterThan(0);
    const result = await clientFor(slug).searchSingleIndex<{ id: number }>({
      indexName: 'offers',
      searchParams: { filters: excludedButShown.map((o) => `id:${o.id}`).join(' OR ') },
    });
    expect(result.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(excludedButShown.map((o) => o.id));
  });
});
