// `/our-location/{slug}` and `/locations/{slug}`: the location's detail panel (spec §2: every field,
// the week's hours with the type selector, holiday hours, the map, Get Directions and contact) and its
// dealership's reviews. Hidden locations are never served, so their slugs are not found.
import { lazy, Suspense } from 'react';
import { locationTypeOf } from '../../domain/location-blocks.ts';
import { locationDirectionsUrl } from '../../domain/served-location.ts';
import { LocationFacts, LocationImage, useLocationRating } from '../../features/locations/LocationCard.tsx';
import { LocationHours } from '../../features/locations/LocationHours.tsx';
import { TYPE_LABELS } from '../../features/locations/OpenNow.tsx';
import { LocationMap } from '../../features/locations/LocationMap.tsx';
import { mapPlace } from '../../features/locations/map-place.ts';
import { useLocations, useMinuteClock } from '../../features/locations/use-locations.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom, navigationAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { StarRatingBadge } from '../../ui/StarRating.tsx';
import { NotFound } from '../../shell/NotFound.tsx';
import type { ServedLocation } from '../../domain/served-location.ts';

const ReviewsList = lazy(() => import('../../features/reviews/ReviewsList.tsx').then((m) => ({ default: m.ReviewsList })));

function Panel({ location, all }: { location: ServedLocation; all: readonly ServedLocation[] }) {
  const { tenant } = useAtomValue(bootstrapAtom)!;
  const now = useMinuteClock();
  const rating = useLocationRating(location);
  return (
    <>
      <div className="location-panel">
        <div className="location-panel-main">
          <LocationImage location={location} eager />
          <p className="location-kind">
            {TYPE_LABELS[locationTypeOf(location)]} · {location.dealership_name}
          </p>
          {rating && <StarRatingBadge rating={rating} />}
          <LocationFacts location={location} now={now} />
          <p className="button-row">
            <a className="button button-small" href={locationDirectionsUrl(location)} target="_blank" rel="noopener">
              Get Directions
            </a>
            <a className="button button-small button-primary" href={`/contact-us/${location.slug}`}>
              Contact Us
            </a>
          </p>
        </div>
        <div className="location-panel-side">
          <LocationHours location={location} all={all} now={now} />
          <LocationMap places={[mapPlace(location)]} mapsKey={tenant.maps.key} />
        </div>
      </div>
      {!tenant.reviews.hidden && (
        <Suspense fallback={null}>
          <ReviewsList query={{ location: location.slug }} replier={location.dealership_name} title={`${location.dealership_name} Reviews`} />
        </Suspense>
      )}
    </>
  );
}

function LocationDetails({ slug, name }: { slug: string; name: string }) {
  const state = useLocations();
  const location = state.status === 'ready' ? state.locations.find((l) => l.slug === slug) : undefined;
  if (state.status === 'ready' && !location) return <NotFound />;
  return (
    <PageFrame title={name} trail={[{ label: 'Our Locations', href: '/dealer-locator' }, { label: name }]}>
      {state.status === 'failed' && (
        <p role="alert" className="page-note">
          The location's details could not be loaded. {state.message}
        </p>
      )}
      {state.status === 'loading' && <div className="location-panel" aria-busy="true" />}
      {location && state.status === 'ready' && <Panel location={location} all={state.locations} />}
    </PageFrame>
  );
}

/** Visible locations only: the navigation data lists no hidden one, so its slug is not found. */
export function LocationPage({ params }: ScreenProps) {
  const location = useAtomValue(navigationAtom).locations.find((l) => l.slug === params.slug);
  return location ? <LocationDetails slug={location.slug} name={location.name} /> : <NotFound />;
}
