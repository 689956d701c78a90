import { useCallback } from 'react';
import { Link } from 'react-aria-components';
import { imageUrl, slugify } from '../../domain/media.ts';
import { OFFER_IMAGE } from '../../domain/car-images.ts';
import { isFinanceOffer, OFFER_DESCRIPTION_CHARS, OFFER_DISCLAIMER_CHARS, offerTextStartsExpanded } from '../../domain/offers.ts';
import { MAX_VALUES_PER_FACET, OFFER_FACET_PANELS, PLAIN_FACET_OPTIONS } from '../../domain/search-facets.ts';
import type { toOfferRecord } from '../../domain/search-record.ts';
import { NO_OFFERS_TEXT } from '../../features/search/NoResults.tsx';
import { SearchScreen } from '../../features/search/SearchScreen.tsx';
import { useIndexSearch } from '../../features/search/useIndexSearch.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { DISCLAIMER_TOGGLE, ExpandableText } from '../../ui/ExpandableText.tsx';

type OfferHit = ReturnType<typeof toOfferRecord>;

/** Spec §9: offer images are 375x250. */
const OFFER_FACETS = OFFER_FACET_PANELS.map((panel) => panel.attribute);

function OfferCard({ offer, imageTemplate, alwaysExpanded }: { offer: OfferHit; imageTemplate: string; alwaysExpanded: boolean }) {
  const page = `/offers/${slugify(offer.manufacturer)}/${offer.id}`;
  const modelPage = offer.model_override_url ?? (offer.model_slug ? `/${offer.model_slug}` : null);
  return (
    <article className="result-card" aria-label={offer.name}>
      {offer.image_url && <img src={imageUrl(imageTemplate, offer.image_url, OFFER_IMAGE)} alt="" width={OFFER_IMAGE.width} height={OFFER_IMAGE.height} loading="lazy" />}
      <div className="result-card-body">
        <p className="result-card-meta">{[offer.category, offer.manufacturer].filter(Boolean).join(' · ')}</p>
        <h2 className="result-card-title">
          <Link href={page}>{offer.name}</Link>
        </h2>
        <ExpandableText
          text={offer.description}
          chars={OFFER_DESCRIPTION_CHARS}
          startExpanded={offerTextStartsExpanded(offer.description, { alwaysExpanded, financeDisclaimer: false })}
          labels={{ more: 'View more', less: 'View less' }}
        />
        <div className="car-card-actions">
          <Link href={`/contact?offer_id=${offer.id}`} className="button button-primary button-small">
            Enquire Now
          </Link>
          {modelPage && offer.model_name && (
            <Link href={modelPage} className="button button-small">
              {`Explore ${offer.model_name}`}
            </Link>
          )}
          <Link href={`/book-test-drive?offer_id=${offer.id}`} className="button button-small">
            Book A Test Drive
          </Link>
        </div>
        {offer.disclaimer && (
          <ExpandableText
            className="offer-disclaimer"
            text={offer.disclaimer}
            chars={OFFER_DISCLAIMER_CHARS}
            startExpanded={offerTextStartsExpanded(offer.disclaimer, { alwaysExpanded, financeDisclaimer: isFinanceOffer(offer.category) })}
            labels={DISCLAIMER_TOGGLE}
          />
        )}
      </div>
    </article>
  );
}

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
