// One search client (one worker, one LRU) for every search screen of the page.
import { createSearchClient, type SearchClient } from './search-client.ts';
import { store } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';

let client: SearchClient | null = null;

export function searchClient(): SearchClient {
  client ??= createSearchClient(store.get(bootstrapAtom)!.search, location.origin);
  return client;
}
