// Spec §5 "Finance calculator" and §9 "Finance": input bounds, the 'Enquire for Finance' threshold,
// the car-page estimate and when a car shows one.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  DEFAULT_CALCULATOR_INPUTS,
  STANDALONE_BOUNDS,
  VEHICLE_PAGE_BOUNDS,
  carEstimate,
  clampAmount,
  estimateFigure,
  shownWeekly,
  tenantEstimateDefaults,
  clampCalculatorInputs,
  clampToRange,
  evaluateCalculator,
  loanAmount,
  showsFinanceEstimate,
  type CalculatorBounds,
  type CalculatorInputs,
  type Range,
} from '../../src/domain/finance.ts';
import type { LenderInfo } from '../../src/domain/stock.ts';

const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({ ...DEFAULT_CALCULATOR_INPUTS, ...overrides });

const lender = (overrides: Partial<LenderInfo> = {}): LenderInfo => ({
  interestRate: 8,
  comparisonRate: 9.1,
  paymentWeek: 0,
  paymentMonth: 0,
  deposit: 2_000,
  termMonths: 60,
  balloon: 0,
  establishmentFees: 1_300,
  totalPayable: 0,
  disclaimer: '',
  financeProvider: 'Youx',
  ...overrides,
});

describe('calculator bounds', () => {
  const { amount, termYears, interestPercent, deposit } = VEHICLE_PAGE_BOUNDS;

  it('takes the spec defaults: price 1000..100000 by 500, term 1..7 by 0.5, interest 0.5..15 by 0.5, deposit and residual 0..250000', () => {
    expect(VEHICLE_PAGE_BOUNDS).toEqual({
      amount: { min: 1000, max: 100_000, step: 500 },
      termYears: { min: 1, max: 7, step: 0.5 },
      interestPercent: { min: 0.5, max: 15, step: 0.5 },
      deposit: { min: 0, max: 250_000, step: 0.5 },
      residual: { min: 0, max: 250_000, step: 0.5 },
    });
    expect(STANDALONE_BOUNDS.amount.max).toBe(250_000);
  });

  it('turns a purchase price of 0 or below into 0, and clamps the rest to the bounds', () => {
    expect(clampAmount(-5, amount)).toBe(0);
    expect(clampAmount(0, amount)).toBe(0);
    expect(clampAmount(Number.NaN, amount)).toBe(0);
    expect(clampAmount(1, amount)).toBe(1000);
    expect(clampAmount(1234, amount)).toBe(1000);
    expect(clampAmount(1300, amount)).toBe(1500);
    expect(clampAmount(123_456, amount)).toBe(100_000);
    expect(clampAmount(123_456, STANDALONE_BOUNDS.amount)).toBe(123_500);
    expect(clampAmount(300_000, STANDALONE_BOUNDS.amount)).toBe(250_000);
  });

  it('clamps term, interest and deposit to their bounds and steps', () => {
    expect(clampToRange(0, termYears)).toBe(1);
    expect(clampToRange(7.3, termYears)).toBe(7);
    expect(clampToRange(2.74, termYears)).toBe(2.5);
    expect(clampToRange(2.76, termYears)).toBe(3);
    expect(clampToRange(0.1, interestPercent)).toBe(0.5);
    expect(clampToRange(99, interestPercent)).toBe(15);
    expect(clampToRange(-1, deposit)).toBe(0);
    expect(clampToRange(0.3, deposit)).toBe(0.5);
    expect(clampToRange(300_000, deposit)).toBe(250_000);
  });

  it('steps from the minimum on tenant ranges, without binary-fraction noise', () => {
    const tenantInterest: Range = { min: 9.95, max: 19.95, step: 0.5 };
    expect(clampToRange(10.3, tenantInterest)).toBe(10.45);
    expect(clampToRange(19.9, tenantInterest)).toBe(19.95);
    // A ceiling off the step grid (1.05x the car price) is still reachable.
    expect(clampToRange(52_400, { min: 1000, max: 52_447.5, step: 500 })).toBe(52_447.5);
  });

  it('always lands inside the bounds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.constantFrom(...Object.values(VEHICLE_PAGE_BOUNDS)), (value, range) => {
        const clamped = clampToRange(value, range);
        expect(clamped).toBeGreaterThanOrEqual(range.min);
        expect(clamped).toBeLessThanOrEqual(range.max);
        expect(clampToRange(clamped, range)).toBe(clamped);
      }),
    );
  });

  it('clamps every calculator input with the bounds it is given', () => {
    const tight: CalculatorBounds = { ...VEHICLE_PAGE_BOUNDS, termYears: { min: 1, max: 5, step: 1 } };
    expect(clampCalculatorInputs(inputs({ amount: -1, termYears: 6.5, interestPercent: 30, deposit: -3, residual: 1e9 }), tight)).toEqual({
      amount: 0,
      termYears: 5,
      interestPercent: 15,
      frequency: 'weekly',
      deposit: 0,
      residual: 250_000,
    });
  });
});

describe('evaluateCalculator', () => {
  it('starts from $30,000 over 5 years at 10%, weekly: $146.73 a week, $38,149.80 in all', () => {
    expect(evaluateCalculator(DEFAULT_CALCULATOR_INPUTS)).toEqual({
      inputs: DEFAULT_CALCULATOR_INPUTS,
      repayment: 146.73,
      repayments: 260,
      totalPayable: 38_149.8,
      enquireForFinance: false,
    });
  });

  it("adds the lender's establishment fee and counts the residual in the total", () => {
    const monthly = evaluateCalculator(inputs({ frequency: 'monthly' }), { establishmentFee: 1300 });
    expect(monthly.repayment).toBe(665.03);
    expect(monthly.totalPayable).toBe(39_901.8);
    const balloon = evaluateCalculator(inputs({ frequency: 'monthly', residual: 9000 }));
    expect(balloon.repayment).toBe(521.19);
    expect(balloon.totalPayable).toBe(40_271.4);
  });

  it("shows 'Enquire for Finance' and no total at 25 or less", () => {
    const tiny = evaluateCalculator(inputs({ amount: 1000, termYears: 7, interestPercent: 0.5 }));
    expect(tiny.repayment).toBe(2.8);
    expect(tiny).toMatchObject({ enquireForFinance: true, totalPayable: null });

    // A tenant allowing 0% and $100 steps puts a repayment exactly on the threshold.
    const bounds: CalculatorBounds = { ...VEHICLE_PAGE_BOUNDS, amount: { min: 1000, max: 100_000, step: 100 }, interestPercent: { min: 0, max: 15, step: 0.5 } };
    const atThreshold = evaluateCalculator(inputs({ amount: 1300, termYears: 1, interestPercent: 0 }), { bounds });
    expect(atThreshold).toMatchObject({ repayment: 25, enquireForFinance: true, totalPayable: null });
    const above = evaluateCalculator(inputs({ amount: 1400, termYears: 1, interestPercent: 0 }), { bounds });
    expect(above).toMatchObject({ repayment: 26.92, enquireForFinance: false, totalPayable: 1399.84 });
  });

  it('evaluates clamped inputs, and a price typed as 0 owes nothing', () => {
    const result = evaluateCalculator(inputs({ amount: 0 }));
    expect(result.inputs.amount).toBe(0);
    expect(result).toMatchObject({ repayment: 0, enquireForFinance: true, totalPayable: null });
  });
});

describe('the car-page estimate', () => {
  it('lends $30,000 when the price is missing', () => {
    expect(loanAmount(null)).toBe(30_000);
    expect(loanAmount(undefined)).toBe(30_000);
    expect(loanAmount(0)).toBe(30_000);
    expect(loanAmount(Number.NaN)).toBe(30_000);
    expect(loanAmount(45_990)).toBe(45_990);
  });

  it("lends the tenant's default amount when it sets one", () => {
    expect(loanAmount(null, 20_000)).toBe(20_000);
    expect(loanAmount(45_990, 20_000)).toBe(45_990);
    const defaults = tenantEstimateDefaults({ defaultInterest: 10, defaultLoanAmount: 20_000 });
    expect(defaults).toEqual({ interestPercent: 10, termYears: 5, loanAmount: 20_000 });
    // Two thirds of the $30,000 default's repayment (no fee, deposit or residual: linear in the amount).
    expect(carEstimate({ price: null, lender: null }, defaults).weekly).toBeCloseTo((146.73 * 2) / 3, 1);
  });

  it("quotes the lender's published weekly figure, and monthly as weekly x 4.33", () => {
    expect(carEstimate({ price: 40_000, lender: lender({ paymentWeek: 123.45 }) })).toEqual({ weekly: 123.45, monthly: 534.54, enquireForFinance: false });
  });

  it("amortises on the lender's terms when it publishes no figure", () => {
    // $25,000 − $2,000 deposit + $1,300 fee at 8% over 60 months, weekly.
    expect(carEstimate({ price: 25_000, lender: lender() })).toEqual({ weekly: 113.47, monthly: 491.33, enquireForFinance: false });
  });

  it("falls back to the tenant's rate and the 5-year term without a lender, and to $30,000 without a price", () => {
    expect(carEstimate({ price: null, lender: null })).toEqual({ weekly: 146.73, monthly: 635.34, enquireForFinance: false });
    expect(carEstimate({ price: null, lender: lender({ interestRate: null, termMonths: undefined, deposit: 0, establishmentFees: 0 }) })).toEqual({
      weekly: 146.73,
      monthly: 635.34,
      enquireForFinance: false,
    });
  });
});

describe('showsFinanceEstimate', () => {
  const car = { price: 20_000, year: 2020 };

  it('needs lender data with both rates, a price above 500 and a purchasable car', () => {
    expect(showsFinanceEstimate(car, lender(), true)).toBe(true);
    expect(showsFinanceEstimate(car, undefined, true)).toBe(false);
    expect(showsFinanceEstimate(car, null, true)).toBe(false);
    expect(showsFinanceEstimate(car, lender({ interestRate: null }), true)).toBe(false);
    expect(showsFinanceEstimate(car, lender({ comparisonRate: null }), true)).toBe(false);
    expect(showsFinanceEstimate({ ...car, price: 500 }, lender(), true)).toBe(false);
    expect(showsFinanceEstimate({ ...car, price: 501 }, lender(), true)).toBe(true);
    expect(showsFinanceEstimate(car, lender(), false)).toBe(false);
  });

  it('for the one lender, also needs a car at most 12 years old and a comparison rate', () => {
    const recentCarRule = { currentYear: 2026 };
    expect(showsFinanceEstimate({ ...car, year: 2014 }, lender(), true, { recentCarRule })).toBe(true);
    expect(showsFinanceEstimate({ ...car, year: 2013 }, lender(), true, { recentCarRule })).toBe(false);
    expect(showsFinanceEstimate({ ...car, year: 2013 }, lender(), true)).toBe(true);
    expect(showsFinanceEstimate(car, lender({ comparisonRate: 0 }), true, { recentCarRule })).toBe(false);
    expect(showsFinanceEstimate(car, lender({ comparisonRate: 0 }), true)).toBe(true);
  });
});

describe('the estimate as a line shows it', () => {
  const estimate = { weekly: 123.45, monthly: 534.54 };
  it('a week to the cent by default, in whole dollars on the rounding tenant', () => {
    expect(estimateFigure(estimate, { monthlyOnly: false, weeklyRoundWhole: false })).toEqual({ amount: 123.45, per: 'week' });
    expect(estimateFigure(estimate, { monthlyOnly: false, weeklyRoundWhole: true })).toEqual({ amount: 123, per: 'week' });
    expect(shownWeekly(123.5, { weeklyRoundWhole: true })).toBe(124);
    expect(shownWeekly(123.5, { weeklyRoundWhole: false })).toBe(123.5);
  });
  it('a month (weekly x 4.33, to the cent) on monthly-only tenants', () => {
    expect(estimateFigure(estimate, { monthlyOnly: true, weeklyRoundWhole: true })).toEqual({ amount: 534.54, per: 'month' });
  });
});
