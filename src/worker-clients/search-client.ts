// The app's search calls, run in workers/search-cache.worker.ts (or on the main thread without
// workers), behind the spec's 10-entry LRU.
import type { SearchQuery, SearchResult } from 'algoliasearch/lite';
import type { SearchConnection } from '../domain/tenant-bootstrap.ts';
import type { SearchCacheApi } from '../../workers/search-cache.worker.ts';
import type { SearchAnswer } from '../../workers/search-cache.ts';
import { OFFLINE_SEARCH_ERROR } from '../domain/sw-messages.ts';
import { createWorkerClient } from './bridge.ts';

export type { SearchAnswer };

/**
 * Ending the idle worker also empties its cache: after five quiet minutes stock may have changed, so
 * starting fresh is what we want anyway.
 */
const SEARCH_WORKER_IDLE_MS = 5 * 60_000;

export interface SearchClient {
  /**
   * Runs a multi-query search. A newer search on the same `channel` (say 'results' or 'facets')
   * rejects this one with an AbortError, so stale results never render over fresh ones.
   */
  search(channel: string, requests: SearchQuery[], signal?: AbortSignal): Promise<SearchResult[]>;
  /** `search`, also saying whether the answer is a stored one (the network failed or was too slow). */
  answer(channel: string, requests: SearchQuery[], signal?: AbortSignal): Promise<SearchAnswer>;
  terminate(): void;
}

/** The search reached no server and nothing was saved for it: show the offline state. */
export function isOfflineSearchError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === OFFLINE_SEARCH_ERROR;
}

/** `origin` is the page's own (location.origin): the embedded search service lives there. */
export function createSearchClient(connection: SearchConnection, origin: string): SearchClient {
  const client = createWorkerClient<SearchCacheApi>({
    create: () => new Worker(new URL('../../workers/search-cache.worker.ts', import.meta.url), { type: 'module' }),
    idleMs: SEARCH_WORKER_IDLE_MS,
    fallback: async () => {
      const [{ createSearchService }, { cacheStorageSearches }] = await Promise.all([import('../../workers/search-cache.ts'), import('../../workers/cache-storage-searches.ts')]);
      return createSearchService({ saved: cacheStorageSearches() });
    },
    setup: (invoke) => invoke('init', [connection, origin]),
  });
  const answer = (channel: string, requests: SearchQuery[], signal?: AbortSignal) => client.call('search', [channel, requests], { signal });
  return {
    search: async (channel, requests, signal) => (await answer(channel, requests, signal)).results,
    answer,
    terminate: client.terminate,
  };
}
