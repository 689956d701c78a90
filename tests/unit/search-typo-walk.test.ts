// typoMatches walks the sorted vocabulary as a trie; it must find exactly the terms a distance
// computed term by term finds, with the same distances (the engine's typo matching before the walk).
import { describe, expect, it } from 'vitest';
import { type SortedVocabulary, typoMatches } from '../../src/server/search/typo-distance.ts';

/** Optimal string alignment distance from `query` to `term` (with `prefix`: to its closest prefix at most query.length + max long), capped at max + 1. */
function referenceDistance(query: string, term: string, max: number, prefix: boolean): number {
  const n = prefix ? Math.min(term.length, query.length + max) : term.length;
  const d = Array.from({ length: query.length + 1 }, (_, i) => Array.from({ length: n + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= query.length; i++) {
    for (let j = 1; j <= n; j++) {
      d[i][j] = Math.min(d[i - 1][j - 1] + (query[i - 1] === term[j - 1] ? 0 : 1), d[i - 1][j] + 1, d[i][j - 1] + 1);
      if (i > 1 && j > 1 && query[i - 1] === term[j - 2] && query[i - 2] === term[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  const distance = prefix ? Math.min(...d[query.length]) : d[query.length][n];
  return Math.min(distance, max + 1);
}

function vocabularyOf(terms: string[]): SortedVocabulary {
  const sorted = Int32Array.from(terms.map((_, id) => id).sort((a, b) => (terms[a] < terms[b] ? -1 : 1)));
  return { terms, sorted, maxLength: Math.max(0, ...terms.map((term) => term.length)) };
}

function walk(word: string, budget: number, prefix: boolean, vocabulary: SortedVocabulary): Map<string, number> {
  const found = new Map<string, number>();
  typoMatches(word, budget, prefix, vocabulary, (id, distance) => {
    expect(found.has(vocabulary.terms[id])).toBe(false);
    found.set(vocabulary.terms[id], distance);
  });
  return found;
}

function expected(word: string, budget: number, prefix: boolean, terms: string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const term of terms) {
    const distance = referenceDistance(word, term, budget, prefix);
    if (distance <= budget) found.set(term, distance);
  }
  return found;
}

describe('typo matching over the sorted vocabulary', () => {
  const terms = ['toyota', 'toyotas', 'toy', 'tyoota', 'hyundai', 'hyndai', 'honda', 'hond', 'mazda', 'cx5', 'cx', 'corolla', 'carolla', 'a', 'ab', 'ba', 'mm00001', 'mm00011', 'mm00111', 'mm10000', 'ranger', 'range', 'rover', 'ford', 'fjord', 'red', 'reds'];
  const vocabulary = vocabularyOf(terms);

  for (const prefix of [false, true]) {
    for (const budget of [1, 2]) {
      for (const word of ['toyta', 'toyota', 'hyundia', 'hond', 'corola', 'mm0001', 'a', 'ba', 'rnager', 'fro', 'xyzzy', 'r']) {
        it(`${word}, ${budget} typo(s), ${prefix ? 'as a prefix' : 'whole word'}`, () => {
          expect(walk(word, budget, prefix, vocabulary)).toEqual(expected(word, budget, prefix, terms));
        });
      }
    }
  }

  it('agrees with the term-by-term distance on a random vocabulary', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const letters = 'abcde';
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const randomTerms = [...new Set(Array.from({ length: 200 }, () => word(1 + Math.floor(random() * 7))))];
    const randomVocabulary = vocabularyOf(randomTerms);
    for (let i = 0; i < 30; i++) {
      const query = word(1 + Math.floor(random() * 6));
      for (const prefix of [false, true]) for (const budget of [1, 2]) expect(walk(query, budget, prefix, randomVocabulary)).toEqual(expected(query, budget, prefix, randomTerms));
    }
  });
});
