// The page the provider sends the shopper back to (?session_id=…): the payment as the server has
// verified it with the provider. Paid: the confirmation with its reference; not paid: the provider's
// reason and a way to try again. A payment the provider is still working on is asked about again.
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { track } from '../../platform/analytics.ts';
import { formatCents } from '../../domain/money.ts';
import type { PaymentView } from '../../domain/payments.ts';
import { paymentForSession } from '../../api/payments.ts';
import { keepCarOffline } from '../../sw-client/offline-cars.ts';

const RECHECKS = 6;
const RECHECK_MS = 1500;

type OutcomeState = { kind: 'checking' } | { kind: 'ready'; payment: PaymentView } | { kind: 'missing' } | { kind: 'error' };

export function usePaymentOutcome(sessionId: string): OutcomeState {
  const [state, setState] = useState<OutcomeState>({ kind: 'checking' });
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (left: number) => {
      paymentForSession(sessionId, abort.signal)
        .then((answer) => {
          if (answer === 'missing') return setState({ kind: 'missing' });
          if (answer === 'error') return setState({ kind: 'error' });
          if (answer.status === 'created' && left > 0) {
            timer = setTimeout(() => ask(left - 1), RECHECK_MS);
            return;
          }
          setState({ kind: 'ready', payment: answer });
          if (answer.status !== 'succeeded') return;
          track('payment', { purpose: answer.purpose, reference: answer.reference, car_id: answer.car?.id ?? null, value: answer.amount_cents / 100, currency: 'AUD' });
          // The paid-for car is kept like a saved one: its kept copy carries the pass that opens it
          // once the site no longer lists it.
          if (answer.car) void keepCarOffline({ slug: answer.car.slug, imageUrls: [] }).catch(() => {});
        })
        .catch(() => {});
    };
    ask(RECHECKS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [sessionId]);
  return state;
}

export type PaymentOutcomeState = ReturnType<typeof usePaymentOutcome>;

/** True once the payment is verified as paid: the page shows its confirmation. */
export const isPaid = (state: PaymentOutcomeState): state is { kind: 'ready'; payment: PaymentView } => state.kind === 'ready' && state.payment.status === 'succeeded';

/** Every outcome but a paid one: still checking, not found, not paid (with the provider's reason), refunded. */
export function PaymentNotDone({ state, retry }: { state: PaymentOutcomeState; retry: () => void }) {
  if (state.kind === 'checking') {
    return (
      <p role="status" aria-busy="true" className="payment-note">
        Checking your payment with the payment provider…
      </p>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <div role="alert" className="payment-note payment-note-problem">
        <p>{state.kind === 'missing' ? 'We could not find this payment.' : 'We could not check your payment just now. If you paid, it is safe: refresh this page in a minute.'}</p>
        <Button className="button" onPress={retry}>
          Start again
        </Button>
      </div>
    );
  }
  const { payment } = state;
  if (payment.status === 'refunded') return <p role="status" className="payment-note">This payment ({payment.reference}) has been refunded.</p>;
  return (
    <div role="alert" className="payment-note payment-note-problem">
      <h2>{payment.status === 'created' ? 'Your payment is not confirmed yet' : 'Your payment did not go through'}</h2>
      <p>{payment.message ?? 'The payment provider has not confirmed this payment. If you were charged, we will be in touch.'}</p>
      <p>
        Amount: {formatCents(payment.amount_cents)} · Reference {payment.reference}
      </p>
      <Button className="button button-primary" onPress={retry}>
        Try again
      </Button>
    </div>
  );
}
