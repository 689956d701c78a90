import { useCallback, useMemo, useRef, useState } from 'react';
import type { SearchQuery, SearchResponse } from 'algoliasearch/lite';
import { mergeFacets, searchRequests, type RequestOptions } from '../../domain/search-request.ts';
import { rebaseChange, type SearchUiState } from '../../domain/search-ui-state.ts';
import { stateToRoute } from '../../url/search-route.ts';
import { searchClient } from '../../worker-clients/search-client-instance.ts';
import { useOnline } from '../../state/connectivity.ts';
import { useSearchResults } from './useSearchResults.ts';
import { stableKey } from '../../domain/stable-key.ts';
import type { SearchAnswer } from '../../worker-clients/search-client.ts';
import { useSearchUrl } from './useSearchUrl.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';

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
   * search worker's stored answers, or not at all.
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
 * How long after its press a click's new state may stay off the screen while its search is on its
 * way: one render with the answer instead of a render of the refinement, its frame, then the answer's.
 * A press is about 100 ms long, so a person's click mostly finds the answer back; a quick click waits.
 */
const CLICK_WAITS_FOR_ANSWER_MS = 100;

/** A navigation whose render waits for its search ahead: the screen shows `shown` until then. */
interface Hold {
  path: string;
  route: string;
  key: string;
  shown: SearchUiState;
}

/**
 * A search screen's data: the URL state as requests (`options` minus the state), their answer and
 * the merged facet counts. `options === null` searches nothing (an unknown /search path).
 */
export function useIndexSearch<Hit>(channel: string, options: ((state: SearchUiState) => RequestOptions) | null): IndexSearch<Hit> {
  const [address, navigate, path] = useSearchUrl();
  // The address is the truth; the screen may show the state before it for a moment (see Hold).
  const [hold, setHold] = useState<Hold | null>(null);
  const state = hold && hold.path === path && hold.route === stateToRoute(address) ? hold.shown : address;
  // A control's change is made from the state on screen; made again on the address, it keeps a
  // refinement still on its way to the screen.
  const onAddress = (next: SearchUiState) => rebaseChange(state, next, address);
  // The last search ahead and its answer once back: the click that follows the press, or the query
  // reaching the URL after the pause in typing, renders it at once. Only that choice's: an entry from
  // a press or a pause that led nowhere expires.
  const latestAhead = useRef<Ahead | null>(null);
  // The round trip starts with the refinement, not after the page has re-rendered for the new URL.
  // On a channel of its own, so it replaces no search the page still waits for; the page's own search
  // for the same requests then shares this round trip (the worker runs identical requests once).
  // Returns the entry, and whether it was on its way before this call (a press or a pause sent it).
  const searchAhead = (next: SearchUiState): { entry: Ahead; earlier: boolean } | null => {
    if (!options) return null;
    const requests = searchRequests(next, options(next));
    const key = stableKey(requests);
    const now = performance.now();
    // The choice's own call after its press or pause: that search is on its way already, or back.
    const last = latestAhead.current;
    if (last?.key === key && now - last.at < AHEAD_TO_CHOICE_MS) return { entry: last, earlier: true };
    const entry: Ahead = { key, at: now };
    latestAhead.current = entry;
    const settle = () => setHold((current) => (current?.key === key ? null : current));
    void searchClient()
      .answer(`${channel}-ahead`, requests as SearchQuery[])
      .then((answer) => {
        entry.answer = answer;
        settle();
      })
      .catch(settle);
    return { entry, earlier: false };
  };
  // Stable, so the memoised facets and boxes it is given do not re-render for each new state.
  const ahead = useStableHandler((next: SearchUiState) => void searchAhead(onAddress(next)));
  const handed = useCallback((key: string) => {
    const entry = latestAhead.current;
    return entry?.key === key && performance.now() - entry.at < AHEAD_TO_CHOICE_MS ? entry.answer : undefined;
  }, []);
  // The address changes at once. Its render waits, while the press's search is out and young, for
  // that answer: one render and one frame show the refinement and its results together.
  const go = useStableHandler((made: SearchUiState, how?: { replace?: boolean }) => {
    const next = onAddress(made);
    const sent = searchAhead(next);
    const wait = sent && sent.earlier && !sent.entry.answer && !how?.replace ? sent.entry.at + CLICK_WAITS_FOR_ANSWER_MS - performance.now() : 0;
    if (sent && wait > 0) {
      const held: Hold = { path, route: stateToRoute(next), key: sent.entry.key, shown: state };
      setHold(held);
      setTimeout(() => setHold((current) => (current === held ? null : current)), wait);
    } else setHold(null);
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
