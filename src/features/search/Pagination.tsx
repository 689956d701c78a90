import { memo } from 'react';
import type { SearchUiState } from '../../domain/search-ui-state.ts';
import { stateToRoute } from '../../url/search-route.ts';

/** Page numbers around the current one (1-based), with the first and last always reachable. */
export function pageWindow(current: number, pages: number, around = 2): number[] {
  const set = new Set([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) set.add(p);
  return [...set].filter((p) => p >= 1).sort((a, b) => a - b);
}

/**
 * Real links (shareable, open in a new tab); following one pushes a history entry (plain anchors, which
 * `src/app/app-links.ts` keeps in the app). Memoised: the results re-render for every answer.
 */
export const Pagination = memo(function Pagination({ path, state, pages }: { path: string; state: SearchUiState; pages: number }) {
  if (pages <= 1) return null;
  const current = state.page ?? 1;
  const href = (page: number) => {
    const query = stateToRoute({ ...state, page });
    return query ? `${path}?${query}` : path;
  };
  const numbers = pageWindow(current, pages);
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} className="page-link">
              Previous
            </a>
          </li>
        )}
        {numbers.map((page, i) => (
          <li key={page}>
            {i > 0 && numbers[i - 1] !== page - 1 && <span className="page-gap">…</span>}
            <a href={href(page)} className="page-link" aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </a>
          </li>
        ))}
        {current < pages && (
          <li>
            <a href={href(current + 1)} className="page-link">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
});
