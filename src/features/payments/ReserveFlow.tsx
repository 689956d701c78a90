// Spec §2 reserve (/cars/{slug}/checkout or /buy-online): the shopper's details (prefilled from the
// stored user record and the account), then the tenant's deposit on the provider's page.
// The car is Reserved once the server has verified the payment with the provider.
import type { Car } from '../../domain/stock.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { ContactFields, contactValues, OptIn, SubmitButton, LeadFormFrame, useLeadEnvironment, useLeadValues } from '../leads';
import { CarSummary } from './CarSummary.tsx';
import { CancelledNote, PaymentNotes } from './PaymentNotes.tsx';
import { useCheckout } from './useCheckout.ts';
import './payments.css';

export function ReserveFlow({ car, cancelled }: { car: Car; cancelled: boolean }) {
  const depositLabel = useAtomValue(tenantAtom).vehiclePage.depositLabel;
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues();
  const checkout = useCheckout(env);
  return (
    <LeadFormFrame fieldErrors={checkout.fieldErrors} onSubmit={() => void checkout.pay({ form: 'reserve', values: contactValues(values), car, details: { deposit: depositLabel } }, { purpose: 'reserve' })}>
      {cancelled && <CancelledNote />}
      <CarSummary car={car} />
      <p className="payment-deposit">
        Deposit today: <strong>{depositLabel}</strong>
      </p>
      <h2 className="payment-heading">Your details</h2>
      <ContactFields values={values} setValue={setValue} />
      <OptIn values={values} setValue={setValue} />
      {checkout.formError && (
        <p role="alert" className="lead-error">
          {checkout.formError}
        </p>
      )}
      <PaymentNotes />
      <SubmitButton submitting={checkout.submitting} busyLabel="Opening the payment page…">Pay {depositLabel} and Reserve</SubmitButton>
    </LeadFormFrame>
  );
}
