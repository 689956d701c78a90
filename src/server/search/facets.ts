// Facet counts, facets_stats and facet-value search over the documents a query matched.

import type { AttributeColumn } from './columns.ts';
import { tokenSpans, tokenize } from './text-tokens.ts';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/**
 * How many of the documents hold each value of a column: `counts` by code, and the codes present
 * (`present[0..size)`, in no order), so that reading them costs what the documents hold, not what
 * the column holds (a price or a date can have a value per listing).
 */
export interface ValueCounts {
  counts: Uint32Array;
  present: Uint32Array;
  size: number;
}

/**
 * Counts the values of `docs[0..count)`. The arrays are the column's own, reused by the next count:
 * read them before counting that column again, then hand them back with `releaseCounts`.
 */
export function countValues(column: AttributeColumn, docs: Uint32Array, count: number): ValueCounts {
  const { counts, present } = column.countBuffers();
  const { codes, offsets, multiCodes, masks, absent } = column;
  let size = 0;
  if (codes) {
    // One loop per array type, so each reads a single element kind (a shared loop goes polymorphic).
    if (codes instanceof Uint8Array) size = countCodes8(codes, docs, count, counts, present);
    else if (codes instanceof Uint16Array) size = countCodes16(codes, absent, docs, count, counts, present);
    else size = countCodes32(codes, absent, docs, count, counts, present);
  } else if (masks) {
    size = countMasks(masks, docs, count, counts, present);
  } else if (multiCodes instanceof Uint8Array) {
    size = countMulti8(multiCodes, offsets!, docs, count, counts, present);
  } else {
    for (let i = 0; i < count; i++) {
      const doc = docs[i];
      for (let j = offsets![doc], end = offsets![doc + 1]; j < end; j++) if (counts[multiCodes![j]]++ === 0) present[size++] = multiCodes![j];
    }
  }
  return { counts, present, size };
}

/**
 * Four counters a code, interleaved (code * 4 + lane), for columns of at most 255 values: documents
 * next to each other bump different counters, so a run of one code (most cars are used, most are
 * petrol) is not a chain of increments each waiting for the one before. Zero between counts, but for
 * the absent code's (255), which nothing reads: `narrow` (columns.ts) keeps values at 254 or below.
 */
const lanes = new Uint32Array(256 * 4);

/** At most 255 values: counted without a test per document (a document without a value bumps the absent code's counters). */
function countCodes8(codes: Uint8Array, docs: Uint32Array, count: number, counts: Uint32Array, present: Uint32Array): number {
  let i = 0;
  for (; i + 4 <= count; i += 4) {
    lanes[codes[docs[i]] << 2]++;
    lanes[(codes[docs[i + 1]] << 2) | 1]++;
    lanes[(codes[docs[i + 2]] << 2) | 2]++;
    lanes[(codes[docs[i + 3]] << 2) | 3]++;
  }
  for (; i < count; i++) lanes[codes[docs[i]] << 2]++;
  return gatherLanes(counts, present);
}

/** An array column of at most 255 values: each value in the flat list takes the lane of its position. */
function countMulti8(multiCodes: Uint8Array, offsets: Uint32Array, docs: Uint32Array, count: number, counts: Uint32Array, present: Uint32Array): number {
  for (let i = 0; i < count; i++) {
    const doc = docs[i];
    for (let j = offsets[doc], end = offsets[doc + 1]; j < end; j++) lanes[(multiCodes[j] << 2) | (j & 3)]++;
  }
  return gatherLanes(counts, present);
}

/**
 * An array column kept as masks (columns.ts): the documents' masks are added bit-sliced, all 32
 * values at once. Bit `code` of `plane[k]` is bit k of that value's count so far; adding a mask is a
 * chain of half adders (a carry-save counter), which stops as soon as nothing carries. Eight planes
 * hold counts up to 255, so every 255 documents they are added into `counts` and cleared.
 */
function countMasks(masks: Uint32Array, docs: Uint32Array, count: number, counts: Uint32Array, present: Uint32Array): number {
  for (let start = 0; start < count; start += 255) {
    let p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0;
    for (let i = start, end = Math.min(count, start + 255); i < end; i++) {
      let carry = masks[docs[i]];
      let next = p0 & carry;
      p0 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p1 & carry;
      p1 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p2 & carry;
      p2 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p3 & carry;
      p3 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p4 & carry;
      p4 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p5 & carry;
      p5 ^= carry;
      if (next === 0) continue;
      carry = next;
      next = p6 & carry;
      p6 ^= carry;
      p7 ^= next;
    }
    for (let code = 0, held = p0 | p1 | p2 | p3 | p4 | p5 | p6 | p7; held !== 0; code++, held >>>= 1) {
      if ((held & 1) === 0) continue;
      counts[code] +=
        ((p0 >>> code) & 1) | (((p1 >>> code) & 1) << 1) | (((p2 >>> code) & 1) << 2) | (((p3 >>> code) & 1) << 3) |
        (((p4 >>> code) & 1) << 4) | (((p5 >>> code) & 1) << 5) | (((p6 >>> code) & 1) << 6) | (((p7 >>> code) & 1) << 7);
    }
  }
  let size = 0;
  for (let code = 0; code < present.length; code++) if (counts[code] !== 0) present[size++] = code;
  return size;
}

/** Sums each code's lanes into `counts` (and `present`), zeroing the lanes. */
function gatherLanes(counts: Uint32Array, present: Uint32Array): number {
  let size = 0;
  for (let code = 0; code < present.length; code++) {
    const at = code << 2;
    const n = lanes[at] + lanes[at + 1] + lanes[at + 2] + lanes[at + 3];
    if (n === 0) continue;
    lanes[at] = lanes[at + 1] = lanes[at + 2] = lanes[at + 3] = 0;
    counts[code] = n;
    present[size++] = code;
  }
  return size;
}

function countCodes16(codes: Uint16Array, absent: number, docs: Uint32Array, count: number, counts: Uint32Array, present: Uint32Array): number {
  let size = 0;
  for (let i = 0; i < count; i++) {
    const code = codes[docs[i]];
    if (code !== absent && counts[code]++ === 0) present[size++] = code;
  }
  return size;
}

function countCodes32(codes: Int32Array, absent: number, docs: Uint32Array, count: number, counts: Uint32Array, present: Uint32Array): number {
  let size = 0;
  for (let i = 0; i < count; i++) {
    const code = codes[docs[i]];
    if (code !== absent && counts[code]++ === 0) present[size++] = code;
  }
  return size;
}

/** Zeroes the counts for the column's next count. */
export function releaseCounts(values: ValueCounts): void {
  for (let i = 0; i < values.size; i++) values.counts[values.present[i]] = 0;
  values.size = 0;
}

/**
 * The `limit` values with the highest counts, ties by value. A price facet can have a distinct value
 * per car, so the cut-off count is found with a histogram and ties are read in precomputed label
 * order instead of sorting every value.
 */
export function topValues(column: AttributeColumn, values: ValueCounts, limit: number): [string, number][] {
  if (limit <= 0) return [];
  const { counts, present, size } = values;
  const ranks = column.labelRanks();
  const chosen: number[] = [];
  if (size <= limit) {
    for (let i = 0; i < size; i++) chosen.push(present[i]);
  } else {
    let maxCount = 0;
    for (let i = 0; i < size; i++) if (counts[present[i]] > maxCount) maxCount = counts[present[i]];
    const histogram = new Uint32Array(maxCount + 1);
    for (let i = 0; i < size; i++) histogram[counts[present[i]]]++;
    let threshold = maxCount;
    let above = 0;
    while (above + histogram[threshold] < limit) above += histogram[threshold--];
    const ties: number[] = [];
    for (let i = 0; i < size; i++) {
      const code = present[i];
      if (counts[code] > threshold) chosen.push(code);
      else if (counts[code] === threshold) ties.push(code);
    }
    // Ties at the cut-off go in label order.
    chosen.push(...firstInLabelOrder(ties, ranks, limit - chosen.length));
  }
  chosen.sort((a, b) => counts[b] - counts[a] || ranks[a] - ranks[b]);
  return chosen.map((code) => [column.labels[code], counts[code]]);
}

/**
 * The `wanted` codes first in label order, without sorting them all (a date facet can tie
 * thousands of values at one listing each): ranks are bucketed, and only the buckets up to the
 * one holding the last wanted code are sorted.
 */
function firstInLabelOrder(codes: number[], ranks: Uint32Array, wanted: number): number[] {
  const byRank = (a: number, b: number) => ranks[a] - ranks[b];
  if (codes.length <= wanted * 4) return codes.sort(byRank).slice(0, wanted);
  const shift = Math.max(0, Math.ceil(Math.log2(ranks.length / 1024)));
  const buckets = new Uint32Array((ranks.length >>> shift) + 1);
  for (const code of codes) buckets[ranks[code] >>> shift]++;
  let last = 0;
  for (let taken = 0; taken + buckets[last] < wanted; last++) taken += buckets[last];
  return codes.filter((code) => ranks[code] >>> shift <= last).sort(byRank).slice(0, wanted);
}

/** sortFacetValuesBy "alpha": the first `limit` values present, in label order (numbers numerically). */
export function alphabeticalValues(column: AttributeColumn, { counts }: ValueCounts, limit: number): [string, number][] {
  const out: [string, number][] = [];
  for (const code of column.labelOrder()) {
    if (out.length >= limit) break;
    if (counts[code] > 0) out.push([column.labels[code], counts[code]]);
  }
  return out;
}

/** Stats over the numeric values counted, or undefined when the column is not numeric: from each value's count, not from each document. */
export function valueStats(column: AttributeColumn, { counts, present, size }: ValueCounts): FacetStats | undefined {
  if (!column.hasNumbers || column.hasStrings) return undefined;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  const { codeNums } = column;
  for (let i = 0; i < size; i++) {
    const code = present[i];
    const value = codeNums[code];
    if (value !== value) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * counts[code];
    n += counts[code];
  }
  return n === 0 ? undefined : { min, max, avg: sum / n, sum };
}

/**
 * Facet values whose words start with every word of `facetQuery` (any order), with those prefixes
 * highlighted; most frequent first.
 */
export function searchValues(
  column: AttributeColumn,
  counts: ValueCounts,
  facetQuery: string,
  limit: number,
  tags: { pre: string; post: string },
): FacetHit[] {
  const words = tokenize(facetQuery);
  const hits: FacetHit[] = [];
  for (const [value, count] of topValues(column, counts, counts.size)) {
    const spans = tokenSpans(value);
    const highlightEnd = new Map<number, number>();
    const allMatched = words.every((word) => {
      let matched = false;
      for (const span of spans) {
        if (!span.token.startsWith(word)) continue;
        matched = true;
        // Keep the highlight on the typed prefix when the original spelling maps letter for letter.
        const end = span.end - span.start === span.token.length ? span.start + word.length : span.end;
        highlightEnd.set(span.start, Math.max(highlightEnd.get(span.start) ?? 0, end));
      }
      return matched;
    });
    if (!allMatched) continue;
    hits.push({ value, highlighted: wrapRanges(value, highlightEnd, tags), count });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Wraps each [start, end) range (given as start → end; overlapping ones merge) in the highlight tags. */
export function wrapRanges(text: string, ranges: Map<number, number>, tags: { pre: string; post: string }): string {
  if (ranges.size === 0) return text;
  const merged: [number, number][] = [];
  for (const start of [...ranges.keys()].sort((a, b) => a - b)) {
    const end = ranges.get(start)!;
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let cursor = 0;
  for (const [start, end] of merged) {
    out += text.slice(cursor, start) + tags.pre + text.slice(start, end) + tags.post;
    cursor = end;
  }
  return out + text.slice(cursor);
}
