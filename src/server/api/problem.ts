// The dealer API's error reply: `{message, status}`, with the field errors for invalid input (the
// search routes answer in Algolia's shape instead, for its clients).
import type { Context } from 'hono';
import type { FieldError } from '../../domain/zod.ts';

export type ProblemStatus = 400 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export const problem = (c: Context, status: ProblemStatus, message: string, errors?: FieldError[]) =>
  c.json(errors ? { message, status, errors } : { message, status }, status);
