// Spec §7 "POST /api/youx/quote": the request body and when the page makes it.
import type { Car } from './stock.ts';

export interface YouxQuoteRequest {
  selfAssessedCreditScore: 'GREAT';
  purchasePrice: number;
  loanTerm: 5;
  year: number;
  vin: string;
  nvic: string | null;
  whoIsHelping: '';
}

export function youxQuoteRequest(car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'>): YouxQuoteRequest {
  return { selfAssessedCreditScore: 'GREAT', purchasePrice: car.price, loanTerm: 5, year: car.year, vin: car.vin, nvic: car.nvic, whoIsHelping: '' };
}

/** Only when the feature is on, no quote is known yet and the price is above 0. */
export function shouldFetchYouxQuote(enabled: boolean, known: unknown, price: number): boolean {
  return enabled && (known === null || known === undefined) && price > 0;
}
