// Webhook delivery of the embedded payment service, signed as Stripe signs them: the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the
// endpoint's whsec_ secret>`, which the SDK's webhooks.constructEvent verifies. Events are stored
// with the change that made them and worked off here, retried with backoff like Stripe's.
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { backoffDelay } from '../../domain/backoff.ts';
import type { ProviderAccount } from './service.ts';
import type { ProviderStore, StoredEvent } from './store.ts';

export const MAX_WEBHOOK_ATTEMPTS = 8;
const TIMEOUT_MS = 10_000;

export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** POSTs one event; resolves with the status, rejects on a network failure or timeout. */
function post(endpoint: NonNullable<ProviderAccount['webhook']>, payload: string): Promise<number> {
  const url = new URL(endpoint.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(payload, endpoint.secret),
          // The embedded default posts to this same server, addressed as the tenant's host.
          ...(endpoint.hostHeader ? { Host: endpoint.hostHeader } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Works off due events every `intervalMs` and on `kick()`; stops with the database. */
export function startWebhookDelivery(store: ProviderStore, accountOf: (id: string) => ProviderAccount | undefined, { intervalMs = 1000, baseMs = 2000 } = {}) {
  let current: Promise<void> | null = null;
  let again = false;
  const deliver = async (event: StoredEvent) => {
    const endpoint = accountOf(event.account)?.webhook;
    if (!endpoint) return void (await store.markDelivered(event.id));
    try {
      const status = await post(endpoint, event.data);
      if (!store.isOpen()) return;
      if (status >= 200 && status < 300) return void (await store.markDelivered(event.id));
      throw new Error(`endpoint answered ${status}`);
    } catch (error) {
      if (!store.isOpen()) return;
      const attempts = event.attempts + 1;
      const next = attempts >= MAX_WEBHOOK_ATTEMPTS ? null : Date.now() + backoffDelay(attempts, { base: baseMs, max: 60 * 60_000 });
      await store.markAttemptFailed(event.id, error instanceof Error ? error.message : String(error), next);
    }
  };
  const loop = async (): Promise<void> => {
    do {
      again = false;
      if (!store.isOpen()) return;
      // Stripe does not promise order; the endpoint must not need it. Delivering one after another keeps it simple.
      for (const event of await store.dueEvents(Date.now())) await deliver(event);
    } while (again);
  };
  /** One pass at a time; a call during a pass makes it go round again, and waits for it. */
  const run = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = loop()
      .catch((error: unknown) => console.warn('payment service: webhook delivery stopped for now', error))
      .finally(() => {
      current = null;
    });
    return current;
  };
  const timer = setInterval(() => {
    if (!store.isOpen()) clearInterval(timer);
    else void run();
  }, intervalMs);
  timer.unref();
  return { kick: () => void run(), stop: () => clearInterval(timer), runNow: run };
}
