import { Link } from 'react-aria-components';
import { formatMoney } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { financeLink } from '../../domain/finance-link.ts';
import { useYouxQuote } from './useYouxQuote.ts';

/** The Car Finance promo card: only for the tenant's two configured lenders, or a youX quote. */
export function FinancePromo({ car, tenant }: { car: Car; tenant: BrowserTenant }) {
  const quote = useYouxQuote(car, tenant.features.youxQuote);
  const lenderKey = tenant.finance.promoLenders.find((key) => car.finance_lenders[key]?.comparisonRate != null && car.finance_lenders[key].paymentWeek > 0);
  const lender = lenderKey ? car.finance_lenders[lenderKey] : null;
  const offer = quote ? { weekly: quote.weeklyRepaymentAmount, rate: quote.comparisonRate } : lender ? { weekly: lender.paymentWeek, rate: lender.comparisonRate! } : null;
  if (!offer) return null;
  return (
    <section className="car-card finance-promo" aria-labelledby="finance-promo-title">
      <h2 id="finance-promo-title">Car Finance</h2>
      <p>
        {formatMoney(Math.round(offer.weekly))} per week, 5 year term at {offer.rate}% comparison rate
      </p>
      <Link className="button button-primary" href={financeLink(car, tenant.finance.defaultLink)}>
        Get Pre-Approved
      </Link>
    </section>
  );
}
