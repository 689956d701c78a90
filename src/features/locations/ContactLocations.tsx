// Spec §2 contact page variants: one location shows a hero map (and its details); several
// dealerships show a dealerships list; several locations a locations list; service pages show only
// service locations (the tenant's `locations.blocks` for the page choose otherwise).
import { blockLocations, contactVariant, serviceLocations } from '../../domain/location-blocks.ts';
import type { ServedLocation } from '../../domain/served-location.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { LocationFacts } from './LocationCard.tsx';
import { LocationBlocks } from './LocationBlocks.tsx';
import { LocationGrid } from './LocationGrid.tsx';
import { LocationMap } from './LocationMap.tsx';
import { mapPlace } from './map-place.ts';
import { useLocations, useMinuteClock } from './use-locations.ts';


function HeroMap({ location, now }: { location: ServedLocation; now: number }) {
  const tenant = useAtomValue(tenantAtom);
  return (
    <section className="contact-hero" aria-label={location.name}>
      <LocationMap places={[mapPlace(location)]} mapsKey={tenant.maps.key} width={1200} height={420} className="hero-map" />
      <div className="contact-hero-facts">
        <h2>{location.name}</h2>
        <LocationFacts location={location} now={now} />
        <p>
          <a href={`/our-location/${location.slug}`}>Opening hours and directions</a>
        </p>
      </div>
    </section>
  );
}

function Dealerships({ locations, now }: { locations: readonly ServedLocation[]; now: number }) {
  const groups = new Map<string, ServedLocation[]>();
  for (const location of locations) groups.set(location.dealership_name, [...(groups.get(location.dealership_name) ?? []), location]);
  return (
    <div className="dealerships-list">
      {[...groups].map(([name, own]) => (
        <section key={name} aria-label={name}>
          <h2>{name}</h2>
          <LocationGrid locations={own} now={now} />
        </section>
      ))}
    </div>
  );
}

export function ContactLocations({ form, slug, path }: { form: string; slug?: string; path: string }) {
  const tenant = useAtomValue(tenantAtom);
  const state = useLocations();
  const now = useMinuteClock();
  const configured = tenant.locations.blocks[path];
  if (configured) return <LocationBlocks blocks={configured} />;
  if (state.status !== 'ready') return state.status === 'loading' ? <div className="contact-locations" aria-busy="true" /> : null;
  if (form === 'service') {
    return (
      <section className="location-block" aria-labelledby="service-locations">
        <h2 id="service-locations">Our Service Centres</h2>
        <LocationGrid locations={serviceLocations(state.locations)} now={now} />
      </section>
    );
  }
  const one = slug ? state.locations.find((l) => l.slug === slug) : undefined;
  if (one) return <HeroMap location={one} now={now} />;
  const variant = contactVariant(state.locations);
  if (variant === 'hero-map') return state.locations[0] ? <HeroMap location={state.locations[0]} now={now} /> : null;
  if (variant === 'dealerships') return <Dealerships locations={state.locations} now={now} />;
  return (
    <section className="location-block" aria-labelledby="contact-locations">
      <h2 id="contact-locations">Our Locations</h2>
      <LocationGrid locations={blockLocations(state.locations, { show: 'all' })} now={now} />
    </section>
  );
}
