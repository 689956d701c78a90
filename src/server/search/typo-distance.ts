// Typo matching against the whole vocabulary: bounded Damerau-Levenshtein (optimal string
// alignment), in full-word and prefix forms, walked over the alphabetically sorted terms as over a
// trie. Terms sharing a prefix share its rows of the distance table, and a prefix whose row is
// already past the budget rules out every term that starts with it, so a query word costs what
// the terms near it cost, not what the vocabulary holds (a stock number per listing, at scale).

export interface SortedVocabulary {
  readonly terms: readonly string[];
  /** Term ids in code-unit order (so the terms sharing a prefix are contiguous). */
  readonly sorted: Int32Array;
  readonly maxLength: number;
}

/** First position at or after `from` whose term does not start with `prefix` (galloping: most runs are short). */
function prefixEnd(vocabulary: SortedVocabulary, from: number, prefix: string): number {
  const { terms, sorted } = vocabulary;
  let lo = from;
  let step = 1;
  while (lo + step <= sorted.length && terms[sorted[lo + step - 1]].startsWith(prefix)) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(sorted.length, lo + step - 1);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[sorted[mid]].startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Calls `visit(termId, distance)` for every term within `budget` edits of `word` (with `prefix`:
 * of some prefix of the term at most `word.length + budget` long, as a word being typed matches).
 */
export function typoMatches(word: string, budget: number, prefix: boolean, vocabulary: SortedVocabulary, visit: (termId: number, distance: number) => void): void {
  const { terms, sorted } = vocabulary;
  const m = word.length;
  const width = m + 1;
  // Row d: distances from word[0..i) to the current term's first d characters, for i = 0..m.
  const depthLimit = prefix ? Math.min(vocabulary.maxLength, m + budget) : vocabulary.maxLength;
  const rows = new Int32Array((depthLimit + 1) * width);
  for (let i = 0; i <= m; i++) rows[i] = i;
  // With `prefix`: the best distance from the whole word to any prefix of the term up to depth d.
  const prefixBest = new Int32Array(depthLimit + 1);
  prefixBest[0] = m;
  let previous = '';
  let valid = 0;

  for (let position = 0; position < sorted.length; ) {
    const id = sorted[position];
    const term = terms[id];
    let depth = 0;
    const shared = Math.min(valid, term.length, previous.length);
    while (depth < shared && term.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
    previous = term;
    let pruned = false;
    const stop = Math.min(term.length, depthLimit);
    for (; depth < stop; depth++) {
      const c = term.charCodeAt(depth);
      const before = depth > 0 ? term.charCodeAt(depth - 1) : -1;
      const row = depth * width;
      const next = row + width;
      rows[next] = depth + 1;
      let rowMin = depth + 1;
      for (let i = 1; i <= m; i++) {
        const qc = word.charCodeAt(i - 1);
        let best = rows[row + i - 1] + (qc === c ? 0 : 1);
        const deletion = rows[row + i] + 1;
        if (deletion < best) best = deletion;
        const insertion = rows[next + i - 1] + 1;
        if (insertion < best) best = insertion;
        if (i > 1 && depth > 0 && qc === before && word.charCodeAt(i - 2) === c) {
          const transposition = rows[row - width + i - 2] + 1;
          if (transposition < best) best = transposition;
        }
        rows[next + i] = best;
        if (best < rowMin) rowMin = best;
      }
      prefixBest[depth + 1] = Math.min(prefixBest[depth], rows[next + m]);
      valid = depth + 1;
      // No longer term can come back within the budget (each cell only grows from here).
      if (rowMin > budget) {
        pruned = true;
        break;
      }
    }
    if (pruned || (prefix && depth === depthLimit && depth < term.length)) {
      // Every term under this prefix shares the outcome: out, or (typing) the prefix's best distance.
      const covered = pruned ? depth + 1 : depth;
      const end = prefixEnd(vocabulary, position + 1, term.slice(0, covered));
      const distance = prefix ? prefixBest[covered] : budget + 1;
      if (distance <= budget) for (let k = position; k < end; k++) visit(sorted[k], distance);
      position = end;
      continue;
    }
    const distance = prefix ? prefixBest[depth] : rows[depth * width + m];
    if (distance <= budget) visit(id, distance);
    position++;
  }
}
