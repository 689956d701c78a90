// The dealer API's paths the browser's door (src/api) shares with the service worker's routes and the
// URLs a car keeps for offline use: the tenant bootstrap and the /api/cars family. (A path only one
// module of src/api calls is spelled there.)

export const API_PREFIX = '/api/';
export const CARS_API_PREFIX = '/api/cars/';
export const TENANT_API_PATH = '/api/tenant';

/** A car's JSON (by slug, or by numeric id for the spec's `car_id` links). */
export const carPath = (slug: string) => `${CARS_API_PREFIX}${encodeURIComponent(slug)}`;
/** Counts a view and answers the count (spec §7 `{api}/cars/{slug}/view.json`). */
export const carViewsPath = (slug: string, query: URLSearchParams) => `${carPath(slug)}/view.json?${query}`;
export const priceGaugePath = (slug: string) => `${carPath(slug)}/autogauge`;
export const financeDisclaimerPath = (slug: string) => `${carPath(slug)}/finance-disclaimer`;
export const carPdfPath = (slug: string) => `${carPath(slug)}/pdf`;
