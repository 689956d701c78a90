// Spec §4 "Form submission": validate with the shared schema, save the stored user record, write
// the lead to the outbox and send it; then fire the §9 event, store what the success page shows and
// go to /success. A lead that could not be sent yet is a success too: it waits in the outbox.
import { useState } from 'react';
import { track } from '../../platform/analytics.ts';
import { useScreenMoves } from '../../platform/screen-moves.tsx';
import { leadEventId } from '../../domain/lead-events.ts';
import { buildLeadPayload, type BuildLeadInput, type LeadCar } from '../../domain/lead-payload.ts';
import { validateLead, type FieldError } from '../../domain/lead-schema.ts';
import * as prefill from '../../db/prefill.ts';
import type { LeadEnvironment } from './lead-environment.ts';
import { flushEvents, startEventDelivery } from '../../platform/event-delivery.ts';
import { startLeadOutbox, submitLead } from './outbox-client.ts';
import { pageContext } from './page-context.ts';
import { saveSentLead } from './success-store.ts';
import { useFieldErrors, type FieldErrors } from './field-errors.ts';

export const UNEXPECTED_ERROR = 'An unexpected error occured';
export const GENERIC_FORM_ALERT = 'An error occurred when submitting this form';

export type LeadInput = Omit<BuildLeadInput, 'page' | 'manufacturerSlug'>;

export interface LeadSubmitState {
  submitting: boolean;
  /** Field name → message, shown under each field (FieldErrors). */
  fieldErrors: FieldErrors;
  /** The form-level error: the server's message (or the spec's fallback) and its list. */
  formError: { message: string; list: string[] } | null;
  /** Validates; resolves to false (errors shown) or true (sent or queued, navigating to /success). */
  submit(input: LeadInput, options?: { navigate?: boolean }): Promise<{ ok: boolean; leadId: number | null }>;
  /** Checks the fields without sending: what a multi-step form does before advancing. */
  check(input: LeadInput, fields: readonly string[]): boolean;
}

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));

export function useLeadSubmit(env: LeadEnvironment, { multiStep }: { multiStep: boolean }): LeadSubmitState {
  const moves = useScreenMoves();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useFieldErrors();
  const [formError, setFormError] = useState<LeadSubmitState['formError']>(null);

  const payloadOf = (input: LeadInput) => buildLeadPayload({ ...input, page: pageContext(), manufacturerSlug: env.manufacturerSlug });

  const fail = (message: string | null, errors: FieldError[]) => {
    if (multiStep) {
      setFormError({ message: message ?? UNEXPECTED_ERROR, list: errors.map((e) => e.message) });
      return;
    }
    window.alert(GENERIC_FORM_ALERT);
    setFormError({ message: message ?? GENERIC_FORM_ALERT, list: errors.length ? errors.map((e) => e.message) : [message ?? GENERIC_FORM_ALERT] });
  };

  return {
    submitting,
    fieldErrors,
    formError,
    check(input, fields) {
      const result = validateLead(payloadOf(input), env.validationContext);
      const relevant = result.ok ? [] : result.errors.filter((e) => fields.includes(e.field));
      setFieldErrors(byField(relevant));
      return relevant.length === 0;
    },
    async submit(input, { navigate: go = true } = {}) {
      const payload = payloadOf(input);
      const result = validateLead(payload, env.validationContext);
      if (!result.ok) {
        setFieldErrors(byField(result.errors));
        return { ok: false, leadId: null };
      }
      setFieldErrors({});
      setFormError(null);
      setSubmitting(true);
      // The success page's code comes while the lead is on its way, so the page shows as it is sent.
      if (go) moves.preload('/success');
      try {
        void prefill.save(input.values).catch(() => {});
        startLeadOutbox();
        const outcome = await submitLead(payload);
        if (outcome.kind === 'rejected') {
          setFieldErrors(byField(outcome.errors));
          fail(outcome.message, outcome.errors);
          return { ok: false, leadId: null };
        }
        const car: LeadCar | null = input.car;
        startEventDelivery();
        track(leadEventId(input.form, car), { form: input.form, category: result.lead.category, car_id: car?.id ?? null, queued: outcome.kind === 'queued' });
        flushEvents();
        saveSentLead({
          form: input.form,
          category: result.lead.category,
          recipient: env.dealerships.find((d) => d.slug === result.lead.dealership_slug)?.name ?? car?.location_name ?? env.siteName,
          email: result.lead.email,
          phone: result.lead.phone,
          message: result.lead.message,
          car: car && { id: car.id, name: car.name, slug: car.slug, stocknum: car.stocknum },
          queued: outcome.kind === 'queued',
          leadId: outcome.kind === 'sent' ? outcome.leadId : null,
          appointment: result.lead.appointment,
        });
        if (go) moves.move('/success');
        return { ok: true, leadId: outcome.kind === 'sent' ? outcome.leadId : null };
      } catch (error) {
        console.error('lead submit failed', error);
        fail(null, []);
        return { ok: false, leadId: null };
      } finally {
        setSubmitting(false);
      }
    },
  };
}
