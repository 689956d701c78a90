// Spec §2 /checkout-journey?car_id={id or slug}: the buy-online journey for a car that can be bought
// online (spec §4), or, back from the provider's page (?session_id=…), the order as the server
// verified its deposit.
import { Link } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { financeLink } from '../../domain/finance-link.ts';
import { formatCents } from '../../domain/money.ts';
import type { PaymentView } from '../../domain/payments.ts';
import { canBuyOnline } from '../../domain/car-page.ts';
import type { Car } from '../../domain/stock.ts';
import { EnquiryDialog } from '../../features/leads/EnquiryDialog.tsx';
import { CheckoutJourney } from '../../features/payments/CheckoutJourney.tsx';
import { isPaid, PaymentNotDone, usePaymentOutcome } from '../../features/payments/PaymentOutcome.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NotFound } from '../../shell/NotFound.tsx';
import { CarFromQuery } from './CarFromQuery.tsx';

function OrderPlaced({ payment, car }: { payment: PaymentView; car: Car }) {
  const tenant = useAtomValue(tenantAtom);
  const order = payment.order;
  return (
    <section aria-labelledby="payment-done">
      <h2 id="payment-done">Your order is placed</h2>
      <dl className="lead-success">
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        <dt>Car</dt>
        <dd>
          <Link href={`/cars/${car.slug}`}>{car.name}</Link> (stock {car.stocknum}), reserved for you
        </dd>
        <dt>Deposit paid</dt>
        <dd>{formatCents(payment.amount_cents)}</dd>
        {order && (
          <>
            <dt>Order total</dt>
            <dd>{formatCents(order.totals.totalCents)}</dd>
            <dt>{order.payment === 'finance' ? 'Left to finance' : 'Left to pay on collection'}</dt>
            <dd>{formatCents(order.totals.balanceCents)}</dd>
            <dt>Getting your car</dt>
            <dd>{order.fulfilment.kind === 'delivery' ? `Delivery to ${order.delivery_region} (${order.fulfilment.postcode})` : `Pick-up from ${car.location.name}`}</dd>
            {order.extras_named.length > 0 && (
              <>
                <dt>Extras</dt>
                <dd>{order.extras_named.map((e) => e.name).join(', ')}</dd>
              </>
            )}
          </>
        )}
      </dl>
      <p>We have sent your whole order to {car.location.name || tenant.name}. They will call you to finish the paperwork.</p>
      {order?.payment === 'finance' && tenant.features.finance && (
        <p>
          <Link className="button button-primary" href={financeLink(car, tenant.finance.defaultLink)}>
            Continue to your finance application
          </Link>
        </p>
      )}
    </section>
  );
}

function Confirmation({ sessionId, car, retry }: { sessionId: string; car: Car; retry: () => void }) {
  const state = usePaymentOutcome(sessionId);
  return isPaid(state) ? <OrderPlaced payment={state.payment} car={car} /> : <PaymentNotDone state={state} retry={retry} />;
}

function Journey({ car }: { car: Car }) {
  const tenant = useAtomValue(tenantAtom);
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const sessionId = search.get('session_id');
  const trail = [{ label: car.name, href: `/cars/${car.slug}` }, { label: 'Buy Online' }];
  if (sessionId) {
    return (
      <PageFrame title="Your Order" trail={trail}>
        <Confirmation sessionId={sessionId} car={car} retry={() => navigate(`/checkout-journey?car_id=${car.slug}`, { replace: true })} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Buy Online" trail={trail} lead={`Buy the ${car.name} online.`}>
      {canBuyOnline(car, tenant.features.onlinePurchase) ? (
        <CheckoutJourney car={car} cancelled={search.has('cancelled')} />
      ) : (
        <>
          <p role="status">This car cannot be bought online any more. We can help you find a similar one.</p>
          <EnquiryDialog car={car} variant="similar" triggerLabel="Find Me Something Similar" />
        </>
      )}
    </PageFrame>
  );
}

export function CheckoutJourneyPage() {
  return <CarFromQuery>{(car) => (car ? <Journey car={car} /> : <NotFound />)}</CarFromQuery>;
}
