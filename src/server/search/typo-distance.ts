// Bounded Damerau-Levenshtein (optimal string alignment), in full-word and prefix forms. Bounded so a
// vocabulary scan gives up on a term after a row or two; typo limits are 1 or 2 on this index.

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function ensureWidth(width: number): void {
  if (rows[0].length >= width) return;
  for (let r = 0; r < rows.length; r++) rows[r] = new Int32Array(width * 2);
}

/**
 * Edit distance from `query` to `term` (or, with `prefix`, to the closest prefix of `term`), or
 * `max + 1` when it exceeds `max`.
 */
export function boundedDistance(query: string, term: string, max: number, prefix: boolean): number {
  const m = query.length;
  const n = prefix ? Math.min(term.length, m + max) : term.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && n < m - max) return max + 1;
  ensureWidth(n + 1);
  let prevPrev = rows[0];
  let prev = rows[1];
  let current = rows[2];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const tc = term.charCodeAt(j - 1);
      let best = prev[j - 1] + (qc === tc ? 0 : 1);
      const deletion = prev[j] + 1;
      if (deletion < best) best = deletion;
      const insertion = current[j - 1] + 1;
      if (insertion < best) best = insertion;
      if (i > 1 && j > 1 && qc === term.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) {
        const transposition = prevPrev[j - 2] + 1;
        if (transposition < best) best = transposition;
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    const recycled = prevPrev;
    prevPrev = prev;
    prev = current;
    current = recycled;
  }
  let result = prev[n];
  if (prefix) for (let j = 0; j < n; j++) if (prev[j] < result) result = prev[j];
  return result > max ? max + 1 : result;
}

/** Algolia's defaults: 1 typo from 4 letters, 2 from 8; none in numbers (2019 must not match 2018). */
export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
