// The leads feature's public entry: what other features may use (its enquiry button and dialog, and
// the form kit the payment forms are built on: fields, the form frame, its errors and environment;
// the money field with its quick-pick chips).
export { EnquiryDialog } from './EnquiryDialog.tsx';
export { useFieldErrors, type FieldErrors } from './field-errors.ts';
export { AmountField, ContactFields, contactValues, OptIn, SubmitButton, TextInput, type SetValue, type Values } from './fields.tsx';
export { LeadFormFrame } from './LeadFormFrame.tsx';
export { useLeadEnvironment, type LeadEnvironment } from './lead-environment.ts';
export { pageContext } from './page-context.ts';
export { rememberedValuation } from './trade-in-memory.ts';
export { readTradeInQuestions, TradeInQuestions } from './TradeInQuestions.tsx';
export type { LeadInput } from './useLeadSubmit.ts';
export { useLeadValues } from './useLeadValues.ts';
