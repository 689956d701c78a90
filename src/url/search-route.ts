// The search state in the address query string, in InstantSearch's routing format (the history
// router's qs encoding), so links shared from the old site keep working:
//   query=suv&page=2&sortBy=cars_latest&refinementList[make][0]=Mazda&menu[car_type]=used&range[price]=10000:50000
// Brackets are written percent-encoded as qs does; both spellings are read. One-sided ranges are
// `:max` and `min:`.
import { normalizeUiState, type NumericRange, type SearchUiState } from '../domain/search-ui-state.ts';

const enc = encodeURIComponent;

function formatNumber(n: number | undefined): string {
  return n === undefined ? '' : String(n);
}

/** The query string (without '?') for a state; empty for the unfiltered first page. */
export function stateToRoute(state: SearchUiState): string {
  const s = normalizeUiState(state);
  const pairs: string[] = [];
  if (s.query) pairs.push(`query=${enc(s.query)}`);
  if (s.page) pairs.push(`page=${s.page}`);
  if (s.sortBy) pairs.push(`sortBy=${enc(s.sortBy)}`);
  for (const [attribute, values] of Object.entries(s.refinementList ?? {})) {
    values.forEach((value, i) => pairs.push(`${enc(`refinementList[${attribute}][${i}]`)}=${enc(value)}`));
  }
  for (const [attribute, value] of Object.entries(s.menu ?? {})) pairs.push(`${enc(`menu[${attribute}]`)}=${enc(value)}`);
  for (const [attribute, { min, max }] of Object.entries(s.range ?? {})) {
    pairs.push(`${enc(`range[${attribute}]`)}=${enc(`${formatNumber(min)}:${formatNumber(max)}`)}`);
  }
  return pairs.join('&');
}

function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** 'min:max', ':max' or 'min:'; null when neither end is a number. */
export function parseRange(text: string): NumericRange | null {
  const colon = text.indexOf(':');
  const [low, high] = colon === -1 ? [text, ''] : [text.slice(0, colon), text.slice(colon + 1)];
  const range: NumericRange = {};
  const min = parseNumber(low);
  const max = parseNumber(high);
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return min === undefined && max === undefined ? null : range;
}

// Attribute names are index attribute names; '__proto__' would set an object's prototype instead.
const NESTED_KEY = /^(refinementList|menu|range)\[(?!__proto__\])([\w.-]+)\](?:\[(\d*)\])?$/;

/** Reads a query string (with or without '?'); unknown or malformed parameters are ignored. */
export function routeToState(search: string): SearchUiState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state: SearchUiState = {};
  const lists: Record<string, { index: number; order: number; value: string }[]> = {};
  let order = 0;
  for (const [key, value] of params) {
    if (key === 'query') state.query = value;
    else if (key === 'sortBy') state.sortBy = value;
    else if (key === 'page') {
      const page = /^\d+$/.test(value) ? Number(value) : NaN;
      if (Number.isSafeInteger(page) && page >= 1) state.page = page;
    } else {
      const match = NESTED_KEY.exec(key);
      if (!match) continue;
      const [, kind, attribute, index] = match;
      if (kind === 'refinementList') {
        // `[]` or a repeated key appends; an index places the value (qs reads them the same way).
        (lists[attribute] ??= []).push({ index: index ? Number(index) : Number.MAX_SAFE_INTEGER, order: order++, value });
      } else if (kind === 'menu' && index === undefined) {
        (state.menu ??= {})[attribute] = value;
      } else if (kind === 'range' && index === undefined) {
        const range = parseRange(value);
        if (range) (state.range ??= {})[attribute] = range;
      }
    }
  }
  for (const [attribute, entries] of Object.entries(lists)) {
    entries.sort((a, b) => a.index - b.index || a.order - b.order);
    (state.refinementList ??= {})[attribute] = entries.map((e) => e.value);
  }
  return normalizeUiState(state);
}
