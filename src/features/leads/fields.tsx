// The lead forms' controls (react-aria-components): every control has a label, errors come from the
// shared schema through FieldErrorsContext, and the shared contact fields are one block.
import type { ReactNode } from 'react';
import { Button, Checkbox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, TextArea, TextField } from 'react-aria-components';
import { POSTCODE_MAX_LENGTH } from '../../domain/lead-schema.ts';
import { formatKmsInput, formatMoneyInput, parseAmount } from '../../domain/number-input.ts';
import { useFieldError } from './field-errors.ts';

export type Values = Record<string, string>;
export type SetValue = (name: string, value: string) => void;

interface TextInputProps {
  name: string;
  label: string;
  values: Values;
  setValue: SetValue;
  type?: 'text' | 'email' | 'tel';
  isRequired?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  description?: string;
  multiline?: boolean;
  onBlur?: () => void;
  /** An error the field's own rule found (outside a lead form's schema). */
  error?: string;
}

export function TextInput({ name, label, values, setValue, multiline, description, onBlur, error: ownError, ...rest }: TextInputProps) {
  const { error: schemaError, clear } = useFieldError(name);
  const error = ownError ?? schemaError;
  return (
    <TextField
      name={name}
      value={values[name] ?? ''}
      onChange={(v) => {
        clear();
        setValue(name, v);
      }}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      className="lead-field"
      {...rest}
    >
      <Label>{label}</Label>
      {multiline ? <TextArea rows={4} /> : <Input />}
      {description && <Text slot="description">{description}</Text>}
      <FieldError className="lead-field-error">{error}</FieldError>
    </TextField>
  );
}

/** Spec §3 shared lead form fields; the hidden honeypot sits beside them. */
export function ContactFields({ values, setValue }: { values: Values; setValue: SetValue }) {
  return (
    <div className="lead-grid">
      <TextInput name="name" label="First Name" values={values} setValue={setValue} isRequired autoComplete="given-name" />
      <TextInput name="last_name" label="Last Name" values={values} setValue={setValue} isRequired autoComplete="family-name" />
      <TextInput name="email" label="Email" type="email" inputMode="email" values={values} setValue={setValue} isRequired autoComplete="email" />
      <TextInput name="phone" label="Mobile" type="tel" inputMode="tel" values={values} setValue={setValue} isRequired autoComplete="tel" />
      <TextInput name="postcode" label="Postcode" inputMode="numeric" maxLength={POSTCODE_MAX_LENGTH} values={values} setValue={setValue} isRequired autoComplete="postal-code" />
      <div className="lead-honeypot" aria-hidden="true">
        <label>
          Leave this empty
          <input name="website_url" tabIndex={-1} autoComplete="off" value={values.website_url ?? ''} onChange={(e) => setValue('website_url', e.target.value)} />
        </label>
      </div>
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  value,
  onChange,
  isRequired,
  placeholder = 'Please select',
}: {
  name: string;
  label: string;
  options: { id: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  isRequired?: boolean;
  placeholder?: string;
}) {
  const { error, clear } = useFieldError(name);
  return (
    <Select
      name={name}
      value={value}
      onChange={(key) => {
        clear();
        onChange(key === null ? '' : String(key));
      }}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      placeholder={placeholder}
      className="lead-field"
    >
      <Label>{label}</Label>
      <Button className="lead-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="lead-field-error">{error}</FieldError>
      <Popover className="lead-popover">
        <ListBox items={options}>{(o) => <ListBoxItem id={o.id} className="lead-option">{o.label}</ListBoxItem>}</ListBox>
      </Popover>
    </Select>
  );
}

export function OptIn({ values, setValue }: { values: Values; setValue: SetValue }) {
  return (
    <Checkbox name="opt_in" isSelected={values.opt_in !== 'false'} onChange={(on) => setValue('opt_in', String(on))} className="lead-checkbox">
      <span className="lead-checkbox-box" aria-hidden="true" />
      Keep me up to date with offers and news
    </Checkbox>
  );
}

/** Spec §5 money input ($, thousand separators, quick-pick chips) and km input (' kms'). */
export function AmountField({
  name,
  label,
  kind,
  chips = [],
  values,
  setValue,
  description,
  error,
}: {
  name: string;
  label: string;
  kind: 'money' | 'km';
  chips?: number[];
  values: Values;
  setValue: SetValue;
  description?: string;
  error?: string;
}) {
  const format = kind === 'money' ? formatMoneyInput : formatKmsInput;
  const tidy = () => {
    const raw = values[name] ?? '';
    if (raw) setValue(name, format(parseAmount(raw)) || raw);
  };
  return (
    <div className="lead-amount">
      <TextInput name={name} label={label} inputMode="numeric" values={values} setValue={setValue} onBlur={tidy} description={description} error={error} />
      {chips.length > 0 && (
        <div className="lead-chips" role="group" aria-label={`${label} quick picks`}>
          {chips.map((n) => (
            <Button key={n} className="lead-chip" onPress={() => setValue(name, format(n))}>
              {format(n)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The form's submit: disabled with a spinner and `busyLabel` while it is being sent. */
export function SubmitButton({ submitting, children, busyLabel = 'Sending…' }: { submitting: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <Button type="submit" isDisabled={submitting} className="button button-primary lead-submit">
      {submitting && <span className="lead-spinner" aria-hidden="true" />}
      {submitting ? busyLabel : children}
    </Button>
  );
}

/** The form's stored user record fields plus everything else the form collected, as lead values. */
export function contactValues(values: Values) {
  return {
    name: values.name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    postcode: values.postcode ?? '',
    message: values.message ?? '',
    opt_in: values.opt_in !== 'false',
    category: values.category,
    dealership_slug: values.dealership_slug || null,
    location: values.location || null,
    Rego: values.Rego ?? '',
    hidden: values.hidden || null,
    website_url: values.website_url ?? '',
  };
}
