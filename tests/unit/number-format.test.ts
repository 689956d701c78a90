import { describe, expect, it } from 'vitest';
import { formatMoney, groupDigits } from '../../src/domain/number-format.ts';
import { formatKmsInput, formatMoneyInput } from '../../src/domain/number-input.ts';

describe('figures the Australian way', () => {
  it('groups thousands', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(1999)).toBe('1,999');
    expect(groupDigits(1234567)).toBe('1,234,567');
  });
  it('shows dollars with cents only when there are cents', () => {
    expect(formatMoney(12500)).toBe('$12,500');
    expect(formatMoney(99.5)).toBe('$99.50');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
  });
  it('money and km inputs round to whole units', () => {
    expect(formatMoneyInput(12499.6)).toBe('$12,500');
    expect(formatKmsInput(45000)).toBe('45,000 kms');
    expect(formatMoneyInput(null)).toBe('');
  });
});
