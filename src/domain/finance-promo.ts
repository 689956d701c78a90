// Spec §2/§5: the Car Finance promo card ('$X per week, 5 year term at Y% comparison rate') shows only
// for the tenant's configured lenders (at most two). It shows the page's one example loan (issue 42:
// the estimate's figure, the disclaimer's comparison rate), so only when the car's lender, the one
// whose disclaimer the page shows, is one of them. A youX quote is youx's figure for one shopper on
// other terms: it is shown beside the example as a quote, with what it assumes.
import type { FinanceExample } from './finance-example.ts';
import type { YouxQuote } from './stock.ts';

export const YOUX_LENDER = 'youx';
/** The youX quote call's term (spec §7: loanTerm fixed 5). */
export const YOUX_QUOTE_YEARS = 5;

export interface PromoOffer {
  weekly: number;
  comparisonRate: number;
  termYears: number;
}

export interface FinancePromo {
  /** The example loan's figures, where the page shows its estimate. */
  offer: PromoOffer | null;
  quote: YouxQuote | null;
}

/**
 * The card for the car's lender (`lenderKey`; `example` unless it gives its rates on application);
 * null: no card. `estimateShown`: the page shows the example's estimate (spec §5 conditions). A car
 * with no lender data may still have a youX quote.
 */
export function financePromo(
  lenderKey: string | null,
  example: FinanceExample | null,
  estimateShown: boolean,
  promoLenders: readonly string[],
  youx: { quote: YouxQuote | null; quotesOn: boolean },
): FinancePromo | null {
  // Another lender's disclaimer is on the page: its figures are the page's, and it has no card.
  if (lenderKey !== null && !promoLenders.includes(lenderKey)) return null;
  const offer =
    example && estimateShown && example.comparisonRate !== null && example.weekly > 0
      ? { weekly: example.weekly, comparisonRate: example.comparisonRate, termYears: example.terms.termYears }
      : null;
  const quoteShown = youx.quotesOn && promoLenders.includes(YOUX_LENDER) && (lenderKey === null || lenderKey === YOUX_LENDER);
  const quote = quoteShown ? youx.quote : null;
  return offer || quote ? { offer, quote } : null;
}
