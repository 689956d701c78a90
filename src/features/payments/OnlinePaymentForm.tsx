// /online-payment: pay an amount the dealer asked for: the invoice (or reference) number and the
// amount, which a dealer's payment link can carry (?reference=INV-1001&amount=1250.00), the
// shopper's details, then the provider's page.
import { useSearch } from 'wouter';
import { formatCents, parseTypedCents } from '../../domain/money.ts';
import { INVOICE_MIN_CENTS, INVOICE_REFERENCE, PAYMENT_MESSAGES } from '../../domain/payments.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { ContactFields, contactValues, SubmitButton, TextInput, LeadFormFrame, useLeadEnvironment, useLeadValues } from '../leads';
import { CancelledNote, PaymentNotes } from './PaymentNotes.tsx';
import { useCheckout } from './useCheckout.ts';
import './payments.css';

export const REFERENCE_FIELD = 'invoice.reference';
export const AMOUNT_FIELD = 'invoice.amount_cents';

export function OnlinePaymentForm() {
  const tenant = useAtomValue(tenantAtom);
  const query = new URLSearchParams(useSearch());
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues({
    [REFERENCE_FIELD]: query.get('reference')?.slice(0, 30) ?? '',
    [AMOUNT_FIELD]: query.get('amount')?.slice(0, 15) ?? '',
  });
  const checkout = useCheckout(env);
  const max = tenant.payments.onlinePaymentMaxCents;
  const cents = parseTypedCents(values[AMOUNT_FIELD] ?? '');
  const reference = (values[REFERENCE_FIELD] ?? '').trim();

  const pay = () => {
    const errors = [];
    if (!INVOICE_REFERENCE.test(reference)) errors.push({ field: REFERENCE_FIELD, message: PAYMENT_MESSAGES.invoiceReference });
    if (cents === null) errors.push({ field: AMOUNT_FIELD, message: PAYMENT_MESSAGES.invoiceAmount });
    else if (cents < INVOICE_MIN_CENTS || cents > max) errors.push({ field: AMOUNT_FIELD, message: PAYMENT_MESSAGES.invoiceAmountRange(formatCents(max)) });
    void checkout.pay(
      { form: 'online-payment', values: contactValues(values), car: null, details: { invoice_reference: reference } },
      { purpose: 'invoice', invoice: { reference, amount_cents: cents ?? 0 } },
      errors,
    );
  };

  return (
    <LeadFormFrame fieldErrors={checkout.fieldErrors} onSubmit={pay}>
      {query.has('cancelled') && <CancelledNote />}
      <h2 className="payment-heading">What you are paying</h2>
      <div className="lead-grid">
        <TextInput name={REFERENCE_FIELD} label="Invoice or reference number" values={values} setValue={setValue} isRequired maxLength={30} description="As it appears on the invoice, e.g. INV-1001." />
        <TextInput name={AMOUNT_FIELD} label="Amount (AUD)" inputMode="numeric" values={values} setValue={setValue} isRequired maxLength={15} description={`Up to ${formatCents(max)}.`} />
      </div>
      <h2 className="payment-heading">Your details</h2>
      <ContactFields values={values} setValue={setValue} />
      {checkout.formError && (
        <p role="alert" className="lead-error">
          {checkout.formError}
        </p>
      )}
      <PaymentNotes />
      <SubmitButton submitting={checkout.submitting} busyLabel="Opening the payment page…">{cents !== null && cents >= INVOICE_MIN_CENTS && cents <= max ? `Pay ${formatCents(cents)}` : 'Pay Now'}</SubmitButton>
    </LeadFormFrame>
  );
}
