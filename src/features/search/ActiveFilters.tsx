import { memo } from 'react';
import { activeFilters } from '../../domain/active-filters.ts';
import type { FacetPanel } from '../../domain/search-facets.ts';
import type { SearchUiState } from '../../domain/search-ui-state.ts';

/**
 * The filters applied, above the results, each a chip that removes it, and Clear all (issue 42): on a
 * phone the filter panel is closed over them, so this is where a shopper sees what narrows the cars.
 * Native buttons, as the facets are: the screen re-renders this for every answer.
 */
export const ActiveFilters = memo(function ActiveFilters({ state, panels, path, go }: { state: SearchUiState; panels: readonly FacetPanel[]; path: string; go: (next: SearchUiState) => void }) {
  const chips = activeFilters(state, panels);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" role="group" aria-label="Active filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" aria-label={`Remove ${chip.label}`} onClick={() => go(chip.without)}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <a href={path} className="filter-clear">
        Clear all
      </a>
    </div>
  );
});
