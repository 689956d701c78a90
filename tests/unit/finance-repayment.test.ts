// Amortisation with a discounted residual (spec §9): pinned figures, an independent closed form, and
// properties over the whole input space.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { PERIODS_PER_YEAR, repayment, repaymentCount, type Frequency, type Loan } from '../../src/domain/finance.ts';

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  price: 30_000,
  deposit: 0,
  establishmentFee: 0,
  residual: 0,
  interestPercent: 10,
  termYears: 5,
  frequency: 'monthly',
  ...overrides,
});

/**
 * The textbook annuity with a balloon, written the other way round from the implementation: the
 * repayment that makes the financed amount grow to exactly the balloon after n periods,
 *   PMT = (A · (1 + r)^n − B) · r / ((1 + r)^n − 1).
 */
function closedForm({ price, deposit, establishmentFee, residual, interestPercent, termYears, frequency }: Loan): number {
  const perYear = PERIODS_PER_YEAR[frequency];
  const r = interestPercent / 100 / perYear;
  const n = termYears * perYear;
  const financed = price - deposit + establishmentFee;
  const growth = (1 + r) ** n;
  return ((financed * growth - residual) * r) / (growth - 1);
}

const frequency = fc.constantFrom<Frequency>('weekly', 'fortnightly', 'monthly');
const arbitraryLoan = fc.record({
  price: fc.integer({ min: 1_000, max: 250_000 }),
  deposit: fc.integer({ min: 0, max: 20_000 }),
  establishmentFee: fc.constantFrom(0, 395, 1300, 1360.5),
  residual: fc.integer({ min: 0, max: 50_000 }),
  interestPercent: fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
  termYears: fc.integer({ min: 2, max: 14 }).map((half) => half / 2),
  frequency,
});

describe('repayment', () => {
  it('pins $30,000 over 5 years at 10% with no deposit', () => {
    expect(repayment(loan()).toFixed(2)).toBe('637.41');
    expect(repayment(loan({ frequency: 'weekly' })).toFixed(2)).toBe('146.73');
    expect(repayment(loan({ frequency: 'fortnightly' })).toFixed(2)).toBe('293.68');
    for (const f of ['weekly', 'fortnightly', 'monthly'] as const) {
      expect(repayment(loan({ frequency: f }))).toBeCloseTo(closedForm(loan({ frequency: f })), 9);
    }
  });

  it('subtracts the present value of a residual, adds the establishment fee and takes off the deposit', () => {
    // A 30% balloon: the repayments carry only what the balloon is worth today.
    expect(repayment(loan({ residual: 9_000 })).toFixed(2)).toBe('521.19');
    const full = loan({ frequency: 'weekly', residual: 9_000, establishmentFee: 1_300, deposit: 3_000 });
    expect(repayment(full).toFixed(2)).toBe('111.71');
    expect(repayment(full)).toBeCloseTo(closedForm(full), 9);
  });

  it('counts whole repayments: 52, 26 or 12 a year', () => {
    expect(repaymentCount(5, 'weekly')).toBe(260);
    expect(repaymentCount(1.5, 'fortnightly')).toBe(39);
    expect(repaymentCount(7, 'monthly')).toBe(84);
  });

  it('is never negative when the deposit and residual already cover the price', () => {
    expect(repayment(loan({ deposit: 20_000, residual: 20_000 }))).toBe(0);
  });

  it('matches the closed form everywhere', () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        fc.pre(l.interestPercent > 0);
        const expected = Math.max(0, closedForm(l));
        expect(repayment(l)).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('at 0% is the principal (less the undiscounted residual) over the number of repayments', () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        const zero = { ...l, interestPercent: 0 };
        const principal = l.price - l.deposit + l.establishmentFee - l.residual;
        expect(repayment(zero)).toBeCloseTo(Math.max(0, principal / repaymentCount(l.termYears, l.frequency)), 9);
      }),
    );
  });

  it('rises with the interest rate', () => {
    fc.assert(
      fc.property(arbitraryLoan, fc.integer({ min: 1, max: 500 }), (l, extraBp) => {
        const higher = { ...l, interestPercent: l.interestPercent + extraBp / 100 };
        expect(repayment(higher)).toBeGreaterThanOrEqual(repayment(l) - 1e-9);
      }),
    );
  });

  it('rises with the price', () => {
    fc.assert(
      fc.property(arbitraryLoan, fc.integer({ min: 1, max: 50_000 }), (l, extra) => {
        expect(repayment({ ...l, price: l.price + extra })).toBeGreaterThanOrEqual(repayment(l));
      }),
    );
  });

  it('repays the loan: the repayments and the residual, discounted, are worth the amount financed', () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        const perYear = PERIODS_PER_YEAR[l.frequency];
        const r = l.interestPercent / 100 / perYear;
        const n = repaymentCount(l.termYears, l.frequency);
        const payment = repayment(l);
        fc.pre(payment > 0);
        let presentValue = l.residual / (1 + r) ** n;
        for (let k = 1; k <= n; k++) presentValue += payment / (1 + r) ** k;
        expect(presentValue).toBeCloseTo(l.price - l.deposit + l.establishmentFee, 4);
      }),
    );
  });
});
