// The dealer API's delivery estimate (spec §7 delivery price lookup by postcode): the region and
// its price in cents, or the server's message (spec §5 postcode and delivery texts).
import { toCents } from '../domain/money.ts';
import { replyOf, send } from './http.ts';

export type DeliveryAnswer = { ok: true; region: string; cents: number } | { ok: false; message: string };

export async function getDeliveryEstimate(postcode: string): Promise<DeliveryAnswer> {
  try {
    const res = await send(`/api/delivery?postcode=${encodeURIComponent(postcode)}`, { method: 'GET' }, { retries: 1 });
    const body = ((await replyOf(res)) ?? {}) as { name?: string; price?: number; message?: string };
    if (res.ok && body.name !== undefined && body.price !== undefined) return { ok: true, region: body.name, cents: toCents(body.price) };
    return { ok: false, message: body.message ?? 'Invalid postcode' };
  } catch {
    return { ok: false, message: 'Sorry, the delivery estimate is not available right now.' };
  }
}
