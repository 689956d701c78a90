// Spec §2/§5: the Car Finance promo card only for the tenant's configured lenders.
import { describe, expect, it } from 'vitest';
import { financePromoOffer } from '../../src/domain/finance-promo.ts';
import type { LenderInfo } from '../../src/domain/stock.ts';

const lender = (paymentWeek: number, comparisonRate: number | null): LenderInfo => ({
  interestRate: 8,
  comparisonRate,
  paymentWeek,
  paymentMonth: paymentWeek * 4.33,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  establishmentFees: 0,
  totalPayable: 0,
  disclaimer: '',
  financeProvider: 'x',
});
const quote = { weeklyRepaymentAmount: 99, advertisedRate: 8.99, comparisonRate: 9.49 };

describe('financePromoOffer', () => {
  it('shows only a configured lender’s figures, in the tenant’s order', () => {
    const lenders = { youx: lender(120, 9.1), stratton: lender(130, 10.2), other: lender(90, 7) };
    expect(financePromoOffer(lenders, null, ['youx', 'stratton'], false)).toEqual({ weekly: 120, comparisonRate: 9.1 });
    expect(financePromoOffer(lenders, null, ['stratton', 'youx'], false)).toEqual({ weekly: 130, comparisonRate: 10.2 });
    expect(financePromoOffer({ other: lender(90, 7) }, null, ['youx', 'stratton'], false)).toBeNull();
    expect(financePromoOffer(lenders, null, [], false)).toBeNull();
  });

  it('skips a lender without a comparison rate or a weekly payment', () => {
    expect(financePromoOffer({ youx: lender(120, null), stratton: lender(130, 10.2) }, null, ['youx', 'stratton'], false)).toEqual({ weekly: 130, comparisonRate: 10.2 });
    expect(financePromoOffer({ youx: lender(0, 9) }, null, ['youx'], false)).toBeNull();
  });

  it('uses a youX quote for youx only where quotes are on and youx is configured', () => {
    const lenders = { youx: lender(120, 9.1), stratton: lender(130, 10.2) };
    expect(financePromoOffer(lenders, quote, ['youx', 'stratton'], true)).toEqual({ weekly: 99, comparisonRate: 9.49 });
    expect(financePromoOffer({}, quote, ['youx'], true)).toEqual({ weekly: 99, comparisonRate: 9.49 });
    expect(financePromoOffer(lenders, quote, ['youx', 'stratton'], false)).toEqual({ weekly: 120, comparisonRate: 9.1 });
    expect(financePromoOffer(lenders, quote, ['stratton'], true)).toEqual({ weekly: 130, comparisonRate: 10.2 });
    expect(financePromoOffer({}, quote, [], true)).toBeNull();
  });
});
