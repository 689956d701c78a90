// The dealer locator's state in the address (`/dealer-locator?postcode=2150&type=service&brand=Toyota`),
// through a pure pair with the round-trip law `queryToLocator(locatorToQuery(s)) = s`; defaults
// (no postcode, every type, every brand) are left out of the address.
import type { LocationType } from '../domain/stock.ts';

export const LOCATOR_TYPES: readonly LocationType[] = ['sales', 'service', 'parts'];

export interface LocatorState {
  /** What the shopper typed (validated when searched), '' for none. */
  postcode: string;
  type: LocationType | null;
  brand: string | null;
}

export const EMPTY_LOCATOR: LocatorState = { postcode: '', type: null, brand: null };

export function locatorToQuery(state: LocatorState): string {
  const params = new URLSearchParams();
  if (state.postcode) params.set('postcode', state.postcode);
  if (state.type) params.set('type', state.type);
  if (state.brand) params.set('brand', state.brand);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function queryToLocator(query: string): LocatorState {
  const params = new URLSearchParams(query);
  const type = params.get('type');
  return {
    postcode: (params.get('postcode') ?? '').slice(0, 4),
    type: LOCATOR_TYPES.includes(type as LocationType) ? (type as LocationType) : null,
    brand: params.get('brand') || null,
  };
}
