// _highlightResult and _snippetResult for a hit: every token that one of the query words matched is
// wrapped in the highlight tags (only the typed part of a prefix match), in Algolia's response
// shape; a snippet is the window of words around the first match, with the ellipsis where cut.

import { wrapRanges } from './facets.ts';
import type { TextIndex, WordMatch } from './text-index.ts';
import { type TokenSpan, tokenSpans } from './text-tokens.ts';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResultOption {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightResult = HighlightResultOption | HighlightResult[] | { [key: string]: HighlightResult };

export interface SnippetResultOption {
  value: string;
  matchLevel: MatchLevel;
}

export type SnippetResult = SnippetResultOption | SnippetResult[] | { [key: string]: SnippetResult };

export interface HighlightContext {
  index: TextIndex;
  words: readonly WordMatch[];
  tags: { pre: string; post: string };
  /** restrictHighlightAndSnippetArrays: array items that matched nothing are left out. */
  matchedItemsOnly: boolean;
}

interface Marked {
  spans: TokenSpan[];
  /** Start offset -> end offset of each highlighted range. */
  ranges: Map<number, number>;
  matchedWords: string[];
  matchLevel: MatchLevel;
  fully: boolean;
}

function mark(text: string, context: HighlightContext): Marked {
  const spans = tokenSpans(text);
  const ranges = new Map<number, number>();
  const matched = new Set<string>();
  let fully = spans.length > 0;
  // A joined-pair match on the previous token may already cover this one.
  let highlightedUntil = -1;
  spans.forEach((span, i) => {
    const termId = context.index.termId(span.token);
    const next = spans[i + 1];
    const pairId = next && context.index.termId(span.token + next.token);
    let end = span.start;
    for (const match of context.words) {
      const typos = termId === undefined ? undefined : match.typosByTerm.get(termId);
      if (typos !== undefined) {
        matched.add(match.word);
        const prefixOnly = typos === 0 && span.token !== match.word && span.token.startsWith(match.word);
        const letterForLetter = span.end - span.start === span.token.length;
        end = Math.max(end, prefixOnly && letterForLetter ? span.start + match.word.length : span.end);
      } else if (pairId !== undefined && match.typosByTerm.has(pairId)) {
        // The word matched two tokens joined ("cx5" in "CX-5"): highlight both.
        matched.add(match.word);
        end = Math.max(end, next.end);
      }
    }
    if (end > span.start) ranges.set(span.start, end);
    highlightedUntil = Math.max(highlightedUntil, end);
    if (highlightedUntil < span.end) fully = false;
  });
  const words = context.words.map((match) => match.word);
  const matchedWords = words.filter((word) => matched.has(word));
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size === new Set(words).size ? 'full' : 'partial';
  return { spans, ranges, matchedWords, matchLevel, fully };
}

function highlightText(text: string, context: HighlightContext): HighlightResultOption {
  const { ranges, matchLevel, matchedWords, fully } = mark(text, context);
  const result: HighlightResultOption = { value: wrapRanges(text, ranges, context.tags), matchLevel, matchedWords };
  if (matchLevel !== 'none') result.fullyHighlighted = fully;
  return result;
}

/** The `words` words around the first match (the first words when none matched), highlighted. */
function snippetText(text: string, context: HighlightContext, words: number, ellipsis: string): SnippetResultOption {
  const { spans, ranges, matchLevel } = mark(text, context);
  if (spans.length <= words) return { value: wrapRanges(text, ranges, context.tags), matchLevel };
  // The first match near the middle of the window, the window inside the text.
  const first = Math.max(0, spans.findIndex((span) => ranges.has(span.start)));
  const start = Math.max(0, Math.min(first - Math.floor(words / 2), spans.length - words));
  const end = start + words;
  const from = start === 0 ? 0 : spans[start].start;
  const to = end >= spans.length ? text.length : spans[end - 1].end;
  const inside = new Map([...ranges].filter(([at]) => at >= from && at < to).map(([at, stop]) => [at - from, Math.min(stop, to) - from]));
  const cut = (side: boolean) => (side && ellipsis !== '' ? ellipsis : '');
  const value = [cut(start > 0), wrapRanges(text.slice(from, to), inside, context.tags), cut(end < spans.length)].filter((part) => part !== '').join(' ');
  return { value, matchLevel };
}

/** Applies `leaf` to a value's text, through arrays and nested objects (Algolia's shapes); undefined for other values. */
function walk<T>(value: unknown, context: HighlightContext, leaf: (text: string) => T & { matchLevel: MatchLevel }, depth = 0): unknown {
  if (typeof value === 'string') return leaf(value);
  if (typeof value === 'number' && Number.isFinite(value)) return leaf(String(value));
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, context, leaf, depth + 1)).filter((item) => item !== undefined);
    return context.matchedItemsOnly ? items.filter((item) => (item as { matchLevel?: MatchLevel }).matchLevel !== 'none') : items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const result = walk(item, context, leaf, depth + 1);
    if (result !== undefined) out[key] = result;
  }
  return out;
}

/** The highlight of one attribute value, or undefined for values that are not text. */
export function highlightValue(value: unknown, context: HighlightContext): HighlightResult | undefined {
  return walk(value, context, (text) => highlightText(text, context)) as HighlightResult | undefined;
}

/** The snippet of one attribute value, or undefined for values that are not text. */
export function snippetValue(value: unknown, context: HighlightContext, words: number, ellipsis: string): SnippetResult | undefined {
  return walk(value, context, (text) => snippetText(text, context, words, ellipsis)) as SnippetResult | undefined;
}
