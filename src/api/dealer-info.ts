// The dealer API's dealer-information calls (spec §3 locations and hours, reviews, §7 geocoding):
// one typed function each, through the door's transport (./http.ts). A list asked for twice in a page
// view is fetched once.
import type { LatLng } from '../domain/distance.ts';
import type { ReviewsPage } from '../domain/reviews.ts';
import type { ServedLocation } from '../domain/served-location.ts';
import { getJson } from './http.ts';

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
  return getJson<ReviewsPage>(`/api/reviews?${params}`, { signal });
}

/** A postcode's position; an ApiError carries the spec's message ('Invalid postcode') as its serverMessage. */
export function geocodePostcode(postcode: string, signal?: AbortSignal): Promise<LatLng> {
  return getJson<LatLng>(`/api/geocode?postcode=${encodeURIComponent(postcode)}`, { signal });
}

/** The server's static map of some of the site's locations, numbered in the order given. */
export function staticMapUrl(slugs: readonly string[], width: number, height: number): string {
  return `/api/maps/locations.svg?slugs=${slugs.map(encodeURIComponent).join(',')}&w=${width}&h=${height}`;
}
