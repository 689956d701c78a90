import { useCallback } from 'react';
import { imageUrl } from '../../domain/media.ts';
import { formatMoney } from '../../domain/price-display.ts';
import { MAX_VALUES_PER_FACET, PART_FACET_PANELS, PLAIN_FACET_OPTIONS } from '../../domain/search-facets.ts';
import type { toPartRecord } from '../../domain/search-record.ts';
import { SearchScreen } from '../../features/search/SearchScreen.tsx';
import { useIndexSearch } from '../../features/search/useIndexSearch.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { THUMB_IMAGE } from '../../domain/car-images.ts';

type PartHit = ReturnType<typeof toPartRecord>;
const PART_FACETS = PART_FACET_PANELS.map((panel) => panel.attribute);

function PartCard({ part, imageTemplate }: { part: PartHit; imageTemplate: string }) {
  return (
    <article className="result-card" aria-label={part.name}>
      {part.image_url && <img src={imageUrl(imageTemplate, part.image_url, THUMB_IMAGE)} alt="" width={THUMB_IMAGE.width} height={THUMB_IMAGE.height} loading="lazy" />}
      <div className="result-card-body">
        <p className="result-card-meta">{[part.make, part.category, `Part no. ${part.part_number}`].join(' · ')}</p>
        <h2 className="result-card-title">{part.name}</h2>
        <p className="car-card-price">
          <span className="car-card-amount">{formatMoney(part.price)}</span>
          <span className="car-card-price-type">{part.in_stock ? 'In stock' : 'Order in'}</span>
        </p>
        <div className="car-card-actions">
          <a href={`/contact?part_number=${encodeURIComponent(part.part_number)}`} className="button button-primary button-small">
            Enquire Now
          </a>
        </div>
      </div>
    </article>
  );
}

/** Spec §2 /parts/search: the parts index on the search machinery. */
export function PartsSearchPage() {
  const { tenant, search, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const requestOptions = useCallback(
    () => ({ indexName: search.partsIndex, facets: PART_FACETS, hitsPerPage: tenant.search.hitsPerPage, maxValuesPerFacet: MAX_VALUES_PER_FACET, filters: '' }),
    [search.partsIndex, tenant.search.hitsPerPage],
  );
  const results = useIndexSearch<PartHit>('parts', requestOptions);
  return (
    <SearchScreen
      title="Parts Search"
      trail={[{ label: 'Parts', href: '/vehicle-parts-and-accessories' }, { label: 'Parts Search' }]}
      search={results}
      panels={PART_FACET_PANELS}
      facetOptions={PLAIN_FACET_OPTIONS}
      searchLabel="Search parts"
      placeholder="Search by part name, number or make"
      noun={['part', 'parts']}
      renderGrid={(hits) => (
        <div className="results-grid">
          {hits.map((part) => (
            <PartCard key={part.objectID} part={part} imageTemplate={imageTemplate} />
          ))}
        </div>
      )}
    />
  );
}
