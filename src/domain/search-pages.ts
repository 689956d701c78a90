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

/** The search screen a path opens (/search…, /special-offers, /parts/search), or null for any other page. */
export function searchScreenAt(path: string): SearchScreenName | null {
  return SCREEN_PATHS.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}
