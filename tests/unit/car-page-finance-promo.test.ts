// Spec §2/§5: the Car Finance promo card only for the tenant's configured lenders, showing the page's
// one example loan (issue 42), with a youX quote beside it as a quote.
import { describe, expect, it } from 'vitest';
import type { FinanceExample } from '../../src/domain/finance-example.ts';
import { financePromo } from '../../src/domain/finance-promo.ts';

const example = (weekly: number, comparisonRate: number | null, termYears = 5): FinanceExample => ({
  lenderKey: 'x',
  lenderName: 'X',
  terms: { amount: 30000, termYears, interestPercent: 8, deposit: 0, residual: 0 },
  weekly,
  monthly: weekly * 4.33,
  establishmentFee: 0,
  comparisonRate,
});
const quote = { weeklyRepaymentAmount: 99, advertisedRate: 8.99, comparisonRate: 9.49 };
const noQuote = { quote: null, quotesOn: false };

describe('financePromo', () => {
  it('shows the car’s lender’s example only when that lender is configured for the card', () => {
    expect(financePromo('youx', example(120, 9.1), true, ['youx', 'stratton'], noQuote)).toEqual({ offer: { weekly: 120, comparisonRate: 9.1, termYears: 5 }, quote: null });
    expect(financePromo('stratton', example(130, 10.2, 7), true, ['youx', 'stratton'], noQuote)?.offer).toEqual({ weekly: 130, comparisonRate: 10.2, termYears: 7 });
    // Another lender's disclaimer is on the page: no card, whatever else the car has.
    expect(financePromo('other', example(90, 7), true, ['youx', 'stratton'], { quote, quotesOn: true })).toBeNull();
    expect(financePromo('youx', example(120, 9.1), true, [], noQuote)).toBeNull();
  });

  it('has no figure where the page shows no estimate, or the lender gives no comparison rate', () => {
    expect(financePromo('youx', example(120, 9.1), false, ['youx'], noQuote)).toBeNull();
    expect(financePromo('youx', example(120, null), true, ['youx'], noQuote)).toBeNull();
    expect(financePromo('youx', null, true, ['youx'], noQuote)).toBeNull();
  });

  it('adds a youX quote for youx (or a car with no lender data) where quotes are on and youx is configured', () => {
    expect(financePromo('youx', example(120, 9.1), true, ['youx'], { quote, quotesOn: true })).toEqual({ offer: { weekly: 120, comparisonRate: 9.1, termYears: 5 }, quote });
    expect(financePromo(null, null, false, ['youx'], { quote, quotesOn: true })).toEqual({ offer: null, quote });
    expect(financePromo('youx', null, true, ['youx'], { quote, quotesOn: false })).toBeNull();
    expect(financePromo('stratton', example(130, 10.2), true, ['stratton', 'youx'], { quote, quotesOn: true })?.quote).toBeNull();
    expect(financePromo(null, null, false, ['stratton'], { quote, quotesOn: true })).toBeNull();
  });
});
