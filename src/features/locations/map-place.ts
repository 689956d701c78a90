import { addressLine, type ServedLocation } from '../../domain/served-location.ts';
import type { MapPlace } from './LocationMap.tsx';

/** What the map shows for a location: its pin, and its place (or address) for the embed. */
export const mapPlace = (location: ServedLocation): MapPlace => ({
  slug: location.slug,
  name: location.name,
  query: location.address.place_id ? `place_id:${location.address.place_id}` : addressLine(location.address),
});
