// The embedded search service for the tenants: indexes derived from the store (built at start, and
// kept in step when stock changes on this or, on a shared PostgreSQL, any other instance), one
// secured search-only key per tenant, and the tenant's stock filter (cars) and offer exclusion
// (offers) applied server-side to every query made with that key.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { carIndexNames, carIndexSettings, carRenderingContent, offerIndexSettings, partIndexSettings, toOfferRecord, toPartRecord, toSearchRecord, type SearchRecord } from '../domain/search-record.ts';
import { CAR_FACET_PANELS } from '../domain/search-facets.ts';
import { scopeFilter, searchScope } from '../domain/search-scope.ts';
import type { SearchConnection } from '../domain/tenant-bootstrap.ts';
import type { Car } from '../domain/stock.ts';
import type { Repository } from './store/repository.ts';
import { IndexCatalog, SearchIndex } from './search/engine.ts';
import { searchRoutes } from './search/routes.ts';
import { createKeyVerifier, generateSecuredKey, type KeyScope } from './search/secured-keys.ts';
import type { LoadedTenant } from './tenants/load-tenants.ts';

/** Application id the embedded service answers to (Algolia clients insist on one). */
export const EMBEDDED_APP_ID = 'FORECOURT';
const PARENT_KEY_SETTING = 'search_parent_key';

export interface SearchHost {
  app: Hono;
  catalog: IndexCatalog;
  connectionFor(tenant: LoadedTenant): SearchConnection;
  stop(): void;
  /** Resolves once the changes heard so far are in the indexes. */
  settled(): Promise<void>;
}

export function tenantCarIndexNames(tenant: LoadedTenant): string[] {
  return Object.values(carIndexNames(tenant.config.search.carsIndex));
}

type IndexField = 'carsIndex' | 'offersIndex' | 'partsIndex';

/**
 * Each index named in `field` and what it holds: the records of its tenants' websites. Tenants may
 * share an index name (the demo ones all use "cars"), and their keys' website filter keeps them apart;
 * another tenant's records are ones those keys never let through.
 */
function indexGroups(tenants: LoadedTenant[], field: IndexField): Map<string, (record: { website_ids: readonly number[] }) => boolean> {
  const websites = new Map<string, Set<number>>();
  for (const { config } of tenants) websites.set(config.search[field], (websites.get(config.search[field]) ?? new Set<number>()).add(config.id));
  return new Map([...websites].map(([name, ids]) => [name, (record) => record.website_ids.some((id) => ids.has(id))]));
}

/**
 * SEARCH_PARENT_KEY, else the one stored on the first start: instances starting together on one
 * PostgreSQL each offer a new key and all keep the first one stored, so their secured keys agree.
 */
async function parentKeyFrom(repo: Repository, configured: string | null): Promise<string> {
  if (configured) return configured;
  return (await repo.getSetting(PARENT_KEY_SETTING)) ?? repo.settingOnce(PARENT_KEY_SETTING, randomBytes(32).toString('hex'));
}

/** Index records derived from the store: the embedded indexes and the Algolia push use the same ones. */
export async function carRecordsFrom(repo: Repository, cars?: Car[]) {
  const [listed, dealershipList, locationList] = await Promise.all([cars ?? repo.cars(), repo.dealerships(), repo.locations()]);
  const dealerships = new Map(dealershipList.map((d) => [d.id, d]));
  const locations = new Map(locationList.map((l) => [l.id, l]));
  return listed.flatMap((car) => {
    const dealership = dealerships.get(car.dealership_id);
    return dealership ? [toSearchRecord(car, { dealership, location: locations.get(car.location_id) })] : [];
  });
}

export async function createSearchHost(opts: {
  repo: Repository;
  tenants: LoadedTenant[];
  parentKey: string | null;
  log?: (line: string) => void;
}): Promise<SearchHost> {
  const { repo, tenants } = opts;
  const log = opts.log ?? console.warn;
  const parentKey = await parentKeyFrom(repo, opts.parentKey);
  const embedded = tenants.filter((t) => t.config.search.appId === null);

  const catalog = new IndexCatalog();
  const carIndexes: { index: SearchIndex; holds: (record: SearchRecord) => boolean }[] = [];
  const allCars = await carRecordsFrom(repo);
  for (const [name, holds] of indexGroups(embedded, 'carsIndex')) {
    const index = new SearchIndex(name, carIndexSettings(name), allCars.filter(holds));
    carIndexes.push({ index, holds });
    catalog.set(index);
  }
  const offers = (await repo.offers()).map(toOfferRecord);
  for (const [name, holds] of indexGroups(embedded, 'offersIndex')) catalog.set(new SearchIndex(name, offerIndexSettings(), offers.filter(holds)));
  const parts = (await repo.parts()).map(toPartRecord);
  for (const [name, holds] of indexGroups(embedded, 'partsIndex')) catalog.set(new SearchIndex(name, partIndexSettings(), parts.filter(holds)));

  // Changes are applied in the order heard, one at a time, so a later write is never overtaken by an
  // earlier one whose read came back last. A change that cannot be read (the store went away) is kept
  // and tried again on the next change: the session's reconnect then announces 'all' cars.
  let applying = Promise.resolve();
  let missed = false;
  const unsubscribe = repo.onCarsChanged((changed) => {
    applying = applying.then(async () => {
      const everything = changed === 'all' || missed;
      try {
        const records = await carRecordsFrom(repo, everything ? undefined : await repo.cars(changed));
        for (const { index, holds } of carIndexes) {
          const held = records.filter(holds);
          if (everything) {
            index.replaceAll(held);
            continue;
          }
          // An index no changed car is or was in keeps its build and its kept answers.
          const left = records.filter((record) => !holds(record) && index.has(record.objectID)).map((record) => record.objectID);
          if (held.length > 0) index.upsert(held);
          if (left.length > 0) index.remove(left);
        }
        missed = false;
      } catch (error) {
        missed = true;
        log(`Search index: could not read changed cars (${error instanceof Error ? error.message : String(error)}); they are read again with the next change`);
      }
    });
  });

  const keys = new Map(
    embedded.map((tenant) => {
      const { id, slug, search } = tenant.config;
      const scope: KeyScope = {
        filters: `website_ids:${id}`,
        restrictIndices: [...tenantCarIndexNames(tenant), search.offersIndex, search.partsIndex],
        userToken: slug,
      };
      return [slug, generateSecuredKey(parentKey, scope)] as const;
    }),
  );
  const scopes = new Map(tenants.map((t) => [t.config.slug, searchScope(t.config)]));
  const facetOrder = CAR_FACET_PANELS.map((panel) => panel.attribute);
  const renderingContents = new Map(tenants.map((t) => [t.config.slug, carRenderingContent(facetOrder, t.config.stock.certifiedOnly)]));

  const app = searchRoutes({
    getIndex: (name) => catalog.resolve(name),
    verifyKey: createKeyVerifier({ appId: EMBEDDED_APP_ID, parentKeys: [parentKey] }),
    // The stock filter and the offer exclusion, enforced here so no client can skip them.
    scopeFilter(key, indexName) {
      const scope = key.userToken ? scopes.get(key.userToken) : undefined;
      return (scope && scopeFilter(scope, indexName, Date.now())) ?? undefined;
    },
    // The tenant's facet order on its car indexes (they are shared by tenants, so it goes by key).
    renderingContent(key, indexName) {
      const scope = key.userToken ? scopes.get(key.userToken) : undefined;
      return scope?.carIndexes.includes(indexName) ? { ...renderingContents.get(key.userToken!) } : undefined;
    },
    insights: { record: (tenant, events) => repo.leads.recordSearchEvents(tenant, events) },
  });

  return {
    app,
    catalog,
    connectionFor(tenant) {
      const { search } = tenant.config;
      const indexes = { carsIndex: search.carsIndex, offersIndex: search.offersIndex, partsIndex: search.partsIndex };
      if (search.appId !== null && search.searchKey !== null) {
        return { mode: 'algolia', appId: search.appId, apiKey: search.searchKey, host: search.host, ...indexes, scope: scopes.get(tenant.config.slug) };
      }
      return { mode: 'embedded', appId: EMBEDDED_APP_ID, apiKey: keys.get(tenant.config.slug)!, host: null, ...indexes };
    },
    stop: unsubscribe,
    settled: () => applying,
  };
}
