// The journey's summary: every line of the order with the drive-away total (or, for a car priced
// before government charges, the total before them), the trade-in, the deposit today and what is
// left to pay or finance.
import { formatCents } from '../../domain/money.ts';
import { isDriveAwayPrice, type OrderTotals } from '../../domain/payments.ts';
import type { Car } from '../../domain/stock.ts';
import type { JourneyState } from './journey-state.ts';
import { valuationText } from './JourneyTradeIn.tsx';

export function JourneySummary({ car, state, totals, extras, pickupAt }: { car: Car; state: JourneyState; totals: OrderTotals; extras: { id: string; name: string; priceCents: number }[]; pickupAt: string }) {
  const driveAway = isDriveAwayPrice(car.price_type);
  const chosen = extras.filter((e) => state.extras.includes(e.id));
  return (
    <div className="payment-summary">
      <table>
        <caption className="visually-hidden">Your order</caption>
        <tbody>
          <tr>
            <th scope="row">
              {car.name} <span className="lead-muted">({car.price_type})</span>
            </th>
            <td>{formatCents(totals.carCents)}</td>
          </tr>
          {chosen.map((e) => (
            <tr key={e.id}>
              <th scope="row">{e.name}</th>
              <td>{formatCents(e.priceCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{state.fulfilment === 'delivery' && state.delivery ? `Delivery to ${state.delivery.region} (${state.delivery.postcode})` : `Pick-up from ${pickupAt}`}</th>
            <td>{state.fulfilment === 'delivery' ? formatCents(totals.deliveryCents) : 'Free'}</td>
          </tr>
          <tr className="payment-total">
            <th scope="row">{driveAway ? 'Drive-away total' : 'Total before government charges'}</th>
            <td>{formatCents(totals.totalCents)}</td>
          </tr>
          {state.tradingIn && state.tradeIn && (
            <tr>
              <th scope="row">
                Trade-in estimate <span className="lead-muted">({valuationText(state.tradeIn.valuation)}, subject to inspection)</span>
              </th>
              <td>−{formatCents(totals.tradeInCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Deposit today</th>
            <td>−{formatCents(totals.depositCents)}</td>
          </tr>
          <tr className="payment-total">
            <th scope="row">{state.payment === 'finance' ? 'Left to finance' : 'Left to pay on collection'}</th>
            <td>{formatCents(totals.balanceCents)}</td>
          </tr>
        </tbody>
      </table>
      {!driveAway && <p className="lead-muted">This car is priced before government charges (registration, stamp duty, CTP); we confirm them with you before you sign.</p>}
      <p className="lead-muted">Payment: {state.payment === 'finance' ? 'finance (we will help with your application)' : 'in full'}.</p>
    </div>
  );
}
