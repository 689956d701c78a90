// Spec §4 price display order: subscription (when offered and above 0, '/ week'), then a reduced or
// regular price above 10, then PREORDER, then the configured no-price text. A strikethrough
// was-price shows when before_price exceeds the price.
import { formatMoney } from './number-format.ts';
import type { Car } from './stock.ts';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  | { kind: 'price'; amount: number; text: string; priceType: string; wasPrice: number | null }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'no-price'; text: string };

export { formatMoney };

/** A car's price and offer; a search record has no offer price (its `price` is already the selling price). */
export type Priced = Pick<Car, 'price'> & { offer_price?: number | null };

/**
 * The price a car sells for (spec §4 "a reduced or regular price"): its offer price where that is a
 * reduction above 10, else its price. A car is listed, sorted, filtered and financed at it, so a
 * shopper sorting by price or setting a budget gets the prices the cards show.
 */
export function sellingPrice(car: Priced): number {
  const offer = car.offer_price ?? null;
  return offer !== null && offer > SHOWN_PRICE_ABOVE && offer < car.price ? offer : car.price;
}

/** Spec §4: a price is shown only above 10; at or below it the car shows PREORDER or the no-price text. */
export const SHOWN_PRICE_ABOVE = 10;

/** Whether the car shows a price (not PREORDER or 'Call for price'): the price sorts put the others last. */
export function showsPrice(car: Priced): boolean {
  return sellingPrice(car) > SHOWN_PRICE_ABOVE;
}

/** The struck-through was-price: the before price, or a reduced car's regular price, above the selling price. */
export function wasPrice(car: Priced & Pick<Car, 'before_price'>): number | null {
  const selling = sellingPrice(car);
  const was = Math.max(car.before_price ?? 0, selling < car.price ? car.price : 0);
  return was > selling ? was : null;
}

export function priceDisplay(
  car: Priced & Pick<Car, 'before_price' | 'subscription_price' | 'preorder' | 'price_type'>,
  options: { subscriptions: boolean; noPriceText: string },
): PriceDisplay {
  if (options.subscriptions && (car.subscription_price ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscription_price!, text: `${formatMoney(car.subscription_price!)} / week` };
  }
  const amount = sellingPrice(car);
  if (amount > SHOWN_PRICE_ABOVE) return { kind: 'price', amount, text: formatMoney(amount), priceType: car.price_type, wasPrice: wasPrice(car) };
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' };
  return { kind: 'no-price', text: options.noPriceText };
}
