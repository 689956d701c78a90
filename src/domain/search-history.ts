// Spec §2 and §9: the search history keeps the last 5 searches, each its path plus the filters that
// were set. Pure so the rule is tested without a browser; src/db/search-history.ts stores the result.

export const SEARCH_HISTORY_LIMIT = 5;

/**
 * A search is remembered once its results have been on screen this long (or the shopper leaves for a
 * car sooner): a slider dragged with pauses, each pause answered, or a phone's filter panel still open
 * over the results, leaves no trail of in-between searches.
 */
export const REMEMBER_AFTER_SHOWN_MS = 1000;

export type SearchFilters = Record<string, string | string[]>;

export interface SearchEntry {
  path: string;
  filters: SearchFilters;
  /** The page's heading where the path itself filters ('Used Cars', 'Toyota Corolla'): its label. */
  title?: string;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Drops filters that were not set: blank strings and lists with no non-blank value. A list that
 * has a value is kept as given, because a list may be positional (a range's empty minimum).
 */
export function withoutEmptyFilters(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => (Array.isArray(value) ? !value.every(isBlank) : !isBlank(value))),
  );
}

// Two searches are the same whatever order their filters, or a filter's values, were picked in.
function searchKey({ path, filters }: SearchEntry): string {
  const canonical = Object.entries(withoutEmptyFilters(filters))
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([path, canonical]);
}

export function sameSearch(a: SearchEntry, b: SearchEntry): boolean {
  return searchKey(a) === searchKey(b);
}

/** The history after `search`: newest first, an equal earlier search moved up rather than repeated. */
export function nextSearchHistory(history: readonly SearchEntry[], search: SearchEntry): SearchEntry[] {
  const entry = { ...search, filters: withoutEmptyFilters(search.filters) };
  const key = searchKey(entry);
  return [entry, ...history.filter((earlier) => searchKey(earlier) !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}
