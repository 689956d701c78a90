// Inverted index over the searchable attributes: a vocabulary of normalized tokens with, per token,
// the documents holding it and the best (lowest) searchable-attribute rank it appears in.

import { valueAt } from '../../domain/facet-values.ts';
import type { IndexRecord } from './columns.ts';
import type { SearchableAttribute } from './index-settings.ts';
import { textOf, tokenize } from './text-tokens.ts';
import { type SortedVocabulary, typoMatches } from './typo-distance.ts';

/** The vocabulary terms one query word matches. */
export interface WordMatch {
  word: string;
  /** termId → typos (0 for exact and prefix matches). */
  typosByTerm: Map<number, number>;
  termIds: Int32Array;
  /** Per matched term, its word score without the attribute rank. */
  baseScores: Uint16Array;
}

/**
 * A document's score for one query word, 16 bits, lower is better: typos << TYPO_SHIFT, then the
 * searchable-attribute rank << RANK_SHIFT (8 bits), then 1 if the word matched only as a prefix or
 * with a typo. Unmatched documents keep NO_MATCH.
 */
export const TYPO_SHIFT = 12;
export const RANK_SHIFT = 4;
export const INEXACT_BIT = 1;
export const NO_MATCH = 0xffff;
/** Values longer than this can never be fully covered by a query, so they are not kept for the exact criterion. */
const MAX_COVERABLE_TOKENS = 8;
const MATCH_CACHE_LIMIT = 2000;
/** Searchable attributes past the 32nd share the last bit of a posting's attribute mask. */
const MASK_BITS = 32;

/** Which searchable attributes a word may match in, by bit (attribute i of the settings = bit i). */
export interface AttributeMasks {
  /** restrictSearchableAttributes. */
  searchable: number;
  /** Attributes where a typo or prefix-only match counts (disableTypoToleranceOnAttributes clears bits). */
  typos: number;
  /** Attributes where an exact match counts as exact (disableExactOnAttributes clears bits). */
  exact: number;
}

export const ALL_ATTRIBUTES = -1;

const lowestBit = (mask: number) => 31 - Math.clz32(mask & -mask);

export class TextIndex {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly postOffsets: Uint32Array;
  private readonly postDocs: Uint32Array;
  private readonly postRanks: Uint8Array;
  /** Per posting, the searchable attributes (bits) holding the term (16 bits while there are at most 16). */
  private readonly postMasks: Uint16Array | Int32Array;
  /** Searchable rank of each mask bit. */
  private readonly bitRanks: Uint8Array;
  private readonly attributeBits = new Map<string, number>();
  /** Term ids in alphabetical order, for prefix ranges. */
  private readonly sorted: Int32Array;
  /** The sorted terms, for typo matching. */
  private readonly vocabulary: SortedVocabulary;
  /** Per document, its short searchable values (one unit per string), each as a list of term ids. */
  private readonly unitOffsets: Uint32Array;
  private readonly unitTermOffsets: Uint32Array;
  private readonly unitTerms: Int32Array;
  /** Per unit, the bit of the attribute it came from. */
  private readonly unitMasks: Uint16Array | Int32Array;
  private readonly matchCache = new Map<string, WordMatch>();

  constructor(records: readonly IndexRecord[], searchable: readonly SearchableAttribute[]) {
    const docTerms: number[] = [];
    const docRanks: number[] = [];
    const docMasks: number[] = [];
    const unitMasks: number[] = [];
    this.bitRanks = new Uint8Array(MASK_BITS);
    searchable.forEach(({ name, rank }, i) => {
      const bit = Math.min(i, MASK_BITS - 1);
      this.attributeBits.set(name, (this.attributeBits.get(name) ?? 0) | (1 << bit));
      if (i < MASK_BITS) this.bitRanks[bit] = Math.min(rank, 255);
    });
    const bestMask = new Map<number, number>();
    const docOffsets = new Uint32Array(records.length + 1);
    const unitOffsets = new Uint32Array(records.length + 1);
    const unitTermOffsets: number[] = [0];
    const unitTerms: number[] = [];
    const bestRank = new Map<number, number>();

    records.forEach((record, doc) => {
      bestRank.clear();
      bestMask.clear();
      searchable.forEach(({ name, rank }, attributeIndex) => {
        const bit = 1 << Math.min(attributeIndex, MASK_BITS - 1);
        for (const text of textOf(valueAt(record, name))) {
          const tokens = tokenize(text);
          const ids = tokens.map((token) => this.intern(token));
          const indexed = [...ids];
          // Model names are written "CX-5", "CX5" or "CX 5": short values also index adjacent pairs joined.
          if (tokens.length <= MAX_COVERABLE_TOKENS) {
            for (let i = 0; i + 1 < tokens.length; i++) indexed.push(this.intern(tokens[i] + tokens[i + 1]));
          }
          for (const id of indexed) {
            const previous = bestRank.get(id);
            if (previous === undefined || rank < previous) bestRank.set(id, rank);
            bestMask.set(id, (bestMask.get(id) ?? 0) | bit);
          }
          if (ids.length > 0 && ids.length <= MAX_COVERABLE_TOKENS) {
            unitTerms.push(...ids);
            unitTermOffsets.push(unitTerms.length);
            unitMasks.push(bit);
          }
        }
      });
      for (const [id, rank] of bestRank) {
        docTerms.push(id);
        docRanks.push(Math.min(rank, 255));
        docMasks.push(bestMask.get(id)!);
      }
      docOffsets[doc + 1] = docTerms.length;
      unitOffsets[doc + 1] = unitTermOffsets.length - 1;
    });

    const termCount = this.terms.length;
    const postOffsets = new Uint32Array(termCount + 1);
    for (const id of docTerms) postOffsets[id + 1]++;
    for (let t = 0; t < termCount; t++) postOffsets[t + 1] += postOffsets[t];
    const fill = postOffsets.slice(0, termCount);
    const postDocs = new Uint32Array(docTerms.length);
    const postRanks = new Uint8Array(docTerms.length);
    const narrowMasks = searchable.length <= 16;
    const postMasks = narrowMasks ? new Uint16Array(docTerms.length) : new Int32Array(docTerms.length);
    for (let doc = 0; doc < records.length; doc++) {
      for (let i = docOffsets[doc]; i < docOffsets[doc + 1]; i++) {
        const slot = fill[docTerms[i]]++;
        postDocs[slot] = doc;
        postRanks[slot] = docRanks[i];
        postMasks[slot] = docMasks[i];
      }
    }
    this.postOffsets = postOffsets;
    this.postDocs = postDocs;
    this.postRanks = postRanks;
    this.postMasks = postMasks;
    this.unitMasks = narrowMasks ? Uint16Array.from(unitMasks) : Int32Array.from(unitMasks);
    this.unitOffsets = unitOffsets;
    this.unitTermOffsets = Uint32Array.from(unitTermOffsets);
    this.unitTerms = Int32Array.from(unitTerms);

    this.sorted = Int32Array.from(this.terms.map((_, id) => id).sort((a, b) => (this.terms[a] < this.terms[b] ? -1 : 1)));
    this.vocabulary = { terms: this.terms, sorted: this.sorted, maxLength: this.terms.reduce((longest, term) => Math.max(longest, term.length), 0) };
  }

  private intern(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(token, id);
      this.terms.push(token);
    }
    return id;
  }

  termId(token: string): number | undefined {
    return this.ids.get(token);
  }

  /** Adds to `into` the documents holding `token` as a whole term in the attributes of `mask`. */
  docsWithTerm(token: string, mask: number, into: Set<number>): void {
    const id = this.ids.get(token);
    if (id === undefined) return;
    for (let i = this.postOffsets[id], end = this.postOffsets[id + 1]; i < end; i++) if ((this.postMasks[i] & mask) !== 0) into.add(this.postDocs[i]);
  }

  /** The mask bits of the named searchable attributes (names that are not searchable add none). */
  attributeMask(names: readonly string[]): number {
    let mask = 0;
    for (const name of names) mask |= this.attributeBits.get(name) ?? 0;
    return mask;
  }

  /** Terms matching `word`: exactly or within `budget` typos; as a prefix too when `isLast` (a prefix word). */
  matchWord(word: string, isLast: boolean, budget: number): WordMatch {
    const cacheKey = `${isLast ? 'p' : 'w'}${budget}:${word}`;
    const cached = this.matchCache.get(cacheKey);
    if (cached) return cached;

    const typosByTerm = new Map<number, number>();
    const exact = this.ids.get(word);
    if (exact !== undefined) typosByTerm.set(exact, 0);
    if (isLast) {
      for (let i = this.lowerBound(word); i < this.sorted.length; i++) {
        const id = this.sorted[i];
        if (!this.terms[id].startsWith(word)) break;
        typosByTerm.set(id, 0);
      }
    }
    if (budget > 0) {
      typoMatches(word, budget, isLast, this.vocabulary, (id, distance) => {
        if (typosByTerm.get(id) !== 0) typosByTerm.set(id, distance);
      });
    }

    const termIds = new Int32Array(typosByTerm.size);
    const baseScores = new Uint16Array(typosByTerm.size);
    let i = 0;
    for (const [id, typos] of typosByTerm) {
      termIds[i] = id;
      baseScores[i] = (typos << TYPO_SHIFT) | (typos === 0 && this.terms[id] === word ? 0 : INEXACT_BIT);
      i++;
    }
    const match: WordMatch = { word, typosByTerm, termIds, baseScores };
    if (this.matchCache.size >= MATCH_CACHE_LIMIT) this.matchCache.clear();
    this.matchCache.set(cacheKey, match);
    return match;
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[this.sorted[mid]] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Writes each document's best score for the word into `scores` (pre-filled with NO_MATCH); with
   * `masks`, only matches in the attributes they allow count.
   */
  scoreWord(match: WordMatch, scores: Uint16Array, masks: AttributeMasks | null = null): void {
    const { postOffsets, postDocs, postRanks } = this;
    if (masks) {
      this.scoreWordMasked(match, scores, masks);
      return;
    }
    for (let m = 0; m < match.termIds.length; m++) {
      const id = match.termIds[m];
      const base = match.baseScores[m];
      for (let i = postOffsets[id], end = postOffsets[id + 1]; i < end; i++) {
        const score = base | (postRanks[i] << RANK_SHIFT);
        const doc = postDocs[i];
        if (score < scores[doc]) scores[doc] = score;
      }
    }
  }

  private scoreWordMasked(match: WordMatch, scores: Uint16Array, masks: AttributeMasks): void {
    const { postOffsets, postDocs, postMasks, bitRanks } = this;
    for (let m = 0; m < match.termIds.length; m++) {
      const id = match.termIds[m];
      const base = match.baseScores[m];
      const inexact = (base & INEXACT_BIT) !== 0;
      const typoed = base >>> TYPO_SHIFT !== 0;
      for (let i = postOffsets[id], end = postOffsets[id + 1]; i < end; i++) {
        let mask = postMasks[i] & masks.searchable;
        if (typoed) mask &= masks.typos;
        if (mask === 0) continue;
        const exact = !inexact && (mask & masks.exact) !== 0;
        const score = (base & ~INEXACT_BIT) | (exact ? 0 : INEXACT_BIT) | (bitRanks[lowestBit(mask)] << RANK_SHIFT);
        const doc = postDocs[i];
        if (score < scores[doc]) scores[doc] = score;
      }
    }
  }

  /** How many of the document's short values (in the attributes of `mask`) consist only of terms marked in `exactTerms`. */
  coveredValues(doc: number, exactTerms: Uint8Array, mask: number = ALL_ATTRIBUTES): number {
    let covered = 0;
    for (let unit = this.unitOffsets[doc], end = this.unitOffsets[doc + 1]; unit < end; unit++) {
      if ((this.unitMasks[unit] & mask) === 0) continue;
      let all = true;
      for (let i = this.unitTermOffsets[unit], stop = this.unitTermOffsets[unit + 1]; i < stop; i++) {
        if (exactTerms[this.unitTerms[i]] !== 1) {
          all = false;
          break;
        }
      }
      if (all) covered++;
    }
    return covered;
  }
}
