// One tokenizer for indexing, querying and highlighting, so a highlighted span is always a token the
// index knows. Letters keep their combining marks while splitting and drop them when normalized, so
// "Škoda" indexes and matches as "skoda".

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}+/gu;

const NON_ASCII = /[\u0080-\uffff]/;

export function normalizeToken(raw: string): string {
  // Most stock text is ASCII, and NFD is the slow part of indexing.
  if (!NON_ASCII.test(raw)) return raw.toLowerCase();
  return raw.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = normalizeToken(match[0]);
    if (token !== '') out.push(token);
  }
  return out;
}

export interface TokenSpan {
  start: number;
  end: number;
  token: string;
}

export function tokenSpans(text: string): TokenSpan[] {
  const out: TokenSpan[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = normalizeToken(match[0]);
    if (token !== '') out.push({ start: match.index, end: match.index + match[0].length, token });
  }
  return out;
}

/** The searchable text of a record value: strings, numbers, and arrays of them. */
export function textOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => textOf(item));
  return [];
}
