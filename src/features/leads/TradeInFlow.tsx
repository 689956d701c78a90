// Spec §2/§4 trade-in: rego and state, the valuation adjustment answers, a valuation result (the
// local rule in domain/trade-in.ts), the shopper's details (lead 1: form_completed), then accepting
// the offer (lead 2: step '3. Offer Accepted' with lead_id and offer_accepted). On the tenant with
// features.miscellaneousValuation the valuation also goes to /api/miscellaneous.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { recordValuation } from '../../api/leads.ts';
import type { LeadCar } from '../../domain/lead-payload.ts';
import { formatMoney } from '../../domain/price-display.ts';
import { OFFER_ACCEPTED_STEP, valueTradeIn, type TradeInAnswers, type TradeInValuation } from '../../domain/trade-in.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { ContactFields, contactValues, OptIn, SubmitButton } from './fields.tsx';
import { useFieldErrors } from './field-errors.ts';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { useLeadEnvironment } from './lead-environment.ts';
import { RuleSelects } from './RuleSelects.tsx';
import { rememberValuation } from './trade-in-memory.ts';
import { readTradeInQuestions, TradeInQuestions } from './TradeInQuestions.tsx';
import { useLeadSubmit } from './useLeadSubmit.ts';
import { useLeadValues } from './useLeadValues.ts';
import './leads.css';


type Stage = { name: 'car' } | { name: 'details'; answers: TradeInAnswers; valuation: TradeInValuation } | { name: 'offer'; valuation: TradeInValuation & { kind: 'estimate' }; leadId: number | null };

function sendValuation(valuation: TradeInValuation, answers: TradeInAnswers, carId: number | null): void {
  recordValuation({ column_name: 'valuation', valuation: { ...valuation, ...answers }, car_id: carId })
    .then((status) => console.info(`valuation ${status >= 200 && status < 300 ? 'recorded' : `not recorded (${status})`}`))
    .catch((error: unknown) => console.warn('valuation not recorded', error));
}

export function TradeInFlow({ car }: { car: LeadCar | null }) {
  const tenant = useAtomValue(tenantAtom);
  const env = useLeadEnvironment();
  const [values, setValue] = useLeadValues({ condition: '' });
  const [stage, setStage] = useState<Stage>({ name: 'car' });
  const [carErrors, setCarErrors] = useFieldErrors();
  const lead = useLeadSubmit(env, { multiStep: true });

  const details = (answers: TradeInAnswers, valuation: TradeInValuation) => ({
    rego_state: values.rego_state || null,
    year: answers.year,
    km: answers.km,
    condition: answers.condition,
    accident: answers.accident,
    service_history: answers.serviceHistory,
    valuation: valuation.kind === 'estimate' ? `${formatMoney(valuation.low)} – ${formatMoney(valuation.high)}` : `inspection (${valuation.reason})`,
    form_completed: true,
  });

  if (stage.name === 'car') {
    return (
      <LeadFormFrame
        fieldErrors={carErrors}
        onSubmit={() => {
          const read = readTradeInQuestions(values);
          if (!read.ok) return setCarErrors(read.errors);
          setCarErrors({});
          const valuation = valueTradeIn(read.answers, new Date().getFullYear());
          if (tenant.features.miscellaneousValuation) sendValuation(valuation, read.answers, car?.id ?? null);
          rememberValuation({ answers: read.answers, valuation });
          setStage({ name: 'details', answers: read.answers, valuation });
        }}
      >
        <p className="lead-steps">Step 1 of 3: Your car</p>
        <TradeInQuestions values={values} setValue={setValue} kmChips={tenant.moneyInput.kmChips} showRego />
        <Button type="submit" className="button button-primary lead-submit">
          Get My Valuation
        </Button>
      </LeadFormFrame>
    );
  }

  if (stage.name === 'details') {
    const { valuation, answers } = stage;
    return (
      <LeadFormFrame
        fieldErrors={lead.fieldErrors}
        onSubmit={() => {
          void lead
            .submit({ form: 'trade-in', values: contactValues(values), car, details: details(answers, valuation) }, { navigate: valuation.kind !== 'estimate' })
            .then(({ ok, leadId }) => {
              if (ok && valuation.kind === 'estimate') setStage({ name: 'offer', valuation, leadId });
            });
        }}
      >
        <p className="lead-steps">Step 2 of 3: Your details</p>
        <div className="lead-valuation" role="status">
          {valuation.kind === 'estimate' ? (
            <>
              <p>Your estimated trade-in value</p>
              <p className="lead-valuation-amount">
                {formatMoney(valuation.low)} – {formatMoney(valuation.high)}
              </p>
              <p>Subject to an inspection of your car.</p>
            </>
          ) : (
            <p>We can’t give an online estimate for cars over 7 years old or with more than 100,000 km. Send us your details and we’ll value it in person.</p>
          )}
        </div>
        <ContactFields values={values} setValue={setValue} />
        <RuleSelects form="trade-in" rules={env.rules('trade-in', car !== null)} env={env} values={values} setValue={setValue} />
        <OptIn values={values} setValue={setValue} />
        {lead.formError && (
          <p role="alert" className="lead-error">
            {lead.formError.message}
          </p>
        )}
        <SubmitButton submitting={lead.submitting}>{valuation.kind === 'estimate' ? 'See My Offer' : 'Send My Details'}</SubmitButton>
      </LeadFormFrame>
    );
  }

  const { valuation, leadId } = stage;
  return (
    <LeadFormFrame
      fieldErrors={lead.fieldErrors}
      onSubmit={() => {
        void lead.submit({
          form: 'trade-in',
          values: contactValues(values),
          car,
          step: OFFER_ACCEPTED_STEP,
          details: { lead_id: leadId, form_completed: true, offer_accepted: true, offer: `${formatMoney(valuation.low)} – ${formatMoney(valuation.high)}` },
        });
      }}
    >
      <p className="lead-steps">Step 3 of 3: Your offer</p>
      <p className="lead-valuation-amount">
        {formatMoney(valuation.low)} – {formatMoney(valuation.high)}
      </p>
      <p>Accept this offer and we’ll call you to book the inspection.</p>
      {lead.formError && (
        <p role="alert" className="lead-error">
          {lead.formError.message}
        </p>
      )}
      <SubmitButton submitting={lead.submitting}>Accept Offer</SubmitButton>
    </LeadFormFrame>
  );
}
