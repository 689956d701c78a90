// The car the server inlined into the /cars/{slug} page it served (and rendered there): the first
// render of that page needs no API call and matches the server's HTML. It comes through context, so
// the server can render several pages at once; in the browser it is used once: a later visit to the
// same car asks the API for fresh data.
import { createContext, useContext } from 'react';
import { PAGE_DATA_ID, type PageClock, type ServedCar } from '../../domain/tenant-bootstrap.ts';
import type { Car } from '../../domain/stock.ts';

const ServedCarContext = createContext<ServedCar | null>(null);
export const ServedCarProvider = ServedCarContext.Provider;

/** The page's inlined car, if the server sent one. */
export function readServedCar(doc: Document = document): ServedCar | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as ServedCar) : null;
}

let used = false;

export function useServedCar(slug: string): Car | null {
  const served = useContext(ServedCarContext);
  return !used && served?.slug === slug ? served.car : null;
}

/** The server's time for the first render of the car page it rendered (see usePageClock); else null. */
export function useServedCarOpened(slug: string): PageClock | null {
  const served = useContext(ServedCarContext);
  return !used && served?.slug === slug ? served.opened : null;
}

export function forgetServedCar(): void {
  used = true;
}
