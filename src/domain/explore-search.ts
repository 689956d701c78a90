// Spec §7: the manufacturer/model search (21 per page; filtered by manufacturer name, model name and
// model body) behind the brand and model pages, and the group site's dealership search (21 per page;
// filtered by categories and price). Each is a multi-query: the page of cards with every choice
// applied, and the choices' counts with none of them applied (InstantSearch's disjunctive faceting,
// so a shopper sees every model and body of the make, not only the chosen one). The choices are facet
// filters on the page's fixed filters, so both queries are one browse, whose whole set the search
// worker can keep and answer the next choice from (src/domain/local-refinement.ts).
import { CAR_CARD_ATTRIBUTES } from './search-record.ts';
import { facetFilter, type SearchRequest } from './search-request.ts';

export const EXPLORE_HITS_PER_PAGE = 21;

/** The facets the explore searches choose by. */
export const MODEL_SEARCH_FACETS = ['model', 'body'] as const;
export const DEALERSHIP_SEARCH_FACETS = ['categories', 'price_range'] as const;
const FACET_VALUES = 50;

/** `attribute:"value"` with the value quoted for Algolia's filter grammar. */
const facet = (attribute: string, value: string) => `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`;

function requests(indexName: string, fixed: string[], chosen: string[][], facets: readonly string[], page: number): SearchRequest[] {
  return [
    {
      indexName,
      query: '',
      filters: fixed.join(' AND '),
      ...(chosen.length ? { facetFilters: chosen } : {}),
      facets: [],
      hitsPerPage: EXPLORE_HITS_PER_PAGE,
      page,
      maxValuesPerFacet: FACET_VALUES,
      attributesToRetrieve: [...CAR_CARD_ATTRIBUTES],
      attributesToHighlight: [],
    },
    { indexName, query: '', filters: fixed.join(' AND '), facets: [...facets], hitsPerPage: 0, page: 0, maxValuesPerFacet: FACET_VALUES, attributesToHighlight: [] },
  ];
}

export interface ModelSearchInput {
  /** The manufacturer's name, as the index's `make` holds it. */
  make: string;
  /** A model page fixes the model; a brand page lets the shopper choose one. */
  model: string | null;
  body: string | null;
  page: number;
}

export function manufacturerModelSearch(indexName: string, { make, model, body, page }: ModelSearchInput): SearchRequest[] {
  const chosen = [model && [facetFilter('model', model)], body && [facetFilter('body', body)]].filter((f): f is string[] => !!f);
  return requests(indexName, [facet('make', make)], chosen, MODEL_SEARCH_FACETS, page);
}

/** A model page's stock: the manufacturer/model search with both names fixed. */
export function modelStockSearch(indexName: string, make: string, model: string, page: number): SearchRequest[] {
  return requests(indexName, [facet('make', make), facet('model', model)], [], [], page).slice(0, 1);
}

export interface DealershipSearchInput {
  category: string | null;
  price: string | null;
  page: number;
}

export function dealershipSearch(indexName: string, { category, price, page }: DealershipSearchInput): SearchRequest[] {
  const chosen = [category && [facetFilter('categories', category)], price && [facetFilter('price_range', price)]].filter((f): f is string[] => !!f);
  return requests(indexName, [], chosen, DEALERSHIP_SEARCH_FACETS, page);
}
