// Orders matching documents by a ranking formula. Attribute sorts do not depend on the query, so each
// run of them is reduced once per index build to a per-document rank; a query then packs
// (static ranks, relevance) into one float per document and sorts a Float64Array natively.

import type { AttributeColumn } from './columns.ts';
import type { RankingCriterion, RelevanceCriterion, SortCriterion } from './index-settings.ts';

/**
 * Relevance of one candidate, packed in 16 bits: typos (4 bits), then summed attribute rank (8 bits),
 * then 15 minus the exactness count (4 bits). Lower is better in each field.
 */
export function packRelevance(typos: number, attributeRank: number, exactness: number): number {
  return (Math.min(typos, 15) << 12) | (Math.min(attributeRank, 255) << 4) | (15 - Math.min(exactness, 15));
}

type Segment =
  | { kind: 'static'; values: Uint32Array; radix: number }
  | { kind: RelevanceCriterion; radix: number };

const RELEVANCE_FIELD: Record<RelevanceCriterion, { shift: number; radix: number }> = {
  typo: { shift: 12, radix: 16 },
  attribute: { shift: 4, radix: 256 },
  exact: { shift: 0, radix: 16 },
};

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

export class CompiledRanking {
  private readonly segments: Segment[] = [];
  /** Position in the last segment → document; that segment is a total order, so keys are unique. */
  private readonly tieOrder: Uint32Array;
  private readonly size: number;
  private readonly packable: boolean;
  private browseCache: Uint32Array | null = null;

  constructor(formula: readonly RankingCriterion[], size: number, columnOf: (name: string) => AttributeColumn) {
    this.size = size;
    const groups: (SortCriterion[] | RelevanceCriterion)[] = [];
    for (const criterion of formula) {
      const last = groups[groups.length - 1];
      if (typeof criterion === 'string') groups.push(criterion);
      else if (Array.isArray(last)) last.push(criterion);
      else groups.push([criterion]);
    }
    if (!Array.isArray(groups[groups.length - 1])) groups.push([]);

    let tieOrder = new Uint32Array(0);
    groups.forEach((group, index) => {
      if (!Array.isArray(group)) {
        this.segments.push({ kind: group, radix: RELEVANCE_FIELD[group].radix });
        return;
      }
      const { order, compare } = staticOrder(group, size, columnOf);
      const values = new Uint32Array(size);
      const isLast = index === groups.length - 1;
      let rank = 0;
      for (let position = 0; position < size; position++) {
        if (isLast) rank = position;
        else if (position > 0 && compare(order[position - 1], order[position]) !== 0) rank++;
        values[order[position]] = rank;
      }
      if (isLast) tieOrder = order;
      this.segments.push({ kind: 'static', values, radix: Math.max(1, isLast ? size : rank + 1) });
    });
    this.tieOrder = tieOrder;
    this.packable = this.segments.reduce((product, segment) => product * segment.radix, 1) <= Number.MAX_SAFE_INTEGER;
  }

  private segmentValue(segment: Segment, doc: number, relevance: number): number {
    if (segment.kind === 'static') return segment.values[doc];
    const field = RELEVANCE_FIELD[segment.kind];
    return (relevance >>> field.shift) & (field.radix - 1);
  }

  /**
   * Sorts `docs[0..count)` in place. `relevance[i]` (from packRelevance) belongs to `docs[i]`;
   * without it every document is equally relevant.
   */
  sort(docs: Uint32Array, count: number, relevance: Uint32Array | null): void {
    if (this.packable) {
      const keys = new Float64Array(count);
      for (let i = 0; i < count; i++) {
        const rel = relevance ? relevance[i] : 0;
        let key = 0;
        for (const segment of this.segments) key = key * segment.radix + this.segmentValue(segment, docs[i], rel);
        keys[i] = key;
      }
      keys.sort();
      const tieSize = this.size;
      for (let i = 0; i < count; i++) docs[i] = this.tieOrder[keys[i] % tieSize];
      return;
    }
    const rows = Array.from({ length: count }, (_, i) => {
      const rel = relevance ? relevance[i] : 0;
      return { doc: docs[i], values: this.segments.map((segment) => this.segmentValue(segment, docs[i], rel)) };
    });
    rows.sort((a, b) => {
      for (let s = 0; s < a.values.length; s++) if (a.values[s] !== b.values[s]) return a.values[s] - b.values[s];
      return 0;
    });
    rows.forEach((row, i) => (docs[i] = row.doc));
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
