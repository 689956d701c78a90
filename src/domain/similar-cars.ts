// Spec §7 "Similar cars" and §9: the multi-query, then same model first, de-duplicated, cut to 6.
import type { Car } from './stock.ts';
import { sellingPrice, type Priced } from './price-display.ts';

export const SIMILAR_CARS_LIMIT = 6;
export const SIMILAR_QUERY_HITS = 10;
const BAND_SWITCH = 50_000;

/** ±10,000 under 50,000, otherwise ±25,000. */
export function priceBand(price: number): { min: number; max: number } {
  const spread = price < BAND_SWITCH ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

export interface SimilarQuery {
  filters: string;
  hitsPerPage: number;
}

const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** Two queries in one round trip: the same model in the band, and anything in stock in the band. */
export function similarCarQueries(car: Priced & Pick<Car, 'id' | 'model'>): SimilarQuery[] {
  const { min, max } = priceBand(sellingPrice(car));
  const base = `status:in_stock AND price:${min} TO ${max} AND NOT id=${car.id}`;
  return [
    { filters: `${base} AND model:${quoted(car.model)}`, hitsPerPage: SIMILAR_QUERY_HITS },
    { filters: base, hitsPerPage: SIMILAR_QUERY_HITS },
  ];
}

export interface SimilarHit {
  id: number;
  model: string;
}

/** Same model first (stable otherwise), each car once, never the car itself, at most 6. */
export function pickSimilarCars<T extends SimilarHit>(car: Pick<Car, 'id' | 'model'>, hits: readonly T[]): T[] {
  const seen = new Set<number>([car.id]);
  const unique = hits.filter((hit) => !seen.has(hit.id) && seen.add(hit.id));
  const same = unique.filter((hit) => hit.model === car.model);
  const other = unique.filter((hit) => hit.model !== car.model);
  return [...same, ...other].slice(0, SIMILAR_CARS_LIMIT);
}
