// The search worker: the algoliasearch lite client behind the spec's 10-entry LRU.
// Must not import React, the DOM, src/server or Node modules: only src/domain and ./search-cache.ts.
import { expose } from 'comlink';
import { createSearchService } from './search-cache.ts';

const api = createSearchService();
export type SearchCacheApi = typeof api;
expose(api);
