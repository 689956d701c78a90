// A browse's whole result set, held by the search worker, answers every facet and range refinement of
// that browse without a round trip: a shopper's filter clicks show at once, and still work when the
// network is gone on a car lot. A browse is an index (a sort replica), an empty query and the page's
// fixed `filters`; a refinement keeps the browse's order (facet and numeric filters rank nothing), so
// its hits are the set's, filtered. The answers follow the embedded engine's (and Algolia's) rules:
// facet values matched case-insensitively, counted and ordered by count then label, numeric facets'
// stats. A text query is left to the server: typo tolerance and word removal depend on what is left.
import { compareLabels, valueAt } from './facet-values.ts';
import { stableKey } from './stable-key.ts';

/** Algolia's hitsPerPage and pagination limit: a larger browse cannot come whole in one answer. */
export const WHOLE_SET_MAX_HITS = 1000;

/** A multi-query request as the app sends it (algoliasearch's SearchQuery, flat parameters). */
export interface RefinableRequest {
  indexName: string;
  query?: string;
  filters?: string;
  facetFilters?: unknown;
  numericFilters?: unknown;
  facets?: string[];
  hitsPerPage?: number;
  page?: number;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
}

type Row = Record<string, unknown>;

/** A browse's whole set: every hit in the browse's order, with the attributes it was asked for. */
export interface WholeSet {
  /** browseKey of the requests it answers. */
  browse: string;
  attributes: ReadonlySet<string>;
  hits: readonly Row[];
  /** The answer's facet display settings, which every answer of the index carries. */
  renderingContent?: unknown;
  /** An attribute's values, coded on first use. */
  column(attribute: string): Column;
}

/** Parameters a local answer handles; any other (typo settings, geo, distinct…) goes to the server. */
const HANDLED = new Set(['indexName', 'query', 'filters', 'facetFilters', 'numericFilters', 'facets', 'hitsPerPage', 'page', 'maxValuesPerFacet', 'attributesToRetrieve', 'attributesToHighlight']);
/** The engine's and Algolia's defaults. */
const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

/** The browse a request refines, or null when no whole set could answer it. */
export function browseKey(request: RefinableRequest): string | null {
  if (Object.keys(request).some((name) => !HANDLED.has(name))) return null;
  if ((request.query ?? '') !== '') return null;
  return stableKey({ indexName: request.indexName, filters: request.filters ?? '' });
}

/**
 * The request for the whole set of a results request's browse (its hits' attributes and every facet
 * its multi-query counts on that browse, so refinements can be filtered and counted), or null when its
 * answer could not be refined locally, or when nothing counts facets on it: a list with no filters to
 * refine it (a model page's stock) would fetch a set for nothing. An explore search counts its
 * choices in a query of their own, beside its cards.
 */
export function wholeSetRequest(request: RefinableRequest, multiQuery: readonly RefinableRequest[] = [request]): RefinableRequest | null {
  const attributes = request.attributesToRetrieve;
  const browse = browseKey(request);
  const facets = [...new Set([request, ...multiQuery].flatMap((query) => (browseKey(query) === browse ? (query.facets ?? []) : [])))];
  if (browse === null || !facets.length) return null;
  if (!attributes || attributes.some((name) => name.startsWith('*') || name.startsWith('-'))) return null;
  if ((request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) === 0 || (request.attributesToHighlight ?? ['*']).length > 0) return null;
  return {
    indexName: request.indexName,
    query: '',
    ...(request.filters ? { filters: request.filters } : {}),
    facets: [],
    hitsPerPage: WHOLE_SET_MAX_HITS,
    page: 0,
    attributesToRetrieve: [...new Set([...attributes, ...facets])],
    attributesToHighlight: [],
  };
}

/** The set from the answer to wholeSetRequest's request, or null when the browse did not fit in it. */
export function wholeSetOf(request: RefinableRequest, answer: { hits: readonly Row[]; nbHits?: number; renderingContent?: unknown }): WholeSet | null {
  const browse = browseKey(request);
  if (browse === null || answer.nbHits === undefined || answer.nbHits !== answer.hits.length) return null;
  const columns = new Map<string, Column>();
  const column = (attribute: string) => {
    let coded = columns.get(attribute);
    if (!coded) columns.set(attribute, (coded = columnOf(answer.hits, attribute)));
    return coded;
  };
  const set: WholeSet = { browse, attributes: new Set(request.attributesToRetrieve ?? []), hits: answer.hits, column };
  return answer.renderingContent === undefined ? set : { ...set, renderingContent: answer.renderingContent };
}

/** A stored value as the engine keys it for facets: strings case-insensitive, numbers and booleans as text. */
function facetKey(value: unknown): string | null {
  if (typeof value === 'string') return value.toLowerCase();
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * One attribute of a whole set, coded once (a click filters and counts 30 facets over a thousand
 * hits): row r holds the value codes `codes[offsets[r]..offsets[r + 1]]`, and `numbers` beside them
 * its own numbers (NaN for text).
 */
interface Column {
  labels: string[];
  codeOf: Map<string, number>;
  /** The number a value's code stands for in facets_stats (NaN for text). */
  codeNumbers: number[];
  /** Numbers and no text: the facet gets facets_stats. */
  numeric: boolean;
  offsets: Uint32Array;
  codes: Int32Array;
  numbers: Float64Array;
}

function columnOf(hits: readonly Row[], attribute: string): Column {
  const labels: string[] = [];
  const codeOf = new Map<string, number>();
  const codeNumbers: number[] = [];
  const offsets = new Uint32Array(hits.length + 1);
  const codes: number[] = [];
  const numbers: number[] = [];
  let strings = false;
  let numeric = false;
  hits.forEach((row, r) => {
    const value = valueAt(row, attribute);
    for (const item of Array.isArray(value) ? value : [value]) {
      const key = facetKey(item);
      if (key === null) continue;
      if (typeof item === 'string') strings = true;
      if (typeof item === 'number') numeric = true;
      const number = typeof item === 'string' ? Number.NaN : Number(item);
      let code = codeOf.get(key);
      if (code === undefined) {
        code = labels.length;
        codeOf.set(key, code);
        labels.push(typeof item === 'string' ? item : String(item));
        codeNumbers.push(number);
      } else if (Number.isNaN(codeNumbers[code])) codeNumbers[code] = number;
      codes.push(code);
      numbers.push(number);
    }
    offsets[r + 1] = codes.length;
  });
  return { labels, codeOf, codeNumbers, numeric: numeric && !strings, offsets, codes: Int32Array.from(codes), numbers: Float64Array.from(numbers) };
}

/** Whether row r holds a value passing `test`: a code's test, or a number's. */
type Test = (r: number) => boolean;
const anyOf = (tests: Test[]): Test => (r) => tests.some((test) => test(r));
const allOf = (tests: Test[]): Test => (r) => tests.every((test) => test(r));
type Columns = (attribute: string) => Column;

/**
 * `attr:value` (no negation, no score), or null for a form a local answer leaves to the server. A
 * value's leading `\-` is a literal dash, as the engine reads it (search-request.ts's facetFilter
 * writes it so).
 */
function facetTest(item: unknown, attributes: ReadonlySet<string>, column: Columns): Test | null {
  if (typeof item !== 'string' || item.startsWith('-') || /<score=\d+>$/.test(item)) return null;
  const colon = item.indexOf(':');
  const attribute = item.slice(0, colon);
  const written = item.slice(colon + 1);
  if (colon <= 0 || !attributes.has(attribute) || written.startsWith('-')) return null;
  const value = written.startsWith('\\-') ? written.slice(1) : written;
  const { codeOf, offsets, codes } = column(attribute);
  let code = codeOf.get(value.toLowerCase());
  if (code === undefined && value.trim() !== '' && Number.isFinite(Number(value))) code = codeOf.get(String(Number(value)));
  if (code === undefined) return () => false;
  return (r) => {
    for (let i = offsets[r]; i < offsets[r + 1]; i++) if (codes[i] === code) return true;
    return false;
  };
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const COMPARISON = new RegExp(String.raw`^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(${NUMBER})\s*$`);
const RANGE = new RegExp(String.raw`^\s*([\w.]+)\s*:\s*(${NUMBER})\s+TO\s+(${NUMBER})\s*$`);

/** Whether row r's numbers pass `pass`: any of them, or for `!=` every one. */
function numbersTest(column: Column, pass: (value: number) => boolean, every: boolean): Test {
  const { offsets, numbers } = column;
  return (r) => {
    for (let i = offsets[r]; i < offsets[r + 1]; i++) {
      const value = numbers[i];
      if (Number.isNaN(value)) continue;
      if (pass(value) !== every) return !every;
    }
    return every;
  };
}

/** `attr <op> n` or `attr:lo TO hi`, or null for a form a local answer leaves to the server. */
function numericTest(item: unknown, attributes: ReadonlySet<string>, column: Columns): Test | null {
  if (typeof item !== 'string') return null;
  const comparison = COMPARISON.exec(item);
  if (comparison && attributes.has(comparison[1])) {
    const [, attribute, op, bound] = comparison;
    const compare = COMPARE[op];
    return numbersTest(column(attribute), (value) => compare(value, Number(bound)), op === '!=');
  }
  const range = RANGE.exec(item);
  if (range && attributes.has(range[1])) {
    const [, attribute, low, high] = range;
    return numbersTest(column(attribute), (value) => value >= Number(low) && value <= Number(high), false);
  }
  return null;
}

type ItemTest = (item: unknown, attributes: ReadonlySet<string>, column: Columns) => Test | null;

/** Algolia's nested filter list: the top level ANDed, an inner list ORed. Null: not handled here. */
function listTest(list: unknown, item: ItemTest, attributes: ReadonlySet<string>, column: Columns): Test | null {
  if (list === undefined) return () => true;
  const top = typeof list === 'string' ? [list] : list;
  if (!Array.isArray(top)) return null;
  const terms: Test[] = [];
  for (const entry of top) {
    const alternatives = Array.isArray(entry) ? entry.map((one) => item(one, attributes, column)) : [item(entry, attributes, column)];
    if (alternatives.some((test) => test === null)) return null;
    terms.push(anyOf(alternatives as Test[]));
  }
  return allOf(terms);
}

/** The facets and facets_stats of the rows `matched` as the engine gives them. */
function facetsOf(column: Columns, matched: readonly number[], names: readonly string[], maxValues: number) {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  for (const name of names) {
    const { labels, codeNumbers, numeric, offsets, codes } = column(name);
    const counts = new Uint32Array(labels.length);
    for (const r of matched) for (let i = offsets[r]; i < offsets[r + 1]; i++) counts[codes[i]]++;
    const present: number[] = [];
    for (let code = 0; code < counts.length; code++) if (counts[code] > 0) present.push(code);
    present.sort((a, b) => counts[b] - counts[a] || compareLabels(labels[a], labels[b]));
    facets[name] = Object.fromEntries(present.slice(0, Math.max(0, maxValues)).map((code) => [labels[code], counts[code]]));
    if (!numeric) continue;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let n = 0;
    for (const code of present) {
      const number = codeNumbers[code];
      if (Number.isNaN(number)) continue;
      min = Math.min(min, number);
      max = Math.max(max, number);
      sum += number * counts[code];
      n += counts[code];
    }
    if (n > 0) stats[name] = { min, max, avg: sum / n, sum };
  }
  return { facets, stats };
}

/** A hit as the engine returns it: objectID, then the asked attributes in the order asked. */
function hitOf(row: Row, attributes: readonly string[]): Row {
  const hit: Row = { objectID: row.objectID };
  for (const name of attributes) if (Object.hasOwn(row, name)) hit[name] = row[name];
  hit['_highlightResult'] = {};
  return hit;
}

/** What Algolia echoes as `params`: the request's search parameters, URL-encoded. */
function echo(request: RefinableRequest): string {
  const entries = Object.entries(request).filter(([name, value]) => name !== 'indexName' && value !== undefined);
  return new URLSearchParams(entries.map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
}

/** The answer to one request from a whole set of its browse, or null when the set cannot give it. */
export function refineLocally(set: WholeSet, request: RefinableRequest): Record<string, unknown> | null {
  if (browseKey(request) !== set.browse) return null;
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const retrieved = hitsPerPage > 0 ? request.attributesToRetrieve : [];
  if (!retrieved || retrieved.some((name) => !set.attributes.has(name))) return null;
  if (hitsPerPage > 0 && (request.attributesToHighlight ?? ['*']).length > 0) return null;
  const facetNames = request.facets ?? [];
  if (facetNames.some((name) => !set.attributes.has(name))) return null;
  const facetTestOf = listTest(request.facetFilters, facetTest, set.attributes, set.column);
  const numericTestOf = listTest(request.numericFilters, numericTest, set.attributes, set.column);
  if (!facetTestOf || !numericTestOf) return null;
  const matched: number[] = [];
  for (let r = 0; r < set.hits.length; r++) if (facetTestOf(r) && numericTestOf(r)) matched.push(r);
  const page = request.page ?? 0;
  const start = page * hitsPerPage;
  const end = Math.min(start + hitsPerPage, WHOLE_SET_MAX_HITS, matched.length);
  const answer: Record<string, unknown> = {
    hits: matched.slice(start, Math.max(start, end)).map((r) => hitOf(set.hits[r], retrieved)),
    nbHits: matched.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(Math.min(matched.length, WHOLE_SET_MAX_HITS) / hitsPerPage),
    hitsPerPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: '',
    params: echo(request),
    index: request.indexName,
    processingTimeMS: 0,
  };
  if (facetNames.length > 0) {
    const { facets, stats } = facetsOf(set.column, matched, facetNames, request.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET);
    answer.facets = facets;
    if (Object.keys(stats).length > 0) answer.facets_stats = stats;
  }
  if (set.renderingContent !== undefined) answer.renderingContent = set.renderingContent;
  return answer;
}
