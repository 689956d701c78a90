// Reading a dealer API request body: JSON, or the 400 the API answers for one that is not.
import type { Context } from 'hono';
import type { FieldError } from '../../domain/zod.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth.ts';

export type JsonBody = { ok: true; text: string; value: unknown } | { ok: false; message: string; errors: FieldError[] };

const NOT_AN_OBJECT: FieldError[] = [{ field: 'body', message: 'expected a JSON object' }];

/** The body as text (what idempotency hashes) and parsed. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not JSON', errors: NOT_AN_OBJECT };
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return { ok: false, message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels`, errors: NOT_AN_OBJECT };
  return { ok: true, text, value };
}
