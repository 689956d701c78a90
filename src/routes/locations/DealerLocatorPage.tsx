// `/dealer-locator`: every visible location, nearest first once the shopper gives a postcode or their
// position (haversine, Earth radius 6371 km), filtered by type and brand. The postcode, type and brand
// live in the address (src/url/locator-route.ts); a position from the browser never does.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { geocodePostcode } from '../../api/dealer-info.ts';
import { ApiError } from '../../api/http.ts';
import { checkPostcode } from '../../domain/delivery.ts';
import { byDistance, formatKm, type LatLng } from '../../domain/distance.ts';
import { locationTypeOf } from '../../domain/location-blocks.ts';
import type { ServedLocation } from '../../domain/served-location.ts';
import type { LocationType } from '../../domain/stock.ts';
import { LocationCard } from '../../features/locations/LocationCard.tsx';
import { TYPE_LABELS } from '../../features/locations/OpenNow.tsx';
import { LocationMap } from '../../features/locations/LocationMap.tsx';
import { mapPlace } from '../../features/locations/map-place.ts';
import { useLocations, useMinuteClock } from '../../features/locations/use-locations.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { LOCATOR_TYPES, locatorToQuery, queryToLocator, type LocatorState } from '../../url/locator-route.ts';

type Origin = { kind: 'none' } | { kind: 'finding' } | { kind: 'found'; at: LatLng; label: string } | { kind: 'error'; message: string };
/** A postcode's lookup, kept by the postcode it answers. */
type Lookup = { postcode: string; origin: Origin };

const GEOLOCATION_FAILED = "We couldn't get your location. Please enter a postcode instead.";

function useLocatorUrl(): [LocatorState, (next: LocatorState) => void] {
  const [path, navigate] = useLocation();
  const state = queryToLocator(useSearch());
  return [state, (next) => navigate(`${path}${locatorToQuery(next)}`, { replace: true })];
}

export function DealerLocatorPage() {
  const tenant = useAtomValue(tenantAtom);
  const locations = useLocations();
  const now = useMinuteClock();
  const [state, setState] = useLocatorUrl();
  const [typed, setTyped] = useState(state.postcode);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  // What the shopper did last without a postcode in the address: a typo, or their own position.
  const [local, setLocal] = useState<Origin>({ kind: 'none' });
  const ids = { postcode: useId(), error: useId(), type: useId(), brand: useId() };

  // A postcode in the address (a search, a shared link, a reload) is looked up once.
  useEffect(() => {
    const check = checkPostcode(state.postcode);
    if (!check.ok) return;
    const abort = new AbortController();
    geocodePostcode(check.postcode, abort.signal).then(
      (at) => setLookup({ postcode: check.postcode, origin: { kind: 'found', at, label: check.postcode } }),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setLookup({ postcode: check.postcode, origin: { kind: 'error', message: error instanceof ApiError ? error.shopperMessage : String(error) } });
      },
    );
    return () => abort.abort();
  }, [state.postcode]);

  const fromAddress = (): Origin => {
    const check = checkPostcode(state.postcode);
    if (!check.ok) return { kind: 'error', message: check.message };
    return lookup?.postcode === check.postcode ? lookup.origin : { kind: 'finding' };
  };
  const origin: Origin = state.postcode && local.kind === 'none' ? fromAddress() : local;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPostcode(typed);
    if (!check.ok) return setLocal({ kind: 'error', message: check.message });
    setLocal({ kind: 'none' });
    setState({ ...state, postcode: check.postcode });
  };
  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setLocal({ kind: 'error', message: GEOLOCATION_FAILED });
    setLocal({ kind: 'finding' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setTyped('');
        setState({ ...state, postcode: '' });
        setLocal({ kind: 'found', at: { lat: position.coords.latitude, lng: position.coords.longitude }, label: 'your location' });
      },
      () => setLocal({ kind: 'error', message: GEOLOCATION_FAILED }),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const all = locations.status === 'ready' ? locations.locations : [];
  const types = LOCATOR_TYPES.filter((t) => all.some((l) => locationTypeOf(l) === t));
  const brands = [...new Set(all.flatMap((l) => l.manufacturers))].sort((a, b) => a.localeCompare(b));
  const filtered = all.filter((l) => (!state.type || locationTypeOf(l) === state.type) && (!state.brand || l.manufacturers.includes(state.brand)));
  const listed: { location: ServedLocation; km: number | null }[] =
    origin.kind === 'found'
      ? byDistance(filtered, origin.at, (l) => ({ lat: l.address.lat, lng: l.address.long })).map(({ item, km }) => ({ location: item, km }))
      : filtered.map((location) => ({ location, km: null }));
  const error = origin.kind === 'error' ? origin.message : null;

  return (
    <PageFrame title="Our Locations" lead="Find the dealership nearest you.">
      <form className="locator-form" onSubmit={search} noValidate>
        <div className="locator-field">
          <label htmlFor={ids.postcode}>Postcode</label>
          <input
            id={ids.postcode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
        <button type="button" className="button" onClick={useMyLocation}>
          Use my location
        </button>
        <div className="locator-field">
          <label htmlFor={ids.type}>Type</label>
          <select id={ids.type} value={state.type ?? ''} onChange={(e) => setState({ ...state, type: (e.target.value || null) as LocationType | null })}>
            <option value="">All locations</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {brands.length > 1 && (
          <div className="locator-field">
            <label htmlFor={ids.brand}>Brand</label>
            <select id={ids.brand} value={state.brand ?? ''} onChange={(e) => setState({ ...state, brand: e.target.value || null })}>
              <option value="">All brands</option>
              {brands.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      <p className="locator-status" role="status" id={ids.error}>
        {error ? <span className="field-error">{error}</span> : origin.kind === 'finding' ? 'Finding locations near you…' : origin.kind === 'found' ? `${listed.length} ${listed.length === 1 ? 'location' : 'locations'}, nearest to ${origin.label} first` : locations.status === 'ready' ? `${listed.length} ${listed.length === 1 ? 'location' : 'locations'}` : ''}
      </p>
      {locations.status === 'failed' && <p role="alert">Locations could not be loaded. {locations.message}</p>}
      {locations.status === 'loading' && <div className="locator-results" aria-busy="true" />}
      {listed.length > 0 && (
        <div className="locator-results">
          <LocationMap places={listed.map(({ location }) => mapPlace(location))} mapsKey={tenant.maps.key} className="locator-map" />
          <ol className="locator-list">
            {listed.map(({ location, km }, i) => (
              <li key={location.id}>
                <LocationCard location={location} now={now} number={i + 1} distance={km === null ? undefined : formatKm(km)} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {locations.status === 'ready' && listed.length === 0 && <p>No locations match these filters.</p>}
    </PageFrame>
  );
}
