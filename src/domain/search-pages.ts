// Spec §2: the default search route (all stock), which the menus link to and the service worker keeps
// as the search screens' offline shell (src/domain/screens.ts).
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** Each car type's stock page, which the menus link to (and the sitemap lists). */
export const STOCK_PATHS = { new: '/search/new-cars', demo: '/search/demo-cars', used: '/search/used-cars' } as const;

/** A model's search page, which the menus link to (and the sitemap lists). */
export const modelSearchPath = (makeSlug: string, modelSlug: string) => `/search/${makeSlug}/${modelSlug}`;
