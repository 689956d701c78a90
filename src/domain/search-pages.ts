// The search screens' paths, which the app, the server and the service worker all route by.

/** Spec §2: the default search route (all stock). */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** The /search… screens. */
export const SEARCH_PAGE_PATH = /^\/search(?:\/|$)/;

/**
 * Every page of the search machinery: /search…, /special-offers and /parts/search. The browser
 * renders each from its URL, so one page's HTML serves them all (only its chunk links differ).
 */
export const SEARCH_MACHINERY_PATH = /^\/(?:search(?:\/|$)|special-offers\/?$|parts\/search\/?$)/;

export type SearchScreenName = 'cars' | 'offers' | 'parts';

/** The search screen a path opens (the route table's routes for them), or null. */
export function searchScreenAt(path: string): SearchScreenName | null {
  if (SEARCH_PAGE_PATH.test(path)) return 'cars';
  if (/^\/special-offers\/?$/.test(path)) return 'offers';
  if (/^\/parts\/search\/?$/.test(path)) return 'parts';
  return null;
}
