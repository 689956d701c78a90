import { lazy, Suspense } from 'react';
import type { Car } from '../../domain/stock.ts';
import { directionsUrl } from '../../domain/car-page.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { loadLocationMap } from '../locations';

// The map loads with the section, below the fold: the car page's own chunks stay as they were.
const LocationMap = lazy(loadLocationMap);

/** The car's location with its map: the tenant's maps embed, or the map the server draws (spec §2 anchor #vehicle-map). */
export function DealerLocationCard({ car }: { car: Car }) {
  const { location } = car;
  const tenant = useAtomValue(tenantAtom);
  return (
    <section className="car-card dealer-location" id="vehicle-map" aria-labelledby="vehicle-map-title">
      <h2 id="vehicle-map-title">Where to see this car</h2>
      <Suspense fallback={<div className="location-map" style={{ aspectRatio: '600 / 300' }} />}>
        <LocationMap places={[{ slug: location.slug, name: location.name, query: location.address }]} mapsKey={tenant.maps.key} width={600} height={300} />
      </Suspense>
      <p>
        <strong>{location.name}</strong>
        <br />
        {location.address}
      </p>
      {location.phone && <p>Phone: {location.phone}</p>}
      <p className="button-row">
        <a className="button button-small" href={directionsUrl(location.address)} target="_blank" rel="noopener">
          Get Directions
        </a>
        <a className="button button-small" href={`/our-location/${location.slug}`}>
          View Location Details
        </a>
      </p>
    </section>
  );
}

export function LocatedAtBar({ city, address }: { city: string; address: string }) {
  return (
    <p className="located-at" role="note">
      Located at {city}{' '}
      <a href={directionsUrl(address)} target="_blank" rel="noopener">
        Get Directions
      </a>
    </p>
  );
}
