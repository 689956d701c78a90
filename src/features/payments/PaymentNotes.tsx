// What every payment form says about where the card goes, and the accepted cards (spec §9).
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PaymentIcons } from './PaymentIcons.tsx';

export function PaymentNotes() {
  const tenant = useAtomValue(tenantAtom);
  const test = tenant.payments.provider === 'embedded' || tenant.payments.publishableKey?.startsWith('pk_test_');
  return (
    <div className="payment-notes">
      <PaymentIcons />
      <p className="lead-muted">
        You pay on the payment provider’s secure page{test ? ' (test mode: no money is taken)' : ''}. Your card details go to the provider, never to {tenant.name}.
      </p>
    </div>
  );
}

/** The shopper came back from the provider's page without paying (?cancelled=…). */
export function CancelledNote() {
  return (
    <p role="status" className="payment-note">
      You left the payment page before paying. Nothing was charged.
    </p>
  );
}
