// A tenant on hosted Algolia: its searches go from the browser straight to Algolia, past this
// server, which adds the stock filter (spec §4, §7) and the offer exclusion (§5) to every embedded
// search. Its secured key can embed only a fixed filter (`website_ids`), and the stock filter moves
// with the clock (cars sold within the last N days), so the search worker adds both to each query.
import { offerVisibilityFilter } from './offers.ts';
import { carIndexNames } from './search-record.ts';
import { stockFilter, type StockFilterOptions } from './stock-filter.ts';

/** What the search worker adds to a hosted tenant's queries (the server sends it with the connection). */
export interface SearchScope {
  /** The cars index and its sort replicas. */
  carIndexes: string[];
  stock: Omit<StockFilterOptions, 'now'>;
  offersIndex: string;
  offersFilter: string;
}

export function searchScope(opts: { carsIndex: string; offersIndex: string; stock: Omit<StockFilterOptions, 'now'>; websiteId: number; alwaysShowOfferIds: readonly number[] }): SearchScope {
  return {
    carIndexes: Object.values(carIndexNames(opts.carsIndex)),
    stock: opts.stock,
    offersIndex: opts.offersIndex,
    offersFilter: offerVisibilityFilter(opts.websiteId, opts.alwaysShowOfferIds),
  };
}

const HOUR_MS = 3_600_000;

/**
 * The queries with the scope's filter ANDed to each one's own. The clock is taken to the hour, so the
 * same search keeps one cache key (and shares one round trip) for an hour; a sold car therefore stays
 * listed up to an hour past its window.
 */
export function scopeRequests<Q extends { indexName: string; filters?: string }>(requests: Q[], scope: SearchScope, now: Date): (Q & { filters?: string })[] {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return requests.map((request) => {
    const restriction = scope.carIndexes.includes(request.indexName)
      ? stockFilter({ ...scope.stock, now: hour })
      : request.indexName === scope.offersIndex
        ? scope.offersFilter
        : null;
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
