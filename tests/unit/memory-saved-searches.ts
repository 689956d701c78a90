// Stored search answers in a map, for tests that run where there is no Cache Storage (Node).
import type { SavedSearches } from '../../workers/saved-searches.ts';

/**
 * The map, and `stored(n)`: resolves once n answers have been put in all. The requester keeps an
 * answer after hashing its search on Node's thread pool, so no fixed number of turns is sure to
 * see it kept on a busy machine.
 */
export function memorySavedSearches(): SavedSearches & { entries: Map<string, string>; stored(count: number): Promise<void> } {
  const entries = new Map<string, string>();
  let puts = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const wait of waiting.filter((w) => puts >= w.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  return {
    entries,
    get: async (key) => entries.get(key),
    put: async (key, body) => {
      entries.set(key, body);
      puts += 1;
      wake();
    },
    stored: (count) => new Promise<void>((resolve) => {
      waiting.push({ count, resolve });
      wake();
    }),
  };
}
