// Idempotency-Key on the dealer API's writes (ARCHITECTURE.md: every write endpoint accepts one): the
// same key and body get the first reply again, the same key with another body is 422, and a second
// request while the first is still running is 409. Claims and replies live in the store
// (`repo.leads.claimKey`), so a retry that lands on another instance gets the first reply too; a reply is stored in the transaction of the write it answers for.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { FieldError } from '../../domain/zod.ts';
import type { Claim } from '../store/leads-repository.ts';
import { problem } from './problem.ts';

export const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;
export const IDEMPOTENCY_KEY_ERRORS: FieldError[] = [{ field: 'Idempotency-Key', message: 'expected 8 to 128 letters, digits, - or _' }];

/**
 * Keys are per endpoint: one key sent to two endpoints is two requests (a phone reveal's reply was
 * replayed as a lead's 201 with no lead stored). Leads keep the bare key, as their rows always have;
 * other endpoints' keys carry the endpoint's name, which no bare key can spell (no ':' in one).
 */
export const endpointKey = (endpoint: 'leads' | 'reveal-phone', key: string) => (endpoint === 'leads' ? key : `${endpoint}:${key}`);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The reply owed at once for a key another request holds or has answered (`what` names the request
 * in it: 'enquiry'), or null when this request holds the key: it then writes, or releases the key if
 * it stores nothing.
 */
export async function earlierReply(c: Context, claim: Claim, what: string): Promise<Response | null> {
  if (claim.kind === 'claimed') return null;
  if (claim.kind === 'in-flight') return problem(c, 409, `This ${what} is already being sent.`);
  if (sha256(await c.req.text()) !== claim.bodyHash) return problem(c, 422, `This Idempotency-Key was used for a different ${what}.`);
  c.header('Idempotent-Replayed', 'true');
  return c.body(claim.response, claim.status as 201, { 'Content-Type': 'application/json' });
}
