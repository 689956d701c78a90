// A search as the search history keeps it (spec §9: each non-empty filter plus the path) and back:
// filters are named by their URL parameter (query, refinementList[make], range[price], …).
import type { SearchEntry, SearchFilters } from '../domain/search-history.ts';
import type { SearchUiState } from '../domain/search-ui-state.ts';
import { routeToState, stateToRoute } from './search-route.ts';

/** `title` names the path's own filter, where it has one. */
export function historyEntry(path: string, state: SearchUiState, title?: string): SearchEntry {
  const filters: SearchFilters = {};
  if (state.query) filters.query = state.query;
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) filters[`refinementList[${attribute}]`] = values;
  for (const [attribute, value] of Object.entries(state.menu ?? {})) filters[`menu[${attribute}]`] = value;
  for (const [attribute, { min, max }] of Object.entries(state.range ?? {})) filters[`range[${attribute}]`] = `${min ?? ''}:${max ?? ''}`;
  return title ? { path, filters, title } : { path, filters };
}

/** The link that runs a remembered search again. */
export function historyHref({ path, filters }: SearchEntry): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (Array.isArray(value)) value.forEach((v, i) => params.append(`${name}[${i}]`, v));
    else params.append(name, value);
  }
  const query = stateToRoute(routeToState(params.toString()));
  return query ? `${path}?${query}` : path;
}

/** A short description: the path's title and the filter values in order, e.g. 'Used Cars · cx-5 · Mazda, Kia · price 10000–50000'. */
export function historyLabel({ filters, title }: SearchEntry): string {
  const parts = Object.entries(filters).map(([name, value]) => {
    if (name.startsWith('range[')) {
      const [min, max] = String(value).split(':');
      return `${name.slice('range['.length, -1)} ${min || 'any'}–${max || 'any'}`;
    }
    return Array.isArray(value) ? value.join(', ') : value;
  });
  return (title ? [title, ...parts] : parts).join(' · ');
}
