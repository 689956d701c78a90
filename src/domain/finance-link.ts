// Spec §2: a car's finance link goes to the tenant's finance page (default /finance) with
// preferredDealership, vehiclePriceBudget, car_id, car_type and vin, and lands on #finance-form.
// The car page and the result cards (whose records may lack a vin) share it.
import { sellingPrice, type Priced } from './price-display.ts';
import type { Car } from './stock.ts';

export function financeLink(car: Priced & Pick<Car, 'id' | 'dealership_slug' | 'car_type'> & { vin?: string }, defaultLink = '/finance'): string {
  const query = new URLSearchParams({
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: String(sellingPrice(car)),
    car_id: String(car.id),
    car_type: car.car_type,
    vin: car.vin ?? '',
  });
  return `${defaultLink}?${query}#finance-form`;
}
