// Spec §4 car tag: the first match of electric/hybrid fuel label (when the site enables it),
// Reserved, the certified used-make logo, the custom tag, COMING SOON, the just-arrived tag (newly
// created cars), otherwise nothing.
import type { Car } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';

export type CarTag =
  | { kind: 'fuel'; text: string }
  | { kind: 'reserved'; text: 'Reserved' }
  | { kind: 'certified'; text: string; make: string }
  | { kind: 'custom'; text: string }
  | { kind: 'coming-soon'; text: 'COMING SOON' }
  | { kind: 'just-arrived'; text: string };

const DAY_MS = 86_400_000;
const FUEL_LABELS = new Set(['Electric', 'Hybrid', 'PHEV']);

export type TaggedCar = Pick<Car, 'simple_fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'status'> & {
  /** Unix seconds (the search record's created_at_timestamp). */
  created_at_timestamp: number;
};

export function carTag(car: TaggedCar, tenant: Pick<TenantConfig, 'features' | 'stock'>, now: Date): CarTag | null {
  if (tenant.features.electricFuelTag && car.simple_fuel && FUEL_LABELS.has(car.simple_fuel)) return { kind: 'fuel', text: car.simple_fuel };
  if (car.reserved) return { kind: 'reserved', text: 'Reserved' };
  if (car.certified && car.car_type === 'used') return { kind: 'certified', text: `${car.make} Certified`, make: car.make };
  if (car.tag) return { kind: 'custom', text: car.tag };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' };
  const ageMs = now.getTime() - car.created_at_timestamp * 1000;
  if (ageMs >= 0 && ageMs < tenant.stock.justArrivedDays * DAY_MS) return { kind: 'just-arrived', text: tenant.stock.justArrivedTag };
  return null;
}
