// The dealer API's payment calls. Card details are never among them: the browser sends the
// shopper's details and choices, and goes to the provider's payment page at the url it is given.
import type { FieldError } from '../domain/lead-schema.ts';
import type { PaymentView } from '../domain/payments.ts';
import { ApiError, replyOf, send } from './http.ts';

export type StartAnswer =
  | { kind: 'redirect'; url: string; reference: string }
  | { kind: 'invalid'; message: string; errors: FieldError[] }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable'; message: string };

const OFFLINE = 'We could not reach the site. Check your connection and try again; nothing has been charged.';

/** POST /api/payments/checkout; the same key and body are answered with the same payment page. */
export async function startCheckout(body: string, key: string): Promise<StartAnswer> {
  let res: Response;
  try {
    res = await send('/api/payments/checkout', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body });
  } catch {
    return { kind: 'unavailable', message: OFFLINE };
  }
  const reply = ((await replyOf(res)) ?? {}) as { url?: string | null; reference?: string; message?: string; errors?: FieldError[] };
  if (res.ok && reply.url && reply.reference) return { kind: 'redirect', url: reply.url, reference: reply.reference };
  if (res.status === 400) return { kind: 'invalid', message: reply.message ?? 'Please check the highlighted fields.', errors: reply.errors ?? [] };
  if (res.status === 409 || res.status === 404 || res.status === 422) return { kind: 'refused', message: reply.message ?? 'This payment cannot be taken.' };
  return { kind: 'unavailable', message: reply.message ?? OFFLINE };
}

/** GET /api/payments/session/{id}: the payment as the server verified it with the provider. */
export async function paymentForSession(sessionId: string, signal?: AbortSignal): Promise<PaymentView | 'missing' | 'error'> {
  try {
    const res = await send(`/api/payments/session/${encodeURIComponent(sessionId)}`, { method: 'GET', cache: 'no-store' }, { signal });
    if (res.status === 404 || res.status === 400) return 'missing';
    if (!res.ok) return 'error';
    return (await res.json()) as PaymentView;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return 'error';
  }
}
