// Spec §2/§4 reserve (/cars/{slug}/checkout or /buy-online): the deposit form, or, back from the
// provider's page (?session_id=…), the reservation as the server verified it. The page waits until
// the car is known.
import { Link } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { isAvailable } from '../../domain/availability.ts';
import { formatCents } from '../../domain/money.ts';
import type { PaymentView } from '../../domain/payments.ts';
import type { Car } from '../../domain/stock.ts';
import { useCar } from '../../features/car/useCar.ts';
import { EnquiryDialog } from '../../features/leads/EnquiryDialog.tsx';
import { isPaid, PaymentNotDone, usePaymentOutcome } from '../../features/payments/PaymentOutcome.tsx';
import { ReserveFlow } from '../../features/payments/ReserveFlow.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NotFound } from '../../shell/NotFound.tsx';

function Reserved({ payment, dealer }: { payment: PaymentView; dealer: string }) {
  return (
    <section aria-labelledby="payment-done">
      <h2 id="payment-done">{payment.car ? `The ${payment.car.name} is reserved for you` : 'Your deposit is paid'}</h2>
      <dl className="lead-success">
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        <dt>Deposit paid</dt>
        <dd>{formatCents(payment.amount_cents)}</dd>
        {payment.car && (
          <>
            <dt>Car</dt>
            <dd>
              <Link href={`/cars/${payment.car.slug}`}>{payment.car.name}</Link> (stock {payment.car.stocknum})
            </dd>
          </>
        )}
      </dl>
      <p>We have sent your reservation to {dealer}. They will call you to arrange the next steps.</p>
    </section>
  );
}

function Confirmation({ sessionId, car, retry }: { sessionId: string; car: Car; retry: () => void }) {
  const tenant = useAtomValue(tenantAtom);
  const state = usePaymentOutcome(sessionId);
  return isPaid(state) ? <Reserved payment={state.payment} dealer={car.location.name || tenant.name} /> : <PaymentNotDone state={state} retry={retry} />;
}

function ReserveScreen({ car }: { car: Car }) {
  const tenant = useAtomValue(tenantAtom);
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const sessionId = search.get('session_id');
  const path = `/cars/${car.slug}/${tenant.vehiclePage.checkoutPath}`;
  const trail = [{ label: car.name, href: `/cars/${car.slug}` }, { label: 'Reserve this Car' }];
  if (sessionId) {
    return (
      <PageFrame title="Your Reservation" trail={trail}>
        <Confirmation sessionId={sessionId} car={car} retry={() => navigate(path, { replace: true })} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Reserve this Car" trail={trail} lead={`Reserve the ${car.name} with a ${tenant.vehiclePage.depositLabel} deposit.`}>
      {car.reserved || car.sold || !isAvailable(car.status) ? (
        <>
          <p role="status">This car is no longer available to reserve. We can help you find a similar one.</p>
          <EnquiryDialog car={car} variant="similar" triggerLabel="Find Me Something Similar" />
        </>
      ) : (
        <ReserveFlow car={car} cancelled={search.has('cancelled')} />
      )}
    </PageFrame>
  );
}

/** /cars/{slug}/{the tenant's checkout step}. */
export function ReservePage({ params }: ScreenProps) {
  const state = useCar(params.slug!);
  if (state.status === 'loading') return <div className="page" aria-busy="true" />;
  if (state.status !== 'ready') return <NotFound />;
  return <ReserveScreen car={state.car} />;
}
