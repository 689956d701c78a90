// The in-memory search index: records in, Algolia-shaped responses out. A mutation only marks the
// index stale; the next query rebuilds it, so a burst of stock changes costs one rebuild.

import { AttributeColumn, type IndexRecord } from './columns.ts';
import { type FacetStats, type FacetHit, alphabeticalValues, countValues, releaseCounts, searchValues, topValues, valueStats } from './facets.ts';
import { type DocBits, FilterBits, hasDoc } from './filter-bits.ts';
import { type DocScore, compileFilter, compileScore, hasScores } from './filter-compiler.ts';
import { type FilterNode, allOf, parseFacetFilters, parseFilters, parseNumericFilters, parseOptionalFilters, parseTagFilters } from './filter-parser.ts';
import { GeoColumn, type GeoQuery, geoBucket, geoQuery, precisionAt } from './geo.ts';
import { type HighlightContext, type HighlightResult, type SnippetResult, highlightValue, snippetValue } from './highlight.ts';
import {
  type FacetAttribute,
  type IndexSettings,
  type RankingCriterion,
  type SearchableAttribute,
  parseFacetAttributes,
  parseSearchableAttributes,
  rankingFormula,
} from './index-settings.ts';
import { type QueryWord, queryWords, removedWords } from './query-words.ts';
import { CompiledRanking, type StaticRanks, packRelevance, unpackRelevance } from './ranking.ts';
import { SearchRequestError } from './search-errors.ts';
import type { SearchParams } from './search-params.ts';
import { ALL_ATTRIBUTES, type AttributeMasks, INEXACT_BIT, NO_MATCH, RANK_SHIFT, TYPO_SHIFT, TextIndex, type WordMatch } from './text-index.ts';
import { tokenize } from './text-tokens.ts';
import { JsonBytes } from './json-bytes.ts';

export type { IndexRecord } from './columns.ts';
export type { IndexSettings, ReplicaSettings } from './index-settings.ts';
import type { RenderingContent } from '../../domain/search-record.ts';

/** Algolia's paginationLimitedTo default: hits past the 1000th are never returned. */
const PAGINATION_LIMIT = 1000;
/** Answers kept per index by default: each is a few tens of kB (a page of hits and the facet counts). */
const ANSWERS_KEPT = 200;
/** Bytes (of their JSON and keys) the kept answers of one index may take, whatever their number. */
export const ANSWER_BYTES_KEPT = 8 * 1024 * 1024;
/** A larger answer (a thousand full hits, say) is answered but not kept: it would evict many small ones. */
export const ANSWER_BYTES_KEPT_EACH = 512 * 1024;
/** Hits written in one step of searchSteps: a step stays well under a turn (turns.ts) on a loaded machine. */
const HITS_A_STEP = 32;
/** Nested numeric attributes are looked for this deep (Algolia filters numbers without declaring them). */
const NUMERIC_PATH_DEPTH = 4;

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, HighlightResult>;
  _snippetResult?: Record<string, SnippetResult>;
  _rankingInfo?: RankingInfo;
};

export interface RankingInfo {
  nbTypos: number;
  firstMatchedWord: number;
  proximityDistance: number;
  userScore: number;
  geoDistance: number;
  geoPrecision: number;
  nbExactWords: number;
  words: number;
  filters: number;
  matchedGeoLocation?: { lat: number; lng: number; distance: number };
}

export interface SearchResponseBody {
  hits: Hit[];
  nbHits: number;
  /** Absent when the request paginated with offset/length. */
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryAfterRemoval?: string;
  aroundLatLng?: string;
  renderingContent?: RenderingContent | Record<string, unknown>;
  serverUsed?: string;
  parsedQuery?: string;
  timeoutCounts?: boolean;
  timeoutHits?: boolean;
  queryID?: string;
}

/** An answer but its hits and renderingContent. */
type AnswerHead = Omit<SearchResponseBody, 'hits' | 'renderingContent'>;

/**
 * An answer as the search routes send it: its JSON as UTF-8, without renderingContent (the asker's key
 * may bring its own) and without the closing brace, so the route adds its fields without parsing it.
 */
export type OpenAnswer = Buffer;

interface PreparedAnswer {
  head: AnswerHead;
  hitCount: number;
  /**
   * The page's i-th hit. Reads the snapshot's per-query buffers, so every hit is made before another
   * query runs.
   */
  hit(i: number): Hit;
  started: number;
}

export interface FacetValuesResponseBody {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

/** One immutable build of the index, with scratch buffers reused across (synchronous) queries. */
class IndexSnapshot {
  readonly records: IndexRecord[];
  readonly text: TextIndex;
  /** Matching documents in ranking order (as many as the page needs), and all of them by id. */
  readonly matched: Uint32Array;
  readonly byId: Uint32Array;
  readonly relevance: Uint32Array;
  readonly filterBits: FilterBits;
  /** Per document (not per candidate): its packed relevance and filter score in the last query. */
  readonly docRelevance: Uint32Array;
  private scoreBuffer: Float64Array | null = null;
  readonly exactTerms: Uint8Array;
  private geoColumn: GeoColumn | null = null;
  private readonly wordScores: Uint16Array[] = [];
  private readonly columns = new Map<string, AttributeColumn>();
  private readonly rankings = new Map<string, CompiledRanking>();
  /** Attribute-sort ranks by criteria: replicas share their custom ranking's. */
  private readonly staticRanks = new Map<string, StaticRanks>();
  private docs: Map<string, number> | null = null;
  private numericPaths: Set<string> | null = null;
  private attributeNames: Set<string> | null = null;
  private readonly facetNames: ReadonlySet<string>;

  constructor(records: IndexRecord[], searchable: readonly SearchableAttribute[], facetNames: ReadonlySet<string>) {
    this.records = records;
    this.facetNames = facetNames;
    this.text = new TextIndex(records, searchable);
    this.matched = new Uint32Array(records.length);
    this.byId = new Uint32Array(records.length);
    this.filterBits = new FilterBits(records.length, (name) => this.filterColumn(name));
    this.relevance = new Uint32Array(records.length);
    this.docRelevance = new Uint32Array(records.length);
    this.exactTerms = new Uint8Array(this.text.terms.length);
  }

  /**
   * The column a filter on `name` reads, or null when nothing can match it. As on Algolia, filters
   * work on the declared facets, `_tags`, `objectID` and numeric attributes; any other name matches nothing and
   * never gets a column, so the columns kept are bounded by the settings and the records, not by
   * the names requests invent.
   */
  filterColumn(name: string): AttributeColumn | null {
    if (this.facetNames.has(name) || name === TAGS_ATTRIBUTE || name === 'objectID') return this.column(name);
    if (!this.numericPaths) {
      const paths = new Set<string>();
      for (const record of this.records) collectNumericPaths(record, '', NUMERIC_PATH_DEPTH, paths);
      this.numericPaths = paths;
    }
    return this.numericPaths.has(name) ? this.column(name) : null;
  }

  /** Top-level attribute names of the records. */
  attributeCount(): number {
    if (!this.attributeNames) {
      this.attributeNames = new Set();
      for (const record of this.records) for (const key in record) this.attributeNames.add(key);
    }
    return this.attributeNames.size;
  }

  get columnCount(): number {
    return this.columns.size;
  }

  geo(): GeoColumn {
    this.geoColumn ??= new GeoColumn(this.records);
    return this.geoColumn;
  }

  /** Columns for settings-declared attributes (facets, rankings), built on first use. */
  column(name: string): AttributeColumn {
    let column = this.columns.get(name);
    if (!column) {
      column = new AttributeColumn(name, this.records);
      this.columns.set(name, column);
    }
    return column;
  }

  ranking(indexName: string, formula: readonly RankingCriterion[]): CompiledRanking {
    let ranking = this.rankings.get(indexName);
    if (!ranking) {
      ranking = new CompiledRanking(formula, this.records.length, (name) => this.column(name), this.staticRanks);
      this.rankings.set(indexName, ranking);
    }
    return ranking;
  }

  docOf(objectID: string): number | undefined {
    this.docs ??= new Map(this.records.map((record, doc) => [record.objectID, doc]));
    return this.docs.get(objectID);
  }

  /** Filter scores by document, made on the first query that scores filters. */
  get docScores(): Float64Array {
    this.scoreBuffer ??= new Float64Array(this.records.length);
    return this.scoreBuffer;
  }

  scoresFor(wordIndex: number): Uint16Array {
    while (this.wordScores.length <= wordIndex) this.wordScores.push(new Uint16Array(this.records.length));
    const scores = this.wordScores[wordIndex];
    scores.fill(NO_MATCH);
    return scores;
  }
}

interface Execution {
  snapshot: IndexSnapshot;
  words: WordMatch[];
  /**
   * How many documents match: all of them are in `snapshot.byId[0..count)` by id; when sorted, the
   * first `needed` in ranking order are in `snapshot.matched`.
   */
  count: number;
  /** Query words removeWordsIfNoResults left out (by index), if it had to. */
  removed: number[];
  query: QueryWord[];
  geo: GeoQuery | null;
  /** Whether docRelevance / docScores hold this query's values. */
  scored: { relevance: boolean; filters: boolean; geo: boolean };
  ranking: CompiledRanking;
}

/** One pass over the records with a fixed set of optional words. */
interface Pass {
  count: number;
  minTypos: number;
}

const TAGS_ATTRIBUTE = '_tags';

/** The documents of `docs[0..count)` as a set. */
function membersOf(docs: Uint32Array, count: number, size: number): DocBits {
  const bits = new Uint32Array((size + 31) >>> 5);
  for (let i = 0; i < count; i++) bits[docs[i] >>> 5] |= 1 << (docs[i] & 31);
  return bits;
}

function collectNumericPaths(value: Record<string, unknown>, prefix: string, depth: number, paths: Set<string>): void {
  for (const key in value) {
    const item = value[key];
    const path = prefix + key;
    if (typeof item === 'number' || typeof item === 'boolean' || (Array.isArray(item) && item.some((entry) => typeof entry === 'number'))) paths.add(path);
    else if (depth > 1 && item !== null && typeof item === 'object' && !Array.isArray(item)) collectNumericPaths(item as Record<string, unknown>, `${path}.`, depth - 1, paths);
  }
}

/** Whether a value (or an item of it) holds the phrase's tokens in a row. */
function holdsPhrase(value: unknown, phrase: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsPhrase(item, phrase));
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const tokens = tokenize(String(value));
  for (let i = 0; i + phrase.length <= tokens.length; i++) if (phrase.every((token, j) => tokens[i + j] === token)) return true;
  return false;
}

function retrieve(record: IndexRecord, attributes: readonly string[]): Hit {
  if (attributes.includes('*')) {
    const excluded = new Set(attributes.filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
    if (excluded.size === 0) return { ...record };
    const hit: Hit = { objectID: record.objectID };
    for (const [key, value] of Object.entries(record)) if (!excluded.has(key)) hit[key] = value;
    return hit;
  }
  const hit: Hit = { objectID: record.objectID };
  for (const name of attributes) if (Object.hasOwn(record, name)) hit[name] = record[name];
  return hit;
}

export class SearchIndex {
  readonly name: string;
  readonly settings: IndexSettings;
  private readonly searchable: SearchableAttribute[];
  private readonly facetAttributes: FacetAttribute[];
  private readonly facetNameSet: ReadonlySet<string>;
  private readonly formulas = new Map<string, RankingCriterion[]>();
  private readonly views = new Map<string, IndexView>();
  private readonly records = new Map<string, IndexRecord>();
  private snapshot: IndexSnapshot | null = null;
  /** Answers of the current snapshot, most recently used last; dropped with it. */
  private readonly answers = new Map<string, OpenAnswer>();
  private answerBytes = 0;
  /** Counts changes of the records: an answer written across turns is kept only if none came between. */
  private changes = 0;

  private readonly answersKept: number;

  /** `answersKept`: how many answers to keep for repeated queries (0 times the engine on every query). */
  constructor(name: string, settings: IndexSettings, records: Iterable<IndexRecord> = [], { answersKept = ANSWERS_KEPT } = {}) {
    this.name = name;
    this.answersKept = answersKept;
    this.settings = settings;
    this.searchable = parseSearchableAttributes(settings.searchableAttributes);
    this.facetAttributes = parseFacetAttributes(settings.attributesForFaceting);
    this.facetNameSet = new Set(this.facetAttributes.map((facet) => facet.name));
    this.formulas.set(name, rankingFormula(settings.customRanking));
    for (const replica of settings.replicas) this.formulas.set(replica.name, rankingFormula(settings.customRanking, replica.ranking));
    for (const indexName of this.formulas.keys()) {
      this.views.set(indexName, {
        indexName,
        renderingContent: settings.renderingContent,
        search: (params, restriction = null) => this.search(indexName, params, restriction),
        searchBytes: (params, restriction = null) => this.searchBytes(indexName, params, restriction),
        searchSteps: (params, restriction = null) => this.searchSteps(indexName, params, restriction),
        searchForFacetValues: (facetName, params, restriction = null) => this.searchForFacetValues(indexName, facetName, params, restriction),
        getObject: (objectID, attributesToRetrieve, restriction = null) => this.getObject(objectID, attributesToRetrieve, restriction),
        hitValues: (params) => this.hitValues(params),
      });
    }
    this.upsert(records);
  }

  get size(): number {
    return this.records.size;
  }

  has(objectID: string): boolean {
    return this.records.has(objectID);
  }

  /** The primary's name, then its replicas'. */
  indexNames(): string[] {
    return [...this.formulas.keys()];
  }

  /** The primary or one of its replicas; undefined for any other name. */
  view(indexName: string): IndexView | undefined {
    return this.views.get(indexName);
  }

  replaceAll(records: Iterable<IndexRecord>): void {
    this.records.clear();
    this.upsert(records);
  }

  upsert(records: Iterable<IndexRecord>): void {
    for (const record of records) {
      if (typeof record.objectID !== 'string' || record.objectID === '') throw new TypeError('A search record needs a non-empty string objectID');
      this.records.set(record.objectID, record);
    }
    this.invalidate();
  }

  remove(objectIDs: Iterable<string>): void {
    for (const id of objectIDs) this.records.delete(id);
    this.invalidate();
  }

  private invalidate(): void {
    this.changes++;
    this.snapshot = null;
    this.answers.clear();
    this.answerBytes = 0;
  }

  /** Attribute columns the current build holds (each is a typed array per record). */
  get columnCount(): number {
    return this.snapshot?.columnCount ?? 0;
  }

  /** Bytes the kept answers take (their JSON and keys), at most ANSWER_BYTES_KEPT. */
  get keptBytes(): number {
    return this.answerBytes;
  }

  /** A record by id; with a restriction, only if the record passes it (a scoped key must not read around its filter). */
  getObject(objectID: string, attributesToRetrieve: readonly string[] = ['*'], restriction: FilterNode | null = null): Hit | undefined {
    const record = this.records.get(objectID);
    if (!record) return undefined;
    if (restriction) {
      const snapshot = this.current();
      const visible = compileFilter(restriction, (name) => snapshot.filterColumn(name));
      if (!visible(snapshot.docOf(objectID)!)) return undefined;
    }
    return retrieve(record, attributesToRetrieve);
  }

  private current(): IndexSnapshot {
    this.snapshot ??= new IndexSnapshot([...this.records.values()], this.searchable, this.facetNameSet);
    return this.snapshot;
  }

  private masks(snapshot: IndexSnapshot, params: SearchParams): AttributeMasks | null {
    const { restrictSearchableAttributes: restrict, disableTypoToleranceOnAttributes: noTypos, disableExactOnAttributes: noExact } = params;
    if (!restrict && noTypos.length === 0 && noExact.length === 0) return null;
    return {
      searchable: restrict ? snapshot.text.attributeMask(restrict) : ALL_ATTRIBUTES,
      typos: ~snapshot.text.attributeMask(noTypos),
      exact: ~snapshot.text.attributeMask(noExact),
    };
  }

  /** Finds the matching documents; when `sorted`, ranks them (at least the first `needed`). */
  private execute(indexName: string, params: SearchParams, restriction: FilterNode | null, sorted: boolean, needed = 0): Execution {
    const snapshot = this.current();
    const columnOf = (name: string) => snapshot.filterColumn(name);
    const filterNode = parseFilters(params.filters);
    const filter = allOf([restriction, filterNode, parseFacetFilters(params.facetFilters), parseNumericFilters(params.numericFilters), parseTagFilters(params.tagFilters)]);
    const bits = filter && snapshot.filterBits.evaluate(filter);
    const optional = parseOptionalFilters(params.optionalFilters);
    const scoreParts: DocScore[] = [];
    if (sorted && filterNode && hasScores(filterNode)) scoreParts.push(compileScore(filterNode, columnOf, params.sumOrFiltersScores));
    if (sorted && optional) scoreParts.push(compileScore(optional, columnOf, params.sumOrFiltersScores));
    const score: DocScore | null = scoreParts.length === 0 ? null : scoreParts.length === 1 ? scoreParts[0] : (doc) => scoreParts[0](doc) + scoreParts[1](doc);
    const geo = geoQuery(params, () => snapshot.geo());
    const { words: query, excluded, phrases } = queryWords(params, this.settings.allowTyposOnNumericTokens ?? true);
    const words = query.map((word) => snapshot.text.matchWord(word.token, word.prefix, word.typos));
    const ranking = snapshot.ranking(indexName, this.formulas.get(indexName)!);
    const extra = this.extraTests(snapshot, geo, excluded, phrases, params);
    const scored = { relevance: words.length > 0, filters: score !== null, geo: sorted && geo?.distance != null };
    const execution: Execution = { snapshot, words, count: 0, removed: [], query, geo, scored, ranking };
    const { matched, byId, relevance, docRelevance } = snapshot;
    const size = snapshot.records.length;

    if (words.length === 0) {
      let count = 0;
      for (let doc = 0; doc < size; doc++) if ((bits === null || hasDoc(bits, doc)) && (extra === null || extra(doc))) byId[count++] = doc;
      execution.count = count;
      const order = sorted && !scored.filters && !scored.geo ? ranking.browseOrder() : null;
      if (order) {
        // Every document ties on relevance: the page is the first matches in the index's own order.
        const members = extra === null ? bits : membersOf(byId, count, size);
        for (let i = 0, found = 0; i < size && found < needed; i++) if (members === null || hasDoc(members, order[i])) matched[found++] = order[i];
      } else if (sorted) {
        matched.set(byId.subarray(0, count));
      }
    } else {
      const masks = this.masks(snapshot, params);
      const scores = words.map((match, i) => {
        const wordScores = snapshot.scoresFor(i);
        snapshot.text.scoreWord(match, wordScores, masks);
        return wordScores;
      });
      const exactMask = masks ? masks.exact & masks.searchable : ALL_ATTRIBUTES;
      const run = (optionalWords: ReadonlySet<number>) => this.matchWords(snapshot, query, scores, optionalWords, bits, extra, params, exactMask, sorted);
      const optionalWords = new Set(query.flatMap((word, i) => (word.optional ? [i] : [])));
      let pass = run(optionalWords);
      for (let step = 1; pass.count === 0; step++) {
        const removed = removedWords(query, params.removeWordsIfNoResults, step);
        if (!removed) break;
        pass = run(new Set([...optionalWords, ...removed]));
        execution.removed = removed;
      }
      if (params.typoTolerance === 'min' || params.typoTolerance === 'strict') {
        const most = pass.minTypos + (params.typoTolerance === 'strict' ? 1 : 0);
        let kept = 0;
        for (let i = 0; i < pass.count; i++) {
          if (relevance[i] >>> 16 <= most) {
            matched[kept] = matched[i];
            relevance[kept++] = relevance[i];
          }
        }
        pass.count = kept;
      }
      execution.count = pass.count;
      byId.set(matched.subarray(0, pass.count));
    }

    const { count } = execution;
    if (scored.relevance) for (let i = 0; i < count; i++) docRelevance[matched[i]] = relevance[i];
    const filterRanks = score ? new Float64Array(count) : null;
    const geoRanks = scored.geo ? new Float64Array(count) : null;
    for (let i = 0; i < (filterRanks || geoRanks ? count : 0); i++) {
      const doc = matched[i];
      if (filterRanks) filterRanks[i] = snapshot.docScores[doc] = score!(doc);
      if (geoRanks) geoRanks[i] = geoBucket(params.aroundPrecision, geo!.distance!(doc));
    }
    if (sorted && (words.length > 0 || filterRanks || geoRanks)) ranking.sort(matched, count, words.length > 0 ? relevance : null, { filters: filterRanks, geo: geoRanks });
    return execution;
  }

  /** The geo area, excluded words and exact phrases (what the filter's document set leaves), as one test per document; null when none applies. */
  private extraTests(
    snapshot: IndexSnapshot,
    geo: GeoQuery | null,
    excluded: readonly string[],
    phrases: readonly string[][],
    params: SearchParams,
  ): ((doc: number) => boolean) | null {
    const tests: ((doc: number) => boolean)[] = [];
    if (geo) tests.push(geo.accepts);
    if (excluded.length > 0) {
      const mask = params.restrictSearchableAttributes ? snapshot.text.attributeMask(params.restrictSearchableAttributes) : ALL_ATTRIBUTES;
      const holders = new Set<number>();
      for (const token of excluded) snapshot.text.docsWithTerm(token, mask, holders);
      tests.push((doc) => !holders.has(doc));
    }
    if (phrases.length > 0) {
      const names = this.searchable.map((attribute) => attribute.name);
      tests.push((doc) => phrases.every((phrase) => names.some((name) => holdsPhrase(snapshot.records[doc][name], phrase))));
    }
    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0];
    return (doc) => tests.every((test) => test(doc));
  }

  /** Documents holding every required word (and at least one word when all are optional), in `matched`. */
  private matchWords(
    snapshot: IndexSnapshot,
    query: readonly QueryWord[],
    scores: Uint16Array[],
    optional: ReadonlySet<number>,
    bits: DocBits | null,
    extra: ((doc: number) => boolean) | null,
    params: SearchParams,
    exactMask: number,
    sorted: boolean,
  ): Pass {
    const { matched, relevance, exactTerms, text } = snapshot;
    const size = snapshot.records.length;
    const exactIds = query.map((word) => text.termId(word.token)).filter((id) => id !== undefined);
    const singleWord = query.length === 1 ? params.exactOnSingleWordQuery : null;
    for (const id of exactIds) exactTerms[id] = 1;
    let count = 0;
    let minTypos = Number.POSITIVE_INFINITY;
    for (let doc = 0; doc < size; doc++) {
      if (bits !== null && (bits[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
      let typos = 0;
      let attributeRank = 0;
      let exactness = 0;
      let found = 0;
      let ok = true;
      for (let w = 0; w < scores.length; w++) {
        const score = scores[w][doc];
        if (score === NO_MATCH) {
          if (optional.has(w)) continue;
          ok = false;
          break;
        }
        found++;
        typos += score >>> TYPO_SHIFT;
        attributeRank += (score >>> RANK_SHIFT) & 0xff;
        if ((score & INEXACT_BIT) === 0) exactness++;
      }
      if (!ok || found === 0 || (extra !== null && !extra(doc))) continue;
      if (sorted) {
        // Algolia's exactOnSingleWordQuery: a one-word query is exact on a whole value ("attribute"), on the word, or never.
        const covered = singleWord === 'none' || singleWord === 'word' ? 0 : text.coveredValues(doc, exactTerms, exactMask);
        const exact = singleWord === 'none' ? 0 : singleWord === 'attribute' ? covered : exactness + covered;
        relevance[count] = packRelevance(typos, scores.length - found, attributeRank, exact);
      }
      if (typos < minTypos) minTypos = typos;
      matched[count++] = doc;
    }
    for (const id of exactIds) exactTerms[id] = 0;
    return { count, minTypos };
  }

  /**
   * How many values the answer to `params` may hold: hits times the attributes retrieved,
   * highlighted and snippeted in each. Known before the query runs, so a request can be refused
   * before its work.
   */
  hitValues(params: SearchParams): number {
    const hits = Math.min(params.offset !== undefined ? params.length! : params.hitsPerPage, PAGINATION_LIMIT);
    if (hits === 0) return 0;
    const all = this.current().attributeCount();
    const count = (names: readonly string[]) => (names.includes('*') ? all : names.length);
    const highlighted = params.attributesToHighlight ?? this.searchable.map((attribute) => attribute.name);
    return hits * (count(params.attributesToRetrieve) + count(highlighted) + count(params.attributesToSnippet.map((snippet) => snippet.name)));
  }

  private facetNames(requested: readonly string[]): FacetAttribute[] {
    const countable = this.facetAttributes.filter((facet) => !facet.filterOnly);
    if (requested.includes('*')) return countable;
    return countable.filter((facet) => requested.includes(facet.name));
  }

  /** The answer as an object (tests, in-process callers): what `searchBytes` sends, with the index's renderingContent. */
  private search(indexName: string, params: SearchParams, restriction: FilterNode | null): SearchResponseBody {
    const prepared = this.prepare(indexName, params, restriction);
    const hits = Array.from({ length: prepared.hitCount }, (_, i) => prepared.hit(i));
    const response = { hits, ...prepared.head, renderingContent: params.renderingContent ?? this.settings.renderingContent ?? {} };
    response.processingTimeMS = Math.round(performance.now() - prepared.started);
    return response;
  }

  /**
   * The same query over the same records gets the same answer: kept for the next asker (a search
   * page's unrefined facet counts go with every refinement of it, and shoppers repeat the popular
   * refinements), as a hosted search keeps its query cache. Kept and sent as bytes, serialised once:
   * see OpenAnswer.
   */
  private searchBytes(indexName: string, params: SearchParams, restriction: FilterNode | null): OpenAnswer {
    const steps = this.searchSteps(indexName, params, restriction);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** searchBytes in steps: the hits written HITS_A_STEP at a time, other work free to run between. */
  private *searchSteps(indexName: string, params: SearchParams, restriction: FilterNode | null): Generator<void, OpenAnswer> {
    if (this.answersKept === 0) return yield* this.answerSteps(indexName, params, restriction);
    const key = JSON.stringify([indexName, params, restriction]);
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const changes = this.changes;
    const answer = yield* this.answerSteps(indexName, params, restriction);
    // Records changed while it was written, or a twin query kept its answer meanwhile: not kept.
    const bytes = key.length + answer.length;
    if (bytes > ANSWER_BYTES_KEPT_EACH || this.changes !== changes || this.answers.has(key)) return answer;
    this.answers.set(key, answer);
    this.answerBytes += bytes;
    while (this.answers.size > this.answersKept || this.answerBytes > ANSWER_BYTES_KEPT) {
      const [oldest, entry] = this.answers.entries().next().value!;
      this.answers.delete(oldest);
      this.answerBytes -= oldest.length + entry.length;
    }
    return answer;
  }

  private *answerSteps(indexName: string, params: SearchParams, restriction: FilterNode | null): Generator<void, OpenAnswer> {
    const prepared = this.prepare(indexName, params, restriction);
    const out = new JsonBytes();
    out.write('{"hits":[');
    // Hit by hit: each is garbage as soon as it is written, and none outlives a young-generation
    // collection. Ranking info reads the query's scratch arrays, so those answers are written in one go.
    for (let i = 0; i < prepared.hitCount; i++) {
      if (i > 0) out.write(',');
      out.value(prepared.hit(i));
      if (!params.getRankingInfo && (i + 1) % HITS_A_STEP === 0) yield;
    }
    prepared.head.processingTimeMS = Math.round(performance.now() - prepared.started);
    out.write('],');
    const head = JSON.stringify(prepared.head);
    out.write(head.slice(1, -1));
    return out.finish();
  }

  /** Runs the query; the hits are made one at a time as they are written. */
  private prepare(indexName: string, params: SearchParams, restriction: FilterNode | null): PreparedAnswer {
    const started = performance.now();
    const usesOffset = params.offset !== undefined;
    const start = usesOffset ? params.offset! : params.page * params.hitsPerPage;
    const pageEnd = Math.min(start + (usesOffset ? params.length! : params.hitsPerPage), PAGINATION_LIMIT);
    const execution = this.execute(indexName, params, restriction, true, pageEnd);
    const { snapshot, words, count, removed, query } = execution;
    const { byId } = snapshot;
    const end = Math.min(pageEnd, count);
    // The page's documents copied out of the build's scratch array, which the next query reuses:
    // the hits may be written across turns, other queries running between.
    const matched = snapshot.matched.slice(start, Math.max(start, end));
    const context: HighlightContext = {
      index: snapshot.text,
      words,
      tags: { pre: params.highlightPreTag, post: params.highlightPostTag },
      matchedItemsOnly: params.restrictHighlightAndSnippetArrays,
    };
    const highlighted = params.attributesToHighlight ?? this.searchable.map((attribute) => attribute.name);
    const hit = (i: number): Hit => {
      const doc = matched[i];
      const record = snapshot.records[doc];
      const highlights: Record<string, HighlightResult> = {};
      for (const name of highlighted.includes('*') ? Object.keys(record) : highlighted) {
        const result = name === 'objectID' ? undefined : highlightValue(record[name], context);
        if (result !== undefined) highlights[name] = result;
      }
      return {
        ...retrieve(record, params.attributesToRetrieve),
        _highlightResult: highlights,
        ...(params.attributesToSnippet.length > 0 ? { _snippetResult: this.snippets(record, params, context) } : {}),
        ...(params.getRankingInfo ? { _rankingInfo: this.rankingInfo(execution, doc, params) } : {}),
      };
    };

    const head: AnswerHead = {
      nbHits: count,
      ...(usesOffset
        ? { offset: params.offset, length: params.length }
        : {
            page: params.page,
            nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(Math.min(count, PAGINATION_LIMIT) / params.hitsPerPage),
            hitsPerPage: params.hitsPerPage,
          }),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: params.query,
      params: params.echo,
      index: indexName,
      processingTimeMS: 0,
    };
    if (removed.length > 0) {
      const gone = new Set(removed.map((i) => query[i].token));
      head.queryAfterRemoval = params.query.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) =>
        gone.has(tokenize(word)[0] ?? '') ? `${params.highlightPreTag}${word}${params.highlightPostTag}` : word,
      );
    }
    if (execution.geo?.centre) head.aroundLatLng = `${execution.geo.centre.lat},${execution.geo.centre.lng}`;
    if (params.getRankingInfo) {
      head.serverUsed = 'forecourt';
      head.parsedQuery = query.map((word) => word.token).join(' ');
      head.timeoutCounts = false;
      head.timeoutHits = false;
    }
    if (params.facets.length > 0) {
      const facets: Record<string, Record<string, number>> = {};
      const stats: Record<string, FacetStats> = {};
      for (const { name } of this.facetNames(params.facets)) {
        const column = snapshot.column(name);
        const counts = countValues(column, byId, count);
        let top: [string, number][];
        let facetStats: FacetStats | undefined;
        try {
          top = params.sortFacetValuesBy === 'alpha' ? alphabeticalValues(column, counts, params.maxValuesPerFacet) : topValues(column, counts, params.maxValuesPerFacet);
          facetStats = valueStats(column, counts);
        } finally {
          releaseCounts(counts);
        }
        facets[name] = Object.fromEntries(top);
        if (facetStats) stats[name] = facetStats;
      }
      head.facets = facets;
      if (Object.keys(stats).length > 0) head.facets_stats = stats;
    }
    return { head, hitCount: Math.max(0, end - start), hit, started };
  }

  private snippets(record: IndexRecord, params: SearchParams, context: HighlightContext): Record<string, SnippetResult> {
    const snippets: Record<string, SnippetResult> = {};
    for (const { name, words } of params.attributesToSnippet) {
      for (const attribute of name === '*' ? Object.keys(record).filter((key) => key !== 'objectID') : [name]) {
        const result = snippetValue(record[attribute], context, words, params.snippetEllipsisText);
        if (result !== undefined) snippets[attribute] = result;
      }
    }
    return snippets;
  }

  /** Algolia's `_rankingInfo`: what each ranking criterion saw of the hit. */
  private rankingInfo(execution: Execution, doc: number, params: SearchParams): RankingInfo {
    const { snapshot, scored, geo, query } = execution;
    const relevance = scored.relevance ? unpackRelevance(snapshot.docRelevance[doc]) : { typos: 0, wordsMissed: 0, attributeRank: 0, exactness: 0 };
    const info: RankingInfo = {
      nbTypos: relevance.typos,
      firstMatchedWord: relevance.attributeRank * 1000,
      proximityDistance: 0,
      userScore: execution.ranking.userScore(doc),
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: Math.min(relevance.exactness, query.length),
      words: query.length - relevance.wordsMissed,
      filters: scored.filters ? snapshot.docScores[doc] : 0,
    };
    const nearest = geo?.centre ? geo.nearest(doc) : null;
    if (nearest) {
      const precision = precisionAt(params.aroundPrecision, nearest.distance);
      info.geoDistance = Math.floor(nearest.distance / precision);
      info.geoPrecision = precision;
      info.matchedGeoLocation = nearest;
    }
    return info;
  }

  private searchForFacetValues(indexName: string, facetName: string, params: SearchParams, restriction: FilterNode | null): FacetValuesResponseBody {
    const started = performance.now();
    const facet = this.facetAttributes.find((attribute) => attribute.name === facetName);
    if (!facet?.searchable) {
      throw new SearchRequestError(
        400,
        `Cannot search in "${facetName}" attribute, you need to add "searchable(${facetName})" to attributesForFaceting`,
      );
    }
    const { snapshot, count } = this.execute(indexName, params, restriction, false);
    const column = snapshot.column(facetName);
    const counts = countValues(column, snapshot.byId, count);
    let facetHits: FacetHit[];
    try {
      facetHits = searchValues(column, counts, params.facetQuery, params.maxFacetHits, { pre: params.highlightPreTag, post: params.highlightPostTag });
    } finally {
      releaseCounts(counts);
    }
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }
}

/** An index as one name addresses it: the primary, or a replica sharing its records. */
export interface IndexView {
  readonly indexName: string;
  /** The index settings' renderingContent, which an OpenAnswer leaves out. */
  readonly renderingContent: IndexSettings['renderingContent'];
  /** `restriction` is ANDed with the request's own filters (a secured key's or tenant's filter). */
  search(params: SearchParams, restriction?: FilterNode | null): SearchResponseBody;
  /** The same answer as the routes send it, kept for the next asker. */
  searchBytes(params: SearchParams, restriction?: FilterNode | null): OpenAnswer;
  /** searchBytes written in steps, for a scheduler to run between other work (turns.ts). */
  searchSteps(params: SearchParams, restriction?: FilterNode | null): Generator<void, OpenAnswer>;
  searchForFacetValues(facetName: string, params: SearchParams, restriction?: FilterNode | null): FacetValuesResponseBody;
  getObject(objectID: string, attributesToRetrieve?: readonly string[], restriction?: FilterNode | null): Hit | undefined;
  /** See SearchIndex.hitValues. */
  hitValues(params: SearchParams): number;
}

/** Index names (primaries and replicas) → views, for `SearchDeps.getIndex`. */
export class IndexCatalog {
  private readonly indexes = new Map<string, SearchIndex>();
  private readonly byName = new Map<string, IndexView>();

  /** Adds or replaces a primary index (and its replicas). */
  set(index: SearchIndex): void {
    this.delete(index.name);
    this.indexes.set(index.name, index);
    for (const name of index.indexNames()) this.byName.set(name, index.view(name)!);
  }

  delete(primaryName: string): void {
    const existing = this.indexes.get(primaryName);
    if (!existing) return;
    for (const name of existing.indexNames()) this.byName.delete(name);
    this.indexes.delete(primaryName);
  }

  primary(name: string): SearchIndex | undefined {
    return this.indexes.get(name);
  }

  resolve(indexName: string): IndexView | undefined {
    return this.byName.get(indexName);
  }
}
