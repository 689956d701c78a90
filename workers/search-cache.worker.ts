// The search worker: the algoliasearch lite client behind the spec's 10-entry LRU.
// Must not import React, the DOM, src/server or Node modules: only src/domain, ./search-cache.ts and
// ./cache-storage-searches.ts.
import { expose } from 'comlink';
import { cacheStorageSearches } from './cache-storage-searches.ts';
import { createSearchService } from './search-cache.ts';

const api = createSearchService({ saved: cacheStorageSearches() });
export type SearchCacheApi = typeof api;
expose(api);
