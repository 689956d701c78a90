// Spec §4 trade-in button rule, the §9 trade-in FAQ, and the local valuation rule used when no
// valuation provider is configured (the embedded default; stated in the README):
//   value = $40,000 reference × 0.85^age(years) − 5c per km, × condition (excellent 1.05, good 1,
//   fair 0.9, poor 0.75), × 0.85 with accident history, × 0.95 without a service history;
//   shown as a range of ±7.5% rounded to $100, never below $500.
//   Cars older than 7 years or over 100,000 km get no online estimate (FAQ): the dealer inspects.
import type { Car } from './stock.ts';
import { sellingPrice, type Priced } from './price-display.ts';

export const TRADE_IN_MIN_PRICE = 200;

/** Autograb-enabled site, in stock, not sold, not reserved and priced above $200. */
export function canTradeIn(car: Priced & Pick<Car, 'status' | 'sold' | 'reserved'>, tradeInValuation: boolean): boolean {
  return tradeInValuation && car.status === 'in_stock' && !car.sold && !car.reserved && sellingPrice(car) > TRADE_IN_MIN_PRICE;
}

export const TRADE_IN_FAQ = [
  {
    question: 'Can I get an online estimate for any car?',
    answer: 'We can’t give an online estimate for cars over 7 years old or with more than 100,000 km. Send us your details and we’ll value it in person.',
  },
  { question: 'Is the price guaranteed?', answer: 'Every valuation is subject to an inspection of the car by our team.' },
  { question: 'I still owe money on my car. Can I trade it in?', answer: 'Yes. To pay out your finance we need a payout letter from your lender.' },
] as const;

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface TradeInAnswers {
  year: number;
  km: number;
  condition: Condition;
  accident: boolean;
  serviceHistory: boolean;
}

export type TradeInValuation = { kind: 'estimate'; low: number; high: number } | { kind: 'inspection'; reason: 'age' | 'km' };

export const MAX_ONLINE_AGE_YEARS = 7;
export const MAX_ONLINE_KM = 100_000;
const REFERENCE_PRICE = 40_000;
const CONDITION_FACTOR: Record<Condition, number> = { excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 };

const toHundred = (n: number) => Math.max(500, Math.round(n / 100) * 100);

export function valueTradeIn(answers: TradeInAnswers, currentYear: number): TradeInValuation {
  const age = Math.max(0, currentYear - answers.year);
  if (age > MAX_ONLINE_AGE_YEARS) return { kind: 'inspection', reason: 'age' };
  if (answers.km > MAX_ONLINE_KM) return { kind: 'inspection', reason: 'km' };
  let value = REFERENCE_PRICE * 0.85 ** age - 0.05 * answers.km;
  value *= CONDITION_FACTOR[answers.condition];
  if (answers.accident) value *= 0.85;
  if (!answers.serviceHistory) value *= 0.95;
  return { kind: 'estimate', low: toHundred(value * 0.925), high: toHundred(value * 1.075) };
}

/** Spec §4 lead step for an accepted trade-in offer. */
export const OFFER_ACCEPTED_STEP = '3. Offer Accepted';

export const TRADE_IN_MESSAGES = {
  year: 'Please enter the year your car was built, e.g. 2019.',
  km: 'Please enter the kilometres on the odometer, e.g. 45,000 kms.',
  condition: 'Please choose the condition of your car.',
} as const;

/** Reads the valuation answers as typed; errors by field name when they cannot be used. */
export function readTradeInAnswers(
  raw: { year: string; km: string; condition: string; accident: boolean; serviceHistory: boolean },
  currentYear: number,
  parseKm: (text: string) => number | null,
): { ok: true; answers: TradeInAnswers } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const year = Number(raw.year.trim());
  if (!/^\d{4}$/.test(raw.year.trim()) || year < 1950 || year > currentYear + 1) errors.year = TRADE_IN_MESSAGES.year;
  const km = parseKm(raw.km);
  if (km === null || km > 2_000_000) errors.km = TRADE_IN_MESSAGES.km;
  if (!(CONDITIONS as readonly string[]).includes(raw.condition)) errors.condition = TRADE_IN_MESSAGES.condition;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, answers: { year, km: km!, condition: raw.condition as Condition, accident: raw.accident, serviceHistory: raw.serviceHistory } };
}
