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

export function priceDisplay(
  car: Pick<Car, 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder' | 'price_type'>,
  options: { subscriptions: boolean; noPriceText: string },
): PriceDisplay {
  if (options.subscriptions && (car.subscription_price ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscription_price!, text: `${formatMoney(car.subscription_price!)} / week` };
  }
  const reduced = car.offer_price !== null && car.offer_price > 10 && car.offer_price < car.price ? car.offer_price : null;
  const amount = reduced ?? car.price;
  if (amount > 10) {
    const was = Math.max(car.before_price ?? 0, reduced !== null ? car.price : 0);
    return { kind: 'price', amount, text: formatMoney(amount), priceType: car.price_type, wasPrice: was > amount ? was : null };
  }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' };
  return { kind: 'no-price', text: options.noPriceText };
}
