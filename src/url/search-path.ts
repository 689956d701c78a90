// Spec §2: the /search/... paths as filters. The fixed stock paths map to car types; '{x}-cars' to
// a body (or fuel) type; one slug to a make, a dealership or a location (whichever it names: the
// slugs do not overlap, and a slug that names none finds nothing); two slugs to a make and model.
// Anything else is unknown: the page shows its empty state without searching.
import { slugify } from '../domain/media.ts';
import { searchPathParts } from '../domain/search-path-parts.ts';
import { BODY_TYPES, CAR_TYPES, type CarType } from '../domain/stock.ts';

export interface PathFilter {
  /** An Algolia `filters` expression ANDed with the shopper's refinements; '' for all stock. */
  filters: string;
  /** Not a search path: nothing can match it. */
  unknown: boolean;
  /** The car types a stock path lists in full (its stock totals stand in for counts above 1999). */
  carTypes?: CarType[];
}

const FIXED: Record<string, Required<Omit<PathFilter, 'unknown'>>> = {
  'new-used-and-demo-cars': { filters: '', carTypes: [...CAR_TYPES] },
  'used-cars': { filters: 'car_type:used', carTypes: ['used'] },
  'new-cars': { filters: 'car_type:new', carTypes: ['new'] },
  'demo-cars': { filters: 'car_type:demo', carTypes: ['demo'] },
  'new-and-demo-cars': { filters: '(car_type:new OR car_type:demo)', carTypes: ['new', 'demo'] },
};

const FUELS = ['Electric', 'Hybrid', 'PHEV', 'Petrol', 'Diesel', 'LPG'] as const;
const TYPE_FILTERS = new Map<string, string>([
  ...BODY_TYPES.map((body) => [slugify(body), `body:${quote(body)}`] as const),
  ...FUELS.map((fuel) => [slugify(fuel), `fuel:${quote(fuel)}`] as const),
]);

const UNKNOWN: PathFilter = { filters: '', unknown: true };

function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** `rest` is the path after '/search/' (may be empty, may end with '/'). */
export function searchPathFilter(rest: string): PathFilter {
  const parts = searchPathParts(rest);
  if (!parts) return UNKNOWN;
  if (parts.length === 0) return { ...FIXED['new-used-and-demo-cars'], unknown: false };
  const [first, second] = parts;
  if (second !== undefined) return { filters: `make_slug:${quote(first)} AND model_slug:${quote(second)}`, unknown: false };
  if (Object.hasOwn(FIXED, first)) return { ...FIXED[first], unknown: false };
  const type = first.endsWith('-cars') ? TYPE_FILTERS.get(first.slice(0, -'-cars'.length)) : undefined;
  if (type) return { filters: type, unknown: false };
  const q = quote(first);
  return { filters: `(make_slug:${q} OR dealership_slug:${q} OR location_slug:${q})`, unknown: false };
}
