import { memo, useEffect, useState } from 'react';
import * as searchHistory from '../../db/search-history.ts';
import { hasRefinements, type SearchUiState } from '../../domain/search-ui-state.ts';
import type { SearchEntry } from '../../domain/search-history.ts';
import { historyEntry, historyHref, historyLabel } from '../../url/search-history-entry.ts';

/**
 * Remembers the search once its results have arrived (spec §9: the last 5, each non-empty filter
 * plus the path) and lists the earlier ones for reuse. A search is worth remembering when it
 * filters: by a refinement or by its path (`pathTitle`, e.g. a make's page from the menu).
 * Memoised: the screen re-renders for more than its search and answer.
 */
export const SearchHistory = memo(function SearchHistory({ path, pathTitle, state, answered }: { path: string; pathTitle?: string; state: SearchUiState; answered: boolean }) {
  const [history, setHistory] = useState<SearchEntry[]>([]);
  useEffect(() => {
    let live = true;
    const work = answered && (pathTitle || hasRefinements(state)) ? searchHistory.add(historyEntry(path, state, pathTitle)) : searchHistory.list();
    // An unchanged list keeps its array, so the page does not commit again for it.
    const same = (a: SearchEntry[], b: SearchEntry[]) => a.length === b.length && a.every((entry, i) => historyHref(entry) === historyHref(b[i]));
    work.then((entries) => live && setHistory((shown) => (same(shown, entries) ? shown : entries))).catch((error: unknown) => console.warn('search history unavailable', error));
    return () => {
      live = false;
    };
  }, [path, pathTitle, state, answered]);
  const current = historyHref(historyEntry(path, state));
  const earlier = history.filter((entry) => historyHref(entry) !== current);
  if (earlier.length === 0) return null;
  return (
    <nav className="search-history" aria-label="Recent searches">
      <span className="search-history-title">Recent searches:</span>
      <ul>
        {earlier.map((entry) => {
          const href = historyHref(entry);
          return (
            <li key={href}>
              <a href={href}>{historyLabel(entry) || entry.path}</a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
