import { useCallback } from 'react';
import { MAX_VALUES_PER_FACET, OFFER_FACET_PANELS, PLAIN_FACET_OPTIONS } from '../../domain/search-facets.ts';
import type { OfferRecord } from '../../domain/search-record.ts';
import { OfferCard } from '../../features/offers/OfferCard.tsx';
import { NO_OFFERS_TEXT } from '../../features/search/NoResults.tsx';
import { SearchScreen } from '../../features/search/SearchScreen.tsx';
import { useIndexSearch } from '../../features/search/useIndexSearch.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';

type OfferHit = OfferRecord;
const OFFER_FACETS = OFFER_FACET_PANELS.map((panel) => panel.attribute);

/**
 * Spec §2 /special-offers: the offers index on the search machinery. Excluded offers (spec §5) are
 * filtered out by the index, so counts and pages are exact: the embedded service adds the filter for
 * the tenant's key, and the search worker adds it for a hosted Algolia app (src/domain/search-scope.ts).
 */
export function OffersSearchPage() {
  const { tenant, search, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const requestOptions = useCallback(
    () => ({
      indexName: search.offersIndex,
      facets: OFFER_FACETS,
      hitsPerPage: tenant.search.hitsPerPage,
      maxValuesPerFacet: MAX_VALUES_PER_FACET,
      filters: '',
    }),
    [search.offersIndex, tenant],
  );
  const results = useIndexSearch<OfferHit>('offers', requestOptions);
  return (
    <SearchScreen
      title="Special Offers"
      trail={[{ label: 'Special Offers' }]}
      search={results}
      panels={OFFER_FACET_PANELS}
      facetOptions={PLAIN_FACET_OPTIONS}
      searchLabel="Search offers"
      placeholder="Search offers"
      noun={['offer', 'offers']}
      noResultsText={NO_OFFERS_TEXT}
      renderGrid={(offers) => (
        <div className="results-grid">
          {offers.map((offer) => (
            <OfferCard key={offer.objectID} offer={offer} imageTemplate={imageTemplate} alwaysExpanded={tenant.offers.alwaysExpanded} />
          ))}
        </div>
      )}
    />
  );
}
