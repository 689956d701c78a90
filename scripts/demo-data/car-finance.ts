// Finance estimates, the Youx quote and market-price (Autograb) data of a listing.
import { cents, repayment } from '../../src/domain/finance.ts';
import type { AutograbData, LenderInfo, YouxQuote } from '../../src/domain/stock.ts';
import type { Rng } from './prng.ts';

interface Lender {
  provider: string;
  licence: string;
  rates: readonly [min: number, max: number];
  /** Spec §9: 1300 for one provider, 1360.5 for another. */
  establishmentFee: number;
}

const LENDERS = {
  youx: { provider: 'Youx', licence: '527238', rates: [6.49, 13.99], establishmentFee: 1300 },
  stratton: { provider: 'Stratton Finance', licence: '364340', rates: [7.49, 15.99], establishmentFee: 1360.5 },
} as const satisfies Record<string, Lender>;

type LenderKey = keyof typeof LENDERS;

// One formatter for all listings: toLocaleString builds a new one per call and dominated generation time.
const AUD = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const money = (n: number) => `$${AUD.format(n)}`;

/**
 * Standard amortisation: the level repayment that clears `principal` less the present value of the
 * balloon over `periods` at `annualRate` percent compounded `perYear` times a year.
 */
/** The annual rate at which the monthly repayments and balloon are worth exactly the amount lent before fees. */
function comparisonRate(netAmount: number, monthly: number, months: number, balloon: number, rate: number): number {
  const presentValue = (annual: number) => {
    const r = annual / 1200;
    return (monthly * (1 - (1 + r) ** -months)) / r + balloon * (1 + r) ** -months;
  };
  let low = rate;
  let high = rate + 20;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > netAmount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

type Term = Pick<LenderInfo, 'termYears' | 'termMonths' | 'termWeeks'>;

function lenderInfo(rng: Rng, key: LenderKey, price: number): LenderInfo {
  const lender = LENDERS[key];
  const rate = Math.round(rng.float(...lender.rates) * 100) / 100;
  const years = key === 'stratton' && rng.chance(0.2) ? 7 : 5;
  const term: Term = key === 'youx' ? { termYears: years } : rng.chance(0.2) ? { termWeeks: years * 52 } : { termMonths: years * 12 };
  const deposit = rng.chance(0.6) ? Math.round(price * 0.1) : 0;
  const balloon = rng.chance(0.4) ? Math.round(price * 0.3) : 0;
  const fees = lender.establishmentFee;
  const loan = { price, deposit, establishmentFee: fees, residual: balloon, interestPercent: rate, termYears: years };
  const paymentWeek = cents(repayment({ ...loan, frequency: 'weekly' }));
  const paymentMonth = cents(repayment({ ...loan, frequency: 'monthly' }));
  const comparison = comparisonRate(price - deposit, paymentMonth, years * 12, balloon, rate);
  // Some lenders publish repayments but leave the rates to the application.
  const ratesShown = rng.chance(0.9);
  const rateText = ratesShown ? `at ${rate.toFixed(2)}% p.a. (comparison rate ${comparison.toFixed(2)}% p.a.)` : 'at a rate given on application';
  const balloonText = balloon ? ` and a ${((balloon / price) * 100).toFixed(0)}% final payment of ${money(balloon)}` : '';
  return {
    interestRate: ratesShown ? rate : null,
    comparisonRate: ratesShown ? comparison : null,
    paymentWeek,
    paymentMonth,
    deposit,
    ...term,
    balloon,
    establishmentFees: fees,
    totalPayable: cents(paymentMonth * years * 12 + balloon),
    disclaimer:
      `*Weekly repayment of ${money(paymentWeek)} is an estimate only, based on a ${years}-year secured consumer loan of ${money(price - deposit)} ` +
      `with a ${deposit ? '10.0' : '0.0'}% deposit${balloonText}, ${rateText}, including an establishment fee of ${money(fees)}. ` +
      'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
      'Different terms, fees or other loan amounts might result in a different comparison rate. Subject to lending criteria. ' +
      `Finance provided by ${lender.provider}, Australian Credit Licence ${lender.licence}.`,
    financeProvider: lender.provider,
  };
}

/** Lender estimates for a car; none below the calculator's $1,000 minimum. */
export function financeLenders(rng: Rng, price: number): Record<string, LenderInfo> {
  const lenders: Record<string, LenderInfo> = {};
  if (price < 1000 || rng.chance(0.12)) return lenders;
  if (rng.chance(0.75)) lenders.youx = lenderInfo(rng, 'youx', price);
  if (rng.chance(0.6) || !lenders.youx) lenders.stratton = lenderInfo(rng, 'stratton', price);
  return lenders;
}

export function youxQuote(rng: Rng, lenders: Record<string, LenderInfo>): YouxQuote | null {
  const youx = lenders.youx;
  if (!youx || youx.interestRate === null || youx.comparisonRate === null || !rng.chance(0.25)) return null;
  return { weeklyRepaymentAmount: Math.round(youx.paymentWeek), advertisedRate: youx.interestRate, comparisonRate: youx.comparisonRate };
}

/**
 * Market averages around the price: about 40% of valued cars sit more than $499 under the market
 * (the price indicator shows), the rest near or above it.
 */
export function autograbData(rng: Rng, price: number): AutograbData {
  const under = rng.chance(0.4);
  const average = Math.round(price + (under ? rng.int(600, 4500) : rng.int(-3500, 450)));
  const state = rng.chance(0.7) ? average + (under ? rng.int(0, 800) : rng.int(-800, 0)) : null;
  return { average_market_price: average, state_average_market_price: state };
}
