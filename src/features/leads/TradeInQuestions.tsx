// The trade-in valuation's questions about the shopper's car (spec §2 trade-in), shared by the
// valuation flow and the buy-online journey's trade-in step. Errors come from the form's context.
import { Checkbox, FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { parseAmount } from '../../domain/number-input.ts';
import { CONDITIONS, readTradeInAnswers } from '../../domain/trade-in.ts';
import { useFieldError } from './field-errors.ts';
import { AmountField, SelectField, TextInput, type SetValue, type Values } from './fields.tsx';

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const CONDITION_LABELS: Record<(typeof CONDITIONS)[number], string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };

/** The answers as typed, read with the valuation rule's checks (errors by field name). */
export const readTradeInQuestions = (values: Values) =>
  readTradeInAnswers(
    { year: values.year ?? '', km: values.km ?? '', condition: values.condition ?? '', accident: values.accident === 'true', serviceHistory: values.service_history !== 'false' },
    new Date().getFullYear(),
    parseAmount,
  );

export function TradeInQuestions({ values, setValue, kmChips, showRego = false }: { values: Values; setValue: SetValue; kmChips: number[]; showRego?: boolean }) {
  const condition = useFieldError('condition');
  return (
    <>
      <div className="lead-grid">
        {showRego && (
          <>
            <TextInput name="Rego" label="Rego" values={values} setValue={setValue} maxLength={12} />
            <SelectField name="rego_state" label="Rego state" options={STATES.map((s) => ({ id: s, label: s }))} value={values.rego_state || null} onChange={(v) => setValue('rego_state', v)} />
          </>
        )}
        <TextInput name="year" label="Year" inputMode="numeric" maxLength={4} values={values} setValue={setValue} isRequired />
        <AmountField name="km" label="Kilometres" kind="km" chips={kmChips} values={values} setValue={setValue} />
      </div>
      <RadioGroup
        name="condition"
        value={values.condition ?? ''}
        onChange={(v) => {
          condition.clear();
          setValue('condition', v);
        }}
        isRequired
        isInvalid={condition.error !== undefined}
        className="lead-times"
        orientation="horizontal"
      >
        <Label>Condition</Label>
        <div className="lead-time-list">
          {CONDITIONS.map((c) => (
            <Radio key={c} value={c} className="lead-time">
              {CONDITION_LABELS[c]}
            </Radio>
          ))}
        </div>
        <FieldError className="lead-field-error">{condition.error}</FieldError>
      </RadioGroup>
      <Checkbox isSelected={values.accident === 'true'} onChange={(on) => setValue('accident', String(on))} className="lead-checkbox">
        <span className="lead-checkbox-box" aria-hidden="true" />
        It has been in an accident
      </Checkbox>
      <Checkbox isSelected={values.service_history !== 'false'} onChange={(on) => setValue('service_history', String(on))} className="lead-checkbox">
        <span className="lead-checkbox-box" aria-hidden="true" />
        It has a full service history
      </Checkbox>
    </>
  );
}
