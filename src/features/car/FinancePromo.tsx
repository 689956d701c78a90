import { Link } from 'react-aria-components';
import { financeLink } from '../../domain/finance-link.ts';
import { loanSummary, type FinanceExample } from '../../domain/finance-example.ts';
import { shownWeekly } from '../../domain/finance.ts';
import { financePromo, YOUX_QUOTE_YEARS } from '../../domain/finance-promo.ts';
import { formatMoney, sellingPrice } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLenderKey } from '../../domain/car-page.ts';
import { useYouxQuote } from './useYouxQuote.ts';

/**
 * The Car Finance promo card: only for the tenant's configured lenders. Its figure is the page's one
 * example (the estimate's, the disclaimer's comparison rate); a youX quote shows beside it as a quote.
 */
export function FinancePromo({ car, tenant, example, estimateShown }: { car: Car; tenant: BrowserTenant; example: FinanceExample | null; estimateShown: boolean }) {
  const quotesOn = tenant.features.youxQuote;
  const quote = useYouxQuote(car, quotesOn);
  const card = financePromo(carLenderKey(car, tenant.finance.provider), example, estimateShown, tenant.finance.promoLenders, { quote, quotesOn });
  if (!card) return null;
  const { offer } = card;
  return (
    <section className="car-card finance-promo" aria-labelledby="finance-promo-title">
      <h2 id="finance-promo-title">Car Finance</h2>
      {offer && example && (
        <>
          <p className="finance-promo-offer">
            {formatMoney(shownWeekly(offer.weekly, tenant.finance))} per week, {offer.termYears} year term at {offer.comparisonRate}% comparison rate
          </p>
          <p className="finance-assumes">
            {example.lenderName}’s example: {loanSummary(example.terms, example.establishmentFee)}.
          </p>
        </>
      )}
      {card.quote && (
        <p className="finance-promo-quote">
          Your youX quote: {formatMoney(card.quote.weeklyRepaymentAmount)} per week over {YOUX_QUOTE_YEARS} years on {formatMoney(sellingPrice(car))} at{' '}
          {card.quote.advertisedRate}% p.a. ({card.quote.comparisonRate}% comparison rate), for a great credit score.
        </p>
      )}
      <Link className="button button-primary" href={financeLink(car, tenant.finance.defaultLink)}>
        Get Pre-Approved
      </Link>
    </section>
  );
}
