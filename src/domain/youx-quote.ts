// Spec §7 "POST /api/youx/quote": the request body and when the page makes it.
import type { Car } from './stock.ts';
import { sellingPrice, type Priced } from './price-display.ts';

export interface YouxQuoteRequest {
  selfAssessedCreditScore: 'GREAT';
  purchasePrice: number;
  loanTerm: 5;
  year: number;
  vin: string;
  nvic: string | null;
  whoIsHelping: '';
}

export function youxQuoteRequest(car: Priced & Pick<Car, 'year' | 'vin' | 'nvic'>): YouxQuoteRequest {
  return { selfAssessedCreditScore: 'GREAT', purchasePrice: sellingPrice(car), loanTerm: 5, year: car.year, vin: car.vin, nvic: car.nvic, whoIsHelping: '' };
}

/** Only when the feature is on, no quote is known yet and the price is above 0. */
export function shouldFetchYouxQuote(enabled: boolean, known: unknown, price: number): boolean {
  return enabled && (known === null || known === undefined) && price > 0;
}
