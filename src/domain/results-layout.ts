// How a page of hits becomes the results grid: consecutive sold cards collapsed to one on sites that
// enable it (spec §4; all shown when every car is sold), then promo cards inserted per the tenant's
// promo nodes (spec §3: start, expiry, position, display, strictDisplay; a random offset on one site).
import type { TenantConfig } from './tenant-config.ts';

export type Promo = TenantConfig['promos']['cards'][number];

export interface CarSlot<Hit> {
  kind: 'car';
  hit: Hit;
  /** Sold cars folded into this one (0 when none). */
  hiddenSold: number;
}

export type GridSlot<Hit> = CarSlot<Hit> | { kind: 'promo'; promo: Promo };

/** Keeps the first car of every run of consecutive sold cars, counting the ones it stands for. */
export function collapseSold<Hit>(hits: readonly Hit[], isSold: (hit: Hit) => boolean, enabled: boolean): CarSlot<Hit>[] {
  const slots = hits.map((hit) => ({ kind: 'car' as const, hit, hiddenSold: 0 }));
  if (!enabled || hits.every(isSold)) return slots;
  const out: CarSlot<Hit>[] = [];
  for (const slot of slots) {
    const previous = out.at(-1);
    if (previous && isSold(previous.hit) && isSold(slot.hit)) previous.hiddenSold += 1;
    else out.push(slot);
  }
  return out;
}

/** A promo runs from its start day (if any) to its expiry day, both inclusive, in the site's calendar. */
export function promoActive(promo: Pick<Promo, 'start' | 'expiry'>, today: string): boolean {
  return (promo.start === null || promo.start <= today) && today <= promo.expiry;
}

/** The random offset (0, 1 or 2 slots) on sites that ask for one; `random` is Math.random in the app. */
export function promoOffset(randomOffset: boolean, random: () => number): number {
  return randomOffset ? Math.floor(random() * 3) : 0;
}

/**
 * Inserts each active promo before the car at `position + offset`, then every `display` cars after
 * it (display 0: once). On a page with fewer cars a promo goes after the last one, unless it is
 * strictDisplay, which shows only at its exact slot. Promos sharing a slot keep their config order.
 */
export function insertPromos<Hit>(cars: readonly CarSlot<Hit>[], promos: readonly Promo[], options: { today: string; offset: number }): GridSlot<Hit>[] {
  const before = new Map<number, Promo[]>();
  const place = (index: number, promo: Promo) => before.set(index, [...(before.get(index) ?? []), promo]);
  for (const promo of promos) {
    if (!promoActive(promo, options.today)) continue;
    const first = promo.position + options.offset;
    if (first >= cars.length) {
      if (!promo.strictDisplay && cars.length > 0) place(cars.length, promo);
      continue;
    }
    for (let index = first; index < cars.length; index += promo.display) {
      place(index, promo);
      if (promo.display === 0) break;
    }
  }
  const out: GridSlot<Hit>[] = [];
  cars.forEach((car, index) => {
    for (const promo of before.get(index) ?? []) out.push({ kind: 'promo', promo });
    out.push(car);
  });
  for (const promo of before.get(cars.length) ?? []) out.push({ kind: 'promo', promo });
  return out;
}

/**
 * The cards a new answer renders with before the page has seen where its grid is on screen: the first
 * screen's worth (two rows of three on a desktop, more than a phone or tablet shows). Once it has,
 * the answer renders with the cards on screen (src/perf/use-slots-in-view.ts). The rest follow once
 * that frame is painted, so the frame that shows the answer builds a few cards rather than a page of 21.
 */
export const CARDS_WITH_THE_ANSWER = 6;
