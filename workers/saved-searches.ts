// Search answers kept on the device, for a weak connection or none (issue 4 §3). The search
// client's requester stores each answer the network gives; a search the network fails, or leaves
// unanswered for SEARCH_NETWORK_WAIT_MS, gets the stored answer to the same search, marked saved.
// The service worker did this in its fetch handler: it raced, read, hashed and stored every search on
// its own thread, between the search worker and the network, which slowed every facet click
// (docs/performance.md). It now has no route for
// searches and leaves them to the network at once (Chromium's static routing, which would skip it
// altogether, does not apply to a dedicated worker's requests), and the search worker keeps them.
// Must not import React, the DOM, src/server or Node modules: only src/domain and algoliasearch's
// @algolia/client-common types. The store in Cache Storage is ./cache-storage-searches.ts.
import type { EndRequest, Requester, Response as AlgoliaResponse } from '@algolia/client-common';
import { searchCacheKey } from '../src/domain/search-cache-key.ts';

/** The header on a stored answer the requester gives instead of the network's (value `saved`). */
export const SEARCH_SOURCE_HEADER = 'x-forecourt-search';

/**
 * How long a search waits for the network before the stored answer, if there is one, stands in. The
 * search client's own timeouts are longer, so on a slow connection this wait, not theirs, decides.
 */
export const SEARCH_NETWORK_WAIT_MS = 4_000;

/** Where answers are kept, by search (searchCacheKey): Cache Storage in the browser, a map in tests. */
export interface SavedSearches {
  get(key: string): Promise<string | undefined>;
  put(key: string, body: string): Promise<void>;
}

const bodyText = (data: EndRequest['data']) => (typeof data === 'string' ? data : data ? new TextDecoder().decode(data) : '');

/**
 * `network` with stored answers behind it. A server's answer in time wins, and a successful one is
 * stored; no server reached (status 0: no connection, or the client's own timeout) or no answer
 * within `waitMs` gives the stored answer if there is one, else whatever the network ends with.
 */
export function savingRequester(network: Requester, saved: SavedSearches, waitMs = SEARCH_NETWORK_WAIT_MS): Requester {
  return {
    async send(request) {
      const key = searchCacheKey(request.url, bodyText(request.data));
      const answer = network.send(request).then((response) => {
        // A full quota or a private mode without storage loses the copy, not the answer.
        if (response.status >= 200 && response.status < 300) key.then((k) => saved.put(k, response.content)).catch(() => undefined);
        return response;
      });
      const late = new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        const stop = () => clearTimeout(timer);
        answer.then(stop, stop);
      });
      const inTime = await Promise.race([answer, late]);
      if (inTime && inTime.status !== 0) return inTime;
      const stored = await saved.get(await key).catch(() => undefined);
      if (stored === undefined) return answer;
      return { content: stored, status: 200, isTimedOut: false, headers: { 'content-type': 'application/json', [SEARCH_SOURCE_HEADER]: 'saved' } } satisfies AlgoliaResponse;
    },
  };
}
