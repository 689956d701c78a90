// Our engine, called as the search routes call it: parameters read from the request body, the
// tenant's secured-key filter as the restriction, no answers kept (each query is the engine's work).
import { CAR_FACETS, CAR_INDEX_SETTINGS, carIndexNames, type SearchRecord } from '../../../src/domain/search-record.ts';
import { stockFilter } from '../../../src/domain/stock-filter.ts';
import { SearchIndex } from '../../../src/server/search/engine.ts';
import { parseFilters } from '../../../src/server/search/filter-parser.ts';
import { readSearchParams } from '../../../src/server/search/search-params.ts';
import type { BenchQuery, SortName } from '../queries.ts';
import { BENCH_NOW } from '../records.ts';
import type { BenchEngine } from './engine.ts';

export function forecourtEngine(): BenchEngine {
  const names = carIndexNames('cars');
  const indexNames: Record<SortName, string> = { relevance: names.relevance, latest: names.latest, price_desc: names.priceDesc, price_asc: names.priceAsc };
  const filters = stockFilter({ now: BENCH_NOW.getTime() });
  let index: SearchIndex | null = null;
  return {
    name: 'forecourt',
    limits: [],
    build(records: SearchRecord[]) {
      index = new SearchIndex('cars', CAR_INDEX_SETTINGS, records, { answersKept: 0 });
      // The first query per sort order builds what queries share (columns, sort orders): count it as build.
      for (const name of Object.values(indexNames)) index.view(name)!.search(readSearchParams({ filters, hitsPerPage: 1 }));
    },
    search(query: BenchQuery) {
      const body = {
        query: query.text,
        filters,
        facetFilters: query.refinements.map(({ attribute, values }) => values.map((value) => `${attribute}:${String(value)}`)),
        numericFilters: query.price ? [`price>=${query.price.min}`, `price<=${query.price.max}`] : [],
        facets: query.facets === 'all' ? ['*'] : [...CAR_FACETS],
        hitsPerPage: query.hitsPerPage,
        page: query.page,
      };
      const response = index!.view(indexNames[query.sort])!.search(readSearchParams(body), parseFilters(`website_ids:${query.website}`));
      let facetValues = 0;
      for (const counts of Object.values(response.facets ?? {})) facetValues += Object.keys(counts).length;
      return { nbHits: response.nbHits, ids: response.hits.map((hit) => hit.objectID), facetValues };
    },
  };
}
