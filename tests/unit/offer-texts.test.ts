import { describe, expect, it } from 'vitest';
import { isFinanceOffer, OFFER_COLLAPSE_THRESHOLD, offerTextStartsExpanded } from '../../src/domain/offers.ts';

const text = (length: number) => 'x'.repeat(length);

describe('offer card texts (spec §4 expand/collapse, §9 thresholds)', () => {
  it('start expanded at 200 characters or fewer, collapsed above', () => {
    expect(OFFER_COLLAPSE_THRESHOLD).toBe(200);
    const plain = { alwaysExpanded: false, financeDisclaimer: false };
    expect(offerTextStartsExpanded(text(200), plain)).toBe(true);
    expect(offerTextStartsExpanded(`  ${text(200)}  `, plain)).toBe(true);
    expect(offerTextStartsExpanded(text(201), plain)).toBe(false);
  });

  it('always start expanded on sites that say so, and for a finance offer’s disclaimer', () => {
    expect(offerTextStartsExpanded(text(500), { alwaysExpanded: true, financeDisclaimer: false })).toBe(true);
    expect(offerTextStartsExpanded(text(500), { alwaysExpanded: false, financeDisclaimer: true })).toBe(true);
  });

  it('tells finance offers by their category', () => {
    expect(isFinanceOffer('Finance offer')).toBe(true);
    expect(isFinanceOffer('finance')).toBe(true);
    expect(isFinanceOffer('Drive away offer')).toBe(false);
    expect(isFinanceOffer('Refinanced stock')).toBe(false);
  });
});
