import { Link } from 'react-aria-components';
import { financeLink } from '../../domain/finance-link.ts';
import { shownWeekly } from '../../domain/finance.ts';
import { financePromoOffer } from '../../domain/finance-promo.ts';
import { formatMoney } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { useYouxQuote } from './useYouxQuote.ts';

/** The Car Finance promo card: only for the tenant's configured lenders (a youX quote counts as youx's). */
export function FinancePromo({ car, tenant }: { car: Car; tenant: BrowserTenant }) {
  const quotesOn = tenant.features.youxQuote;
  const quote = useYouxQuote(car, quotesOn);
  const offer = financePromoOffer(car.finance_lenders, quote, tenant.finance.promoLenders, quotesOn);
  if (!offer) return null;
  return (
    <section className="car-card finance-promo" aria-labelledby="finance-promo-title">
      <h2 id="finance-promo-title">Car Finance</h2>
      <p>
        {formatMoney(shownWeekly(offer.weekly, tenant.finance))} per week, 5 year term at {offer.comparisonRate}% comparison rate
      </p>
      <Link className="button button-primary" href={financeLink(car, tenant.finance.defaultLink)}>
        Get Pre-Approved
      </Link>
    </section>
  );
}
