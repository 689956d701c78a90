// The search page's state as the address bar carries it (InstantSearch's "simple" ui state): text
// query, 1-based page, sort (a replica index name), refinement lists, menus and numeric ranges.
// src/url turns it into a query string and back; src/domain/search-request.ts into search queries.

export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchUiState {
  query?: string;
  /** 1-based; absent on page 1. */
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  menu?: Record<string, string>;
  range?: Record<string, NumericRange>;
}

const nonEmpty = <T extends object>(record: T | undefined): T | undefined => (record && Object.keys(record).length > 0 ? record : undefined);

const isFiniteNumber = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The one spelling of a state: no empty query, no page 1, no empty lists, ranges with at least one
 * finite end, -0 read as 0. Two states that mean the same search normalize to equal objects.
 */
export function normalizeUiState(state: SearchUiState): SearchUiState {
  const out: SearchUiState = {};
  if (state.query) out.query = state.query;
  if (state.page !== undefined && Number.isInteger(state.page) && state.page > 1) out.page = state.page;
  if (state.sortBy) out.sortBy = state.sortBy;
  const lists = Object.entries(state.refinementList ?? {})
    .map(([attribute, values]): [string, string[]] => [attribute, [...new Set(values.filter((v) => v !== ''))]])
    .filter(([, values]) => values.length > 0);
  const refinementList = nonEmpty(Object.fromEntries(lists));
  if (refinementList) out.refinementList = refinementList;
  const menu = nonEmpty(Object.fromEntries(Object.entries(state.menu ?? {}).filter(([, value]) => value !== '')));
  if (menu) out.menu = menu;
  const ranges = Object.entries(state.range ?? {}).flatMap(([attribute, { min, max }]) => {
    const range: NumericRange = {};
    if (isFiniteNumber(min)) range.min = min === 0 ? 0 : min;
    if (isFiniteNumber(max)) range.max = max === 0 ? 0 : max;
    return range.min === undefined && range.max === undefined ? [] : [[attribute, range] as const];
  });
  const range = nonEmpty(Object.fromEntries(ranges));
  if (range) out.range = range;
  return out;
}

/** Refining anything sends the shopper back to page 1, as InstantSearch does. */
export function refine(state: SearchUiState, change: Omit<SearchUiState, 'page'>): SearchUiState {
  return normalizeUiState({ ...state, ...change, page: undefined });
}

export function toggleRefinement(state: SearchUiState, attribute: string, value: string): SearchUiState {
  const current = state.refinementList?.[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return refine(state, { refinementList: { ...state.refinementList, [attribute]: next } });
}

export function setRange(state: SearchUiState, attribute: string, range: NumericRange | null): SearchUiState {
  const { [attribute]: _removed, ...others } = state.range ?? {};
  return refine(state, { range: range ? { ...others, [attribute]: range } : others });
}

/**
 * A page past the last one (a bookmark or a shared link from when there was more stock): the same
 * search on its last page. Null when the page is in range, or there are no pages to go to.
 */
export function clampPage(state: SearchUiState, pages: number): SearchUiState | null {
  if (pages < 1 || (state.page ?? 1) <= pages) return null;
  return normalizeUiState({ ...state, page: pages });
}

/** Whether any filter (not the sort or page) is set. */
export function hasRefinements(state: SearchUiState): boolean {
  const s = normalizeUiState(state);
  return Boolean(s.query || s.refinementList || s.menu || s.range);
}
