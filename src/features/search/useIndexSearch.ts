import { useCallback, useMemo, useRef } from 'react';
import type { SearchQuery, SearchResponse } from 'algoliasearch/lite';
import { mergeFacets, searchRequests, type RequestOptions } from '../../domain/search-request.ts';
import type { SearchUiState } from '../../domain/search-ui-state.ts';
import { searchClient } from './search-client-instance.ts';
import { useOnline } from './useOnline.ts';
import { useSearchResults } from './useSearchResults.ts';
import { stableKey } from '../../domain/stable-key.ts';
import type { SearchAnswer } from '../../worker-clients/search-client.ts';
import { useSearchUrl } from './useSearchUrl.ts';
import { useStableHandler } from '../../ui/use-stable-handler.ts';

export interface IndexSearch<Hit> {
  state: SearchUiState;
  /** Navigates to a new search state (a new history entry unless `replace`). */
  go: (next: SearchUiState, options?: { replace?: boolean }) => void;
  /**
   * Starts the search for a state the shopper is about to choose (a mouse press, a pause in typing),
   * without navigating.
   */
  ahead: (next: SearchUiState) => void;
  path: string;
  /** The results query's answer (the previous one while loading or after a failure). */
  response: SearchResponse<Hit> | null;
  facets: ReturnType<typeof mergeFacets>;
  loading: boolean;
  failed: boolean;
  /**
   * No network (the browser says so, or no server answered this search): answers come from the
   * service worker's saved results, or not at all (its 503).
   */
  offline: boolean;
}

/** A search ahead (`key`: stableKey of its requests), sent at `at`, and its answer once back. */
interface Ahead {
  key: string;
  at: number;
  answer?: SearchAnswer;
}

/**
 * Longer than any press, and than the text's debounce: a search ahead older than this belongs to no
 * click or query now being made.
 */
const AHEAD_TO_CHOICE_MS = 5000;

/**
 * A search screen's data: the URL state as requests (`options` minus the state), their answer and
 * the merged facet counts. `options === null` searches nothing (an unknown /search path).
 */
export function useIndexSearch<Hit>(channel: string, options: ((state: SearchUiState) => RequestOptions) | null): IndexSearch<Hit> {
  const [state, navigate, path] = useSearchUrl();
  // The last search ahead and its answer once back: the click that follows the press, or the query
  // reaching the URL after the pause in typing, renders it at once. Only that choice's: an entry from
  // a press or a pause that led nowhere expires.
  const latestAhead = useRef<Ahead | null>(null);
  // The round trip starts with the refinement, not after the page has re-rendered for the new URL.
  // On a channel of its own, so it replaces no search the page still waits for; the page's own search
  // for the same requests then shares this round trip (the worker runs identical requests once).
  // Stable, so the memoised facets and boxes it is given do not re-render for each new state.
  const ahead = useStableHandler((next: SearchUiState) => {
    if (!options) return;
    const requests = searchRequests(next, options(next));
    const key = stableKey(requests);
    const now = performance.now();
    // The choice's own call after its press or pause: that search is on its way already, or back.
    if (latestAhead.current?.key === key && now - latestAhead.current.at < AHEAD_TO_CHOICE_MS) return;
    const entry: Ahead = { key, at: now };
    latestAhead.current = entry;
    void searchClient()
      .answer(`${channel}-ahead`, requests as SearchQuery[])
      .then((answer) => (entry.answer = answer))
      .catch(() => {});
  });
  const handed = useCallback((key: string) => {
    const entry = latestAhead.current;
    return entry?.key === key && performance.now() - entry.at < AHEAD_TO_CHOICE_MS ? entry.answer : undefined;
  }, []);
  const go = useStableHandler((next: SearchUiState, how?: { replace?: boolean }) => {
    ahead(next);
    navigate(next, how);
  });
  const online = useOnline();
  const requests = useMemo(() => (options ? searchRequests(state, options(state)) : null), [state, options]);
  const outcome = useSearchResults<Hit>(channel, requests, handed);
  // From the answer alone: a new state re-renders no facet panel before its counts arrive.
  const facets = useMemo(() => mergeFacets(outcome.answered ?? [], outcome.responses ?? []), [outcome.answered, outcome.responses]);
  return {
    state,
    go,
    ahead,
    path,
    response: outcome.responses?.[0] ?? null,
    facets,
    loading: outcome.loading,
    failed: outcome.failed,
    offline: !online || outcome.unreachable,
  };
}
