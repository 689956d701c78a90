// Stored search answers (./saved-searches.ts) in Cache Storage, for the search worker and its
// main-thread fallback. Apart from the requester because workbox-expiration needs a browser to load.
// Must not import React, the DOM, src/server or Node modules: only src/domain, workbox-expiration and
// ./saved-searches.ts.
import { CacheExpiration } from 'workbox-expiration';
import { SEARCH_RESULTS_CACHE } from '../src/domain/sw-messages.ts';
import type { SavedSearches } from './saved-searches.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** The 100 most recent answers, each for 7 days, in the cache the service worker keeps across versions. */
export function cacheStorageSearches(cacheName = SEARCH_RESULTS_CACHE): SavedSearches {
  const expiration = new CacheExpiration(cacheName, { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS });
  return {
    async get(key) {
      if (await expiration.isURLExpired(key)) return undefined;
      return (await (await caches.open(cacheName)).match(key))?.text();
    },
    async put(key, body) {
      await (await caches.open(cacheName)).put(key, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      await expiration.updateTimestamp(key);
      await expiration.expireEntries();
    },
  };
}
