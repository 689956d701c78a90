import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { SearchUiState } from '../../domain/search-ui-state.ts';
import { routeToState, stateToRoute } from '../../url/search-route.ts';

/**
 * The search state lives in the address bar: read from it on every render, and every change
 * navigates (a new history entry unless `replace`), so reload, back and shared links restore it.
 * Going to the search already shown does nothing: a late debounce after 'Show Me N cars' must not
 * add a second history entry for the same results.
 */
export function useSearchUrl(): [SearchUiState, (next: SearchUiState, options?: { replace?: boolean }) => void, string] {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const state = useMemo(() => routeToState(search), [search]);
  const go = useCallback(
    (next: SearchUiState, options?: { replace?: boolean }) => {
      const query = stateToRoute(next);
      if (query === stateToRoute(state)) return;
      navigate(query ? `${path}?${query}` : path, { replace: options?.replace });
    },
    [navigate, path, state],
  );
  return [state, go, path];
}
