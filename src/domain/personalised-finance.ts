// Spec §2 /personalised/finance?car_id= (gated): a youX quote for the signed-in shopper, priced on
// the credit rating they give, the term and the deposit, with their details from the account.
import { z } from './zod.ts';

export const CREDIT_SCORES = ['EXCELLENT', 'GREAT', 'GOOD', 'FAIR', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = {
  EXCELLENT: 'Excellent',
  GREAT: 'Great',
  GOOD: 'Good',
  FAIR: 'Fair',
  POOR: 'Poor',
};

/**
 * The embedded youX service's rate for each self-assessed rating, against its GREAT rate (the car
 * page's quote). The real service prices each applicant itself.
 */
export const CREDIT_RATE_ADJUSTMENT: Record<CreditScore, number> = { EXCELLENT: -1, GREAT: 0, GOOD: 1.5, FAIR: 3.5, POOR: 6 };

export const PERSONALISED_TERMS = [1, 2, 3, 4, 5, 6, 7] as const;

export const personalisedQuoteBody = z
  .object({
    car_id: z.number({ error: 'expected a car id' }).int('expected a car id').positive('expected a car id').max(2 ** 31),
    credit_score: z.enum(CREDIT_SCORES, { error: 'Please choose how you would rate your credit.' }),
    loan_term: z.number({ error: 'Please choose a term of 1 to 7 years.' }).int('Please choose a term of 1 to 7 years.').min(1, 'Please choose a term of 1 to 7 years.').max(7, 'Please choose a term of 1 to 7 years.'),
    deposit: z.number({ error: 'Please enter a deposit of $0 or more.' }).min(0, 'Please enter a deposit of $0 or more.').max(10_000_000, 'The deposit must be less than the price.'),
  })
  .strict();
export type PersonalisedQuoteRequest = z.infer<typeof personalisedQuoteBody>;

export interface PersonalisedQuote {
  applicant: { name: string; last_name: string; postcode: string };
  car: { id: number; name: string; slug: string; year: number };
  purchasePrice: number;
  deposit: number;
  loanAmount: number;
  loanTerm: number;
  creditScore: CreditScore;
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}
