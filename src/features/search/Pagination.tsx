import { memo, type PointerEvent } from 'react';
import type { SearchUiState } from '../../domain/search-ui-state.ts';
import { isPlainMousePress } from '../../perf/mouse-press.ts';
import { stateToRoute } from '../../url/search-route.ts';

/** Page numbers around the current one (1-based), with the first and last always reachable. */
export function pageWindow(current: number, pages: number, around = 2): number[] {
  const set = new Set([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) set.add(p);
  return [...set].filter((p) => p >= 1).sort((a, b) => a - b);
}

interface PaginationProps {
  path: string;
  state: SearchUiState;
  pages: number;
  /** Starts a page's search on a plain mouse press on its link (stable). */
  ahead: (next: SearchUiState) => void;
}

/**
 * Real links (shareable, open in a new tab); following one pushes a history entry (plain anchors, which
 * `src/app/app-links.ts` keeps in the app). Memoised: the results re-render for every answer.
 */
export const Pagination = memo(function Pagination({ path, state, pages, ahead }: PaginationProps) {
  const href = (page: number) => {
    const query = stateToRoute({ ...state, page });
    return query ? `${path}?${query}` : path;
  };
  const onPress = (page: number) => (event: PointerEvent) => {
    if (isPlainMousePress(event)) ahead({ ...state, page });
  };
  return <PageLinks current={state.page ?? 1} pages={pages} href={href} onPress={onPress} />;
});

/** Page links (1-based) around the current page, Previous and Next; nothing for a single page. */
export function PageLinks({ current, pages, href, onPress }: { current: number; pages: number; href: (page: number) => string; onPress?: (page: number) => (event: PointerEvent) => void }) {
  if (pages <= 1) return null;
  const link = (page: number) => ({ href: href(page), className: 'page-link', onPointerDown: onPress?.(page) });
  const numbers = pageWindow(current, pages);
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        {current > 1 && (
          <li>
            <a {...link(current - 1)}>
              Previous
            </a>
          </li>
        )}
        {numbers.map((page, i) => (
          <li key={page}>
            {i > 0 && numbers[i - 1] !== page - 1 && <span className="page-gap">…</span>}
            <a {...link(page)} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </a>
          </li>
        ))}
        {current < pages && (
          <li>
            <a {...link(current + 1)}>
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
