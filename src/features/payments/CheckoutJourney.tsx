// Spec §2 online purchase (/checkout-journey?car_id=…): the car and its price, a trade-in, finance
// or pay in full (finance hands over to the finance application with the car), delivery or pick-up,
// the dealer's extras, the shopper's details, then the summary with the drive-away total and the
// deposit on the provider's page. The server prices the order again and sends it to the dealer as a
// lead once the deposit is paid.
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Label, Link, Radio, RadioGroup } from 'react-aria-components';
import { financeLink } from '../../domain/finance-link.ts';
import { formatCents, parseDollarLabel } from '../../domain/money.ts';
import type { Car } from '../../domain/stock.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { useFieldErrors, ContactFields, contactValues, OptIn, SubmitButton, LeadFormFrame, useLeadEnvironment, useLeadValues } from '../leads';
import { CarSummary } from './CarSummary.tsx';
import { journeySteps, journeyTotals, orderChoices, STEP_LABELS, useJourneyState } from './journey-state.ts';
import { JourneyDelivery } from './JourneyDelivery.tsx';
import { JourneySummary } from './JourneySummary.tsx';
import { JourneyTradeIn, valueAnswers } from './JourneyTradeIn.tsx';
import { CancelledNote, PaymentNotes } from './PaymentNotes.tsx';
import { useCheckout } from './useCheckout.ts';
import './payments.css';

const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'];
const CHOOSE_TRADE_IN = 'Please choose whether you are trading in a car.';
const VALUE_TRADE_IN = 'Please value your car with “Value my car”, or choose No trade-in.';
const GET_ESTIMATE = 'Please get the delivery estimate for your postcode, or choose pick-up.';

export function CheckoutJourney({ car, cancelled }: { car: Car; cancelled: boolean }) {
  const tenant = useAtomValue(tenantAtom);
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues();
  const [state, update] = useJourneyState(car.id);
  const [tradeErrors, setTradeErrors] = useFieldErrors();
  const [stepError, setStepError] = useState<string | null>(null);
  const checkout = useCheckout(env);
  const extras = tenant.checkout.extras;
  const steps = journeySteps(extras.length);
  const index = Math.min(state.step, steps.length - 1);
  const step = steps[index];
  const depositCents = parseDollarLabel(tenant.vehiclePage.depositLabel) as number;
  const totals = journeyTotals(state, car, extras, depositCents);
  const pickupAt = car.location.name;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    // Back from the provider's page without paying: the shopper returns to the summary they left.
    if (cancelled) update((s) => ({ ...s, step: steps.length - 1 }));
  }, [cancelled, update, steps.length]);

  useEffect(() => {
    // After a move between steps, focus goes to the new step's heading, so keyboard and
    // screen-reader users start there.
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const go = (to: number) => {
    setStepError(null);
    focusHeading.current = true;
    update((s) => ({ ...s, step: Math.max(0, Math.min(to, steps.length - 1)) }));
  };

  const lead = () => ({
    form: 'order' as const,
    values: contactValues(values),
    car,
    details: { order_payment: state.payment, order_fulfilment: state.fulfilment },
  });

  const onContinue = () => {
    setStepError(null);
    if (step === 'trade-in') {
      if (state.tradingIn === null) return setStepError(CHOOSE_TRADE_IN);
      if (state.tradingIn && !state.tradeIn) return setStepError(VALUE_TRADE_IN);
    }
    if (step === 'delivery' && state.fulfilment === 'delivery' && state.delivery?.postcode !== state.postcode) return setStepError(GET_ESTIMATE);
    if (step === 'details' && !checkout.check(lead(), CONTACT_FIELDS)) return;
    if (step === 'summary') return void checkout.pay(lead(), { purpose: 'order', order: orderChoices(state) });
    go(index + 1);
  };

  const valueCar = () => {
    const valued = valueAnswers(values);
    if (!valued.ok) return setTradeErrors(valued.errors);
    setTradeErrors({});
    setStepError(null);
    update((s) => ({ ...s, tradeIn: { answers: valued.answers, valuation: valued.valuation } }));
  };

  return (
    <LeadFormFrame fieldErrors={step === 'trade-in' ? tradeErrors : checkout.fieldErrors} onSubmit={onContinue}>
      {cancelled && <CancelledNote />}
      <h2 ref={heading} tabIndex={-1} className="payment-heading">
        Step {index + 1} of {steps.length}: {STEP_LABELS[step]}
      </h2>
      {step === 'car' && (
        <>
          <CarSummary car={car} />
          <p>Buy this car online: choose a trade-in, finance and delivery, then hold it with a {tenant.vehiclePage.depositLabel} deposit. We call you to finish the paperwork.</p>
        </>
      )}
      {step === 'trade-in' && <JourneyTradeIn state={state} update={update} values={values} setValue={setValue} onValue={valueCar} />}
      {step === 'payment' && (
        <>
          <RadioGroup value={state.payment} onChange={(v) => update((s) => ({ ...s, payment: v === 'finance' ? 'finance' : 'full' }))} className="lead-times">
            <Label>How will you pay for the car?</Label>
            <div className="lead-time-list">
              <Radio value="full" className="lead-time">
                Pay in full
              </Radio>
              {tenant.features.finance && (
                <Radio value="finance" className="lead-time">
                  Finance
                </Radio>
              )}
            </div>
          </RadioGroup>
          {state.payment === 'finance' && (
            <p>
              We pass your order to our finance team with the car.{' '}
              <Link className="button" href={financeLink(car, tenant.finance.defaultLink)}>
                Start the finance application for this car
              </Link>{' '}
              (your choices here are kept for this visit).
            </p>
          )}
        </>
      )}
      {step === 'delivery' && <JourneyDelivery state={state} update={update} pickupAt={pickupAt} error={null} />}
      {step === 'extras' && (
        <fieldset className="payment-fieldset">
          <legend>Extras from {tenant.name}</legend>
          {extras.map((extra) => (
            <Checkbox
              key={extra.id}
              isSelected={state.extras.includes(extra.id)}
              onChange={(on) => update((s) => ({ ...s, extras: on ? [...s.extras, extra.id] : s.extras.filter((id) => id !== extra.id) }))}
              className="lead-checkbox payment-extra"
            >
              <span className="lead-checkbox-box" aria-hidden="true" />
              <span>
                {extra.name} — {formatCents(extra.priceCents)}
                {extra.description && <span className="lead-muted payment-extra-text">{extra.description}</span>}
              </span>
            </Checkbox>
          ))}
        </fieldset>
      )}
      {step === 'details' && (
        <>
          <ContactFields values={values} setValue={setValue} />
          <OptIn values={values} setValue={setValue} />
        </>
      )}
      {step === 'summary' && (
        <>
          <JourneySummary car={car} state={state} totals={totals} extras={extras} pickupAt={pickupAt} />
          <PaymentNotes />
        </>
      )}
      {(stepError ?? (step === 'summary' ? checkout.formError : null)) && (
        <p role="alert" className="lead-error">
          {stepError ?? checkout.formError}
        </p>
      )}
      <div className="lead-step-buttons">
        {index > 0 && (
          <Button className="button" onPress={() => go(index - 1)}>
            Back
          </Button>
        )}
        {step === 'summary' ? (
          <SubmitButton submitting={checkout.submitting} busyLabel="Opening the payment page…">Pay {tenant.vehiclePage.depositLabel} Deposit</SubmitButton>
        ) : (
          <Button type="submit" className="button button-primary lead-submit">
            Continue
          </Button>
        )}
      </div>
    </LeadFormFrame>
  );
}
