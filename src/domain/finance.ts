// Spec §3 (calculator state, lender info), §5 "Finance calculator" and §9 "Finance": repayments, the
// calculator's input bounds and when a car shows a finance estimate. Pure: the finance worker runs it,
// and the app runs the same code when workers are unavailable.
import type { LenderTerms } from './stock.ts';

export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The car page shows a monthly figure derived from the weekly one, not a separately amortised one. */
export const WEEKS_PER_MONTH = 4.33;

/** Used when the car has no price (spec §9). */
export const DEFAULT_LOAN_AMOUNT = 30_000;

/** At or below this repayment the calculator shows 'Enquire for Finance' and no total. */
export const ENQUIRE_FOR_FINANCE_AT_OR_BELOW = 25;

/** A car's finance estimate needs a price above this. */
export const MIN_ESTIMATE_PRICE = 500;

/** The lender with the age rule only finances cars this many years old or newer. */
export const LENDER_MAX_CAR_AGE_YEARS = 12;

export interface Loan {
  price: number;
  deposit: number;
  establishmentFee: number;
  /** Balloon paid as a lump sum at the end of the term, on top of the last repayment. */
  residual: number;
  interestPercent: number;
  termYears: number;
  frequency: Frequency;
}

/** Whole repayments in the term; every term on the calculator's 0.5-year grid is a whole count anyway. */
export function repaymentCount(termYears: number, frequency: Frequency): number {
  return Math.max(1, Math.round(termYears * PERIODS_PER_YEAR[frequency]));
}

/**
 * The level repayment per period (unrounded).
 *
 * Standard amortisation of the amount financed less the residual's present value: the residual is
 * paid at the end, so the repayments only have to clear what it is worth today.
 *
 *   r = interestPercent / 100 / periods per year,  n = repaymentCount
 *   P = price − deposit + establishmentFee − residual / (1 + r)^n
 *   repayment = P · r / (1 − (1 + r)^−n),  or P / n when r = 0 (the residual is then undiscounted)
 *
 * A deposit and residual that already cover the price need no repayments: 0, never negative.
 */
export function repayment(loan: Loan): number {
  const n = repaymentCount(loan.termYears, loan.frequency);
  const r = loan.interestPercent / 100 / PERIODS_PER_YEAR[loan.frequency];
  const growth = (1 + r) ** n;
  const principal = loan.price - loan.deposit + loan.establishmentFee - loan.residual / growth;
  const level = r === 0 ? principal / n : (principal * r) / (1 - 1 / growth);
  return Math.max(0, level);
}

/** Money as shown: to the cent. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The loan a car's calculator starts from; a missing (or non-positive) price falls back to the tenant's default. */
export function loanAmount(price: number | null | undefined, fallback: number = DEFAULT_LOAN_AMOUNT): number {
  return price != null && Number.isFinite(price) && price > 0 ? price : fallback;
}

// ---------------------------------------------------------------------------------------------------
// Calculator inputs and their bounds. Tenants override the bounds, so every function takes them.

export interface Range {
  min: number;
  max: number;
  /** Steps count from `min`, as an HTML range input's do. */
  step: number;
}

export interface CalculatorBounds {
  amount: Range;
  termYears: Range;
  interestPercent: Range;
  deposit: Range;
  residual: Range;
}

export interface CalculatorInputs {
  amount: number;
  termYears: number;
  interestPercent: number;
  frequency: Frequency;
  /** Deposit or trade-in. */
  deposit: number;
  residual: number;
}

export const VEHICLE_PAGE_BOUNDS: Readonly<CalculatorBounds> = {
  amount: { min: 1000, max: 100_000, step: 500 },
  termYears: { min: 1, max: 7, step: 0.5 },
  interestPercent: { min: 0.5, max: 15, step: 0.5 },
  deposit: { min: 0, max: 250_000, step: 0.5 },
  residual: { min: 0, max: 250_000, step: 0.5 },
};

/** The stand-alone calculator differs only in its purchase-price ceiling. */
export const STANDALONE_BOUNDS: Readonly<CalculatorBounds> = {
  ...VEHICLE_PAGE_BOUNDS,
  amount: { ...VEHICLE_PAGE_BOUNDS.amount, max: 250_000 },
};

export const DEFAULT_CALCULATOR_INPUTS: Readonly<CalculatorInputs> = {
  amount: DEFAULT_LOAN_AMOUNT,
  termYears: 5,
  interestPercent: 10,
  frequency: 'weekly',
  deposit: 0,
  residual: 0,
};

function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Values beyond the bounds clamp to the bound; values inside snap to the nearest step. */
export function clampToRange(value: number, { min, max, step }: Range): number {
  if (Number.isNaN(value) || value <= min) return min;
  if (value >= max) return max;
  const snapped = min + Math.round((value - min) / step) * step;
  // Steps like 0.5 from a min like 9.95 would otherwise leave binary-fraction noise (10.450000000000001).
  const scale = 10 ** Math.max(decimals(min), decimals(step));
  return Math.min(max, Math.round(snapped * scale) / scale);
}

/** The purchase price differs from the other inputs: 0 or below becomes 0 rather than the minimum. */
export function clampAmount(value: number, range: Range): number {
  return Number.isNaN(value) || value <= 0 ? 0 : clampToRange(value, range);
}

/** The inputs a lender's example loan sets (everything but the repayment frequency). */
export type LoanTerms = Omit<CalculatorInputs, 'frequency'>;
export const LOAN_TERM_INPUTS = ['amount', 'termYears', 'interestPercent', 'deposit', 'residual'] as const satisfies readonly (keyof LoanTerms)[];

/**
 * Each input clamped to its bounds and snapped to its step; an input equal to `exact`'s (the lender's
 * example, whose rate and amounts are rarely on the calculator's grid) is only clamped.
 */
export function clampCalculatorInputs(inputs: CalculatorInputs, bounds: CalculatorBounds = VEHICLE_PAGE_BOUNDS, exact?: LoanTerms): CalculatorInputs {
  const clamp = (input: keyof LoanTerms, snap: (value: number, range: Range) => number) => {
    const value = inputs[input];
    const range = bounds[input];
    return exact && value === exact[input] ? Math.min(range.max, Math.max(range.min, value)) : snap(value, range);
  };
  return {
    amount: clamp('amount', clampAmount),
    termYears: clamp('termYears', clampToRange),
    interestPercent: clamp('interestPercent', clampToRange),
    frequency: inputs.frequency,
    deposit: clamp('deposit', clampToRange),
    residual: clamp('residual', clampToRange),
  };
}

/** A lender's example loan with its published figures (src/domain/finance-example.ts). */
export interface PublishedLoan {
  terms: LoanTerms;
  /** The lender's weekly figure: what its disclaimer quotes and the page shows as the estimate. */
  weekly: number;
  /** The car page's month: weekly × 4.33 (spec §9). */
  monthly: number;
}

export interface CalculatorOptions {
  bounds?: CalculatorBounds;
  /** From the lender data (spec §9: 1300 for one provider, 1360.5 for another, otherwise 0). */
  establishmentFee?: number;
  /**
   * The lender's example: on its terms, weekly or monthly, the calculator shows the lender's own
   * figure (the one the estimate and the disclaimer give), not one worked out again, so the page
   * has one figure for one loan whatever rounding the lender applied.
   */
  example?: PublishedLoan | null;
  /**
   * The calculator's starting terms (the example's, or the car's price on the tenant's defaults): a
   * value equal to its own here is kept as it is, off the step grid (a $54,390 car is not financed at
   * $54,500); the others snap to their steps.
   */
  start?: LoanTerms | null;
}

export interface CalculatorResult {
  /** The inputs after clamping, for the form to show back. */
  inputs: CalculatorInputs;
  /** Per period, to the cent. */
  repayment: number;
  repayments: number;
  /** Every repayment plus the residual; null when the calculator shows 'Enquire for Finance'. */
  totalPayable: number | null;
  enquireForFinance: boolean;
}

/** Whether the inputs are the example's loan (any frequency). */
export function onExampleTerms(inputs: LoanTerms, example: PublishedLoan | null | undefined): boolean {
  return !!example && LOAN_TERM_INPUTS.every((input) => inputs[input] === example.terms[input]);
}

function publishedRepayment(inputs: CalculatorInputs, example: PublishedLoan | null | undefined): number | null {
  if (!example || !onExampleTerms(inputs, example)) return null;
  return inputs.frequency === 'weekly' ? example.weekly : inputs.frequency === 'monthly' ? example.monthly : null;
}

export function evaluateCalculator(raw: CalculatorInputs, { bounds = VEHICLE_PAGE_BOUNDS, establishmentFee = 0, example = null, start = example?.terms }: CalculatorOptions = {}): CalculatorResult {
  const inputs = clampCalculatorInputs(raw, bounds, start ?? undefined);
  // The threshold applies to the figure the shopper would see, so compare after rounding.
  const perPeriod = publishedRepayment(inputs, example) ?? cents(repayment({ ...inputs, price: inputs.amount, establishmentFee }));
  const repayments = repaymentCount(inputs.termYears, inputs.frequency);
  const enquireForFinance = perPeriod <= ENQUIRE_FOR_FINANCE_AT_OR_BELOW;
  return {
    inputs,
    repayment: perPeriod,
    repayments,
    totalPayable: enquireForFinance ? null : cents(perPeriod * repayments + inputs.residual),
    enquireForFinance,
  };
}

// ---------------------------------------------------------------------------------------------------
// A car's finance estimate (car page, result cards).

/** Lenders give the term in one of three units. */
export function lenderTermYears(lender: Pick<LenderTerms, 'termYears' | 'termMonths' | 'termWeeks'>): number | null {
  if (lender.termYears != null) return lender.termYears;
  if (lender.termMonths != null) return lender.termMonths / 12;
  if (lender.termWeeks != null) return lender.termWeeks / 52;
  return null;
}

export interface EstimateDefaults {
  /** From the tenant's config (spec: 10 in one place). */
  interestPercent: number;
  /** The finance card's 5-year term. */
  termYears: number;
  /** The tenant's loan for a car without a price. */
  loanAmount: number;
}

export const DEFAULT_ESTIMATE: Readonly<EstimateDefaults> = { interestPercent: 10, termYears: 5, loanAmount: DEFAULT_LOAN_AMOUNT };

/** A tenant's estimate defaults: its interest and loan amount, on the finance card's 5-year term. */
export function tenantEstimateDefaults(finance: { defaultInterest: number; defaultLoanAmount: number }): EstimateDefaults {
  return { interestPercent: finance.defaultInterest, termYears: DEFAULT_ESTIMATE.termYears, loanAmount: finance.defaultLoanAmount };
}

export interface CarEstimateInput {
  price: number | null;
  lender: LenderTerms | null;
}

export interface CarEstimate {
  weekly: number;
  /** weekly × 4.33, as the car page shows it. */
  monthly: number;
  enquireForFinance: boolean;
}

/**
 * A lender's published weekly figure wins: its disclaimer quotes that exact amount. Without one the
 * figure is amortised from the price on the lender's terms, or the tenant's defaults where it has none.
 */
export function carEstimate({ price, lender }: CarEstimateInput, defaults: EstimateDefaults = DEFAULT_ESTIMATE): CarEstimate {
  const weekly =
    lender && lender.paymentWeek > 0
      ? lender.paymentWeek
      : cents(
          repayment({
            price: loanAmount(price, defaults.loanAmount),
            deposit: lender?.deposit ?? 0,
            establishmentFee: lender?.establishmentFees ?? 0,
            residual: lender?.balloon ?? 0,
            interestPercent: lender?.interestRate ?? defaults.interestPercent,
            termYears: (lender && lenderTermYears(lender)) ?? defaults.termYears,
            frequency: 'weekly',
          }),
        );
  return { weekly, monthly: cents(weekly * WEEKS_PER_MONTH), enquireForFinance: weekly <= ENQUIRE_FOR_FINANCE_AT_OR_BELOW };
}

export interface EstimateDisplay {
  /** Monthly-only tenants show weekly × 4.33 a month. */
  monthlyOnly: boolean;
  /** The tenant that shows the weekly figure in whole dollars. */
  weeklyRoundWhole: boolean;
}

/** The weekly figure as the tenant shows it: to the cent, or in whole dollars on the rounding tenant. */
export function shownWeekly(weekly: number, { weeklyRoundWhole }: Pick<EstimateDisplay, 'weeklyRoundWhole'>): number {
  return weeklyRoundWhole ? Math.round(weekly) : weekly;
}

/** An estimate as a line shows it (sidebar, sticky header, result card): a month's or a week's repayment. */
export function estimateFigure(estimate: Pick<CarEstimate, 'weekly' | 'monthly'>, display: EstimateDisplay): { amount: number; per: 'week' | 'month' } {
  return display.monthlyOnly ? { amount: estimate.monthly, per: 'month' } : { amount: shownWeekly(estimate.weekly, display), per: 'week' };
}

export interface FinanceEstimateOptions {
  /**
   * The one lender that also needs a recent car: pass the current year. The car's year must be at
   * most `LENDER_MAX_CAR_AGE_YEARS` before it (inclusive) and the comparison rate above 0.
   */
  recentCarRule?: { currentYear: number };
}

/**
 * Spec §5: the car has lender data with interest and comparison rates, a price above 500, and is
 * purchasable. The manufacturer and dealer exclusions are tenant config, applied by the caller.
 */
export function showsFinanceEstimate(
  car: { price: number; year: number },
  lender: LenderTerms | null | undefined,
  purchasable: boolean,
  { recentCarRule }: FinanceEstimateOptions = {},
): boolean {
  if (!lender || !purchasable) return false;
  if (lender.interestRate === null || lender.comparisonRate === null) return false;
  if (!(car.price > MIN_ESTIMATE_PRICE)) return false;
  if (recentCarRule) {
    if (recentCarRule.currentYear - car.year > LENDER_MAX_CAR_AGE_YEARS) return false;
    if (!(lender.comparisonRate > 0)) return false;
  }
  return true;
}
