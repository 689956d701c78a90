// Spec §2 reserve (/cars/{slug}/checkout or /buy-online): customer details, then the deposit (the
// tenant's label, default $200) paid through the payment-provider interface, then the lead with the
// payment reference. The server marks the car reserved when it stores that lead.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { LeadCar } from '../../domain/lead-payload.ts';
import { parseAmount } from '../../domain/number-input.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { ContactFields, contactValues, OptIn, SubmitButton, TextInput } from './fields.tsx';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { useLeadEnvironment } from './lead-environment.ts';
import { testPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { keepCarOffline } from '../../sw-client/offline-cars.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';
import { useLeadValues } from './useLeadValues.ts';
import './leads.css';

const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'];

export function ReserveFlow({ car, provider = testPaymentProvider }: { car: LeadCar; provider?: PaymentProvider }) {
  const depositLabel = useAtomValue(tenantAtom).vehiclePage.depositLabel;
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues();
  const [step, setStep] = useState<1 | 2>(1);
  const [paying, setPaying] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const lead = useLeadSubmit(env, { multiStep: true });
  const input = (details: Record<string, string | number | boolean | null> = {}) => ({ form: 'reserve' as const, values: contactValues(values), car, details });

  return (
    <LeadFormFrame
      fieldErrors={lead.fieldErrors}
      onSubmit={async () => {
        if (step === 1) {
          if (lead.check(input(), CONTACT_FIELDS)) setStep(2);
          return;
        }
        setPaying(true);
        setPaymentError(null);
        const paid = await provider.pay({
          amount: parseAmount(depositLabel) ?? 0,
          currency: 'AUD',
          description: `Deposit for ${car.name} (${car.stocknum})`,
          card: { number: values.card_number ?? '', expiry: values.card_expiry ?? '', cvc: values.card_cvc ?? '' },
        });
        setPaying(false);
        if (!paid.ok) return setPaymentError(paid.message);
        const sent = await lead.submit(input({ deposit: depositLabel, payment_provider: provider.name, payment_reference: paid.reference }));
        // The reserved car is kept like a saved one: its kept copy carries the pass that opens it
        // once the site no longer lists it.
        if (sent.ok) void keepCarOffline({ slug: car.slug, imageUrls: [] }).catch(() => {});
      }}
    >
      <p className="lead-steps" aria-live="polite">
        Step {step} of 2: {step === 1 ? 'Your details' : `Pay your ${depositLabel} deposit`}
      </p>
      {step === 1 ? (
        <>
          <ContactFields values={values} setValue={setValue} />
          <OptIn values={values} setValue={setValue} />
          <Button type="submit" className="button button-primary lead-submit">
            Continue to Payment
          </Button>
        </>
      ) : (
        <>
          <p className="lead-deposit">
            Deposit: <strong>{depositLabel}</strong> <span className="lead-muted">({provider.name})</span>
          </p>
          <div className="lead-grid">
            <TextInput name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" values={values} setValue={setValue} isRequired />
            <TextInput name="card_expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" maxLength={5} values={values} setValue={setValue} isRequired />
            <TextInput name="card_cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} values={values} setValue={setValue} isRequired />
          </div>
          {(paymentError ?? lead.formError) && (
            <p role="alert" className="lead-error">
              {paymentError ?? lead.formError?.message}
            </p>
          )}
          <div className="lead-step-buttons">
            <Button className="button" onPress={() => setStep(1)}>
              Back
            </Button>
            <SubmitButton submitting={paying || lead.submitting}>Pay {depositLabel} and Reserve</SubmitButton>
          </div>
        </>
      )}
    </LeadFormFrame>
  );
}
