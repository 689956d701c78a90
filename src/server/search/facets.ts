// Facet counts, facets_stats and facet-value search over the documents a query matched.

import { type AttributeColumn, MISSING } from './columns.ts';
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

/** How many of `docs[0..count)` hold each value (by code) of the column. */
export function countValues(column: AttributeColumn, docs: Uint32Array, count: number): Uint32Array {
  const counts = new Uint32Array(column.labels.length);
  const { codes, offsets, multiCodes } = column;
  if (codes) {
    for (let i = 0; i < count; i++) {
      const code = codes[docs[i]];
      if (code !== MISSING) counts[code]++;
    }
  } else {
    for (let i = 0; i < count; i++) {
      const doc = docs[i];
      for (let j = offsets![doc], end = offsets![doc + 1]; j < end; j++) counts[multiCodes![j]]++;
    }
  }
  return counts;
}

/**
 * The `limit` values with the highest counts, ties by value. A price facet can have a distinct value
 * per car, so the cut-off count is found with a histogram and ties are read in precomputed label
 * order instead of sorting every value.
 */
export function topValues(column: AttributeColumn, counts: Uint32Array, limit: number): [string, number][] {
  if (limit <= 0) return [];
  const labelOrder = column.labelOrder();
  const present: number[] = [];
  let maxCount = 0;
  for (let code = 0; code < counts.length; code++) {
    if (counts[code] > 0) {
      present.push(code);
      if (counts[code] > maxCount) maxCount = counts[code];
    }
  }
  let chosen: number[];
  if (present.length <= limit) {
    chosen = present;
  } else {
    const histogram = new Uint32Array(maxCount + 1);
    for (const code of present) histogram[counts[code]]++;
    let threshold = maxCount;
    let above = 0;
    while (above + histogram[threshold] < limit) above += histogram[threshold--];
    chosen = present.filter((code) => counts[code] > threshold);
    for (let i = 0; i < labelOrder.length && chosen.length < limit; i++) {
      if (counts[labelOrder[i]] === threshold) chosen.push(labelOrder[i]);
    }
  }
  const ranks = column.labelRanks();
  chosen.sort((a, b) => counts[b] - counts[a] || ranks[a] - ranks[b]);
  return chosen.map((code) => [column.labels[code], counts[code]]);
}

/** sortFacetValuesBy "alpha": the first `limit` values present, in label order (numbers numerically). */
export function alphabeticalValues(column: AttributeColumn, counts: Uint32Array, limit: number): [string, number][] {
  const out: [string, number][] = [];
  for (const code of column.labelOrder()) {
    if (out.length >= limit) break;
    if (counts[code] > 0) out.push([column.labels[code], counts[code]]);
  }
  return out;
}

/** Stats over the numeric values of `docs[0..count)`, or undefined when the column is not numeric. */
export function valueStats(column: AttributeColumn, docs: Uint32Array, count: number): FacetStats | undefined {
  if (!column.hasNumbers || column.hasStrings) return undefined;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  const add = (value: number) => {
    if (value !== value) return;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    n++;
  };
  const { nums, offsets, multiCodes, codeNums } = column;
  for (let i = 0; i < count; i++) {
    const doc = docs[i];
    if (nums) add(nums[doc]);
    else for (let j = offsets![doc], end = offsets![doc + 1]; j < end; j++) add(codeNums[multiCodes![j]]);
  }
  return n === 0 ? undefined : { min, max, avg: sum / n, sum };
}

/**
 * Facet values whose words start with every word of `facetQuery` (any order), with those prefixes
 * highlighted; most frequent first.
 */
export function searchValues(
  column: AttributeColumn,
  counts: Uint32Array,
  facetQuery: string,
  limit: number,
  tags: { pre: string; post: string },
): FacetHit[] {
  const words = tokenize(facetQuery);
  const hits: FacetHit[] = [];
  for (const [value, count] of topValues(column, counts, counts.length)) {
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
