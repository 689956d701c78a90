// The car the server inlined into the /cars/{slug} page it served: the first render of that page needs
// no API call. Used once: a later visit to the same car asks the API for fresh data.
import { PAGE_DATA_ID, type ServedCar } from '../../domain/tenant-bootstrap.ts';
import type { Car } from '../../domain/stock.ts';

let served: ServedCar | null | undefined;

export function servedCar(slug: string): Car | null {
  if (served === undefined) {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    served = text ? (JSON.parse(text) as ServedCar) : null;
  }
  return served?.slug === slug ? served.car : null;
}

export function forgetServedCar(): void {
  served = null;
}
