import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FieldErrorsContext, type FieldErrors } from './field-errors.ts';
// The form kit carries its styles: forms of other features built on it (payments) get them too.
import './leads.css';

/**
 * A lead form's frame: its fields read their errors from `fieldErrors`, react-aria marks invalid
 * fields for assistive technology (validationBehavior aria) instead of the browser's own bubbles,
 * and a submit runs `onSubmit` in place of the browser's.
 */
export function LeadFormFrame({ fieldErrors, onSubmit, id, children }: { fieldErrors: FieldErrors; onSubmit: () => void; id?: string; children: ReactNode }) {
  return (
    <FieldErrorsContext value={fieldErrors}>
      <Form
        id={id}
        className="lead-form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Form>
    </FieldErrorsContext>
  );
}
