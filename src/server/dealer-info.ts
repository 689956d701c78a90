// The tenant's dealer information as the API and home serve it: its visible locations (a hidden one
// is never served) with their dealership's name.
import { servedLocation, type ServedLocation } from '../domain/served-location.ts';
import type { Repository } from './store/repository.ts';

export async function visibleLocations(repo: Repository, websiteId: number): Promise<ServedLocation[]> {
  const [dealerships, locations] = await Promise.all([repo.dealerships(), repo.locations(websiteId)]);
  const byId = new Map(dealerships.map((d) => [d.id, d]));
  return locations.filter((l) => l.visible).map((l) => servedLocation(l, byId.get(l.dealership_id)));
}
