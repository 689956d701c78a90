// Spec §5/§9 stand-alone finance calculator: bounds (250,000 ceiling, the tenant's and the lender's
// ranges), the help text, the comparison rate (the lender's range, else the disclaimer's), its pages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clampAmount, evaluateCalculator } from '../../src/domain/finance.ts';
import {
  comparisonRateFromDisclaimer,
  comparisonRateText,
  purchasePriceHelp,
  purchasePriceOutOfRange,
  showsStandaloneCalculator,
  standaloneBounds,
  standaloneComparisonRate,
  standaloneLender,
} from '../../src/domain/finance-standalone.ts';
import { parseTenantConfig } from '../../src/domain/tenant-config.ts';

function tenant(slug: string) {
  const parsed = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
  if (!parsed.ok) throw new Error(`${slug}: ${JSON.stringify(parsed.issues)}`);
  return parsed.config;
}
const metro = tenant('metro-auto-group').finance;
const harbourside = tenant('harbourside-motors').finance;

describe('stand-alone calculator bounds', () => {
  it('runs the purchase price to 250,000 from the tenant’s minimum, in its steps', () => {
    const bounds = standaloneBounds(harbourside, null);
    expect(bounds.amount).toEqual({ min: 5000, max: 250_000, step: 500 });
    expect(bounds.termYears).toEqual({ min: 1, max: 5, step: 1 });
    expect(bounds.interestPercent).toEqual({ min: 9.95, max: 19.95, step: 0.5 });
    expect(bounds.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
  });
  it('takes the lender’s interest range and price minimum where the tenant gives them', () => {
    expect(standaloneLender(metro)).toBe('youx');
    expect(standaloneBounds(metro, 'youx').interestPercent).toEqual({ min: 5.99, max: 14.5, step: 0.01 });
    expect(standaloneBounds(metro, 'youx').amount.min).toBe(1000);
    expect(standaloneBounds(metro, 'stratton').amount).toEqual({ min: 5000, max: 250_000, step: 500 });
    expect(standaloneBounds(metro, 'stratton').interestPercent).toEqual({ min: 7.5, max: 15.99, step: 0.01 });
    // A lender without ranges of its own: the tenant's.
    expect(standaloneBounds(metro, 'other').interestPercent).toEqual({ min: 0.5, max: 15, step: 0.5 });
  });
  it('clamps to the bounds; 0 or below is 0', () => {
    const bounds = standaloneBounds(harbourside, 'stratton');
    expect(clampAmount(300_000, bounds.amount)).toBe(250_000);
    expect(clampAmount(1200, bounds.amount)).toBe(5000);
    expect(clampAmount(-5, bounds.amount)).toBe(0);
    expect(evaluateCalculator({ amount: 400_000, termYears: 9, interestPercent: 30, frequency: 'weekly', deposit: 0, residual: 0 }, { bounds }).inputs).toMatchObject({ amount: 250_000, termYears: 5, interestPercent: 19.95 });
  });
  it('says the spec’s help text, and flags a price outside the bounds (not an empty one)', () => {
    const range = standaloneBounds(harbourside, null).amount;
    expect(purchasePriceHelp(range)).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(purchasePriceHelp(standaloneBounds(metro, 'youx').amount)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(purchasePriceOutOfRange(4999, range)).toBe(true);
    expect(purchasePriceOutOfRange(250_001, range)).toBe(true);
    expect(purchasePriceOutOfRange(5000, range)).toBe(false);
    expect(purchasePriceOutOfRange(250_000, range)).toBe(false);
    expect(purchasePriceOutOfRange(0, range)).toBe(false);
  });
});

describe('comparison rate', () => {
  it('is parsed from a disclaimer in the shapes lenders write it', () => {
    expect(comparisonRateFromDisclaimer('at 6.99% p.a. (comparison rate 8.59% p.a.), including')).toBe(8.59);
    expect(comparisonRateFromDisclaimer('Comparison Rate of 9.2% based on')).toBe(9.2);
    expect(comparisonRateFromDisclaimer('comparison rate: 12 % p.a.')).toBe(12);
    expect(comparisonRateFromDisclaimer('WARNING: This comparison rate is true only for the example given')).toBeNull();
    expect(comparisonRateFromDisclaimer('comparison rate 0% p.a.')).toBeNull();
    expect(comparisonRateFromDisclaimer(null)).toBeNull();
  });
  it('is the lender’s published range where it has one (8.38%–19.42%), else the tenant disclaimer’s', () => {
    expect(standaloneComparisonRate(harbourside, 'stratton')).toEqual({ kind: 'range', min: 8.38, max: 19.42 });
    expect(comparisonRateText({ kind: 'range', min: 8.38, max: 19.42 })).toBe('Comparison rate 8.38% – 19.42% p.a.');
    expect(standaloneComparisonRate(metro, 'youx')).toEqual({ kind: 'rate', rate: 8.59 });
    expect(comparisonRateText({ kind: 'rate', rate: 8.59 })).toBe('Comparison rate 8.59% p.a.');
    expect(standaloneComparisonRate({ lenderComparisonRange: {}, disclaimer: null }, 'youx')).toBeNull();
  });
});

describe('where the calculator shows', () => {
  it('on the finance pages the tenant lists, /finance by default', () => {
    expect(showsStandaloneCalculator(harbourside, '/finance')).toBe(true);
    expect(showsStandaloneCalculator(harbourside, '/finance/')).toBe(true);
    expect(showsStandaloneCalculator(harbourside, '/finance-enquiry')).toBe(false);
    expect(showsStandaloneCalculator(metro, '/finance-pre-approval')).toBe(true);
  });
});
