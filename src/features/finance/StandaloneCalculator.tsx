// Spec §5/§9 stand-alone finance calculator (/finance and the finance pages the tenant lists): the
// purchase price is a money input with the tenant's quick-pick chips, up to $250,000 with the help text
// 'Cannot be less than {min} or more than $250,000'; the term, interest (the lender's range where the
// tenant gives one), deposit and residual are sliders; the repayment counts up to each new figure over
// 2 s; the comparison rate is the lender's published range, else the one the tenant's disclaimer
// states. The maths runs in the finance worker, as the car page's calculator's does.
import { useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../platform/analytics.ts';
import { clampToRange, type CalculatorInputs, type CalculatorResult } from '../../domain/finance.ts';
import { comparisonRateText, purchasePriceHelp, purchasePriceOutOfRange, standaloneBounds, standaloneComparisonRate, standaloneLender } from '../../domain/finance-standalone.ts';
import { formatMoney } from '../../domain/number-format.ts';
import { formatMoneyInput, parseAmount } from '../../domain/number-input.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { CountUp } from '../../ui/CountUp.tsx';
import { DISCLAIMER_TOGGLE, ExpandableText } from '../../ui/ExpandableText.tsx';
import { useStableHandler } from '../../perf/use-stable-handler.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { evaluateCalculator } from '../../worker-clients/finance-client.ts';
import { FINANCE_USE_EVENT, FREQUENCY_LABELS, FrequencyField, SliderField, termAndRateSliders } from '../car';
import { AmountField } from '../leads';

/** Spec §9: the amount counts up over 2 s. */
export const AMOUNT_COUNT_UP_MS = 2000;
const DEFAULT_DISCLAIMER = 'Repayments are estimates only and do not constitute a quote or an offer of finance.';

export function StandaloneCalculator() {
  const tenant = useAtomValue(tenantAtom);
  const f = tenant.finance;
  const lender = standaloneLender(f);
  const bounds = useMemo(() => standaloneBounds(f, lender), [f, lender]);
  const comparison = standaloneComparisonRate(f, lender);
  const [price, setPrice] = useState(() => formatMoneyInput(f.defaultLoanAmount));
  const [inputs, setInputs] = useState<Omit<CalculatorInputs, 'amount'>>(() => ({
    termYears: clampToRange(f.defaultTermYears, bounds.termYears),
    interestPercent: clampToRange(f.defaultInterest, bounds.interestPercent),
    frequency: f.monthlyOnly ? 'monthly' : 'weekly',
    deposit: 0,
    residual: 0,
  }));
  const amount = parseAmount(price) ?? 0;
  const outOfRange = purchasePriceOutOfRange(amount, bounds.amount);
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const used = useRef(false);
  const establishmentFee = f.fees?.establishment ?? 0;
  useEffect(() => {
    if (amount <= 0) return;
    const abort = new AbortController();
    evaluateCalculator({ ...inputs, amount }, { bounds, establishmentFee }, abort.signal).then(setResult, (error: unknown) => {
      if (!isAbortError(error)) console.warn('finance calculation failed', error);
    });
    return () => abort.abort();
  }, [inputs, amount, bounds, establishmentFee]);
  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track(FINANCE_USE_EVENT, { calculator: 'standalone' });
  };
  const change = useStableHandler((patch: Partial<CalculatorInputs>) => {
    firstUse();
    setInputs((current) => ({ ...current, ...patch }));
  });
  const sliders = termAndRateSliders(f, inputs, bounds);
  const per = FREQUENCY_LABELS[inputs.frequency];
  const shown = result && !outOfRange && amount > 0 ? result : null;

  return (
    <section className="car-card finance-calculator standalone-calculator" id="finance-calculator" aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title">Finance calculator</h2>
      <AmountField
        name="purchase_price"
        label="Purchase price"
        kind="money"
        chips={tenant.moneyInput.chips}
        values={{ purchase_price: price }}
        setValue={(_, value) => {
          firstUse();
          setPrice(value);
        }}
        description={purchasePriceHelp(bounds.amount)}
        error={outOfRange ? purchasePriceHelp(bounds.amount) : undefined}
      />
      <div className="calc-fields">
        {sliders.map((props) => (
          <SliderField key={props.input} {...props} onChange={change} />
        ))}
        {!f.monthlyOnly && <FrequencyField value={inputs.frequency} onChange={change} />}
      </div>
      {/* The counting figure is for the eye; a screen reader hears each final figure once. */}
      <p className="visually-hidden" aria-live="polite">
        {shown && !shown.enquireForFinance ? `${formatMoney(shown.repayment)} per ${per}` : shown ? 'Enquire for Finance' : ''}
      </p>
      <div className="calc-result" data-testid="finance-result">
        {shown === null ? (
          <p>{outOfRange || amount <= 0 ? 'Enter a purchase price to see your repayments.' : 'Calculating…'}</p>
        ) : shown.enquireForFinance ? (
          <p className="calc-repayment">Enquire for Finance</p>
        ) : (
          <>
            <p className="calc-repayment">
              <span aria-hidden="true">
                <CountUp value={shown.repayment} startAt={0} ms={AMOUNT_COUNT_UP_MS} format={formatMoney} className="calc-amount" /> <span>per {per}</span>
              </span>
            </p>
            <p>
              Total payable {formatMoney(shown.totalPayable!)} over {shown.repayments} repayments
            </p>
          </>
        )}
        {comparison && <p className="calc-comparison">{comparisonRateText(comparison)}</p>}
      </div>
      <ExpandableText id="financeDisclaimer" className="finance-disclaimer" text={f.disclaimer ?? DEFAULT_DISCLAIMER} chars={f.disclaimerCollapsedChars} labels={DISCLAIMER_TOGGLE} />
    </section>
  );
}
