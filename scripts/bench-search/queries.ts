// The results-page queries every engine in the bench answers, in a neutral form each engine turns
// into its own API: (a) text + refinements + price range + sort, (b) empty browse with every facet
// counted, (c) two-word text. Drawn from the records with a seeded generator, so every process
// (one per engine and size) times the same queries.
import { CAR_FACETS, type SearchRecord } from '../../src/domain/search-record.ts';
import { BENCH_NOW } from './records.ts';

export type SortName = 'relevance' | 'latest' | 'price_desc' | 'price_asc';
export const SORTS: readonly SortName[] = ['relevance', 'latest', 'price_desc', 'price_asc'];

export type FacetValue = string | number | boolean;

export interface BenchQuery {
  /** Its place among the queries drawn (the same query has the same id in every process). */
  id: number;
  kind: number;
  text: string;
  /** The tenant the query runs for (its secured key's `website_ids:<id>`). */
  website: number;
  /** ANDed groups; the values of a group are ORed (a refinement list with two values ticked). */
  refinements: { attribute: string; values: FacetValue[] }[];
  price: { min: number; max: number } | null;
  sort: SortName;
  page: number;
  hitsPerPage: number;
  /** Facets to count: every facet of the index (`['*']` on Algolia) or the results page's list. */
  facets: 'all' | 'page';
}

export const QUERY_KINDS = ['(a) text + refinements + price + sort', '(b) empty browse, every facet', '(c) two-word text'] as const;

/** The tenant's stock filter (spec §4/§9) as every engine applies it: listed statuses, or sold within 3 days, and shown. */
export const STOCK = {
  statuses: ['in_stock', 'coming_soon'],
  soldSince: Math.floor(BENCH_NOW.getTime() / 1000) - 3 * 86_400,
} as const;

/** Facets counted: the results page asks for these by name ((a)), the others for every facet ((b), (c)). */
export const ALL_FACETS: readonly string[] = CAR_FACETS;

/** Facets holding numbers: engines also give their min/max (Algolia's facets_stats). */
export const NUMERIC_FACETS = ['km', 'price', 'subscription_price', 'seats', 'year', 'created_at_timestamp'] as const;

const REFINABLE = ['body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'year', 'seats', 'categories'] as const;

/** Deterministic, so two runs time the same queries. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function distinct(records: readonly SearchRecord[], attribute: string): FacetValue[] {
  const values = new Set<FacetValue>();
  for (const record of records) {
    const value = (record as Record<string, unknown>)[attribute];
    for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined && item !== '') values.add(item as FacetValue);
  }
  return [...values];
}

/** Queries of each kind drawn in every process; an engine timed on fewer takes the first of each kind. */
export const QUERIES_DRAWN_PER_KIND = 300;

/**
 * The first `perKind` of each kind among the queries drawn, in their order: every engine answers a
 * subset of the same queries, so two engines' answers to one query can be compared.
 */
export function benchQueries(records: readonly SearchRecord[], perKind: number): BenchQuery[] {
  if (perKind > QUERIES_DRAWN_PER_KIND) throw new Error(`at most ${QUERIES_DRAWN_PER_KIND} queries of each kind`);
  const taken = QUERY_KINDS.map(() => 0);
  return drawQueries(records, QUERIES_DRAWN_PER_KIND).filter((query) => taken[query.kind]++ < perKind);
}

/** `perKind` queries of each kind, shuffled together (so no kind runs warm on its predecessor's data). */
export function drawQueries(records: readonly SearchRecord[], perKind: number, seed = 2024): BenchQuery[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const pools = Object.fromEntries(['colour', 'body', 'fuel', ...REFINABLE].map((attribute) => [attribute, distinct(records, attribute)]));
  const websites = distinct(records, 'website_ids') as number[];
  const prefix = (word: string) => word.slice(0, Math.max(2, Math.ceil(word.length * (0.5 + random() / 2))));
  const base = { refinements: [], price: null, page: 0, hitsPerPage: 21 };

  const kinds: (() => Omit<BenchQuery, 'id'>)[] = [
    () => {
      // Refinements taken from one listing (plus a second value in some groups), as a shopper
      // narrowing down would pick them, so the query usually still has results.
      const anchor = pick(records) as Record<string, unknown>;
      const chosen = [...REFINABLE].sort(() => random() - 0.5).slice(0, 6);
      const valueOf = (attribute: string): FacetValue => {
        const value = anchor[attribute];
        if (Array.isArray(value)) return value.length > 0 ? (pick(value) as FacetValue) : pick(pools[attribute]);
        return value as FacetValue;
      };
      const price = Number(anchor.price);
      return {
        ...base,
        kind: 0,
        text: random() < 0.5 ? String(anchor.make) : prefix(String(anchor.model)),
        website: (anchor.website_ids as number[])[0],
        refinements: chosen.map((attribute) => ({
          attribute,
          values: random() < 0.3 ? [...new Set([valueOf(attribute), pick(pools[attribute])])] : [valueOf(attribute)],
        })),
        price: { min: Math.floor(price / 20_000) * 10_000, max: Math.ceil(price / 10_000) * 10_000 + 20_000 },
        sort: pick(SORTS),
        facets: 'page',
      };
    },
    () => ({ ...base, kind: 1, text: '', website: pick(websites), page: Math.floor(random() * 4), sort: pick(SORTS), facets: 'all' }),
    () => {
      const anchor = pick(records);
      const make = String(anchor.make);
      const model = String(anchor.model);
      const words = pick([
        () => `${make} ${model}`,
        () => `${make} ${prefix(model)}`,
        () => `${String(pick(pools.colour))} ${String(pick(pools.body))}`,
        () => `${make.slice(0, -1)} ${model}`,
        () => `${String(pick(pools.fuel))} ${prefix(make)}`,
      ])();
      return { ...base, kind: 2, text: words.toLowerCase(), website: pick(websites), sort: pick(SORTS), facets: 'all' };
    },
  ];
  const schedule = kinds.flatMap((_, kind) => Array.from({ length: perKind }, () => kind)).sort(() => random() - 0.5);
  return schedule.map((kind, id) => ({ ...kinds[kind](), id }));
}
