// Reads Algolia search parameters from a request body in either client generation's shape: v4 puts
// them in a URL-encoded `params` string, v5 sends JSON fields; both may be present (JSON wins).
// Every parameter of Algolia's search API is named in SEARCH_PARAMETERS (docs/search.md is its
// table, kept true by a test): one this service cannot honour is refused with a 400 naming it,
// never silently ignored, and a name Algolia does not know gets Algolia's "Unknown parameter".

import { SearchRequestError } from './search-errors.ts';

/**
 * `supported`: honoured as Algolia documents it. `no effect`: accepted, and Algolia itself gives the
 * same answer on an index without the feature it tunes (rules, synonyms, personalization, ...).
 * `refused`: a 400 naming it unless given its default value.
 */
export type ParameterStatus = 'supported' | 'no effect' | 'refused';

export interface ParameterRule {
  status: ParameterStatus;
  note: string;
}

const supported = (note = ''): ParameterRule => ({ status: 'supported', note });
const noEffect = (note: string): ParameterRule => ({ status: 'no effect', note });
const refused = (note: string): ParameterRule => ({ status: 'refused', note });

/** Algolia's search parameters (specs/common/schemas/SearchParams.yml and its index settings usable as search parameters). */
export const SEARCH_PARAMETERS: Readonly<Record<string, ParameterRule>> = {
  query: supported('At most 512 characters.'),
  similarQuery: supported('All words optional, no prefixes, the words criterion first; stop words are not removed (removeStopWords is refused).'),
  filters: supported('Facet, numeric, range, boolean and tag filters with AND/OR/NOT and `<score=N>` filter scores; at most 256 conditions.'),
  facetFilters: supported('Lists nest to any depth, alternating AND and OR.'),
  optionalFilters: supported('Scores (`<score=N>`) and negative (`attr:-value`) optional filters; ranked by the filters criterion.'),
  numericFilters: supported(),
  tagFilters: supported('On `_tags`; cars carry their type, condition and tag as tags.'),
  sumOrFiltersScores: supported(),
  restrictSearchableAttributes: supported(),
  facets: supported(),
  facetingAfterDistinct: noEffect('No index sets attributeForDistinct, so distinct never applies (as on Algolia).'),
  page: supported(),
  offset: supported(),
  length: supported(),
  aroundLatLng: supported('Records carry `_geoloc` (a car: its location). Without aroundRadius every record with a location is ranked by distance (no automatic radius).'),
  aroundLatLngViaIP: refused('No IP geolocation here: send aroundLatLng.'),
  aroundRadius: supported(),
  aroundPrecision: supported('A number or a list of {from, value} ranges.'),
  minimumAroundRadius: supported('Accepted; there is no automatic radius for it to widen.'),
  insideBoundingBox: supported(),
  insidePolygon: supported(),
  naturalLanguages: refused('It turns on removeStopWords and ignorePlurals, which are not implemented.'),
  ruleContexts: noEffect('No rules are defined.'),
  personalizationImpact: noEffect('No personalization strategy is defined.'),
  userToken: noEffect('Only for analytics; Insights events carry their own.'),
  getRankingInfo: supported('`_rankingInfo` per hit, `serverUsed` and `parsedQuery`.'),
  synonyms: noEffect('No synonyms are defined.'),
  clickAnalytics: supported('Adds `queryID`; send events to `POST /1/events`.'),
  analytics: noEffect('No search analytics are kept.'),
  analyticsTags: noEffect('No search analytics are kept.'),
  percentileComputation: noEffect('No search analytics are kept.'),
  enableABTest: noEffect('No A/B tests are defined.'),
  attributesToRetrieve: supported(),
  ranking: refused('The ranking is an index setting here: query a replica to sort.'),
  relevancyStrictness: noEffect('Applies to virtual replicas only; these replicas are standard.'),
  attributesToHighlight: supported(),
  attributesToSnippet: supported('`attribute:words`, 10 words by default.'),
  highlightPreTag: supported('At most 64 characters.'),
  highlightPostTag: supported('At most 64 characters.'),
  snippetEllipsisText: supported(),
  restrictHighlightAndSnippetArrays: supported(),
  hitsPerPage: supported('At most 1000, and at most 120,000 hit values (hits x attributes) per request.'),
  minWordSizefor1Typo: supported(),
  minWordSizefor2Typos: supported(),
  typoTolerance: supported('true, false, "min" and "strict".'),
  allowTyposOnNumericTokens: supported('The cars index sets it false (model years).'),
  disableTypoToleranceOnAttributes: supported(),
  ignorePlurals: refused('Plural forms are not implemented.'),
  removeStopWords: refused('Stop-word removal is not implemented.'),
  queryLanguages: noEffect('Only selects the languages of ignorePlurals and removeStopWords, both off.'),
  decompoundQuery: noEffect('Only German, Dutch, Finnish, Swedish and Norwegian compounds are split; the stock is English.'),
  enableRules: noEffect('No rules are defined.'),
  enablePersonalization: noEffect('No personalization strategy is defined.'),
  queryType: supported('prefixLast, prefixAll, prefixNone.'),
  removeWordsIfNoResults: supported('none, lastWords, firstWords, allOptional.'),
  mode: noEffect('NeuralSearch is not enabled, so keyword search answers (as on Algolia).'),
  semanticSearch: noEffect('Only used with NeuralSearch.'),
  advancedSyntax: supported('Exact phrases and excluded words.'),
  optionalWords: supported(),
  disableExactOnAttributes: supported(),
  exactOnSingleWordQuery: supported('attribute, none, word.'),
  alternativesAsExact: noEffect('No synonyms or plurals produce alternatives.'),
  advancedSyntaxFeatures: supported(),
  distinct: noEffect('No index sets attributeForDistinct, so distinct never applies (as on Algolia).'),
  replaceSynonymsInHighlight: noEffect('No synonyms are defined.'),
  minProximity: noEffect('The proximity criterion is not computed: searchable values here are a few words.'),
  attributeCriteriaComputedByMinProximity: noEffect('The proximity criterion is not computed.'),
  responseFields: supported(),
  maxValuesPerFacet: supported('At most 1000.'),
  sortFacetValuesBy: supported('count or alpha.'),
  renderingContent: supported('From the index settings per tenant (facet ordering), or as sent.'),
  enableReRanking: noEffect('Dynamic Re-Ranking is not enabled.'),
  reRankingApplyFilter: noEffect('Dynamic Re-Ranking is not enabled.'),
  facetQuery: supported('Facet-value searches only.'),
  maxFacetHits: supported('Facet-value searches only; at most 100.'),
};

/** Keys of a multi-query entry that address the query rather than parameterize it. */
const ENVELOPE_KEYS = new Set(['params', 'indexName', 'type', 'facet', 'strategy']);
const MAX_QUERY_LENGTH = 512;
/**
 * Real tags are a few characters (`<em>`, InstantSearch's `__ais-highlight__`). Every highlighted
 * match repeats them, so an unbounded tag turns a 1 MB request into hundreds of MB of reply.
 */
const MAX_TAG_LENGTH = 64;
const PAGINATION_LIMIT = 1000;
const DEFAULT_SNIPPET_WORDS = 10;
/** A polygon or a set of boxes this large is never a real search area, and each point is work per record. */
const MAX_GEO_POINTS = 10_000;

export type TypoTolerance = boolean | 'min' | 'strict';
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';
export type RemoveWords = 'none' | 'lastWords' | 'firstWords' | 'allOptional';
export type ExactOnSingleWord = 'attribute' | 'none' | 'word';

export interface SnippetSpec {
  name: string;
  words: number;
}

export interface PrecisionRange {
  from: number;
  value: number;
}

export interface SearchParams {
  query: string;
  similarQuery: string;
  filters: string;
  /** Raw; validated by the filter parser. */
  facetFilters: unknown;
  numericFilters: unknown;
  tagFilters: unknown;
  optionalFilters: unknown;
  sumOrFiltersScores: boolean;
  restrictSearchableAttributes: string[] | undefined;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage: number;
  page: number;
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | undefined;
  attributesToSnippet: SnippetSpec[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  restrictHighlightAndSnippetArrays: boolean;
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** Undefined: the index setting's. */
  allowTyposOnNumericTokens: boolean | undefined;
  disableTypoToleranceOnAttributes: string[];
  queryType: QueryType;
  removeWordsIfNoResults: RemoveWords;
  advancedSyntax: boolean;
  advancedSyntaxFeatures: { exactPhrase: boolean; excludeWords: boolean };
  optionalWords: string[];
  disableExactOnAttributes: string[];
  exactOnSingleWordQuery: ExactOnSingleWord;
  aroundLatLng: { lat: number; lng: number } | null;
  aroundRadius: number | 'all' | null;
  aroundPrecision: PrecisionRange[];
  minimumAroundRadius: number | null;
  /** Each [lat1, lng1, lat2, lng2]. */
  insideBoundingBox: number[][] | null;
  /** Each [lat, lng, lat, lng, ...], at least three points. */
  insidePolygon: number[][] | null;
  getRankingInfo: boolean;
  clickAnalytics: boolean;
  responseFields: string[];
  renderingContent: Record<string, unknown> | undefined;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as received, URL-encoded: the response's `params`. */
  echo: string;
}

const invalid = (key: string, expected: string, value: unknown) =>
  new SearchRequestError(400, `Invalid value for "${key}": expected ${expected}, got ${JSON.stringify(value)}`);

function integer(raw: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  let n: number;
  if (typeof value === 'number' && Number.isFinite(value)) n = Math.trunc(value);
  else if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) n = Number.parseInt(value, 10);
  else throw new SearchRequestError(400, `Invalid value for "${key}": expected an integer, got ${JSON.stringify(value)}`);
  return Math.min(max, Math.max(min, n));
}

function boolean(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  throw invalid(key, 'a boolean', value);
}

function oneOf<T extends string>(raw: Record<string, unknown>, key: string, options: readonly T[], fallback: T): T {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw invalid(key, `one of ${options.map((option) => `"${option}"`).join(', ')}`, value);
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

/** A JSON value carried in a v4 params string (a list or object written out), else the value itself. */
function decoded(value: unknown, key: string): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    throw new SearchRequestError(400, `Invalid value for "${key}": not valid JSON`);
  }
}

function list(raw: Record<string, unknown>, key: string): string[] | undefined {
  const value = decoded(raw[key], key);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
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

/** Values of a refused parameter that mean "off" (its default), so a client sending the default is served. */
function isDefaultValue(key: string, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const parsed = decoded(value, key);
  switch (key) {
    case 'aroundLatLngViaIP':
    case 'ignorePlurals':
    case 'removeStopWords':
      return parsed === false || parsed === 'false' || (Array.isArray(parsed) && parsed.length === 0);
    case 'naturalLanguages':
      return (Array.isArray(parsed) && parsed.length === 0) || parsed === '';
    default:
      return false;
  }
}

function checkNames(raw: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(raw)) {
    const rule = SEARCH_PARAMETERS[key];
    if (!rule) throw new SearchRequestError(400, `Unknown parameter: ${key}`);
    if (rule.status === 'refused' && !isDefaultValue(key, value)) {
      throw new SearchRequestError(400, `Unsupported parameter: ${key} (${rule.note})`);
    }
  }
}

function snippets(raw: Record<string, unknown>): SnippetSpec[] {
  return (list(raw, 'attributesToSnippet') ?? []).flatMap((entry) => {
    const [name, words] = entry.split(':');
    if (name.trim() === '') return [];
    if (words !== undefined && !/^\d+$/.test(words.trim())) throw invalid('attributesToSnippet', '"attribute" or "attribute:words"', entry);
    return [{ name: name.trim(), words: words === undefined ? DEFAULT_SNIPPET_WORDS : Number(words) }];
  });
}

function latitudeLongitude(key: string, lat: number, lng: number, raw: unknown): void {
  if (!(Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    throw invalid(key, 'latitudes within ±90 and longitudes within ±180', raw);
  }
}

function aroundLatLng(raw: Record<string, unknown>): { lat: number; lng: number } | null {
  const value = raw.aroundLatLng;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalid('aroundLatLng', 'a "latitude,longitude" string', value);
  const parts = value.split(',').map((part) => part.trim());
  const [lat, lng] = parts.map(Number);
  if (parts.length !== 2 || parts.some((part) => part === '')) throw invalid('aroundLatLng', 'a "latitude,longitude" string', value);
  latitudeLongitude('aroundLatLng', lat, lng, value);
  return { lat, lng };
}

function aroundRadius(raw: Record<string, unknown>): number | 'all' | null {
  const value = raw.aroundRadius;
  if (value === undefined || value === null || value === '') return null;
  if (value === 'all') return 'all';
  return integer(raw, 'aroundRadius', 1, 1, Number.MAX_SAFE_INTEGER);
}

function aroundPrecision(raw: Record<string, unknown>): PrecisionRange[] {
  const value = decoded(raw.aroundPrecision, 'aroundPrecision');
  if (value === undefined || value === null || value === '') return [{ from: 0, value: 10 }];
  if (Array.isArray(value)) {
    const ranges = value.map((range: unknown) => {
      const { from, value: precision } = (range ?? {}) as Record<string, unknown>;
      if (typeof from !== 'number' || typeof precision !== 'number' || from < 0 || precision < 0) {
        throw invalid('aroundPrecision', 'a list of {"from": metres, "value": metres}', value);
      }
      return { from, value: Math.max(1, precision) };
    });
    return ranges.sort((a, b) => a.from - b.from);
  }
  return [{ from: 0, value: Math.max(1, integer({ aroundPrecision: value }, 'aroundPrecision', 10, 0, Number.MAX_SAFE_INTEGER)) }];
}

/** Lists of coordinates (boxes or polygons): nested numeric lists, or one flat list / comma string for a single area. */
function areas(raw: Record<string, unknown>, key: 'insideBoundingBox' | 'insidePolygon'): number[][] | null {
  let value = decoded(raw[key], key);
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') value = [value.split(',').map((part) => Number(part.trim()))];
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) value = [value];
  const expected = key === 'insideBoundingBox' ? 'lists of 4 coordinates [lat1, lng1, lat2, lng2]' : 'lists of at least 3 points [lat, lng, lat, lng, lat, lng, ...]';
  if (!Array.isArray(value) || value.length === 0) throw invalid(key, expected, raw[key]);
  let points = 0;
  const result = value.map((area: unknown) => {
    if (!Array.isArray(area) || !area.every((n) => typeof n === 'number' && Number.isFinite(n))) throw invalid(key, expected, raw[key]);
    const ok = key === 'insideBoundingBox' ? area.length === 4 : area.length >= 6 && area.length % 2 === 0;
    if (!ok) throw invalid(key, expected, raw[key]);
    for (let i = 0; i < area.length; i += 2) latitudeLongitude(key, area[i], area[i + 1], raw[key]);
    points += area.length / 2;
    return area as number[];
  });
  if (points > MAX_GEO_POINTS) throw new SearchRequestError(400, `Invalid value for "${key}": ${points} points, the maximum is ${MAX_GEO_POINTS}`);
  return result;
}

function advancedSyntaxFeatures(raw: Record<string, unknown>): SearchParams['advancedSyntaxFeatures'] {
  const features = list(raw, 'advancedSyntaxFeatures');
  if (!features) return { exactPhrase: true, excludeWords: true };
  for (const feature of features) if (feature !== 'exactPhrase' && feature !== 'excludeWords') throw invalid('advancedSyntaxFeatures', '"exactPhrase" and/or "excludeWords"', feature);
  return { exactPhrase: features.includes('exactPhrase'), excludeWords: features.includes('excludeWords') };
}

function typoTolerance(raw: Record<string, unknown>): TypoTolerance {
  const value = raw.typoTolerance;
  if (value === undefined || value === null || value === '') return true;
  if (value === 'min' || value === 'strict') return value;
  return boolean(raw, 'typoTolerance', true);
}

/** `optionalWords`: a list, or one string of words (each word optional). */
function optionalWords(raw: Record<string, unknown>): string[] {
  const value = decoded(raw.optionalWords, 'optionalWords');
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw invalid('optionalWords', 'a string or a list of strings', value);
}

function renderingContent(raw: Record<string, unknown>): Record<string, unknown> | undefined {
  const value = decoded(raw.renderingContent, 'renderingContent');
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('renderingContent', 'an object', value);
  return value as Record<string, unknown>;
}

/** Validates the parameters Algolia accepts and this service answers the same without using them. */
function checkNoEffect(raw: Record<string, unknown>): void {
  for (const key of ['facetingAfterDistinct', 'synonyms', 'analytics', 'percentileComputation', 'enableABTest', 'decompoundQuery', 'enableRules', 'enablePersonalization', 'replaceSynonymsInHighlight', 'attributeCriteriaComputedByMinProximity', 'enableReRanking']) {
    boolean(raw, key, false);
  }
  for (const key of ['ruleContexts', 'analyticsTags', 'queryLanguages', 'alternativesAsExact']) list(raw, key);
  integer(raw, 'personalizationImpact', 100, 0, 100);
  integer(raw, 'relevancyStrictness', 100, 0, 100);
  integer(raw, 'minProximity', 1, 1, 7);
  if (raw.distinct !== undefined && raw.distinct !== null && typeof raw.distinct !== 'boolean') integer(raw, 'distinct', 0, 0, 4);
  oneOf(raw, 'mode', ['keywordSearch', 'neuralSearch'], 'keywordSearch');
  text(raw, 'userToken', '');
}

export function readSearchParams(body: Record<string, unknown>): SearchParams {
  const raw = mergeParams(body);
  checkNames(raw);
  checkNoEffect(raw);
  const offset = raw.offset === undefined || raw.offset === null ? undefined : integer(raw, 'offset', 0, 0, PAGINATION_LIMIT);
  const hitsPerPage = integer(raw, 'hitsPerPage', 20, 0, PAGINATION_LIMIT);
  const allowTyposOnNumericTokens = raw.allowTyposOnNumericTokens === undefined ? undefined : boolean(raw, 'allowTyposOnNumericTokens', true);
  return {
    query: shortText(raw, 'query', '', MAX_QUERY_LENGTH),
    similarQuery: shortText(raw, 'similarQuery', '', MAX_QUERY_LENGTH),
    filters: text(raw, 'filters', ''),
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    tagFilters: raw.tagFilters,
    optionalFilters: raw.optionalFilters,
    sumOrFiltersScores: boolean(raw, 'sumOrFiltersScores', false),
    restrictSearchableAttributes: list(raw, 'restrictSearchableAttributes'),
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 100, 0, 1000),
    sortFacetValuesBy: oneOf(raw, 'sortFacetValuesBy', ['count', 'alpha'], 'count'),
    hitsPerPage,
    page: integer(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    offset,
    length: offset === undefined ? undefined : integer(raw, 'length', hitsPerPage, 0, PAGINATION_LIMIT),
    attributesToRetrieve: list(raw, 'attributesToRetrieve') ?? ['*'],
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    attributesToSnippet: snippets(raw),
    highlightPreTag: shortText(raw, 'highlightPreTag', '<em>', MAX_TAG_LENGTH),
    highlightPostTag: shortText(raw, 'highlightPostTag', '</em>', MAX_TAG_LENGTH),
    snippetEllipsisText: shortText(raw, 'snippetEllipsisText', '…', MAX_TAG_LENGTH),
    restrictHighlightAndSnippetArrays: boolean(raw, 'restrictHighlightAndSnippetArrays', false),
    typoTolerance: typoTolerance(raw),
    minWordSizefor1Typo: integer(raw, 'minWordSizefor1Typo', 4, 0, MAX_QUERY_LENGTH),
    minWordSizefor2Typos: integer(raw, 'minWordSizefor2Typos', 8, 0, MAX_QUERY_LENGTH),
    allowTyposOnNumericTokens,
    disableTypoToleranceOnAttributes: list(raw, 'disableTypoToleranceOnAttributes') ?? [],
    queryType: oneOf(raw, 'queryType', ['prefixLast', 'prefixAll', 'prefixNone'], 'prefixLast'),
    removeWordsIfNoResults: oneOf(raw, 'removeWordsIfNoResults', ['none', 'lastWords', 'firstWords', 'allOptional'], 'none'),
    advancedSyntax: boolean(raw, 'advancedSyntax', false),
    advancedSyntaxFeatures: advancedSyntaxFeatures(raw),
    optionalWords: optionalWords(raw),
    disableExactOnAttributes: list(raw, 'disableExactOnAttributes') ?? [],
    exactOnSingleWordQuery: oneOf(raw, 'exactOnSingleWordQuery', ['attribute', 'none', 'word'], 'attribute'),
    aroundLatLng: aroundLatLng(raw),
    aroundRadius: aroundRadius(raw),
    aroundPrecision: aroundPrecision(raw),
    minimumAroundRadius: raw.minimumAroundRadius === undefined || raw.minimumAroundRadius === null ? null : integer(raw, 'minimumAroundRadius', 1, 1, Number.MAX_SAFE_INTEGER),
    insideBoundingBox: areas(raw, 'insideBoundingBox'),
    insidePolygon: areas(raw, 'insidePolygon'),
    getRankingInfo: boolean(raw, 'getRankingInfo', false),
    clickAnalytics: boolean(raw, 'clickAnalytics', false),
    responseFields: list(raw, 'responseFields') ?? ['*'],
    renderingContent: renderingContent(raw),
    facetQuery: shortText(raw, 'facetQuery', '', MAX_QUERY_LENGTH),
    maxFacetHits: integer(raw, 'maxFacetHits', 10, 1, 100),
    echo: encodeParams(raw),
  };
}
