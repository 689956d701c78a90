// The dealer API's error reply: `{message, status}`, with the field errors for invalid input (the
// search routes answer in Algolia's shape instead, for its clients).
import type { Context } from 'hono';
import type { FieldError } from '../../domain/zod.ts';
import { refusedStatus, type CarLookup } from '../car-access.ts';

export type ProblemStatus = 400 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

export const problem = (c: Context, status: ProblemStatus, message: string, errors?: FieldError[]) =>
  c.json(errors ? { message, status, errors } : { message, status }, status);

/** A car this request may not see (car-access.ts): 404, or 410 for one sold before the sold-car days. */
export function refusedCar(c: Context, lookup: Exclude<CarLookup, { kind: 'car' }>, slug: string): Response {
  const status = refusedStatus(lookup);
  return problem(c, status, status === 410 ? `Car ${slug} has been sold` : `No car ${slug} on this site`);
}
