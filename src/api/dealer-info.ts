// The dealer API's dealer-information calls (spec §3 locations and hours, reviews, §7 geocoding):
// one typed function each, one error shape. A list asked for twice in a page view is fetched once.
import type { LatLng } from '../domain/distance.ts';
import type { ReviewsPage } from '../domain/reviews.ts';
import type { ServedLocation } from '../domain/served-location.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'You appear to be offline. Please check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as ({ message?: string } & T) | null;
  if (!response.ok || body === null) throw new ApiError(response.status, body?.message ?? `The server answered ${response.status}`);
  return body;
}

let locationsRequest: Promise<ServedLocation[]> | null = null;

/** The site's visible locations (hidden ones are never served). */
export function getLocations(): Promise<ServedLocation[]> {
  locationsRequest ??= getJson<ServedLocation[]>('/api/locations').catch((error: unknown) => {
    locationsRequest = null;
    throw error;
  });
  return locationsRequest;
}

export function getLocation(slug: string): Promise<ServedLocation> {
  return getJson<ServedLocation>(`/api/locations/${encodeURIComponent(slug)}`);
}

export interface ReviewsQuery {
  location?: string;
  dealership?: string;
  page: number;
}

export function getReviews(query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewsPage> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.location) params.set('location', query.location);
  if (query.dealership) params.set('dealership', query.dealership);
  return getJson<ReviewsPage>(`/api/reviews?${params}`, signal);
}

/** A postcode's position; an ApiError carries the spec's message ('Invalid postcode'). */
export function geocodePostcode(postcode: string, signal?: AbortSignal): Promise<LatLng> {
  return getJson<LatLng>(`/api/geocode?postcode=${encodeURIComponent(postcode)}`, signal);
}

/** The server's static map of some of the site's locations, numbered in the order given. */
export function staticMapUrl(slugs: readonly string[], width: number, height: number): string {
  return `/api/maps/locations.svg?slugs=${slugs.map(encodeURIComponent).join(',')}&w=${width}&h=${height}`;
}
