// Stored search answers in a map, for tests that run where there is no Cache Storage (Node).
import type { SavedSearches } from '../../workers/saved-searches.ts';

export function memorySavedSearches(): SavedSearches & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, get: async (key) => entries.get(key), put: async (key, body) => void entries.set(key, body) };
}
