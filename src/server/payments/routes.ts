// The dealer API's payment routes (under /api):
//   POST /api/payments/checkout        start a checkout (Idempotency-Key required) → {reference, status, url}
//   GET  /api/payments/session/{id}     the shopper is back from the provider: the payment, verified with it
//   POST /api/payments/webhook          the provider's signed events (Stripe-Signature); 400 when forged
// Card details never come here: the browser goes to the provider's page with the session's url.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GateType } from '../../domain/gated-pages.ts';
import { serviceLocations } from '../../domain/location-blocks.ts';
import { PURPOSE_GATE, purposeOf } from '../../domain/payments.ts';
import { readJsonBody } from '../api/json-body.ts';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_ERRORS } from '../api/idempotency.ts';
import { problem } from '../api/problem.ts';
import { addressOf } from '../leads/client-address.ts';
import { createRateLimit } from '../leads/rate-limit.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { Payments } from './payments.ts';

type Env = { Variables: { tenant: LoadedTenant } };

const BODY_LIMIT = 32 * 1024;
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{10,200}$/;

export interface PaymentRouteOptions {
  trustProxy: number;
  paymentsRatePerIp: number;
  /** The signed-in shopper's account id (null when signed out, or on sites without sign-in). */
  signedInUserId?(c: Context): Promise<number | null>;
  /** null when the request may use the gated page's calls; otherwise the 401 to answer (accounts' `gatedApi`). */
  gated?(c: Context, page: GateType): Promise<Response | null>;
}

export function paymentRoutes(payments: Payments, repo: Repository, { trustProxy, paymentsRatePerIp, signedInUserId, gated }: PaymentRouteOptions) {
  const api = new Hono<Env>();
  const perIp = createRateLimit(repo, 'payment-ip', paymentsRatePerIp, 10 * 60_000);
  const tooLarge = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => problem(c, 413, `Request body is larger than ${BODY_LIMIT} bytes`) });

  /** The origin the shopper's browser addressed: where the provider sends them back to. */
  const originOf = (c: Context<Env>) => {
    const { host, proto } = addressOf(c, trustProxy);
    return `${proto ?? new URL(c.req.url).protocol.slice(0, -1)}://${host}`;
  };

  api.post('/payments/checkout', tooLarge, async (c) => {
    const tenant = c.get('tenant').config;
    const key = c.req.header('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) return problem(c, 400, 'Idempotency-Key header is required', IDEMPOTENCY_KEY_ERRORS);
    const wait = await perIp.hit(addressOf(c, trustProxy).ip);
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return problem(c, 429, 'Too many payment attempts. Please try again shortly.');
    }
    const body = await readJsonBody(c);
    if (!body.ok) return problem(c, 400, body.message, body.errors);
    // A tenant that gates the purpose's page takes its payments from signed-in shoppers only.
    const purpose = purposeOf(body.value);
    const refused = purpose && (await gated?.(c, PURPOSE_GATE[purpose]));
    if (refused) return refused;
    const dealerships = (await repo.dealerships()).filter((d) => d.website_id === tenant.id);
    const visible = (await repo.locations(tenant.id)).filter((l) => l.visible);
    const reply = await payments.start(tenant, {
      key,
      text: body.text,
      body: body.value,
      origin: originOf(c),
      userId: (await signedInUserId?.(c)) ?? null,
      context: { dealershipCount: dealerships.length, locationCount: visible.length, serviceLocationCount: serviceLocations(visible).length },
    });
    if ('message' in reply) return problem(c, reply.status, reply.message, reply.errors);
    if (reply.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(reply.body, reply.status);
  });

  api.get('/payments/session/:id', async (c) => {
    const id = c.req.param('id');
    if (!SESSION_ID.test(id)) return problem(c, 400, 'Invalid session id', [{ field: 'id', message: 'expected a checkout session id like cs_test_…' }]);
    c.header('Cache-Control', 'no-store');
    try {
      const payment = await payments.returned(c.get('tenant').config, id);
      return payment ? c.json(payment) : problem(c, 404, 'No payment with this session on this site');
    } catch (error) {
      console.error('payment status check failed', error);
      return problem(c, 503, 'The payment service is not answering right now. Your payment is safe; please refresh in a minute.');
    }
  });

  // Provider events can be larger than a form's body.
  const webhookLimit = bodyLimit({ maxSize: 512 * 1024, onError: (c) => problem(c, 413, 'Webhook body too large') });
  api.post('/payments/webhook', webhookLimit, async (c) => {
    const reply = await payments.webhook(c.get('tenant').config, await c.req.text(), c.req.header('stripe-signature'));
    return c.json(reply.body, reply.status);
  });

  return api;
}
