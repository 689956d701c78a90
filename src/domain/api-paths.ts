// The dealer API's paths (README "API"), spelled once: the browser's door to the API (src/api), the
// service worker's routes and the URLs a car keeps for offline use all build them here.

export const API_PREFIX = '/api/';
export const CARS_API_PREFIX = '/api/cars/';

export const API_PATHS = {
  tenant: '/api/tenant',
  dealerships: '/api/dealerships',
  appointments: '/api/appointments',
  leads: '/api/leads',
  events: '/api/events',
  revealPhone: '/api/reveal-phone',
  miscellaneous: '/api/miscellaneous',
  youxQuote: '/api/youx/quote',
} as const;

/** A car's JSON (by slug, or by numeric id for the spec's `car_id` links). */
export const carPath = (slug: string) => `${CARS_API_PREFIX}${encodeURIComponent(slug)}`;
/** Counts a view and answers the count (spec §7 `{api}/cars/{slug}/view.json`). */
export const carViewsPath = (slug: string, query: URLSearchParams) => `${carPath(slug)}/view.json?${query}`;
export const priceGaugePath = (slug: string) => `${carPath(slug)}/autogauge`;
export const financeDisclaimerPath = (slug: string) => `${carPath(slug)}/finance-disclaimer`;
export const carPdfPath = (slug: string) => `${carPath(slug)}/pdf`;
export const deliveryPath = (postcode: string) => `/api/delivery?postcode=${encodeURIComponent(postcode)}`;
