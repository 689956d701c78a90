// Which locations a block shows (spec §2: the primary location, or sales, service, parts,
// service-and-parts or all locations, or one by id; filterable by manufacturer, location subtype, or
// include/exclude id lists), how a grid of them is laid out (§9: fewer than 3 wide, more than 3
// narrow), and which contact page a site gets (§2). Hidden locations are never shown.
import type { Location, LocationType } from './stock.ts';

export const BLOCK_SHOWS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id'] as const;
export type BlockShow = (typeof BLOCK_SHOWS)[number];

export interface LocationBlock {
  show: BlockShow;
  /** The location for `show: 'id'`. */
  id?: number;
  /** Only locations selling or servicing one of these makes. */
  manufacturers?: string[];
  /** Only locations with one of these subtypes (e.g. 'buying'). */
  subtypes?: string[];
  /** Only these ids. */
  includeIds?: number[];
  excludeIds?: number[];
  title?: string;
  layout?: 'grid' | 'carousel';
}

type BlockLocation = Pick<Location, 'id' | 'location_type' | 'location_subtype' | 'manufacturers' | 'primary' | 'visible'>;

/** Spec §3: an empty location_type means sales. */
export const locationTypeOf = (location: Pick<Location, 'location_type'>): LocationType => location.location_type || 'sales';

const lower = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase()));

export function blockLocations<L extends BlockLocation>(locations: readonly L[], block: LocationBlock): L[] {
  const visible = locations.filter((l) => l.visible);
  let shown: L[];
  switch (block.show) {
    case 'primary': {
      const primary = visible.filter((l) => l.primary);
      shown = primary.length ? primary : visible.filter((l) => locationTypeOf(l) === 'sales').slice(0, 1);
      break;
    }
    case 'sales':
    case 'service':
    case 'parts':
      shown = visible.filter((l) => locationTypeOf(l) === block.show);
      break;
    case 'service-and-parts':
      shown = visible.filter((l) => locationTypeOf(l) !== 'sales');
      break;
    case 'id':
      shown = visible.filter((l) => l.id === block.id);
      break;
    default:
      shown = visible;
  }
  if (block.manufacturers?.length) {
    const makes = lower(block.manufacturers);
    shown = shown.filter((l) => l.manufacturers.some((m) => makes.has(m.toLowerCase())));
  }
  if (block.subtypes?.length) {
    const subtypes = lower(block.subtypes);
    shown = shown.filter((l) => l.location_subtype.some((s) => subtypes.has(s.toLowerCase())));
  }
  if (block.includeIds?.length) {
    const ids = new Set(block.includeIds);
    shown = shown.filter((l) => ids.has(l.id));
  }
  if (block.excludeIds?.length) {
    const ids = new Set(block.excludeIds);
    shown = shown.filter((l) => !ids.has(l.id));
  }
  return shown;
}

/**
 * What a service page and the service form's location select list (spec §2: only service
 * locations); a dealer with no service location services at its yards, so then every visible one.
 */
export function serviceLocations<L extends Pick<Location, 'location_type' | 'visible'>>(locations: readonly L[]): L[] {
  const visible = locations.filter((l) => l.visible);
  const service = visible.filter((l) => locationTypeOf(l) === 'service');
  return service.length ? service : visible;
}

export interface LocationGrid {
  /** Columns on a wide screen. */
  columns: 1 | 2 | 3 | 4;
  /** Card width: 'wide' under 3 cards, 'narrow' over 3 (spec §9). */
  width: 'wide' | 'medium' | 'narrow';
}

export function locationGrid(count: number): LocationGrid {
  if (count < 3) return { columns: count <= 1 ? 1 : 2, width: 'wide' };
  if (count === 3) return { columns: 3, width: 'medium' };
  return { columns: 4, width: 'narrow' };
}

export type ContactVariant = 'hero-map' | 'dealerships' | 'locations';

/** Spec §2: one location shows a hero map; several dealerships a dealerships list; else a locations list. */
export function contactVariant(locations: readonly Pick<Location, 'visible' | 'dealership_id'>[]): ContactVariant {
  const visible = locations.filter((l) => l.visible);
  if (visible.length <= 1) return 'hero-map';
  return new Set(visible.map((l) => l.dealership_id)).size > 1 ? 'dealerships' : 'locations';
}
