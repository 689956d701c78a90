// Spec §2 /online-payment (gated where the tenant says): the form, or, back from the provider's page
// (?session_id=…), the payment as the server verified it.
import { useLocation, useSearch } from 'wouter';
import { formatCents } from '../../domain/money.ts';
import { OnlinePaymentForm } from '../../features/payments/OnlinePaymentForm.tsx';
import { isPaid, PaymentNotDone, usePaymentOutcome } from '../../features/payments/PaymentOutcome.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';

function Confirmation({ sessionId }: { sessionId: string }) {
  const tenant = useAtomValue(tenantAtom);
  const [, navigate] = useLocation();
  const state = usePaymentOutcome(sessionId);
  if (!isPaid(state)) return <PaymentNotDone state={state} retry={() => navigate('/online-payment', { replace: true })} />;
  const { payment } = state;
  return (
    <section aria-labelledby="payment-done">
      <h2 id="payment-done">Thank you, your payment is received</h2>
      <dl className="lead-success">
        <dt>Invoice</dt>
        <dd>{payment.invoice_reference}</dd>
        <dt>Amount paid</dt>
        <dd>{formatCents(payment.amount_cents)}</dd>
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
      </dl>
      <p>We have let {tenant.name} know. Quote the reference if you contact us about this payment.</p>
    </section>
  );
}

export function OnlinePaymentPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  if (sessionId) {
    return (
      <PageFrame title="Your Payment">
        <Confirmation sessionId={sessionId} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Online Payment" lead="Pay an invoice or an amount we have asked you for, securely by card.">
      <OnlinePaymentForm />
    </PageFrame>
  );
}
