import { memo, startTransition, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, Label, NumberField, Group, Input, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { track } from '../../platform/analytics.ts';
import { getFinanceDisclaimer } from '../../api/cars.ts';
import { financeDisclaimerPath } from '../../domain/api-paths.ts';
import { financeDisclaimerUrl } from '../../domain/car-media-urls.ts';
import { calculatorStart, loanSummary, snapMove, stepFor, type FinanceExample } from '../../domain/finance-example.ts';
import { estimateFigure, onExampleTerms, shownWeekly, type CalculatorBounds, type CalculatorInputs, type CalculatorResult, type Frequency, type Range } from '../../domain/finance.ts';
import { formatMoney, sellingPrice } from '../../domain/price-display.ts';
import type { Car, LenderInfo } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carCalculatorBounds, carLenderKey } from '../../domain/car-page.ts';
import { DISCLAIMER_TOGGLE, ExpandableText } from '../../ui/ExpandableText.tsx';
import { evaluateCalculator } from '../../worker-clients/finance-client.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';
import { isIdleWorkHeld, whenIdle } from '../../perf/idle-work.ts';

export const FREQUENCY_LABELS: Record<Frequency, string> = { weekly: 'week', fortnightly: 'fortnight', monthly: 'month' };
export const FINANCE_USE_EVENT = 26;
/** The longest the calculator's sliders wait for their turn in the idle queue. */
const FIELDS_AT_MOST_MS = 1000;

export type Change = (patch: Partial<CalculatorInputs>) => void;
type NumericInput = Exclude<keyof CalculatorInputs, 'frequency'>;

/**
 * The fields are memoised and share one stable `change`: a slider's step re-renders that field (and
 * the result), and the worker's answer re-renders the result alone. Re-rendering every react-aria
 * field for each answer made a long task on a throttled phone when the calculator mounted.
 */
export interface SliderFieldProps {
  label: string;
  input: NumericInput;
  value: number;
  range: Range;
  format: Intl.NumberFormatOptions;
  isDisabled?: boolean;
}

// A value off the field's step grid (the lender's example) is held with a finer step; the first move
// from it goes to the grid's next step that way (snapMove).
export const SliderField = memo(function SliderField({ label, input, value, range, onChange, format, isDisabled }: SliderFieldProps & { onChange: Change }) {
  return (
    <Slider
      className="calc-slider"
      value={value}
      minValue={range.min}
      maxValue={range.max}
      step={stepFor(value, range)}
      onChange={(v) => onChange({ [input]: snapMove(v, value, range) })}
      formatOptions={format}
      isDisabled={isDisabled}
    >
      <div className="calc-slider-head">
        <Label>{label}</Label>
        <SliderOutput />
      </div>
      <SliderTrack className="calc-track">
        {({ state }) => (
          <>
            <div className="calc-track-fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="calc-thumb" />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
});

const AmountField = memo(function AmountField({ value, range, onChange }: { value: number; range: Range; onChange: Change }) {
  return (
    <NumberField
      className="calc-number"
      value={value}
      minValue={0}
      maxValue={range.max}
      step={stepFor(value, range)}
      formatOptions={AUD}
      onChange={(amount) => onChange({ amount: Number.isNaN(amount) ? 0 : value >= range.min ? snapMove(amount, value, range) : amount })}
    >
      <Label>Purchase price</Label>
      <Group className="calc-number-group">
        <Button slot="decrement">−</Button>
        <Input />
        <Button slot="increment">+</Button>
      </Group>
    </NumberField>
  );
});

export const FrequencyField = memo(function FrequencyField({ value, onChange }: { value: Frequency; onChange: Change }) {
  return (
    <RadioGroup className="calc-frequency" value={value} onChange={(frequency) => onChange({ frequency: frequency as Frequency })} orientation="horizontal">
      <Label>Repayment frequency</Label>
      <Radio value="weekly">Weekly</Radio>
      <Radio value="fortnightly">Fortnightly</Radio>
      <Radio value="monthly">Monthly</Radio>
    </RadioGroup>
  );
});

export const AUD: Intl.NumberFormatOptions = { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 };
export const YEARS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
export const PERCENT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** The sliders after the price, for the car page's calculator and the stand-alone one: term, interest (as the tenant shows it), deposit and residual. */
export function termAndRateSliders(
  f: Pick<BrowserTenant['finance'], 'interestSlider' | 'monthlyOnly' | 'residualHidden'>,
  inputs: Pick<CalculatorInputs, 'termYears' | 'interestPercent' | 'deposit' | 'residual'>,
  bounds: CalculatorBounds,
): SliderFieldProps[] {
  return [
    { label: 'Term (years)', input: 'termYears', value: inputs.termYears, range: bounds.termYears, format: YEARS },
    ...(f.interestSlider === 'hidden'
      ? []
      : [{ label: 'Interest rate (%)', input: 'interestPercent', value: inputs.interestPercent, range: bounds.interestPercent, format: PERCENT, isDisabled: f.interestSlider === 'disabled' || f.monthlyOnly } as const]),
    // Spec §5: deposit or trade-in, and residual, 0 to 250,000 in steps of 0.5.
    { label: 'Deposit or trade-in', input: 'deposit', value: inputs.deposit, range: bounds.deposit, format: AUD },
    ...(f.residualHidden ? [] : [{ label: 'Residual (balloon)', input: 'residual', value: inputs.residual, range: bounds.residual, format: AUD } as const]),
  ];
}

/**
 * Spec §5 "Finance calculator" and §9 "Finance"; the maths runs in the finance worker. It starts on the
 * car's lender's example (`example`), so its first figure is the page's estimate, and says what its
 * figure assumes, and what the estimate assumes once the shopper has changed the loan.
 */
export function FinanceCalculator({ car, tenant, lender, example, estimateShown }: { car: Car; tenant: BrowserTenant; lender: LenderInfo | null; example: FinanceExample | null; estimateShown: boolean }) {
  const f = tenant.finance;
  const start = useMemo(
    () =>
      calculatorStart(example, carCalculatorBounds(f, sellingPrice(car), carLenderKey(car, f.provider)), sellingPrice(car), {
        termYears: f.defaultTermYears,
        interestPercent: f.defaultInterest,
        loanAmount: f.defaultLoanAmount,
        frequency: f.monthlyOnly ? 'monthly' : 'weekly',
      }),
    [f, car, example],
  );
  const { bounds } = start;
  const [inputs, setInputs] = useState<CalculatorInputs>(start.inputs);
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const used = useRef(false);
  const establishmentFee = lender?.establishmentFees ?? 0;
  const published = useMemo(() => example && { terms: example.terms, weekly: example.weekly, monthly: example.monthly }, [example]);
  useEffect(() => {
    const abort = new AbortController();
    evaluateCalculator(inputs, { bounds, establishmentFee, example: published, start: start.inputs }, abort.signal).then(setResult, (error: unknown) => {
      if (!isAbortError(error)) console.warn('finance calculation failed', error);
    });
    return () => abort.abort();
  }, [inputs, bounds, establishmentFee, published, start]);
  const change = useStableHandler((patch: Partial<CalculatorInputs>) => {
    if (!used.current) {
      used.current = true;
      track(FINANCE_USE_EVENT, { car_id: car.id });
    }
    setInputs((current) => ({ ...current, ...patch }));
  });
  const per = FREQUENCY_LABELS[inputs.frequency];
  const [fieldsShown, setFieldsShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setFieldsShown(true));
    // In the idle queue's next turn: a commit of their own (a timer's task could share the next
    // section's). At once if the spin holds the queue (the shopper scrolled here), and at most a
    // moment later if it holds it after this.
    const held = isIdleWorkHeld();
    const withdraw = held ? () => {} : whenIdle(show);
    const timer = setTimeout(show, held ? 0 : FIELDS_AT_MOST_MS);
    return () => {
      withdraw();
      clearTimeout(timer);
    };
  }, []);
  const sliders: SliderFieldProps[] = [
    { label: 'Purchase price', input: 'amount', value: Math.max(inputs.amount, bounds.amount.min), range: bounds.amount, format: AUD },
    ...termAndRateSliders(f, inputs, bounds),
  ];

  return (
    <section className="car-card finance-calculator" id="finance-calculator" aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title">Finance calculator</h2>
      <AmountField value={inputs.amount} range={bounds.amount} onChange={change} />
      {/* The sliders and the frequency come a turn after the amount and the result: each react-aria
          field renders twice as it mounts (its slots are set in a layout effect), and all of them in one
          commit were a task of ~90-100 ms on a throttled phone. The space they take is held meanwhile
          (car.css: the box while empty). */}
      <div className={f.monthlyOnly ? 'calc-fields' : 'calc-fields with-frequency'} style={{ '--calc-sliders': sliders.length } as CSSProperties}>
        {fieldsShown && (
          <>
            {sliders.map((props) => (
              <SliderField key={props.input} {...props} onChange={change} />
            ))}
            {!f.monthlyOnly && <FrequencyField value={inputs.frequency} onChange={change} />}
          </>
        )}
      </div>
      <div className="calc-result" aria-live="polite" data-testid="finance-result">
        {result === null ? (
          <p>Calculating…</p>
        ) : result.enquireForFinance ? (
          <p className="calc-repayment">Enquire for Finance</p>
        ) : (
          <>
            <p className="calc-repayment">
              {formatMoney(result.inputs.frequency === 'weekly' ? shownWeekly(result.repayment, f) : result.repayment)} <span>per {per}</span>
            </p>
            <p>
              Total payable {formatMoney(result.totalPayable!)} over {result.repayments} repayments
            </p>
          </>
        )}
      </div>
      <LoanAssumptions inputs={inputs} example={example} establishmentFee={establishmentFee} estimateShown={estimateShown} tenant={tenant} onReset={() => change(start.inputs)} />
      <FinanceDisclaimer slug={financeDisclaimerUrl(car) === null ? null : car.slug} collapsedChars={f.disclaimerCollapsedChars} />
    </section>
  );
}

/**
 * What the calculator's figure assumes; once the shopper has moved off the lender's example, also what
 * the page's estimate assumes, so two figures for two loans are never left unexplained.
 */
function LoanAssumptions({
  inputs,
  example,
  establishmentFee,
  estimateShown,
  tenant,
  onReset,
}: {
  inputs: CalculatorInputs;
  example: FinanceExample | null;
  establishmentFee: number;
  estimateShown: boolean;
  tenant: BrowserTenant;
  onReset: () => void;
}) {
  if (!example) return <p className="finance-assumes" data-testid="finance-assumes">Based on {loanSummary(inputs, establishmentFee)}.</p>;
  const summary = loanSummary(example.terms, example.establishmentFee, example.comparisonRate);
  const lenderExample = `${example.lenderName}’s example: ${summary}`;
  if (onExampleTerms(inputs, example)) {
    return (
      <p className="finance-assumes" data-testid="finance-assumes">
        {lenderExample}.
      </p>
    );
  }
  const { amount, per } = estimateFigure(example, tenant.finance);
  return (
    <div className="finance-assumes" data-testid="finance-assumes">
      <p>
        Your figures: {loanSummary(inputs, establishmentFee)}.{' '}
        {estimateShown
          ? `The ${formatMoney(amount)} / ${per} estimate on this page is ${lenderExample}.`
          : `${example.lenderName}’s example comes to ${formatMoney(amount)} / ${per}: ${summary}.`}
      </p>
      <Button className="button button-small" onPress={onReset}>
        Back to {example.lenderName}’s example
      </Button>
    </div>
  );
}

/** The lender's disclaimer, for a car with a lender (`slug`); the standard text meanwhile and otherwise. */
const FinanceDisclaimer = memo(function FinanceDisclaimer({ slug, collapsedChars }: { slug: string | null; collapsedChars: number | null }) {
  const state = useApiData(slug && financeDisclaimerPath(slug), (signal) => getFinanceDisclaimer(slug!, { signal }));
  const text = state.status === 'ready' ? state.data.disclaimer : 'Repayments are estimates only and do not constitute a quote or an offer of finance.';
  return <ExpandableText id="financeDisclaimer" className="finance-disclaimer" text={text} chars={collapsedChars} labels={DISCLAIMER_TOGGLE} />;
});
