// Spec §5 "Postcode input", "Delivery calculator" and "Geocoding", and the delivery lookup of §7.
import type { DeliveryRegion } from './stock.ts';

export const POSTCODE_REQUIRED = 'Please enter a postcode.';
export const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.';
export const DELIVERY_UNKNOWN_REGION =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
export const GEOCODE_NO_RESULT = 'Invalid postcode';

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

export function checkPostcode(input: string): PostcodeCheck {
  const postcode = input.trim();
  if (postcode === '') return { ok: false, message: POSTCODE_REQUIRED };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: POSTCODE_INVALID };
  return { ok: true, postcode };
}

export function deliveryRegionFor(regions: readonly DeliveryRegion[], postcode: string): DeliveryRegion | null {
  const n = Number(postcode);
  return regions.find((r) => r.postcode_ranges.some(([lo, hi]) => n >= lo && n <= hi)) ?? null;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * The local postcode table geocoding is limited to (Australia only, no network): Australia Post's
 * ranges per state, answered with the state capital's position.
 */
const POSTCODE_STATES: readonly [lo: number, hi: number, state: string, point: GeoPoint][] = [
  [200, 299, 'ACT', { lat: -35.2809, lng: 149.13 }],
  [800, 999, 'NT', { lat: -12.4634, lng: 130.8456 }],
  [1000, 2599, 'NSW', { lat: -33.8688, lng: 151.2093 }],
  [2600, 2618, 'ACT', { lat: -35.2809, lng: 149.13 }],
  [2619, 2899, 'NSW', { lat: -33.8688, lng: 151.2093 }],
  [2900, 2920, 'ACT', { lat: -35.2809, lng: 149.13 }],
  [2921, 2999, 'NSW', { lat: -33.8688, lng: 151.2093 }],
  [3000, 3999, 'VIC', { lat: -37.8136, lng: 144.9631 }],
  [4000, 4999, 'QLD', { lat: -27.4698, lng: 153.0251 }],
  [5000, 5999, 'SA', { lat: -34.9285, lng: 138.6007 }],
  [6000, 6999, 'WA', { lat: -31.9505, lng: 115.8605 }],
  [7000, 7999, 'TAS', { lat: -42.8821, lng: 147.3272 }],
  [8000, 8999, 'VIC', { lat: -37.8136, lng: 144.9631 }],
  [9000, 9999, 'QLD', { lat: -27.4698, lng: 153.0251 }],
];

export type GeocodeResult = { ok: true; state: string; location: GeoPoint } | { ok: false; message: typeof GEOCODE_NO_RESULT };

export function geocodePostcode(postcode: string): GeocodeResult {
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: GEOCODE_NO_RESULT };
  const n = Number(postcode);
  const row = POSTCODE_STATES.find(([lo, hi]) => n >= lo && n <= hi);
  return row ? { ok: true, state: row[2], location: row[3] } : { ok: false, message: GEOCODE_NO_RESULT };
}

export type DeliveryAnswer =
  | { kind: 'estimate'; name: string; price: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'unknown-region'; message: typeof DELIVERY_UNKNOWN_REGION };

/** What the delivery lookup answers for a typed postcode. */
export function deliveryEstimate(regions: readonly DeliveryRegion[], input: string): DeliveryAnswer {
  const check = checkPostcode(input);
  if (!check.ok) return { kind: 'invalid', message: check.message };
  const geo = geocodePostcode(check.postcode);
  if (!geo.ok) return { kind: 'invalid', message: geo.message };
  const region = deliveryRegionFor(regions, check.postcode);
  return region ? { kind: 'estimate', name: region.name, price: region.price } : { kind: 'unknown-region', message: DELIVERY_UNKNOWN_REGION };
}
