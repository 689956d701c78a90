// _highlightResult for a hit: every token that one of the query words matched is wrapped in the
// highlight tags (only the typed part of a prefix match), in Algolia's response shape.

import { wrapRanges } from './facets.ts';
import type { TextIndex, WordMatch } from './text-index.ts';
import { tokenSpans } from './text-tokens.ts';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResultOption {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightResult = HighlightResultOption | HighlightResultOption[];

export interface HighlightContext {
  index: TextIndex;
  words: readonly WordMatch[];
  tags: { pre: string; post: string };
}

function highlightText(text: string, context: HighlightContext): HighlightResultOption {
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
  const result: HighlightResultOption = { value: wrapRanges(text, ranges, context.tags), matchLevel, matchedWords };
  if (matchLevel !== 'none') result.fullyHighlighted = fully;
  return result;
}

/** The highlight of one attribute value, or undefined for values that are not text. */
export function highlightValue(value: unknown, context: HighlightContext): HighlightResult | undefined {
  if (typeof value === 'string') return highlightText(value, context);
  if (typeof value === 'number' && Number.isFinite(value)) return highlightText(String(value), context);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const result = typeof item === 'string' || typeof item === 'number' ? highlightValue(item, context) : undefined;
      return result && !Array.isArray(result) ? [result] : [];
    });
  }
  return undefined;
}
