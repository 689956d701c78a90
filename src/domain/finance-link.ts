// Spec §2: a car's finance link goes to the tenant's finance page (default /finance) with
// preferredDealership, vehiclePriceBudget, car_id, car_type and vin, and lands on #finance-form.
import type { Car } from './stock.ts';

export function financeLink(car: Pick<Car, 'id' | 'dealership_slug' | 'price' | 'car_type' | 'vin'>, defaultLink = '/finance'): string {
  const query = new URLSearchParams({
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.car_type,
    vin: car.vin,
  });
  return `${defaultLink}?${query}#finance-form`;
}
