// The last searches (spec §9: 5), newest first. The rule lives in src/domain/search-history.ts;
// this module keeps its result. Import as a namespace:
// `import * as searchHistory from '../db/search-history.ts'`.
import { nextSearchHistory, type SearchEntry } from '../domain/search-history.ts';
import { SEARCH_HISTORY_KEY } from './schema.ts';
import { readStore, writeStore } from './transactions.ts';

/** Remembers a search and resolves to the history after it. */
export function add(search: SearchEntry): Promise<SearchEntry[]> {
  return writeStore('search-history', 'add', async (store) => {
    const history = nextSearchHistory((await store.get(SEARCH_HISTORY_KEY)) ?? [], search);
    await store.put(history, SEARCH_HISTORY_KEY);
    return history;
  });
}

/** Newest first. */
export async function list(): Promise<SearchEntry[]> {
  return (await readStore('search-history', (store) => store.get(SEARCH_HISTORY_KEY))) ?? [];
}

export function clear(): Promise<void> {
  return writeStore('search-history', 'clear', (store) => store.clear());
}
