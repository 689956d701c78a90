// Money as the payment side keeps it: whole cents (integers) from the moment an amount enters a
// payment until it is shown. Stock data holds dollars; they become cents once, here.
import { formatMoney } from './number-format.ts';

/** Dollars as the stock data holds them (at most two decimals) to whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** '$200', '$1,000', '$99.50' → cents; null for anything that is not a plain dollar amount. */
export function parseDollarLabel(label: string): number | null {
  const match = /^\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?$/.exec(label.trim());
  if (!match) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
}

/** What a shopper types into an amount field ('1,234.5', '$80') → cents; null when it is not money. */
export function parseTypedCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** '$200', '$1,234.50': cents shown only when there are some. */
export const formatCents = (cents: number): string => formatMoney(cents / 100);
