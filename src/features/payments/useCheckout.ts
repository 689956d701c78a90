// Starting a payment from a form: validate the shopper's details with the shared lead schema, keep
// them for later forms, ask the server for a checkout (one Idempotency-Key per distinct attempt, so a
// double press or a retry after a lost answer opens the same payment page), then leave for the
// provider's page. Nothing about the card is here: the provider's page takes it.
import { useRef, useState } from 'react';
import { buildLeadPayload } from '../../domain/lead-payload.ts';
import { validateLead, type FieldError } from '../../domain/lead-schema.ts';
import type { PaymentPurpose } from '../../domain/payments.ts';
import * as prefill from '../../db/prefill.ts';
import { useFieldErrors, type FieldErrors, type LeadEnvironment, pageContext, type LeadInput } from '../leads';
import { startCheckout } from '../../api/payments.ts';

export interface CheckoutState {
  submitting: boolean;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** Checks some fields without paying (a step of a multi-step form); true when they are valid. */
  check(input: LeadInput, fields: readonly string[]): boolean;
  pay(input: LeadInput, payment: { purpose: PaymentPurpose; order?: unknown; invoice?: unknown }, extraErrors?: FieldError[]): Promise<void>;
}

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));

export function useCheckout(env: LeadEnvironment, go: (url: string) => void = (url) => window.location.assign(url)): CheckoutState {
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const payload = (input: LeadInput) => buildLeadPayload({ ...input, page: pageContext(), manufacturerSlug: env.manufacturerSlug });

  return {
    submitting,
    fieldErrors,
    formError,
    check(input, fields) {
      const result = validateLead(payload(input), env.validationContext);
      const relevant = result.ok ? [] : result.errors.filter((e) => fields.includes(e.field));
      setFieldErrors(byField(relevant));
      return relevant.length === 0;
    },
    async pay(input, payment, extraErrors = []) {
      const lead = payload(input);
      const result = validateLead(lead, env.validationContext);
      const errors = [...(result.ok ? [] : result.errors), ...extraErrors];
      if (errors.length) {
        setFieldErrors(byField(errors));
        setFormError('Please check the highlighted fields.');
        return;
      }
      setFieldErrors({});
      setFormError(null);
      void prefill.save(input.values).catch(() => {});
      const body = JSON.stringify({ ...payment, lead });
      const key = attempt.current?.body === body ? attempt.current.key : crypto.randomUUID();
      attempt.current = { body, key };
      setSubmitting(true);
      const answer = await startCheckout(body, key);
      if (answer.kind === 'redirect') return go(answer.url);
      setSubmitting(false);
      if (answer.kind === 'invalid') setFieldErrors(byField(answer.errors));
      setFormError(answer.message);
    },
  };
}
