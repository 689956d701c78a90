// itemsjs: every facet as an aggregation (bitsets of item ids per value), the tenant and the
// refinements as facet selections (OR within a facet), the stock filter's sold window and the price
// range as its `filter` function, the sorts as its sortings, the text through its bundled lunr.
import itemsjs from 'itemsjs';
import { CAR_INDEX_SETTINGS, type SearchRecord } from '../../../src/domain/search-record.ts';
import { ALL_FACETS, type BenchQuery, NUMERIC_FACETS, STOCK } from '../queries.ts';
import type { BenchEngine } from './engine.ts';

type Item = Record<string, unknown>;

const STATUSES = new Set<string>(STOCK.statuses);

export function itemsjsEngine(): BenchEngine {
  let engine: ReturnType<typeof itemsjs> | null = null;
  return {
    name: 'itemsjs',
    limits: [
      'typos: none (lunr matches each word exactly or as a prefix)',
      'ranking: lunr\'s score alone, then nothing; the custom ranking (in stock, newest) is not expressible',
      'the stock filter\'s sold window (sold_date_timestamp > t) and the price range: not facet filters, so a JS filter function over the items',
      'no joined-pair matching ("cx5" for "CX-5") and no highlighting asked for',
    ],
    build(records: SearchRecord[]) {
      const aggregations: Record<string, unknown> = {};
      for (const name of [...ALL_FACETS, 'website_ids', 'show_on_dealer_website']) {
        aggregations[name] = { size: 100, conjunction: true, show_facet_stats: (NUMERIC_FACETS as readonly string[]).includes(name) };
      }
      engine = itemsjs(records as unknown as Item[], {
        aggregations,
        searchableFields: CAR_INDEX_SETTINGS.searchableAttributes,
        isExactSearch: true,
        sortings: {
          latest: { field: 'created_at_timestamp', order: 'desc' },
          price_desc: { field: 'price', order: 'desc' },
          price_asc: { field: 'price', order: 'asc' },
        },
      });
    },
    search(query: BenchQuery) {
      const facets: Record<string, unknown> = {
        website_ids: { selected: [String(query.website)] },
        show_on_dealer_website: { selected: ['true'] },
      };
      for (const { attribute, values } of query.refinements) facets[attribute] = { selected: values.map(String), options: { conjunction: 'OR' } };
      const price = query.price;
      const result = engine!.search({
        query: query.text,
        facets,
        filter: (item: Item) =>
          (STATUSES.has(item.status as string) || (item.sold_date_timestamp as number) > STOCK.soldSince) &&
          (!price || ((item.price as number) >= price.min && (item.price as number) <= price.max)),
        sort: query.sort === 'relevance' ? undefined : query.sort,
        per_page: query.hitsPerPage,
        page: query.page + 1,
      });
      let facetValues = 0;
      for (const aggregation of Object.values(result.data.aggregations)) facetValues += aggregation.buckets.length;
      return { nbHits: result.pagination.total, ids: result.data.items.map((item) => String(item.objectID)), facetValues };
    },
  };
}
