// @orama/orama: the searchable attributes as full-text strings, every facet as an enum (exact
// values, countable), numbers as numbers; the tenant, stock filter, refinements and price range
// as one `where`; all query words required (threshold 0), one typo allowed per word.
import { create, insertMultiple, search, type AnyOrama, type SearchParams } from '@orama/orama';
import { CAR_INDEX_SETTINGS, type SearchRecord } from '../../../src/domain/search-record.ts';
import { ALL_FACETS, type BenchQuery, NUMERIC_FACETS, STOCK } from '../queries.ts';
import type { BenchEngine } from './engine.ts';

const SEARCHABLE = CAR_INDEX_SETTINGS.searchableAttributes;
const NUMERIC = new Set<string>(NUMERIC_FACETS);
const ARRAYS = new Set(['categories', 'filtered_features']);
/** Numbers Orama can count per value only as one range per value: those with few distinct values. */
const PER_VALUE_RANGES = new Set(['year', 'seats']);
const PRICE_BANDS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 10_000_000];

const facetField = (name: string) => `f_${name}`;

type Doc = Record<string, string | number | boolean | string[] | number[]>;

function toDoc(record: SearchRecord): Doc {
  const source = record as Record<string, unknown>;
  const doc: Doc = { id: record.objectID };
  for (const name of SEARCHABLE) if (typeof source[name] === 'string') doc[name] = source[name];
  for (const name of ALL_FACETS) {
    const value = source[name];
    if (value === null || value === undefined) continue;
    if (NUMERIC.has(name)) doc[facetField(name)] = Number(value);
    else if (ARRAYS.has(name)) doc[facetField(name)] = (value as unknown[]).map(String);
    else doc[facetField(name)] = String(value);
  }
  doc.website_ids = (record.website_ids as number[]).map(String);
  doc.status = String(record.status);
  doc.sold_date_timestamp = Number(record.sold_date_timestamp);
  doc.show_on_dealer_website = String(record.show_on_dealer_website);
  doc.in_stock = Number(record.in_stock);
  return doc;
}

export function oramaEngine(): BenchEngine {
  let db: AnyOrama | null = null;
  const ranges = new Map<string, { from: number; to: number }[]>();
  return {
    name: 'orama',
    limits: [
      'ranking: its BM25 score alone; Algolia\'s criteria (typos, words, attribute, exact) and the custom ranking (in stock, newest) after it are not expressible',
      'typos: one per word whatever its length (Algolia: 1 from 4 letters, 2 from 8), and every word matches as a prefix, not only the last',
      'numeric facets: counted only in ranges given ahead; year and seats get one range per value (exact counts), price, km, subscription_price and created_at_timestamp get price-band ranges (not counts per value); no facets_stats',
      'no joined-pair matching ("cx5" for "CX-5") and no highlighting asked for',
    ],
    async build(records: SearchRecord[]) {
      const schema: Record<string, string> = { id: 'string', website_ids: 'enum[]', status: 'enum', sold_date_timestamp: 'number', show_on_dealer_website: 'enum', in_stock: 'number' };
      for (const name of SEARCHABLE) schema[name] = 'string';
      for (const name of ALL_FACETS) schema[facetField(name)] = NUMERIC.has(name) ? 'number' : ARRAYS.has(name) ? 'enum[]' : 'enum';
      db = create({ schema: schema as never });
      await insertMultiple(db, records.map(toDoc) as never[], 1000);
      for (const name of NUMERIC_FACETS) {
        if (PER_VALUE_RANGES.has(name)) {
          const values = [...new Set(records.map((record) => Number((record as Record<string, unknown>)[name])))].sort((a, b) => a - b);
          ranges.set(name, values.map((value) => ({ from: value, to: value })));
        } else {
          ranges.set(name, PRICE_BANDS.slice(1).map((to, i) => ({ from: PRICE_BANDS[i], to: to - 1 })));
        }
      }
    },
    async search(query: BenchQuery) {
      const and: Record<string, unknown>[] = [
        { website_ids: { containsAny: [String(query.website)] } },
        { or: [{ status: { in: [...STOCK.statuses] } }, { sold_date_timestamp: { gt: STOCK.soldSince } }] },
        { show_on_dealer_website: { eq: 'true' } },
      ];
      for (const { attribute, values } of query.refinements) {
        const field = facetField(attribute);
        if (NUMERIC.has(attribute)) and.push({ or: values.map((value) => ({ [field]: { eq: Number(value) } })) });
        else if (ARRAYS.has(attribute)) and.push({ [field]: { containsAny: values.map(String) } });
        else and.push({ [field]: { in: values.map(String) } });
      }
      if (query.price) and.push({ [facetField('price')]: { between: [query.price.min, query.price.max] } });
      const facets: Record<string, unknown> = {};
      for (const name of ALL_FACETS) facets[facetField(name)] = NUMERIC.has(name) ? { ranges: ranges.get(name) } : { limit: 100 };
      const params: Record<string, unknown> = {
        term: query.text,
        properties: query.text === '' ? undefined : [...SEARCHABLE],
        threshold: 0,
        tolerance: query.text === '' ? 0 : 1,
        where: { and },
        facets,
        limit: query.hitsPerPage,
        offset: query.page * query.hitsPerPage,
      };
      if (query.sort === 'latest') params.sortBy = { property: facetField('created_at_timestamp'), order: 'DESC' };
      if (query.sort === 'price_desc') params.sortBy = { property: facetField('price'), order: 'DESC' };
      if (query.sort === 'price_asc') params.sortBy = { property: facetField('price'), order: 'ASC' };
      const result = await search(db!, params as SearchParams<AnyOrama>);
      let facetValues = 0;
      for (const facet of Object.values(result.facets ?? {})) facetValues += Object.keys(facet.values).length;
      return { nbHits: result.count, ids: result.hits.map((hit) => String(hit.document.id)), facetValues };
    },
  };
}
