// Spec §5 and §9 "Fuel calculator".
import type { ItemType, SimpleFuel } from './stock.ts';

export const DEFAULT_FUEL_PRICE = 1.7;
export const DEFAULT_WEEKLY_KM = 250;
export const DEFAULT_CONSUMPTION = 10;

/** Fuel price and distance are typed as text: '$1.85', '1,250 kms'. NaN when nothing numeric is left. */
export function parseNumberText(text: string): number {
  const stripped = text.replace(/kms?/gi, '').replace(/[$,\s]/g, '');
  return stripped === '' ? Number.NaN : Number(stripped);
}

/** Litres per 100 km from the variant, or the default when it has none. */
export function consumptionOrDefault(value: number | null | undefined): number {
  return value != null && value > 0 ? value : DEFAULT_CONSUMPTION;
}

/** weekly cost = distance / 100 × consumption × price; null while an input is not a usable number. */
export function weeklyFuelCost(distanceKm: number, consumptionPer100: number, pricePerLitre: number): number | null {
  if (![distanceKm, consumptionPer100, pricePerLitre].every((n) => Number.isFinite(n) && n >= 0)) return null;
  return Math.round((distanceKm / 100) * consumptionPer100 * pricePerLitre * 100) / 100;
}

/**
 * Spec §5: hidden for electric fuel. A feed may leave simple_fuel empty for petrol and diesel cars
 * (the spec lists only Electric, Hybrid and PHEV), so empty shows it; a caravan burns no fuel of its own.
 */
export function showsFuelCalculator(fuel: SimpleFuel | null, itemType: ItemType): boolean {
  return fuel !== 'Electric' && itemType !== 'caravan';
}
