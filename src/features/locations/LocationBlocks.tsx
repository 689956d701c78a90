// The location blocks a page shows (spec §2), from the tenant's `locations.blocks` for the page's
// path: each picks its locations (`blockLocations`) and lays them out as a grid or the carousel.
// A block with no locations renders nothing (§8 missing data).
import { blockLocations, type LocationBlock } from '../../domain/location-blocks.ts';
import { LocationCarousel } from './LocationCarousel.tsx';
import { LocationGrid } from './LocationGrid.tsx';
import { useLocations, useMinuteClock } from './use-locations.ts';

export function LocationBlocks({ blocks }: { blocks: readonly LocationBlock[] }) {
  const state = useLocations();
  const now = useMinuteClock();
  if (state.status !== 'ready') return state.status === 'loading' ? <div className="location-blocks" aria-busy="true" /> : null;
  return (
    <div className="location-blocks">
      {blocks.map((block, i) => {
        const shown = blockLocations(state.locations, block);
        if (!shown.length) return null;
        if (block.layout === 'carousel') return <LocationCarousel key={i} locations={shown} now={now} title={block.title} />;
        return (
          <section key={i} className="location-block" aria-label={block.title ?? 'Our Locations'}>
            {block.title && <h2>{block.title}</h2>}
            <LocationGrid locations={shown} now={now} />
          </section>
        );
      })}
    </div>
  );
}
