// The generic one-step lead form (enquiry, contact, finance, fleet…): the shared contact fields, the
// selects the tenant's rules show, message, rego and opt-in. Spec §8: a failure alerts 'An error
// occurred when submitting this form' and lists the errors under 'Please fix the following errors:'.
import type { ReactNode } from 'react';
import type { LeadForm as LeadFormKind } from '../../domain/lead-schema.ts';
import type { LeadCar, LeadSubject } from '../../domain/lead-payload.ts';
import { FormErrorArea } from '../../ui/FormErrorArea.tsx';
import { ContactFields, contactValues, OptIn, SubmitButton, TextInput, type SetValue, type Values } from './fields.tsx';
import { RuleSelects } from './RuleSelects.tsx';
import { LeadFormFrame } from './LeadFormFrame.tsx';
import { useLeadEnvironment } from './lead-environment.ts';
import { useLeadSubmit } from './useLeadSubmit.ts';
import { useLeadValues } from './useLeadValues.ts';
import './leads.css';

export interface LeadFormProps {
  form: LeadFormKind;
  car: LeadCar | null;
  submitLabel?: string;
  initial?: Values;
  subcategory?: string | null;
  showRego?: boolean;
  /** Form-specific fields, given the values and their setter. */
  renderExtra?: (values: Values, setValue: SetValue) => ReactNode;
  details?: (values: Values) => Record<string, string | number | boolean | null>;
  /** What a lead without a car is about (an offer, a part, a model). */
  subject?: LeadSubject | null;
  id?: string;
}

export function LeadForm({ form, car, submitLabel = 'Send Enquiry', initial, subcategory = null, showRego, renderExtra, details, subject = null, id }: LeadFormProps) {
  const env = useLeadEnvironment();
  const rules = env.rules(form, car !== null);
  const [values, setValue] = useLeadValues({ category: rules.categoryRequired ? 'General Enquiry' : '', ...initial });
  const lead = useLeadSubmit(env, { multiStep: false });
  const messageShown = rules.messageRequired || form === 'enquiry' || form === 'contact' || form === 'finance';

  return (
    <LeadFormFrame
      id={id}
      fieldErrors={lead.fieldErrors}
      onSubmit={() => {
        void lead.submit({ form, values: contactValues(values), car, subcategory, details: details?.(values), subject });
      }}
    >
      {lead.formError && <FormErrorArea errors={lead.formError.list} />}
      <ContactFields values={values} setValue={setValue} />
      <RuleSelects form={form} rules={rules} env={env} values={values} setValue={setValue} />
      {renderExtra?.(values, setValue)}
      {showRego && <TextInput name="Rego" label="Rego (optional)" values={values} setValue={setValue} maxLength={12} />}
      {messageShown && <TextInput name="message" label={rules.messageRequired ? 'Message' : 'Message (optional)'} multiline values={values} setValue={setValue} isRequired={rules.messageRequired} />}
      <OptIn values={values} setValue={setValue} />
      <SubmitButton submitting={lead.submitting}>{submitLabel}</SubmitButton>
    </LeadFormFrame>
  );
}
