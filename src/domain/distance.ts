// Distance between two points on the Earth (spec §9: Earth radius 6371 km), by the haversine formula,
// and the dealer locator's order by it.

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Nearest first; equal distances keep their order. */
export function byDistance<T>(items: readonly T[], from: LatLng, at: (item: T) => LatLng): { item: T; km: number }[] {
  return items.map((item) => ({ item, km: haversineKm(from, at(item)) })).sort((a, b) => a.km - b.km);
}

const oneDecimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** '3.4 km' under 100 km, '1,480 km' beyond. */
export const formatKm = (km: number) => `${(km < 100 ? oneDecimal : whole).format(km)} km`;
