// Orders matching documents by a ranking formula. Attribute sorts do not depend on the query, so each
// run of them is reduced once per index build to a per-document rank; a query then packs
// (static ranks, relevance) into one float per document and sorts a Float64Array natively.

import type { AttributeColumn } from './columns.ts';
import type { RankingCriterion, RelevanceCriterion, SortCriterion } from './index-settings.ts';

/**
 * The text relevance of one candidate, packed in 20 bits: typos (4 bits), then words missed (4),
 * then summed attribute rank (8), then 15 minus the exactness count (4). Lower is better in each.
 */
export function packRelevance(typos: number, wordsMissed: number, attributeRank: number, exactness: number): number {
  return (Math.min(typos, 15) << 16) | (Math.min(wordsMissed, 15) << 12) | (Math.min(attributeRank, 255) << 4) | (15 - Math.min(exactness, 15));
}

export function unpackRelevance(relevance: number): { typos: number; wordsMissed: number; attributeRank: number; exactness: number } {
  return { typos: relevance >>> 16, wordsMissed: (relevance >>> 12) & 15, attributeRank: (relevance >>> 4) & 255, exactness: 15 - (relevance & 15) };
}

type PackedCriterion = 'typo' | 'words' | 'attribute' | 'exact';

type Segment = { kind: 'static'; values: Uint32Array; radix: number } | { kind: RelevanceCriterion };

const PACKED_FIELD: Record<PackedCriterion, { shift: number; mask: number }> = {
  typo: { shift: 16, mask: 15 },
  words: { shift: 12, mask: 15 },
  attribute: { shift: 4, mask: 255 },
  exact: { shift: 0, mask: 15 },
};

/** Per candidate (by position in the docs being sorted): the criteria beyond text relevance. */
export interface QueryRanks {
  /** The filters criterion's score, higher first. */
  filters: Float64Array | null;
  /** The geo criterion's distance step, lower first. */
  geo: Float64Array | null;
}

/** Each value's rank among the distinct values (0 = first), `descending` puts the highest first. */
function denseRanks(values: Float64Array, count: number, descending: boolean): Uint32Array {
  const sorted = Float64Array.from(values.subarray(0, count)).sort();
  const distinct: number[] = [];
  for (const value of sorted) if (distinct.length === 0 || distinct[distinct.length - 1] !== value) distinct.push(value);
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let lo = 0;
    let hi = distinct.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (distinct[mid] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = descending ? distinct.length - 1 - lo : lo;
  }
  return ranks;
}

function staticOrder(sorts: readonly SortCriterion[], size: number, columnOf: (name: string) => AttributeColumn) {
  const keys = sorts.map((sort) => ({ values: columnOf(sort.attribute).sortValues(), sign: sort.direction === 'asc' ? 1 : -1 }));
  const compare = (a: number, b: number): number => {
    for (const { values, sign } of keys) {
      const x = values[a];
      const y = values[b];
      if (x === y) continue;
      // Absent values go last in either direction, as on Algolia.
      if (x !== x) return y !== y ? 0 : 1;
      if (y !== y) return -1;
      return (x - y) * sign;
    }
    return 0;
  };
  const order = new Uint32Array(size);
  for (let doc = 0; doc < size; doc++) order[doc] = doc;
  order.sort((a, b) => compare(a, b) || a - b);
  return { order, compare };
}

/** A run of attribute sorts reduced to a rank per document (and, when it ends the formula, the order itself). */
export interface StaticRanks {
  values: Uint32Array;
  radix: number;
  order: Uint32Array | null;
}

function staticRanks(group: readonly SortCriterion[], size: number, columnOf: (name: string) => AttributeColumn, isLast: boolean): StaticRanks {
  const { order, compare } = staticOrder(group, size, columnOf);
  const values = new Uint32Array(size);
  let rank = 0;
  for (let position = 0; position < size; position++) {
    if (isLast) rank = position;
    else if (position > 0 && compare(order[position - 1], order[position]) !== 0) rank++;
    values[order[position]] = rank;
  }
  return { values, radix: Math.max(1, isLast ? size : rank + 1), order: isLast ? order : null };
}

export class CompiledRanking {
  private readonly segments: Segment[] = [];
  /** Position in the last segment → document; that segment is a total order, so keys are unique. */
  private readonly tieOrder: Uint32Array;
  private readonly size: number;
  private browseCache: Uint32Array | null = null;

  /** `shared`: ranks already made for the same sorts (by another replica), reused and added to. */
  constructor(formula: readonly RankingCriterion[], size: number, columnOf: (name: string) => AttributeColumn, shared = new Map<string, StaticRanks>()) {
    this.size = size;
    const groups: (SortCriterion[] | RelevanceCriterion)[] = [];
    for (const criterion of formula) {
      const last = groups[groups.length - 1];
      if (typeof criterion === 'string') groups.push(criterion);
      else if (Array.isArray(last)) last.push(criterion);
      else groups.push([criterion]);
    }
    if (!Array.isArray(groups[groups.length - 1])) groups.push([]);

    let tieOrder: Uint32Array = new Uint32Array(0);
    groups.forEach((group, index) => {
      if (!Array.isArray(group)) {
        this.segments.push({ kind: group });
        return;
      }
      const isLast = index === groups.length - 1;
      const key = JSON.stringify([group, isLast]);
      let ranks = shared.get(key);
      if (!ranks) {
        ranks = staticRanks(group, size, columnOf, isLast);
        shared.set(key, ranks);
      }
      if (ranks.order) tieOrder = ranks.order;
      this.segments.push({ kind: 'static', values: ranks.values, radix: ranks.radix });
    });
    this.tieOrder = tieOrder;
  }

  /**
   * Sorts `docs[0..count)` in place. `relevance[i]` (from packRelevance) and `ranks`' entries belong
   * to `docs[i]`; without them every document is equally relevant. The relevance criteria take only
   * the room their values need in this query, so the whole key usually packs into one float.
   */
  sort(docs: Uint32Array, count: number, relevance: Uint32Array | null, ranks: QueryRanks = { filters: null, geo: null }): void {
    const filterRanks = ranks.filters ? denseRanks(ranks.filters, count, true) : null;
    const geoRanks = ranks.geo ? denseRanks(ranks.geo, count, false) : null;
    // The largest value of each packed field in this query: its radix.
    const most = { typo: 0, words: 0, attribute: 0, exact: 0 };
    if (relevance) {
      for (let i = 0; i < count; i++) {
        const r = relevance[i];
        if (r >>> 16 > most.typo) most.typo = r >>> 16;
        if (((r >>> 12) & 15) > most.words) most.words = (r >>> 12) & 15;
        if (((r >>> 4) & 255) > most.attribute) most.attribute = (r >>> 4) & 255;
        if ((r & 15) > most.exact) most.exact = r & 15;
      }
    }
    const distinct = (values: Uint32Array | null) => (values ? values.reduce((max, value) => Math.max(max, value), 0) + 1 : 1);
    const segments = this.segments;
    const radixes = segments.map((segment) => {
      if (segment.kind === 'static') return segment.radix;
      if (segment.kind === 'filters') return distinct(filterRanks);
      if (segment.kind === 'geo') return distinct(geoRanks);
      return relevance ? most[segment.kind] + 1 : 1;
    });
    const valueOf = (segment: Segment, i: number): number => {
      switch (segment.kind) {
        case 'static':
          return segment.values[docs[i]];
        case 'filters':
          return filterRanks ? filterRanks[i] : 0;
        case 'geo':
          return geoRanks ? geoRanks[i] : 0;
        default: {
          const field = PACKED_FIELD[segment.kind];
          return relevance ? (relevance[i] >>> field.shift) & field.mask : 0;
        }
      }
    };
    if (radixes.reduce((product, radix) => product * radix, 1) <= Number.MAX_SAFE_INTEGER) {
      const keys = new Float64Array(count);
      for (let i = 0; i < count; i++) {
        let key = 0;
        for (let s = 0; s < segments.length; s++) if (radixes[s] > 1) key = key * radixes[s] + valueOf(segments[s], i);
        keys[i] = key;
      }
      keys.sort();
      const tieSize = this.size;
      for (let i = 0; i < count; i++) docs[i] = this.tieOrder[keys[i] % tieSize];
      return;
    }
    const rows = Array.from({ length: count }, (_, i) => ({ doc: docs[i], values: segments.map((segment) => valueOf(segment, i)) }));
    rows.sort((a, b) => {
      for (let s = 0; s < a.values.length; s++) if (a.values[s] !== b.values[s]) return a.values[s] - b.values[s];
      return 0;
    });
    rows.forEach((row, i) => (docs[i] = row.doc));
  }

  /** The document's position in the attribute sorts (custom ranking) alone: Algolia's userScore, higher first. */
  userScore(doc: number): number {
    const last = this.segments[this.segments.length - 1];
    return last.kind === 'static' ? this.size - last.values[doc] : 0;
  }

  /** Every document in ranking order when the query is empty (relevance ties everywhere). */
  browseOrder(): Uint32Array {
    if (!this.browseCache) {
      const docs = new Uint32Array(this.size);
      for (let doc = 0; doc < this.size; doc++) docs[doc] = doc;
      this.sort(docs, this.size, null);
      this.browseCache = docs;
    }
    return this.browseCache;
  }
}
