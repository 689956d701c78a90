import { memo, useEffect, useRef, useState } from 'react';
import * as searchHistory from '../../db/search-history.ts';
import { hasRefinements, type SearchUiState } from '../../domain/search-ui-state.ts';
import { REMEMBER_AFTER_SHOWN_MS, type SearchEntry } from '../../domain/search-history.ts';
import { historyEntry, historyHref, historyLabel } from '../../url/search-history-entry.ts';

const warn = (error: unknown) => console.warn('search history unavailable', error);

/**
 * Remembers a search (spec §9: the last 5, each non-empty filter plus the path) once its results have
 * been shown: answered, on screen (`shown`: not behind a phone's open filter panel) for
 * REMEMBER_AFTER_SHOWN_MS, or left for a car before then. A search is worth remembering when it
 * filters: by a refinement or by its path (`pathTitle`, e.g. a make's page from the menu). Lists the
 * earlier ones for reuse. Memoised: the screen re-renders for more than its search and answer.
 */
export const SearchHistory = memo(function SearchHistory({ path, pathTitle, state, answered, shown }: { path: string; pathTitle?: string; state: SearchUiState; answered: boolean; shown: boolean }) {
  const [history, setHistory] = useState<SearchEntry[]>([]);
  /** The search on screen, waiting to count as seen. */
  const pending = useRef<SearchEntry | null>(null);
  useEffect(() => {
    let live = true;
    // An unchanged list keeps its array, so the page does not commit again for it.
    const same = (a: SearchEntry[], b: SearchEntry[]) => a.length === b.length && a.every((entry, i) => historyHref(entry) === historyHref(b[i]));
    const showList = (work: Promise<SearchEntry[]>) => work.then((entries) => live && setHistory((now) => (same(now, entries) ? now : entries))).catch(warn);
    const entry = answered && shown && (pathTitle || hasRefinements(state)) ? historyEntry(path, state, pathTitle) : null;
    pending.current = entry;
    void showList(searchHistory.list());
    if (!entry) return () => void (live = false);
    const timer = setTimeout(() => {
      pending.current = null;
      void showList(searchHistory.add(entry));
    }, REMEMBER_AFTER_SHOWN_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [path, pathTitle, state, answered, shown]);
  // Left before the time was up (a car opened from the results, the tab closed): it was seen.
  useEffect(() => {
    const flush = () => {
      if (pending.current) void searchHistory.add(pending.current).catch(warn);
      pending.current = null;
    };
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
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
