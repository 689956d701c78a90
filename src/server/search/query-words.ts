// The query as the engine matches it: its words with their prefix mode, typo budget and whether
// they are optional, the advanced syntax's exact phrases and excluded words, per Algolia's query
// parameters (queryType, typoTolerance and its word sizes, optionalWords, similarQuery, advancedSyntax).

import type { SearchParams } from './search-params.ts';
import { tokenize } from './text-tokens.ts';

export interface QueryWord {
  token: string;
  prefix: boolean;
  typos: number;
  optional: boolean;
  /** Index of the exact phrase it belongs to, or -1. */
  phrase: number;
}

export interface QueryWords {
  words: QueryWord[];
  /** Tokens of `-word` (advancedSyntax excludeWords): a record holding one is left out. */
  excluded: string[];
  /** Token runs of `"..."` (advancedSyntax exactPhrase): a record must hold each run in one value. */
  phrases: string[][];
}

function typoBudget(token: string, params: SearchParams, numericTypos: boolean): number {
  if (params.typoTolerance === false) return 0;
  if (/^\d+$/.test(token) && !numericTypos) return 0;
  if (token.length >= params.minWordSizefor2Typos) return 2;
  if (token.length >= params.minWordSizefor1Typo) return 1;
  return 0;
}

/** `numericTypos`: the index's allowTyposOnNumericTokens, which the query's own overrides. */
export function queryWords(params: SearchParams, numericTypos: boolean): QueryWords {
  const similar = params.similarQuery !== '';
  const text = similar ? params.similarQuery : params.query;
  const allowNumeric = params.allowTyposOnNumericTokens ?? numericTypos;
  const parts: { tokens: string[]; phrase: boolean; excluded: boolean }[] = [];
  if (params.advancedSyntax && !similar) {
    const { exactPhrase, excludeWords } = params.advancedSyntaxFeatures;
    for (const match of text.matchAll(/"([^"]*)"?|(?:^|(?<=\s))-(\S+)|[^\s"]+/g)) {
      if (match[1] !== undefined && exactPhrase) parts.push({ tokens: tokenize(match[1]), phrase: true, excluded: false });
      else if (match[2] !== undefined && excludeWords) parts.push({ tokens: tokenize(match[2]), phrase: false, excluded: true });
      else parts.push({ tokens: tokenize(match[0]), phrase: false, excluded: false });
    }
  } else {
    parts.push({ tokens: tokenize(text), phrase: false, excluded: false });
  }

  const optional = new Set(params.optionalWords.flatMap((entry) => tokenize(entry)));
  const words: QueryWord[] = [];
  const excluded: string[] = [];
  const phrases: string[][] = [];
  for (const part of parts) {
    if (part.excluded) {
      excluded.push(...part.tokens);
      continue;
    }
    const phrase = part.phrase && part.tokens.length > 0 ? phrases.push(part.tokens) - 1 : -1;
    for (const token of part.tokens) {
      words.push({ token, prefix: false, typos: phrase >= 0 ? 0 : typoBudget(token, params, allowNumeric), optional: similar || (phrase < 0 && optional.has(token)), phrase });
    }
  }
  // A trailing space or a closing quote means the last word is finished.
  const queryType = similar ? 'prefixNone' : params.queryType;
  const lastFinished = /[\s"]$/.test(text);
  words.forEach((word, i) => {
    if (word.phrase >= 0) return;
    word.prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && i === words.length - 1 && !lastFinished);
  });
  return { words, excluded, phrases };
}

/**
 * The words that removeWordsIfNoResults makes optional at its `step`th try (1-based), or null when
 * it has no further try: the last (or first) `step` words, at most 5 and never all of them.
 */
export function removedWords(words: readonly QueryWord[], strategy: SearchParams['removeWordsIfNoResults'], step: number): number[] | null {
  const required = words.map((word, i) => (word.optional ? -1 : i)).filter((i) => i >= 0);
  if (strategy === 'allOptional') return step === 1 && required.length > 0 ? required : null;
  if (strategy === 'none' || step > 5 || step >= required.length) return null;
  return strategy === 'lastWords' ? required.slice(-step) : required.slice(0, step);
}
