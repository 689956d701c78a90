// Geocoding (spec §7: components postal_code and country AU, reading results[0].geometry.location),
// behind one interface. The embedded default answers from the postcode table in process; with
// GEOCODER_URL set, the server asks a geocoding service that speaks Google's Geocoding API (Google's
// own, or this server's `/maps/api/geocode/json`, which serves the same table in that protocol).
import type { LatLng } from '../../domain/distance.ts';
import { postcodeTable } from './postcode-table.ts';

export interface Geocoder {
  /** The postcode's position, or null when it is not an Australian postcode (spec §8 'Invalid postcode'). */
  geocodePostcode(postcode: string): Promise<LatLng | null>;
}

export class GeocoderUnavailableError extends Error {}

export function postcodeTableGeocoder(): Geocoder {
  return {
    async geocodePostcode(postcode) {
      const entry = (await postcodeTable()).get(postcode);
      return entry ? { lat: entry.lat, lng: entry.lng } : null;
    },
  };
}

interface GoogleGeocodeResponse {
  status: string;
  error_message?: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

const GEOCODER_TIMEOUT_MS = 3000;

/** Google's Geocoding API protocol: GET {url}?components=postal_code:{pc}|country:AU&key={key}. */
export function httpGeocoder({ url, key }: { url: string; key: string | null }): Geocoder {
  return {
    async geocodePostcode(postcode) {
      const address = new URL(url);
      address.searchParams.set('components', `postal_code:${postcode}|country:AU`);
      if (key) address.searchParams.set('key', key);
      let body: GoogleGeocodeResponse;
      try {
        const response = await fetch(address, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
        body = (await response.json()) as GoogleGeocodeResponse;
      } catch (error) {
        throw new GeocoderUnavailableError(`geocoder did not answer: ${(error as Error).message}`);
      }
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw new GeocoderUnavailableError(`geocoder answered ${body.status}${body.error_message ? `: ${body.error_message}` : ''}`);
      const location = body.results?.[0]?.geometry?.location;
      return typeof location?.lat === 'number' && typeof location.lng === 'number' ? { lat: location.lat, lng: location.lng } : null;
    },
  };
}

/** The position, null for no such postcode, or 'unavailable' (logged) when the geocoding service failed. */
export async function geocodeOrUnavailable(geocoder: Geocoder, postcode: string): Promise<LatLng | null | 'unavailable'> {
  try {
    return await geocoder.geocodePostcode(postcode);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    console.warn(error.message);
    return 'unavailable';
  }
}

export const GEOCODER_UNAVAILABLE = 'Postcode search is unavailable right now. Please try again shortly.';

export function createGeocoder(config: { geocoderUrl: string | null; geocoderKey: string | null }): Geocoder {
  return config.geocoderUrl ? httpGeocoder({ url: config.geocoderUrl, key: config.geocoderKey }) : postcodeTableGeocoder();
}
