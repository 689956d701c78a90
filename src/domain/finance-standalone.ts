// Spec §5 and §9 for the stand-alone finance calculator (/finance and the finance pages a tenant
// names): its purchase price runs to 250,000 with the help text 'Cannot be less than {min} or more
// than $250,000', the tenant's ranges give way to the lender's own where the tenant lists them, and
// the comparison rate it quotes is the lender's published range where it has one (8.38% to 19.42% for
// one lender), else the one its disclaimer states.
import { STANDALONE_BOUNDS, type CalculatorBounds } from './finance.ts';
import { formatMoney } from './number-format.ts';
import type { TenantConfig } from './tenant-config.ts';

type FinanceConfig = TenantConfig['finance'];

/** The calculator's lender: the tenant's finance provider (whose ranges and disclaimer it quotes). */
export function standaloneLender(finance: Pick<FinanceConfig, 'provider'>): string | null {
  return finance.provider;
}

/** The bounds: the tenant's term, the lender's interest range and price minimum where given, up to the stand-alone ceiling. */
export function standaloneBounds(
  finance: Pick<FinanceConfig, 'purchasePrice' | 'standalonePurchasePriceMax' | 'term' | 'interest' | 'lenderInterest' | 'lenderPurchasePriceMin'>,
  lenderKey: string | null,
): CalculatorBounds {
  const min = (lenderKey !== null ? finance.lenderPurchasePriceMin[lenderKey] : undefined) ?? finance.purchasePrice.min;
  const interestPercent = (lenderKey !== null ? finance.lenderInterest[lenderKey] : undefined) ?? finance.interest;
  return {
    ...STANDALONE_BOUNDS,
    amount: { min, max: finance.standalonePurchasePriceMax, step: finance.purchasePrice.step },
    termYears: finance.term,
    interestPercent,
  };
}

/** Spec §5: 'Cannot be less than {min} or more than $250,000'. */
export function purchasePriceHelp(range: { min: number; max: number }): string {
  return `Cannot be less than ${formatMoney(range.min)} or more than ${formatMoney(range.max)}`;
}

/** A typed price outside the bounds: the help text shows as its error (0 or below is no price yet, not an error). */
export function purchasePriceOutOfRange(amount: number, range: { min: number; max: number }): boolean {
  return amount > 0 && (amount < range.min || amount > range.max);
}

// 'comparison rate 8.04% p.a.', 'Comparison Rate of 8.04%', 'comparison rate: 8.04 % p.a.'
const COMPARISON_RATE = /comparison\s+rate(?:\s+of|:)?\s*(\d{1,2}(?:\.\d+)?)\s*%/i;

/** The comparison rate a disclaimer states, or null when it states none. */
export function comparisonRateFromDisclaimer(disclaimer: string | null | undefined): number | null {
  const match = disclaimer ? COMPARISON_RATE.exec(disclaimer) : null;
  if (!match) return null;
  const rate = Number(match[1]);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

export type ComparisonRate = { kind: 'range'; min: number; max: number } | { kind: 'rate'; rate: number };

/** What the calculator quotes: the lender's published range, else the disclaimer's rate, else nothing. */
export function standaloneComparisonRate(
  finance: Pick<FinanceConfig, 'lenderComparisonRange' | 'disclaimer'>,
  lenderKey: string | null,
): ComparisonRate | null {
  const range = lenderKey !== null ? finance.lenderComparisonRange[lenderKey] : undefined;
  if (range) return { kind: 'range', min: range.min, max: range.max };
  const rate = comparisonRateFromDisclaimer(finance.disclaimer);
  return rate === null ? null : { kind: 'rate', rate };
}

const rateText = (n: number) => `${n.toFixed(2)}%`;

/** 'Comparison rate 8.38% – 19.42% p.a.' or 'Comparison rate 8.04% p.a.'. */
export function comparisonRateText(rate: ComparisonRate): string {
  return rate.kind === 'range' ? `Comparison rate ${rateText(rate.min)} – ${rateText(rate.max)} p.a.` : `Comparison rate ${rateText(rate.rate)} p.a.`;
}

/** Whether a finance page shows the calculator: the tenant lists the page (default /finance). */
export function showsStandaloneCalculator(finance: Pick<FinanceConfig, 'calculatorPages'>, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return finance.calculatorPages.includes(trimmed);
}
