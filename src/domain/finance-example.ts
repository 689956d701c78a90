// One loan, one figure (issue 42): the car's lender publishes an example loan (its rate, term, deposit,
// balloon and fee) with a weekly repayment and a comparison rate, which its disclaimer quotes. The car
// page's estimate (sidebar, sticky header), the calculator's starting point and the Car Finance promo
// card all show that one example, so one lender, rate, term and deposit give one figure everywhere on
// the page. Where the calculator differs (the shopper changed its inputs), `loanSummary` says what
// each figure assumes.
import {
  carEstimate,
  clampCalculatorInputs,
  lenderTermYears,
  loanAmount,
  LOAN_TERM_INPUTS,
  type CalculatorBounds,
  type CalculatorInputs,
  type EstimateDefaults,
  type Frequency,
  type LoanTerms,
  type PublishedLoan,
  type Range,
} from './finance.ts';
import { formatMoney } from './number-format.ts';
import { sellingPrice, type Priced } from './price-display.ts';
import type { LenderTerms } from './stock.ts';
import { carLenderKey } from './car-page.ts';

export interface FinanceExample extends PublishedLoan {
  /** The lender's key in `finance_lenders` (the one `carLender` picks, whose disclaimer the page shows). */
  lenderKey: string;
  /** Its name as its disclaimer gives it ('Youx', 'Stratton Finance'). */
  lenderName: string;
  establishmentFee: number;
  comparisonRate: number | null;
}

/**
 * The example of the car's lender (the tenant's provider, else the car's first), with the figure the
 * estimate shows (`carEstimate`: the lender's published weekly repayment). Null without a lender or
 * with one that gives its rate only on application.
 */
export function financeExample(
  car: Priced & { finance_lenders: Readonly<Record<string, LenderTerms>> | null },
  provider: string | null,
  defaults: EstimateDefaults,
): FinanceExample | null {
  const key = carLenderKey(car, provider);
  const lender = key === null ? null : car.finance_lenders?.[key];
  if (key === null || !lender || lender.interestRate === null) return null;
  const price = sellingPrice(car);
  const { weekly, monthly } = carEstimate({ price, lender }, defaults);
  return {
    lenderKey: key,
    lenderName: lender.financeProvider,
    terms: {
      amount: loanAmount(price, defaults.loanAmount),
      termYears: lenderTermYears(lender) ?? defaults.termYears,
      interestPercent: lender.interestRate,
      deposit: lender.deposit,
      residual: lender.balloon,
    },
    weekly,
    monthly,
    establishmentFee: lender.establishmentFees,
    comparisonRate: lender.comparisonRate,
  };
}

/** Each range widened, where it must be, to hold the example's value (a $124,990 truck past a $100,000 ceiling). */
export function boundsHolding(bounds: CalculatorBounds, terms: LoanTerms): CalculatorBounds {
  const hold = (range: Range, value: number): Range => ({ ...range, min: Math.min(range.min, value), max: Math.max(range.max, value) });
  return Object.fromEntries(LOAN_TERM_INPUTS.map((input) => [input, hold(bounds[input], terms[input])])) as unknown as CalculatorBounds;
}

export interface CalculatorDefaults {
  termYears: number;
  interestPercent: number;
  loanAmount: number;
  frequency: Frequency;
}

/**
 * Where the vehicle page's calculator starts: on the lender's example (its ranges widened to hold it),
 * so its first figure is the estimate's; without one, on the car's price and the tenant's defaults with
 * no deposit. The price is the car's as it is, off the $500 steps (evaluateCalculator's `start`).
 */
export function calculatorStart(example: FinanceExample | null, bounds: CalculatorBounds, price: number, defaults: CalculatorDefaults): { inputs: CalculatorInputs; bounds: CalculatorBounds } {
  if (example) return { inputs: { ...example.terms, frequency: defaults.frequency }, bounds: boundsHolding(bounds, example.terms) };
  const inputs = { amount: loanAmount(price, defaults.loanAmount), termYears: defaults.termYears, interestPercent: defaults.interestPercent, frequency: defaults.frequency, deposit: 0, residual: 0 };
  return { inputs: clampCalculatorInputs(inputs, bounds, { ...inputs, amount: Math.min(bounds.amount.max, inputs.amount) }), bounds };
}

const decimals = (n: number) => {
  const text = String(n);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
};

/** Whether `value` is one of the range's steps (min + k·step). */
export function onStepGrid(value: number, { min, step }: Range): boolean {
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) < 1e-9;
}

/**
 * A slider's step for `value`: the range's, or, while the value is the example's and off that grid,
 * one fine enough to hold it (react-aria shows a value snapped to min + k·step).
 */
export function stepFor(value: number, range: Range): number {
  return onStepGrid(value, range) ? range.step : 10 ** -Math.max(decimals(value), decimals(range.min), decimals(range.step));
}

/**
 * A move from `from` to `value` on the range's grid: an off-grid value goes to the next step in the
 * direction it moved, so the first move off the example's value goes that way, not back to where it
 * was or past where it was asked.
 */
export function snapMove(value: number, from: number, range: Range): number {
  if (value === from) return value;
  if (value <= range.min || value >= range.max) return Math.min(range.max, Math.max(range.min, value));
  const k = (value - range.min) / range.step;
  const steps = Math.abs(k - Math.round(k)) < 1e-9 ? Math.round(k) : value > from ? Math.ceil(k) : Math.floor(k);
  // Steps like 0.01 from a min like 5.99 would otherwise leave binary-fraction noise (7.1499999999999995).
  const scale = 10 ** Math.max(decimals(range.min), decimals(range.step));
  return Math.min(range.max, Math.round((range.min + steps * range.step) * scale) / scale);
}

const years = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ${n === 1 ? 'year' : 'years'}`;

/**
 * What a loan assumes, in words: '5 years, 7.15% p.a. (comparison rate 8.04% p.a.), $5,439 deposit,
 * $16,317 final payment, $1,300 establishment fee'. The comparison rate is the lender's, true only for its example.
 */
export function loanSummary(terms: LoanTerms, establishmentFee: number, comparisonRate: number | null = null): string {
  return [
    years(terms.termYears),
    `${terms.interestPercent}% p.a.${comparisonRate === null ? '' : ` (comparison rate ${comparisonRate}% p.a.)`}`,
    terms.deposit > 0 ? `${formatMoney(terms.deposit)} deposit` : 'no deposit',
    terms.residual > 0 ? `${formatMoney(terms.residual)} final payment` : 'no final payment',
    ...(establishmentFee > 0 ? [`${formatMoney(establishmentFee)} establishment fee`] : []),
  ].join(', ');
}
