// The dealer API's paths the browser's door (src/api) shares with the service worker's routes and the
// URLs a car keeps for offline use: the tenant bootstrap, the /api/cars family, and home's and the
// explore pages' data (kept offline once seen). (A path only one
// module of src/api calls is spelled there.)

export const API_PREFIX = '/api/';
export const CARS_API_PREFIX = '/api/cars/';
export const TENANT_API_PATH = '/api/tenant';
/** The header's logo: the tenant logo as a PNG (src/server/pwa/icons.ts), which the worker keeps for offline use. */
export const HEADER_LOGO_PATH = '/icons/header-logo.png';

/** A car's JSON (by slug, or by numeric id for the spec's `car_id` links). */
export const carPath = (slug: string) => `${CARS_API_PREFIX}${encodeURIComponent(slug)}`;
/** Counts a view and answers the count (spec §7 `{api}/cars/{slug}/view.json`). */
export const carViewsPath = (slug: string, query: URLSearchParams) => `${carPath(slug)}/view.json?${query}`;
export const priceGaugePath = (slug: string) => `${carPath(slug)}/autogauge`;
export const financeDisclaimerPath = (slug: string) => `${carPath(slug)}/finance-disclaimer`;
export const carPdfPath = (slug: string) => `${carPath(slug)}/pdf`;

/** Home's sections (src/domain/home-sections.ts). */
export const HOME_API_PATH = '/api/home';
/** A model's, a brand's or an offer's explore data. */
export const explorePath = (kind: 'models' | 'brands' | 'offers', key: string | number) => `${API_PREFIX}${kind}/${encodeURIComponent(key)}`;
/** Home's or an explore page's data: what the service worker keeps so a page seen before opens offline. */
export const isExploreApiPath = (pathname: string) => pathname === HOME_API_PATH || /^\/api\/(models|brands|offers)\/[^/]+$/.test(pathname);
