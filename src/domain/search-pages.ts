// The search screens' paths, which the app, the server and the service worker all route by.

/** Spec §2: the default search route (all stock). */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** The /search… screens. */
export const SEARCH_PAGE_PATH = /^\/search(?:\/|$)/;

export type SearchScreenName = 'cars' | 'offers' | 'parts';

/** The search screens' paths (App.tsx routes each to its own chunk). */
const SCREEN_PATHS: [SearchScreenName, RegExp][] = [
  ['cars', SEARCH_PAGE_PATH],
  ['offers', /^\/special-offers\/?$/],
  ['parts', /^\/parts\/search\/?$/],
];

/** The search screen a path opens, or null. */
export function searchScreenAt(path: string): SearchScreenName | null {
  return SCREEN_PATHS.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}

/**
 * Every page of the search machinery: /search…, /special-offers and /parts/search. The browser
 * renders each from its URL, so, offline, one page's HTML serves them all.
 */
export const SEARCH_MACHINERY_PATH = { test: (path: string): boolean => searchScreenAt(path) !== null };
