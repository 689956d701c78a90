// The search state (from the URL) as Algolia multi-query requests, with InstantSearch's disjunctive
// faceting: a refined facet's own counts come from a second query without its refinement, so the
// shopper still sees (and can add) the other values. Used for cars, offers and parts alike.
import { carIndexNames } from './search-record.ts';
import type { SearchUiState } from './search-ui-state.ts';

export interface SearchRequest {
  indexName: string;
  query: string;
  filters?: string;
  facetFilters?: string[][];
  numericFilters?: string[];
  facets: string[];
  hitsPerPage: number;
  page: number;
  maxValuesPerFacet: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
}

export interface RequestOptions {
  /** The index (a sort replica for cars) to query. */
  indexName: string;
  /** The attributes to count (the panels' facets). */
  facets: readonly string[];
  hitsPerPage: number;
  maxValuesPerFacet: number;
  /** Filters the page always applies (the /search path's, say); '' for none. */
  filters: string;
  /** Numeric filters the page always applies (the price-ascending exclusion, say). */
  numericFilters?: readonly string[];
  /**
   * What the results' hits carry (all of each record when left out). Nothing is highlighted when set:
   * a results page that shows only some attributes keeps its answers, and so every search, small.
   */
  attributesToRetrieve?: readonly string[];
}

export type SortKey = keyof ReturnType<typeof carIndexNames>;

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Most relevant',
  latest: 'Latest',
  priceDesc: 'Highest price',
  priceAsc: 'Lowest price',
};

/** The sort a URL's sortBy names (a replica index name); anything else is most relevant. */
export function sortKeyOf(sortBy: string | undefined, primary: string): SortKey {
  const names = carIndexNames(primary);
  return (Object.keys(names) as SortKey[]).find((key) => names[key] === sortBy) ?? 'relevance';
}

/** Spec §5: on some sites sorting by lowest price leaves out cars priced 0. */
export function carNumericFilters(sort: SortKey, priceAscExcludesZero: boolean): string[] {
  return sort === 'priceAsc' && priceAscExcludesZero ? ['price>0'] : [];
}

/** A facet filter, `attribute:value`; a value's leading dash escaped, which would negate it. */
export const facetFilter = (attribute: string, value: string) => `${attribute}:${value.startsWith('-') ? '\\' : ''}${value}`;

function facetFiltersOf(state: SearchUiState, without?: string): string[][] {
  const groups: string[][] = [];
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    if (attribute !== without) groups.push(values.map((value) => facetFilter(attribute, value)));
  }
  for (const [attribute, value] of Object.entries(state.menu ?? {})) {
    if (attribute !== without) groups.push([facetFilter(attribute, value)]);
  }
  return groups;
}

function numericFiltersOf(state: SearchUiState, fixed: readonly string[], without?: string): string[] {
  const out = [...fixed];
  for (const [attribute, { min, max }] of Object.entries(state.range ?? {})) {
    if (attribute === without) continue;
    if (min !== undefined) out.push(`${attribute}>=${min}`);
    if (max !== undefined) out.push(`${attribute}<=${max}`);
  }
  return out;
}

/** Attributes refined in the state, each needing its own counts query. */
function refinedAttributes(state: SearchUiState): string[] {
  return [...new Set([...Object.keys(state.refinementList ?? {}), ...Object.keys(state.menu ?? {}), ...Object.keys(state.range ?? {})])];
}

function request(state: SearchUiState, options: RequestOptions, without?: string): SearchRequest {
  const facetFilters = facetFiltersOf(state, without);
  const numericFilters = numericFiltersOf(state, options.numericFilters ?? [], without);
  return {
    indexName: options.indexName,
    query: state.query ?? '',
    ...(options.filters ? { filters: options.filters } : {}),
    ...(facetFilters.length ? { facetFilters } : {}),
    ...(numericFilters.length ? { numericFilters } : {}),
    facets: without === undefined ? [...options.facets] : [without],
    hitsPerPage: without === undefined ? options.hitsPerPage : 0,
    page: without === undefined ? Math.max(0, (state.page ?? 1) - 1) : 0,
    maxValuesPerFacet: options.maxValuesPerFacet,
    ...(options.attributesToRetrieve && without === undefined ? { attributesToRetrieve: [...options.attributesToRetrieve], attributesToHighlight: [] } : {}),
  };
}

/** The results query first, then one counts-only query per refined attribute (in refinedAttributes order). */
export function searchRequests(state: SearchUiState, options: RequestOptions): SearchRequest[] {
  return [request(state, options), ...refinedAttributes(state).map((attribute) => request(state, options, attribute))];
}

export interface FacetAnswer {
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min?: number; max?: number }>;
}

/**
 * The counts each panel shows: a refined attribute's from its own query, the rest from the results
 * query. `requests` are the ones `answers` answer (not the state's latest): each counts query names
 * its attribute, so counts are never matched to a newer refinement's queries.
 */
export function mergeFacets(requests: readonly Pick<SearchRequest, 'facets'>[], answers: readonly FacetAnswer[]): Required<FacetAnswer> {
  const [main, ...disjunctive] = answers;
  const facets = { ...main?.facets };
  const stats = { ...main?.facets_stats };
  requests.slice(1).forEach(({ facets: [attribute] }, i) => {
    const answer = disjunctive[i];
    if (answer?.facets?.[attribute]) facets[attribute] = answer.facets[attribute];
    if (answer?.facets_stats?.[attribute]) stats[attribute] = answer.facets_stats[attribute];
  });
  return { facets, facets_stats: stats };
}
