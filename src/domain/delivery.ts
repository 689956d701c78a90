// Spec §5 "Postcode input", "Delivery calculator" and "Geocoding", and the delivery lookup of §7.
// Geocoding itself is the server's (src/server/geo/geocoder.ts).
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
