// Spec §4 car availability and the favourite/compare rule.
import type { Car, CarStatus } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';

/** in_stock and coming_soon are available: full price and purchase buttons show. */
export function isAvailable(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

/**
 * Favourite/compare shows only when the tenant enables stored favourites and the car is purchasable;
 * one tenant also requires a price above 0, an image, and a used car (tenant.favourites options).
 */
export function canFavourite(
  car: Pick<Car, 'status' | 'price' | 'car_type'> & { primary_image_url: string | null },
  tenant: Pick<TenantConfig, 'features' | 'favourites'>,
): boolean {
  if (!tenant.features.favourites || !isAvailable(car.status)) return false;
  const rules = tenant.favourites;
  if (rules.requirePrice && !(car.price > 0)) return false;
  if (rules.requireImage && !car.primary_image_url) return false;
  if (rules.usedOnly && car.car_type !== 'used') return false;
  return true;
}
