// The journey's trade-in step: none, or the shopper's car valued with the valuation rule: the result
// the valuation flow gave in this tab applied with one press, or the same questions answered here.
import { Button, Radio, RadioGroup, Label } from 'react-aria-components';
import { formatMoney } from '../../domain/number-format.ts';
import { valueTradeIn, type TradeInAnswers, type TradeInValuation } from '../../domain/trade-in.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { type SetValue, type Values, rememberedValuation, readTradeInQuestions, TradeInQuestions } from '../leads';
import type { JourneyState } from './journey-state.ts';

export const valuationText = (v: TradeInValuation) =>
  v.kind === 'estimate' ? `${formatMoney(v.low)} – ${formatMoney(v.high)}` : 'valued in person (over 7 years old or 100,000 km)';

const carLine = (a: TradeInAnswers) => `${a.year}, ${a.km.toLocaleString('en-AU')} km, ${a.condition} condition`;

/** Reads and values the answers; field errors for the form when they cannot be used. */
export function valueAnswers(values: Values): { ok: true; answers: TradeInAnswers; valuation: TradeInValuation } | { ok: false; errors: Record<string, string> } {
  const read = readTradeInQuestions(values);
  if (!read.ok) return read;
  return { ok: true, answers: read.answers, valuation: valueTradeIn(read.answers, new Date().getFullYear()) };
}

export function JourneyTradeIn({
  state,
  update,
  values,
  setValue,
  onValue,
}: {
  state: JourneyState;
  update: (change: (s: JourneyState) => JourneyState) => void;
  values: Values;
  setValue: SetValue;
  onValue: () => void;
}) {
  const tenant = useAtomValue(tenantAtom);
  const remembered = rememberedValuation();
  return (
    <>
      <RadioGroup
        value={state.tradingIn === null ? '' : state.tradingIn ? 'yes' : 'no'}
        onChange={(v) => update((s) => ({ ...s, tradingIn: v === 'yes' }))}
        className="lead-times"
        orientation="horizontal"
      >
        <Label>Are you trading in a car?</Label>
        <div className="lead-time-list">
          <Radio value="no" className="lead-time">
            No trade-in
          </Radio>
          <Radio value="yes" className="lead-time">
            Yes, trade in my car
          </Radio>
        </div>
      </RadioGroup>
      {state.tradingIn && (
        <>
          {state.tradeIn && (
            <div className="lead-valuation" role="status">
              <p>Trade-in applied: {carLine(state.tradeIn.answers)}</p>
              <p className="lead-valuation-amount">{valuationText(state.tradeIn.valuation)}</p>
              <p className="lead-muted">Subject to an inspection of your car. The summary counts the lower figure.</p>
            </div>
          )}
          {remembered && remembered.answers.year !== state.tradeIn?.answers.year && (
            <div className="payment-note">
              <p>
                Your valuation from this visit: {carLine(remembered.answers)}, {valuationText(remembered.valuation)}.
              </p>
              <Button className="button" onPress={() => update((s) => ({ ...s, tradeIn: remembered }))}>
                Apply my valuation
              </Button>
            </div>
          )}
          <fieldset className="payment-fieldset">
            <legend>{state.tradeIn ? 'Value another car' : 'Tell us about your car'}</legend>
            <TradeInQuestions values={values} setValue={setValue} kmChips={tenant.moneyInput.kmChips} />
            <Button className="button" onPress={onValue}>
              Value my car
            </Button>
          </fieldset>
        </>
      )}
    </>
  );
}
