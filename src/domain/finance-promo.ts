// Spec §2/§5: the Car Finance promo card ('$X per week, 5 year term at Y% comparison rate') shows
// only for the tenant's configured lenders (at most two). A youX quote is the youx lender's own
// figure, so it counts only where youx is one of them and the tenant has quotes switched on.
import type { LenderInfo, YouxQuote } from './stock.ts';

export const YOUX_LENDER = 'youx';

export interface PromoOffer {
  weekly: number;
  comparisonRate: number;
}

/** The first configured lender with figures to show, in the tenant's order; null: no card. */
export function financePromoOffer(
  lenders: Readonly<Record<string, LenderInfo>>,
  quote: YouxQuote | null,
  promoLenders: readonly string[],
  quotesOn: boolean,
): PromoOffer | null {
  for (const key of promoLenders) {
    if (key === YOUX_LENDER && quotesOn && quote) return { weekly: quote.weeklyRepaymentAmount, comparisonRate: quote.comparisonRate };
    const lender = lenders[key];
    if (lender && lender.comparisonRate !== null && lender.paymentWeek > 0) return { weekly: lender.paymentWeek, comparisonRate: lender.comparisonRate };
  }
  return null;
}
