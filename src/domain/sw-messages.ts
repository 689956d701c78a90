// What the page and the service worker say to each other (src/sw-client sends, workers/sw.ts answers).

export type ServiceWorkerMessage =
  /** The shopper chose to reload into the waiting version. */
  | { type: 'SKIP_WAITING' }
  /**
   * Store these URLs (car page, car JSON, media) so the car opens offline: the site's own, and media
   * on an image CDN (fetched with CORS).
   */
  | { type: 'KEEP_CAR_OFFLINE'; urls: string[] }
  /** Forget URLs stored by KEEP_CAR_OFFLINE. */
  | { type: 'RELEASE_CAR'; urls: string[] }
  /**
   * The shopper signed out or deleted their account: forget what was kept of it (My Garage's data,
   * and the pages, which say who was signed in).
   */
  | { type: 'FORGET_ACCOUNT' };

/** The reply on the message port to KEEP_CAR_OFFLINE and RELEASE_CAR. */
export interface OfflineCarReply {
  /** Every URL ended where it was asked to: stored (keep) or gone (release). */
  ok: boolean;
  /** How many of the URLs are in the saved-cars cache after the operation. */
  cached: number;
}

/**
 * The cache of search answers kept for offline: the search worker fills it (workers/saved-searches.ts),
 * the service worker keeps it when a new version activates.
 */
export const SEARCH_RESULTS_CACHE = 'forecourt-search-results-v1';

/** My Garage's data (GET /api/garage), kept by the service worker so the garage opens offline once seen. */
export const ACCOUNT_DATA_CACHE = 'forecourt-account-v1';
export const GARAGE_DATA_PATH = '/api/garage';

/** The search worker's error name for a search that could not reach the network and had nothing saved. */
export const OFFLINE_SEARCH_ERROR = 'OfflineSearchError';

/**
 * The URLs of a KEEP_CAR_OFFLINE or RELEASE_CAR message the worker acts on, made absolute: strings,
 * resolved against the site, over http or https (a tenant's media may be on an image CDN).
 */
export function keepableUrls(urls: unknown, siteOrigin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => parseUrl(url, siteOrigin))
    .filter((url): url is URL => url !== null && (url.protocol === 'https:' || url.protocol === 'http:'))
    .map((url) => url.href);
}

function parseUrl(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
