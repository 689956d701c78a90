// The explore searches (spec §7): the brand page's manufacturer/model search, a model page's stock and
// the group home's dealership search: 21 cards a page (the search's own card), the choices the search
// filters by as selects with their counts, and page links. The state is the address's
// (src/url/explore-route.ts), so Back, reload and shared links keep it.
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sortFacetValues } from '../../domain/search-facets.ts';
import type { SearchRequest } from '../../domain/search-request.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { usePageClock } from '../../platform/page-data.tsx';
import { exploreToQuery, queryToExplore, type ExploreSearchState } from '../../url/explore-route.ts';
import { CardEstimatesFor, CarCard, NoResults, PageLinks, useSearchResults, type CarHit } from '../search';
import './explore.css';

export interface ExploreChoice {
  key: 'model' | 'body' | 'category' | 'price';
  /** The facet its options are counted on. */
  attribute: string;
  label: string;
  /** The option for no choice ('All models'). */
  all: string;
}

export interface ExploreSearchProps {
  /** A name for the search's requests, so another search on the page never supersedes them. */
  channel: string;
  title: string;
  headingLevel?: 2 | 3;
  /** The requests for a state (src/domain/explore-search.ts). */
  requests: (state: ExploreSearchState) => SearchRequest[];
  choices: readonly ExploreChoice[];
  /** The cards' Explore Vehicle link for a car's model, if any. */
  modelPage?: (hit: CarHit) => string | null;
  /** Shown under the heading once the count is known ('12 Mazda CX-5 in stock'). */
  countText?: (count: number) => ReactNode;
  /**
   * Whether the state shows cards (default: always). Until it does, only the choices' counts are
   * searched, and `prompt` says what to choose.
   */
  showsResults?: (state: ExploreSearchState) => boolean;
  prompt?: string;
}

export function ExploreSearch({ channel, title, headingLevel = 2, requests, choices, modelPage, countText, showsResults = () => true, prompt }: ExploreSearchProps) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const [path, navigate] = useLocation();
  const state = queryToExplore(useSearch());
  const results = showsResults(state);
  // A new array each render: the search goes by its key (equal requests, one search). Without cards,
  // only the second request (the choices' counts) is made.
  const wanted = requests(state);
  const { responses, loading, failed } = useSearchResults<CarHit>(channel, results ? wanted : wanted.slice(1));
  const clock = usePageClock();
  const now = useMemo(() => new Date(clock.at), [clock]);
  const page = results ? responses?.[0] : undefined;
  const count = page?.nbHits ?? 0;
  const hits = useMemo(() => page?.hits ?? [], [page]);
  const facets = responses?.[results ? 1 : 0]?.facets ?? {};
  const go = (next: ExploreSearchState) => navigate(`${path}${exploreToQuery(next)}`);
  const Heading = `h${headingLevel}` as const;
  const id = `explore-${channel}`;
  const chosen = choices.some((c) => state[c.key] !== null);

  return (
    <section className="explore-search" aria-labelledby={id} aria-busy={loading || undefined}>
      <Heading id={id}>{title}</Heading>
      {choices.length > 0 && (
        <div className="explore-choices">
          {choices.map((choice) => {
            const values = sortFacetValues(
              choice.attribute,
              Object.entries(facets[choice.attribute] ?? {}).map(([value, n]) => ({ value, count: n })),
            );
            const current = state[choice.key];
            // A chosen value the counts no longer list (stock sold) stays selectable, so the select shows it.
            const options = current && !values.some((v) => v.value === current) ? [...values, { value: current, count: 0 }] : values;
            return (
              <label key={choice.key} className="explore-choice">
                <span>{choice.label}</span>
                <select value={current ?? ''} onChange={(e) => go({ ...state, [choice.key]: e.target.value || null, page: 0 })}>
                  <option value="">{choice.all}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {`${o.value} (${o.count})`}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      )}
      <p className="explore-count" role="status">
        {page
          ? countText
            ? countText(count)
            : `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`
          : failed
            ? 'The stock could not be loaded. Please try again.'
            : !results && prompt
              ? prompt
              : 'Loading…'}
      </p>
      {page && count === 0 && <NoResults clearHref={chosen ? path : undefined} />}
      {hits.length > 0 && (
        <CardEstimatesFor hits={hits} tenant={tenant} now={now}>
          <div className="results-grid">
            {hits.map((hit) => (
              <CarCard key={hit.objectID} hit={hit} tenant={tenant} imageTemplate={imageTemplate} modelPage={modelPage?.(hit) ?? null} hiddenSold={0} eager={false} now={now} headingLevel={headingLevel === 2 ? 3 : 4} />
            ))}
          </div>
        </CardEstimatesFor>
      )}
      {page && <PageLinks current={state.page + 1} pages={page.nbPages ?? 0} href={(p) => `${path}${exploreToQuery({ ...state, page: p - 1 })}`} />}
    </section>
  );
}
