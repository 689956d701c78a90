// The app's search calls, run in workers/search-cache.worker.ts (or on the main thread without
// workers), behind the spec's 10-entry LRU.
import type { SearchQuery, SearchResult } from 'algoliasearch/lite';
import type { SearchConnection } from '../domain/tenant-bootstrap.ts';
import type { SearchCacheApi } from '../../workers/search-cache.worker.ts';
import { createWorkerClient } from './bridge.ts';

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
  terminate(): void;
}

/** `origin` is the page's own (location.origin): the embedded search service lives there. */
export function createSearchClient(connection: SearchConnection, origin: string): SearchClient {
  const client = createWorkerClient<SearchCacheApi>({
    create: () => new Worker(new URL('../../workers/search-cache.worker.ts', import.meta.url), { type: 'module' }),
    idleMs: SEARCH_WORKER_IDLE_MS,
    fallback: async () => (await import('../../workers/search-cache.ts')).createSearchService(),
    setup: (invoke) => invoke('init', [connection, origin]),
  });
  return {
    search: (channel, requests, signal) => client.call('search', [channel, requests], { signal }),
    terminate: client.terminate,
  };
}
