// Spec §4/§7 stock filter and §5 offer exclusion as a tenant's search scope: which filter each of
// its indexes always carries. The embedded search service ANDs it to every query made with the
// tenant's key; for a tenant on hosted Algolia the search worker ANDs it to each query it sends
// (its secured key can embed only a fixed filter, and the stock filter moves with the clock).
import { offerVisibilityFilter } from './offers.ts';
import { carIndexNames } from './search-record.ts';
import { stockFilter, type StockFilterOptions } from './stock-filter.ts';
import type { TenantConfig } from './tenant-config.ts';

/** The filters a tenant's queries always carry, by index (a hosted tenant's goes with its connection). */
export interface SearchScope {
  /** The cars index and its sort replicas. */
  carIndexes: string[];
  stock: Omit<StockFilterOptions, 'now'>;
  offersIndex: string;
  offersFilter: string;
}

export function searchScope(tenant: {
  id: number;
  search: Pick<TenantConfig['search'], 'carsIndex' | 'offersIndex'>;
  stock: Pick<TenantConfig['stock'], 'includeSoldCarsDays' | 'minimumPhotos' | 'minimumPrice' | 'certifiedOnly'>;
  offers: Pick<TenantConfig['offers'], 'alwaysShowIds'>;
}): SearchScope {
  const { includeSoldCarsDays, minimumPhotos, minimumPrice, certifiedOnly } = tenant.stock;
  return {
    carIndexes: Object.values(carIndexNames(tenant.search.carsIndex)),
    stock: { includeSoldCarsDays, minimumPhotos, minimumPrice, certifiedOnly },
    offersIndex: tenant.search.offersIndex,
    offersFilter: offerVisibilityFilter(tenant.id, tenant.offers.alwaysShowIds),
  };
}

const HOUR_MS = 3_600_000;

/** The stock filter's clock, taken to the hour (see scopeFilter); a car's page reads it the same way, so it opens while its card is listed. */
export const listingClock = (now: number) => Math.floor(now / HOUR_MS) * HOUR_MS;

/**
 * The filter the scope adds to a query of `indexName` at `now` (epoch ms); null for an index it leaves
 * alone. The clock is taken to the hour, so the same search keeps one filter, and so one cache key in
 * the search worker's cache and one kept answer in the server's engine, for an hour; a sold car
 * therefore stays listed up to an hour past its sold-car days.
 */
export function scopeFilter(scope: SearchScope, indexName: string, now: number): string | null {
  if (scope.carIndexes.includes(indexName)) return stockFilter({ ...scope.stock, now: listingClock(now) });
  return indexName === scope.offersIndex ? scope.offersFilter : null;
}

/** The queries with the scope's filter (`scopeFilter`) ANDed to each one's own. */
export function scopeRequests<Q extends { indexName: string; filters?: string }>(requests: Q[], scope: SearchScope, now: number): (Q & { filters?: string })[] {
  return requests.map((request) => {
    const restriction = scopeFilter(scope, request.indexName, now);
    if (restriction === null) return request;
    return { ...request, filters: request.filters ? `${restriction} AND ${asConjunct(request.filters)}` : restriction };
  });
}

/**
 * Algolia takes a filter as ANDed terms, each a filter or a parenthesised OR group, and rejects
 * parentheses around an AND. So an expression joins another by AND as it is, unless it is one OR
 * group without parentheses.
 */
function asConjunct(filters: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < filters.length; i++) {
    const c = filters[i];
    if (c === '"' && filters[i - 1] !== '\\') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && filters.startsWith(' OR ', i)) return `(${filters})`;
  }
  return filters;
}
