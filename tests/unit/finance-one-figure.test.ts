// Issue 42: one lender, one rate, one term, one deposit give one figure everywhere on the car page.
// For every demo car on every demo tenant's finance settings: the estimate (sidebar, sticky header),
// the calculator's first figure, the promo card and the lender's disclaimer agree; moving the
// calculator off the example changes its figure, and the example's own value is kept exactly.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { calculatorStart, financeExample, loanSummary, snapMove, stepFor } from '../../src/domain/finance-example.ts';
import { financePromo } from '../../src/domain/finance-promo.ts';
import { carEstimate, estimateFigure, evaluateCalculator, shownWeekly, tenantEstimateDefaults } from '../../src/domain/finance.ts';
import { sellingPrice } from '../../src/domain/price-display.ts';
import type { Car } from '../../src/domain/stock.ts';
import { toBrowserTenant, type BrowserTenant } from '../../src/domain/tenant-bootstrap.ts';
import { parseTenantConfig } from '../../src/domain/tenant-config.ts';
import { carCalculatorBounds, carLender, carLenderKey } from '../../src/domain/car-page.ts';

const TENANTS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'];
let cars: Car[];
let tenants: BrowserTenant[];

beforeAll(() => {
  cars = generateDemoData({ now: new Date('2026-11-28T00:00:00Z') }).cars.filter((c) => Object.keys(c.finance_lenders).length > 0);
  tenants = TENANTS.map((slug) => {
    const parsed = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
    if (!parsed.ok) throw new Error(slug);
    return toBrowserTenant(parsed.config);
  });
});

/** The figures a car page shows for a car, worked out as the page works them out. */
function pageFigures(car: Car, tenant: BrowserTenant) {
  const f = tenant.finance;
  const price = sellingPrice(car);
  const lender = carLender(car, f.provider);
  const estimate = carEstimate({ price, lender }, tenantEstimateDefaults(f));
  const example = financeExample(car, f.provider, tenantEstimateDefaults(f));
  const frequency = f.monthlyOnly ? 'monthly' : 'weekly';
  const start = calculatorStart(example, carCalculatorBounds(f, price, carLenderKey(car, f.provider)), price, {
    termYears: f.defaultTermYears,
    interestPercent: f.defaultInterest,
    loanAmount: f.defaultLoanAmount,
    frequency,
  });
  const options = { bounds: start.bounds, establishmentFee: lender?.establishmentFees ?? 0, example };
  const calculator = evaluateCalculator(start.inputs, options);
  const promo = financePromo(carLenderKey(car, f.provider), example, true, [carLenderKey(car, f.provider)!], { quote: null, quotesOn: false });
  return { lender, estimate, example, start, options, calculator, promo, shown: estimateFigure(estimate, f) };
}

describe('one figure per car and lender across the car page', () => {
  it('the estimate, the calculator’s first figure, the promo card and the disclaimer agree for every demo car', () => {
    let checked = 0;
    for (const tenant of tenants) {
      for (const car of cars) {
        const { lender, estimate, example, calculator, promo, shown } = pageFigures(car, tenant);
        if (!example || !lender || lender.comparisonRate === null) continue;
        const where = `${tenant.slug} ${car.slug}`;
        // The calculator starts where the sidebar and sticky header are.
        const calculated = calculator.inputs.frequency === 'weekly' ? shownWeekly(calculator.repayment, tenant.finance) : calculator.repayment;
        expect(calculated, where).toBe(shown.amount);
        expect(calculator.inputs, where).toEqual({ ...example.terms, frequency: tenant.finance.monthlyOnly ? 'monthly' : 'weekly' });
        // The promo card's figure and rate are the estimate's and the lender's.
        expect(promo?.offer, where).toEqual({ weekly: estimate.weekly, comparisonRate: lender.comparisonRate, termYears: example.terms.termYears });
        // And the disclaimer quotes the same repayment and comparison rate.
        const quoted = /Weekly repayment of \$([\d,.]+)/.exec(lender.disclaimer)?.[1]?.replace(/,/g, '');
        const rate = /comparison rate ([\d.]+)%/.exec(lender.disclaimer)?.[1];
        expect(Number(quoted), where).toBe(estimate.weekly);
        expect(Number(rate), where).toBe(lender.comparisonRate);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('a shopper’s change gives another figure on the calculator’s grid, and the example’s terms give the lender’s figure again', () => {
    const car = cars.find((c) => c.finance_lenders.youx?.deposit && c.finance_lenders.youx.interestRate !== null && sellingPrice(c) % 500 !== 0)!;
    const { start, options, calculator, example } = pageFigures(car, tenants[0]);
    const { bounds } = start;
    // One step up the interest slider from the lender's off-grid rate lands on the grid.
    const rate = snapMove(start.inputs.interestPercent + stepFor(start.inputs.interestPercent, bounds.interestPercent), start.inputs.interestPercent, bounds.interestPercent);
    expect(rate).toBeGreaterThan(start.inputs.interestPercent);
    expect(stepFor(rate, bounds.interestPercent)).toBe(bounds.interestPercent.step);
    const changed = evaluateCalculator({ ...start.inputs, interestPercent: rate }, options);
    expect(changed.inputs.interestPercent).toBe(rate);
    expect(changed.repayment).toBeGreaterThan(calculator.repayment);
    expect(evaluateCalculator({ ...start.inputs, interestPercent: rate - 0.5, deposit: 0 }, options).inputs.deposit).toBe(0);
    expect(evaluateCalculator({ ...start.inputs }, options).repayment).toBe(example!.weekly);
    // The price stays the car's, off the $500 grid, as long as it is the example's.
    expect(evaluateCalculator(start.inputs, options).inputs.amount).toBe(sellingPrice(car));
  });

  it('without a lender’s example the calculator starts on the car’s price as it is and the tenant’s defaults', () => {
    const bounds = carCalculatorBounds(tenants[0].finance, 54390);
    const start = calculatorStart(null, bounds, 54390, { termYears: 5, interestPercent: 10, loanAmount: 30000, frequency: 'weekly' });
    expect(start.inputs).toEqual({ amount: 54390, termYears: 5, interestPercent: 10, frequency: 'weekly', deposit: 0, residual: 0 });
    expect(evaluateCalculator(start.inputs, { bounds, start: start.inputs }).inputs.amount).toBe(54390);
    // A price the shopper types off the grid snaps to it, as before.
    expect(evaluateCalculator({ ...start.inputs, amount: 54391 }, { bounds, start: start.inputs }).inputs.amount).toBe(54500);
  });

  it('says what a loan assumes', () => {
    expect(loanSummary({ amount: 54390, termYears: 5, interestPercent: 7.15, deposit: 5439, residual: 16317 }, 1300)).toBe(
      '5 years, 7.15% p.a., $5,439 deposit, $16,317 final payment, $1,300 establishment fee',
    );
    expect(loanSummary({ amount: 30000, termYears: 1, interestPercent: 10, deposit: 0, residual: 0 }, 0)).toBe('1 year, 10% p.a., no deposit, no final payment');
    expect(loanSummary({ amount: 30000, termYears: 5.5, interestPercent: 10, deposit: 0, residual: 0 }, 0)).toMatch(/^5\.5 years/);
  });
});
