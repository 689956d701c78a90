// Spec §9 sales counter: 192 per day of the month plus 1 per 450 s elapsed, on Brisbane's clock
// (UTC+10 all year), refreshed every 150 s.
import { describe, expect, it } from 'vitest';
import { salesCount, SALES_COUNTER_REFRESH_MS } from '../../src/domain/sales-counter.ts';

/** A Brisbane wall-clock time as an instant (Brisbane is UTC+10, no daylight saving). */
const brisbane = (iso: string) => Date.parse(`${iso}+10:00`);

describe('sales counter', () => {
  it('starts a month at 192 × the first day', () => {
    expect(salesCount(brisbane('2026-03-01T00:00:00'))).toBe(192);
  });
  it('adds 1 for every 450 s elapsed of the day', () => {
    expect(salesCount(brisbane('2026-03-01T00:07:29'))).toBe(192);
    expect(salesCount(brisbane('2026-03-01T00:07:30'))).toBe(193);
    expect(salesCount(brisbane('2026-03-15T12:00:00'))).toBe(192 * 15 + 96);
    expect(salesCount(brisbane('2026-03-31T23:59:59'))).toBe(192 * 31 + 191);
  });
  it('never jumps at midnight: the last second of a day is one below the first of the next', () => {
    expect(salesCount(brisbane('2026-03-02T00:00:00')) - salesCount(brisbane('2026-03-01T23:59:59'))).toBe(1);
  });
  it('goes by Brisbane’s day, not UTC’s or Sydney’s: 11 pm UTC on the last of the month is already the 1st there', () => {
    // 2026-01-31T23:00Z is 09:00 on 1 February in Brisbane (and 10:00 in Sydney, on daylight saving).
    expect(salesCount(Date.parse('2026-01-31T23:00:00Z'))).toBe(192 * 1 + (9 * 3600) / 450);
    // Month start in Brisbane is 14:00 UTC the day before.
    expect(salesCount(Date.parse('2026-01-31T14:00:00Z'))).toBe(192);
    expect(salesCount(Date.parse('2026-01-31T13:59:59Z'))).toBe(192 * 31 + 191);
  });
  it('keeps UTC+10 through Sydney’s daylight-saving changes (Queensland has none)', () => {
    // Sydney moved its clocks on 5 April 2026 (3 am back to 2 am); Brisbane did not: 10 hours ahead of UTC either side.
    expect(salesCount(Date.parse('2026-04-04T14:00:00Z'))).toBe(192 * 5);
    expect(salesCount(Date.parse('2026-10-03T14:00:00Z'))).toBe(192 * 4);
    expect(salesCount(Date.parse('2026-07-01T02:00:00Z'))).toBe(192 + (12 * 3600) / 450);
  });
  it('refreshes every 150 seconds', () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
  });
});
