// Location cards in a grid whose columns follow the count (spec §9: fewer than 3 wide, more than 3 narrow).
import { locationGrid } from '../../domain/location-blocks.ts';
import type { CardLocation } from '../../domain/served-location.ts';
import { LocationCard } from './LocationCard.tsx';

export function LocationGrid({ locations, now, headingLevel = 3 }: { locations: readonly CardLocation[]; now: number; headingLevel?: 2 | 3 }) {
  const grid = locationGrid(locations.length);
  return (
    <ul className="location-grid" data-columns={grid.columns} data-width={grid.width}>
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
