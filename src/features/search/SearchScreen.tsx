import { memo, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { SEARCH_FILTERS_ID } from '../../domain/screens.ts';
import type { FacetOptions, FacetPanel } from '../../domain/search-facets.ts';
import { clampPage, hasRefinements, refine, type NumericRange } from '../../domain/search-ui-state.ts';
import type { Crumb } from '../../ui/Breadcrumbs.tsx';
import { stateToRoute } from '../../url/search-route.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FacetPanels } from './FacetPanels.tsx';
import { NoResults, OfflineEmpty, OfflineNote } from './NoResults.tsx';
import { Pagination } from './Pagination.tsx';
import { loadAriaSlider } from './RangeSlider.tsx';
import { noPending, withPending } from './pending-refinements.ts';
import { SearchBox } from './SearchBox.tsx';
import { SearchHistory } from './SearchHistory.tsx';
import { ShowMeButton } from './ShowMeButton.tsx';
import type { IndexSearch } from './useIndexSearch.ts';
import '../../ui/cards.css';
import './search.css';
import { groupDigits } from '../../domain/number-format.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';
import { useAfterPaint } from '../../perf/use-after-paint.ts';

interface SearchScreenProps<Hit> {
  title: string;
  trail: Crumb[];
  search: IndexSearch<Hit>;
  /** The path names nothing searchable: the no-results card without a search. */
  unknownPath?: boolean;
  panels: readonly FacetPanel[];
  facetOptions: FacetOptions;
  searchLabel: string;
  placeholder: string;
  /** Singular and plural of what is counted ('car', 'cars'). */
  noun: [string, string];
  /** The count to show; the response's hit count when omitted. */
  count?: number;
  noResultsText?: string;
  /** Keeps the search history (car search); `pathTitle` names the path's own filter, where it has one. */
  history?: { pathTitle?: string };
  toolbar?: ReactNode;
  /** The 'Show Me N cars' button under the facets, with this count. */
  showMeCount?: number;
  renderGrid: (hits: Hit[]) => ReactNode;
  /** Rendered after the layout (a dialog the results open). */
  children?: ReactNode;
}

/** Scrolls the results to their top when the page number changes (not on the first render). */
function useScrollOnPage(page: number, ref: RefObject<HTMLElement | null>) {
  const previous = useRef(page);
  useEffect(() => {
    if (page !== previous.current) ref.current?.scrollIntoView({ block: 'start' });
    previous.current = page;
  }, [page, ref]);
}

/**
 * The facet panels with each answer's counts as of the frame after the results showed: new counts
 * re-render every panel, so they follow the results. Its own component, so only the panels re-render
 * for them, not the whole screen.
 */
function FacetPanelsAfterPaint(props: ComponentProps<typeof FacetPanels>) {
  const facets = useAfterPaint(props.facets);
  return <FacetPanels {...props} facets={facets} />;
}

/** Opens the filter panel on a phone. Memoised, as the screen re-renders for every answer. */
const FiltersToggle = memo(function FiltersToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="button filters-toggle" aria-expanded={open} aria-controls={SEARCH_FILTERS_ID} onClick={onToggle}>
      Filters
    </button>
  );
});

/**
 * A search results screen: text box, facets, status (count, loading, offline note, error), the grid
 * or the no-results / offline card, and pagination. Loading and errors keep the previous results.
 */
export function SearchScreen<Hit>(props: SearchScreenProps<Hit>) {
  const { search, unknownPath = false } = props;
  const { state, go, ahead, path, response, facets, loading, failed, offline } = search;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  useScrollOnPage(state.page ?? 1, resultsRef);
  const pending = useRef(noPending());
  // 'Show Me N cars' goes to the filtered URL now, slider or text still in their debounce included.
  const showResults = useStableHandler(() => {
    go(withPending(state, pending.current));
    pending.current = noPending();
    setFiltersOpen(false);
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  });
  const toggleFilters = useCallback(() => {
    // On a phone the panel's sliders come into view now: react-aria's is in before a finger gets there.
    void loadAriaSlider();
    setFiltersOpen((open) => !open);
  }, []);
  const filtersRef = useRef<HTMLElement>(null);
  // On a phone the panel opens a screen tall, its button at its foot: brought fully into view.
  useEffect(() => {
    if (filtersOpen) filtersRef.current?.scrollIntoView({ block: 'start' });
  }, [filtersOpen]);
  const onPendingRange = useCallback((attribute: string, range: NumericRange | null | undefined) => {
    if (range === undefined) pending.current.ranges.delete(attribute);
    else pending.current.ranges.set(attribute, range);
  }, []);
  const onPendingQuery = useCallback((query: string | undefined) => {
    pending.current.query = query;
  }, []);
  const onSearch = useStableHandler((query: string) => go(refine(state, { query })));
  const onAheadQuery = useStableHandler((query: string) => ahead(refine(state, { query })));
  // Past the last page there is nothing to show but a count: go to the last page instead, in place of
  // the address that had none (back then skips it).
  const answeredPages = response && !loading && !failed ? (response.nbPages ?? 0) : 0;
  useEffect(() => {
    const last = clampPage(state, answeredPages);
    if (last) go(last, { replace: true });
  }, [state, answeredPages, go]);

  const unanswerable = unknownPath || (failed && offline);
  const count = props.count ?? response?.nbHits ?? 0;
  const [one, many] = props.noun;

  return (
    <PageFrame title={props.title} trail={props.trail}>
      <div className="search-toolbar">
        <SearchBox
          value={state.query ?? ''}
          onSearch={onSearch}
          onPending={onPendingQuery}
          onAhead={onAheadQuery}
          label={props.searchLabel}
          placeholder={props.placeholder}
        />
        {props.toolbar}
        <FiltersToggle open={filtersOpen} onToggle={toggleFilters} />
      </div>
      <div className="search-layout">
        <aside id={SEARCH_FILTERS_ID} ref={filtersRef} className={`search-filters${filtersOpen ? ' is-open' : ''}`} aria-label="Filters">
          {/* The facets scroll on their own, above the button: it never sits over a filter (WCAG 2.5.8). */}
          <div className="search-filters-body">
            <FacetPanelsAfterPaint panels={props.panels} facets={facets} state={state} options={props.facetOptions} go={go} ahead={ahead} onPending={onPendingRange} />
            {hasRefinements(state) && (
              <a href={path} className="button clear-refinements">
                Clear all filters
              </a>
            )}
          </div>
          {!unanswerable && props.showMeCount !== undefined && <ShowMeButton count={props.showMeCount} updating={loading} onPress={showResults} />}
        </aside>
        <section
          className="search-results"
          ref={resultsRef}
          tabIndex={-1}
          aria-label="Results"
          aria-busy={loading}
          // Which search the shown results answer (tests and the bench wait on it).
          data-answered={response && !loading && !failed ? stateToRoute(state) : undefined}
        >
          <div className="search-status">
            {!unanswerable && response && (
              <p className="search-count" aria-live="polite">
                {`${groupDigits(count)} ${count === 1 ? one : many}`}
              </p>
            )}
            {loading && <p className="search-loading">Updating results…</p>}
            {offline && <OfflineNote />}
            {failed && !offline && (
              <p className="search-error" role="alert">
                We couldn't update the results. Check your connection and try again.
              </p>
            )}
          </div>
          <ActiveFilters state={state} panels={props.panels} path={path} go={go} />
          {unknownPath ? (
            <NoResults text={props.noResultsText} />
          ) : unanswerable ? (
            <OfflineEmpty />
          ) : !response ? (
            <p className="search-placeholder">{failed ? 'The results could not be loaded.' : 'Loading…'}</p>
          ) : count === 0 ? (
            <NoResults text={props.noResultsText} />
          ) : (
            props.renderGrid(response.hits)
          )}
          {!unanswerable && response && <Pagination path={path} state={state} pages={response.nbPages ?? 0} ahead={ahead} />}
          {/* After the results: the list is read from IndexedDB once the page is live, and above them
              its arrival pushed the results down under a returning shopper's eyes (a layout shift). */}
          {props.history && <SearchHistory path={path} pathTitle={props.history.pathTitle} state={state} answered={Boolean(response) && !loading && !failed} shown={!filtersOpen} />}
        </section>
      </div>
      {props.children}
    </PageFrame>
  );
}
