// The header's stock counts are the tenant's own search: for every demo tenant, each Stock link's
// count equals the nbHits of the search that link opens (with the tenant's key, so its stock filter),
// and a stock change moves both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { slugify } from '../../src/domain/media.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { createNavigationCache } from '../../src/server/navigation.ts';
import { headerMenu } from '../../src/shell/site-menu.ts';
import { searchPathFilter } from '../../src/url/search-path.ts';
import { routeToState } from '../../src/url/search-route.ts';
import type { TestServer } from './harness.ts';
import { localHosts, startSearchTestServer, type SearchTestServer } from './search-harness.ts';

let search: SearchTestServer;
let server: TestServer;

beforeAll(async () => {
  search = await startSearchTestServer();
  ({ server } = search);
});
afterAll(() => search?.dispose());

const bootstrap = async (slug: string) => (await (await server.get(slug, '/api/tenant')).json()) as TenantBootstrap;

/** The nbHits of the search a menu link opens: its /search path's filter and its query string's refinements. */
async function linkHits(boot: TenantBootstrap, href: string): Promise<number> {
  const url = new URL(href, 'http://site');
  const path = searchPathFilter(url.pathname.replace(/^\/search\/?/, ''));
  const state = routeToState(url.search.slice(1));
  const facetFilters = Object.entries(state.refinementList ?? {}).map(([attribute, values]) => values.map((v) => `${attribute}:${v}`));
  const client = algoliasearch(boot.search.appId, boot.search.apiKey, { hosts: localHosts(server.port) });
  const answer = await client.searchSingleIndex({ indexName: boot.search.carsIndex, searchParams: { query: '', hitsPerPage: 0, filters: path.filters || undefined, facetFilters } });
  return answer.nbHits!;
}

/** The Stock menu's links that carry a count, with it: 'New Cars (268)'. */
const countedLinks = (boot: TenantBootstrap) =>
  headerMenu(boot.tenant, boot.navigation).flatMap((entry) => (entry.kind === 'group' && entry.group.id === 'stock' ? entry.group.links : []));

describe('menu stock counts', () => {
  it.each(['metro-auto-group', 'harbourside-motors', 'outback-caravans'])('%s: every Stock link finds what the menu says, and links finding nothing are left out', async (slug) => {
    const boot = await bootstrap(slug);
    for (const type of ['new', 'demo', 'used'] as const) {
      const href = `/search/${type}-cars`;
      const hits = await linkHits(boot, href);
      expect(boot.navigation.stock[type], `${slug} ${type}`).toBe(hits);
      const link = countedLinks(boot).find((l) => l.href === href);
      if (hits === 0) expect(link, `${slug}: no ${type} link for no cars`).toBeUndefined();
      else expect(link?.label, `${slug} ${type}`).toMatch(new RegExp(`\\(${hits}\\)$`));
    }
    for (const [itemType, count] of Object.entries(boot.navigation.itemTypes)) {
      expect(count, `${slug} ${itemType}`).toBe(await linkHits(boot, `/search/new-used-and-demo-cars/?refinementList%5Bitem_type%5D%5B0%5D=${itemType}`));
    }
    for (const model of boot.navigation.models.slice(0, 5)) {
      expect(model.count, `${slug} ${model.make} ${model.model}`).toBe(await linkHits(boot, `/search/${slugify(model.make)}/${model.slug}`));
    }
  });

  it('follow a stock change', async () => {
    const before = await bootstrap('metro-auto-group');
    const metro = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
    const car = (await server.repo.cars()).find((c) => metro.has(c.dealership_id) && c.car_type === 'new' && c.status === 'in_stock' && c.images.length > 0 && c.show_on_dealer_website)!;
    await server.repo.saveCar({ ...car, status: 'sold', sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000) - 30 * 86400 });
    // The index and the menu hear of the change from the store (on every instance): it arrives shortly.
    await expect.poll(async () => (await bootstrap('metro-auto-group')).navigation.stock.new).toBe(before.navigation.stock.new - 1);
    const after = await bootstrap('metro-auto-group');
    expect(after.navigation.stock.new).toBe(await linkHits(after, '/search/new-cars'));
  });
});

describe('the navigation cache', () => {
  it('asks the search again when the hour turns (the sold-car window moves), and keeps no failed answer', async () => {
    const tenant = { config: { slug: 'harbourside-motors', id: 2, search: { carsIndex: 'cars' }, manufacturer: null, phones: { override: null }, offers: { alwaysShowIds: [] } } } as never;
    let asked = 0;
    let fail = true;
    let clock = Date.parse('2026-11-28T10:59:00Z');
    const answer = { facets: { car_type: { used: 7 }, item_type: { car: 7 }, make_model: {} } };
    const navigation = createNavigationCache(server.repo, () => async () => {
      asked += 1;
      return fail ? null : [answer];
    }, () => clock);
    // A failed search: the menu counts from SQLite meanwhile, and the next page asks again.
    expect((await navigation(tenant)).stock.used).toBeGreaterThan(7);
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    expect((await navigation(tenant)).stock.used).toBe(7);
    expect((await navigation(tenant)).stock.used).toBe(7);
    expect(asked).toBe(2);
    clock += 60_000;
    await navigation(tenant);
    expect(asked).toBe(3);
  });
});
