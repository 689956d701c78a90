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

const sameRange = (a: NumericRange | undefined, b: NumericRange | undefined) => a?.min === b?.min && a?.max === b?.max;

/** Per key of a record: `next`'s entry where it differs from `shown`'s, else `latest`'s. */
function rebaseRecord<T>(shown: Record<string, T> = {}, next: Record<string, T> = {}, latest: Record<string, T> = {}, same: (a: T | undefined, b: T | undefined) => boolean) {
  const out = { ...latest };
  for (const key of new Set([...Object.keys(shown), ...Object.keys(next)])) {
    if (same(shown[key], next[key])) continue;
    if (next[key] === undefined) delete out[key];
    else out[key] = next[key];
  }
  return out;
}

/**
 * The change a control made, made again on the search the address already holds. A control builds
 * `next` from the state on screen (`shown`); while a refinement is on its way to the screen, the
 * address (`latest`) is ahead of it, and `next` alone would drop that refinement. Lists change value
 * by value (a value switched on or off); the query, sort, menus and ranges take `next`'s where it
 * changed them; the page is `next`'s when it changed a refinement or the page, else `latest`'s.
 */
export function rebaseChange(shown: SearchUiState, next: SearchUiState, latest: SearchUiState): SearchUiState {
  if (shown === latest) return next;
  const lists: Record<string, string[]> = { ...latest.refinementList };
  for (const attribute of new Set([...Object.keys(shown.refinementList ?? {}), ...Object.keys(next.refinementList ?? {})])) {
    const before = shown.refinementList?.[attribute] ?? [];
    const after = next.refinementList?.[attribute] ?? [];
    const kept = (lists[attribute] ?? []).filter((value) => after.includes(value) || !before.includes(value));
    lists[attribute] = [...kept, ...after.filter((value) => !before.includes(value) && !kept.includes(value))];
  }
  const menu = rebaseRecord(shown.menu, next.menu, latest.menu, (a, b) => a === b);
  const range = rebaseRecord(shown.range, next.range, latest.range, sameRange);
  const refined =
    shown.query !== next.query ||
    JSON.stringify(normalizeUiState({ refinementList: shown.refinementList, menu: shown.menu, range: shown.range })) !==
      JSON.stringify(normalizeUiState({ refinementList: next.refinementList, menu: next.menu, range: next.range }));
  return normalizeUiState({
    query: shown.query === next.query ? latest.query : next.query,
    sortBy: shown.sortBy === next.sortBy ? latest.sortBy : next.sortBy,
    page: refined || shown.page !== next.page ? next.page : latest.page,
    refinementList: lists,
    menu,
    range,
  });
}
