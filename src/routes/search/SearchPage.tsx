import { useCallback, useMemo, useState } from 'react';
import { isAvailable } from '../../domain/availability.ts';
import { slugify } from '../../domain/media.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { CARDS_WITH_THE_ANSWER, collapseSold, insertPromos, promoOffset } from '../../domain/results-layout.ts';
import { CAR_FACET_PANELS, displayCount, MAX_VALUES_PER_FACET, trustedStockTotals } from '../../domain/search-facets.ts';
import { CAR_CARD_ATTRIBUTES, carIndexNames } from '../../domain/search-record.ts';
import { carNumericFilters, searchRequests, sortKeyOf } from '../../domain/search-request.ts';
import { savedSearchRequestOf } from '../../domain/account.ts';
import { SaveSearchButton } from '../../features/account/SaveSearchButton.tsx';
import { hasRefinements, refine, type SearchUiState } from '../../domain/search-ui-state.ts';
import { CarCard, PromoCard, type CarHit } from '../../features/search/CarCard.tsx';
import type { CardEnquiryKind } from '../../domain/card-actions.ts';
import { SearchScreen } from '../../features/search/SearchScreen.tsx';
import { ShowroomSaveAll } from '../../features/showroom/ShowroomSaveAll.tsx';
import { SortSelect } from '../../features/search/SortSelect.tsx';
import { useIndexSearch } from '../../features/search/useIndexSearch.ts';
import { usePageClock, usePageDraw } from '../../platform/page-data.tsx';
import { CardEstimatesFor } from '../../features/search/useCardEstimates.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import { searchPathFilter } from '../../url/search-path.ts';
import { searchTitle } from './search-title.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';
import { useAfterPaint } from '../../perf/use-after-paint.ts';
import { useSlotsInView } from '../../perf/use-slots-in-view.ts';
import { openWhenLoaded, preloadable } from '../../perf/preloadable.tsx';

const CAR_FACETS = CAR_FACET_PANELS.map((panel) => panel.attribute);
const CardEnquiry = preloadable(() => import('../../features/leads/CardEnquiry.tsx').then((module) => module.default));

/** Spec §2 vehicle search page: /search and /search/... (what follows /search/ names a path filter). */
export function SearchPage({ params }: ScreenProps) {
  const rest = params['*'] ?? '';
  const { tenant, search, navigation, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const pathFilter = useMemo(() => searchPathFilter(rest), [rest]);
  const names = useMemo(() => new Map(navigation.models.flatMap((m) => [[slugify(m.make), m.make] as const, [m.slug, m.model] as const])), [navigation.models]);
  const modelPages = useMemo(() => new Map(navigation.models.map((m) => [`${m.make}|${m.model}`, `/${m.slug}`])), [navigation.models]);
  const title = searchTitle(rest, (slug) => names.get(slug));

  const requestOptions = useCallback(
    (state: SearchUiState) => {
      const sort = sortKeyOf(state.sortBy, search.carsIndex);
      return {
        indexName: carIndexNames(search.carsIndex)[sort],
        facets: CAR_FACETS,
        hitsPerPage: tenant.search.hitsPerPage,
        maxValuesPerFacet: MAX_VALUES_PER_FACET,
        filters: pathFilter.filters,
        numericFilters: carNumericFilters(sort, tenant.search.priceAscExcludesZero),
        attributesToRetrieve: CAR_CARD_ATTRIBUTES,
      };
    },
    [search.carsIndex, tenant.search, pathFilter.filters],
  );
  const results = useIndexSearch<CarHit>('results', pathFilter.unknown ? null : requestOptions);
  const { state, go, response } = results;

  const hits = useMemo(() => response?.hits ?? [], [response]);
  const draw = usePageDraw();
  const [offset] = useState(() => promoOffset(tenant.promos.randomOffset, draw));
  const clock = usePageClock();
  const now = useMemo(() => new Date(clock.at), [clock]);
  const slots = useMemo(
    () => insertPromos(collapseSold(hits, (hit) => !isAvailable(hit.status), tenant.search.collapseSoldCards), tenant.promos.cards, { today: clock.day, offset }),
    [hits, tenant, offset, clock],
  );
  // A new answer's cards on screen render with it, the rest once that frame is painted (before the
  // grid has been seen, its first screen on a desktop). Until then each holds its place with an
  // empty box, so the page keeps its height (and a shopper scrolled down the results stays put).
  const complete = useAfterPaint(hits) === hits;
  const inView = useSlotsInView();
  const withAnswer = complete ? slots.length : (inView.count() ?? CARDS_WITH_THE_ANSWER);
  const [enquiry, setEnquiry] = useState<{ hit: CarHit; kind: CardEnquiryKind } | null>(null);
  // Stable, so the memoised cards do not re-render for it.
  const onEnquire = useCallback((hit: CarHit, kind: CardEnquiryKind) => openWhenLoaded(CardEnquiry, () => setEnquiry({ hit, kind })), []);
  const onSort = useStableHandler((sortBy: string | undefined) => go(refine(state, { sortBy })));
  const pageCars = useStableHandler(() => hits);

  // Spec §4: counts above 1999 come from the stock totals (which only hold for unrefined stock paths).
  const refined = hasRefinements(state);
  const totals = useMemo(() => trustedStockTotals(refined, pathFilter.carTypes, navigation.stock), [refined, pathFilter.carTypes, navigation.stock]);
  const count = displayCount(response?.nbHits ?? 0, totals.total);
  const facetOptions = useMemo(
    () => ({ certifiedOnly: tenant.stock.certifiedOnly, stockTotals: totals.byType }),
    [tenant.stock.certifiedOnly, totals.byType],
  );

  return (
    <SearchScreen
      title={title}
      trail={[{ label: 'Search', href: DEFAULT_SEARCH_PATH }, { label: title }]}
      search={results}
      unknownPath={pathFilter.unknown}
      panels={CAR_FACET_PANELS}
      facetOptions={facetOptions}
      searchLabel="Search cars"
      placeholder="Search by make, model or keyword"
      noun={['car', 'cars']}
      count={count}
      history={{ pathTitle: pathFilter.filters ? title : undefined }}
      toolbar={
        <>
          <SortSelect primary={search.carsIndex} value={sortKeyOf(state.sortBy, search.carsIndex)} onChange={onSort} />
          <SaveSearchButton label={state.query ? `${title}: "${state.query}"` : title} request={() => savedSearchRequestOf(searchRequests(state, requestOptions(state))[0])} />
        </>
      }
      showMeCount={count}
      renderGrid={() => (
        <>
          <CardEstimatesFor hits={hits} tenant={tenant} now={now}>
          <div className="results-grid" ref={inView.gridRef} data-more-cards={slots.length > withAnswer || undefined}>
            {slots.map((slot, i) =>
              i >= withAnswer ? (
                <div key={`pending-${i}`} className="card-pending" aria-hidden="true" />
              ) : slot.kind === 'promo' ? (
                <PromoCard key={`promo-${slot.promo.id}-${i}`} {...slot.promo} imageTemplate={imageTemplate} />
              ) : (
                <CarCard
                  key={slot.hit.objectID}
                  hit={slot.hit}
                  tenant={tenant}
                  imageTemplate={imageTemplate}
                  modelPage={modelPages.get(`${slot.hit.make}|${slot.hit.model}`) ?? null}
                  hiddenSold={slot.hiddenSold}
                  eager={i < 2}
                  now={now}
                  onEnquire={onEnquire}
                />
              ),
            )}
          </div>
          </CardEstimatesFor>
          <ShowroomSaveAll cars={pageCars} empty={hits.length === 0} template={imageTemplate} />
        </>
      )}
    >
      {enquiry && <CardEnquiry hit={enquiry.hit} kind={enquiry.kind} onClose={() => setEnquiry(null)} />}
    </SearchScreen>
  );
}
