// A location as the dealer API serves it (spec §3 Location with its opening hours and special hours):
// the stored record with its time zone settled and its dealership's name, for the dealerships list.
// Hidden locations are never served (src/server/api/location-routes.ts).
import { locationTimeZone } from './opening-hours.ts';
import type { Dealership, Location } from './stock.ts';

export interface ServedLocation extends Location {
  time_zone: string;
  dealership_name: string;
}

/** What a location card shows of a location (home sends no more than this). */
export type CardLocation = Omit<ServedLocation, 'distribution_locations' | 'place_url' | 'manufacturers' | 'location_subtype'>;

export function servedLocation(location: Location, dealership: Pick<Dealership, 'name'> | undefined): ServedLocation {
  return { ...location, time_zone: locationTimeZone(location), dealership_name: dealership?.name ?? location.name };
}

/** One line of the address: '120 Church Street, Parramatta NSW 2150'. */
export const addressLine = (address: Location['address']) => `${address.street}, ${address.city} ${address.state} ${address.postcode}`;

/** Spec §2 Get Directions: the maps directions link to the location (its place when it has one). */
export function locationDirectionsUrl(location: Pick<Location, 'address'>): string {
  const { address } = location;
  const destination = `&destination=${encodeURIComponent(addressLine(address))}`;
  return `https://www.google.com/maps/dir/?api=1${destination}${address.place_id ? `&destination_place_id=${encodeURIComponent(address.place_id)}` : ''}`;
}
