// Reads Algolia search parameters from a request body in either client generation's shape: v4 puts
// them in a URL-encoded `params` string, v5 sends JSON fields; both may be present (JSON wins).
// Unknown parameters are ignored, as Algolia has far more than this engine implements.

import { SearchRequestError } from './search-errors.ts';

export interface SearchParams {
  query: string;
  filters: string;
  /** Raw; validated by the filter parser. */
  facetFilters: unknown;
  numericFilters: unknown;
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  page: number;
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as received, URL-encoded: the response's `params`. */
  echo: string;
}

/** Keys of a multi-query entry that address the query rather than parameterize it. */
const ENVELOPE_KEYS = new Set(['params', 'indexName', 'type', 'facet', 'strategy']);
const MAX_QUERY_LENGTH = 512;
/**
 * Real tags are a few characters (`<em>`, InstantSearch's `__ais-highlight__`). Every highlighted
 * match repeats them, so an unbounded tag turns a 1 MB request into hundreds of MB of reply.
 */
const MAX_TAG_LENGTH = 64;
const PAGINATION_LIMIT = 1000;

function integer(raw: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  let n: number;
  if (typeof value === 'number' && Number.isFinite(value)) n = Math.trunc(value);
  else if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) n = Number.parseInt(value, 10);
  else throw new SearchRequestError(400, `Invalid value for "${key}": expected an integer, got ${JSON.stringify(value)}`);
  return Math.min(max, Math.max(min, n));
}

function text(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new SearchRequestError(400, `Invalid value for "${key}": expected a string`);
}

/** A string parameter no longer than `max`: the query and the tags are repeated or scanned per record. */
function shortText(raw: Record<string, unknown>, key: string, fallback: string, max: number): string {
  const value = text(raw, key, fallback);
  if (value.length > max) throw new SearchRequestError(400, `Invalid value for "${key}": ${value.length} characters, the maximum is ${max}`);
  return value;
}

function list(raw: Record<string, unknown>, key: string): string[] | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return list({ [key]: JSON.parse(trimmed) }, key);
      } catch (error) {
        if (error instanceof SearchRequestError) throw error;
        throw new SearchRequestError(400, `Invalid value for "${key}": not a valid JSON list`);
      }
    }
    return trimmed === '' ? [] : trimmed.split(',').map((part) => part.trim()).filter((part) => part !== '');
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new SearchRequestError(400, `Invalid value for "${key}": expected a list of strings`);
}

/** The `params` string's entries, then the body's own fields over them. */
export function mergeParams(body: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  if (body.params !== undefined) {
    if (typeof body.params !== 'string') throw new SearchRequestError(400, 'Invalid value for "params": expected a URL-encoded string');
    for (const [key, value] of new URLSearchParams(body.params)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(body)) {
    if (!ENVELOPE_KEYS.has(key) && value !== undefined) merged[key] = value;
  }
  return merged;
}

function encodeParams(raw: Record<string, unknown>): string {
  return Object.entries(raw)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

export function readSearchParams(body: Record<string, unknown>): SearchParams {
  const raw = mergeParams(body);
  const offset = raw.offset === undefined || raw.offset === null ? undefined : integer(raw, 'offset', 0, 0, PAGINATION_LIMIT);
  const hitsPerPage = integer(raw, 'hitsPerPage', 20, 0, PAGINATION_LIMIT);
  return {
    query: shortText(raw, 'query', '', MAX_QUERY_LENGTH),
    filters: text(raw, 'filters', ''),
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 100, 0, 1000),
    hitsPerPage,
    page: integer(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    offset,
    length: offset === undefined ? undefined : integer(raw, 'length', hitsPerPage, 0, PAGINATION_LIMIT),
    attributesToRetrieve: list(raw, 'attributesToRetrieve') ?? ['*'],
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    highlightPreTag: shortText(raw, 'highlightPreTag', '<em>', MAX_TAG_LENGTH),
    highlightPostTag: shortText(raw, 'highlightPostTag', '</em>', MAX_TAG_LENGTH),
    facetQuery: shortText(raw, 'facetQuery', '', MAX_QUERY_LENGTH),
    maxFacetHits: integer(raw, 'maxFacetHits', 10, 1, 100),
    echo: encodeParams(raw),
  };
}
