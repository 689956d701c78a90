// The embedded payment service's REST API: the part of Stripe's v1 API the site uses, spoken as
// Stripe speaks it, so the official `stripe` SDK works against it unmodified: bearer secret keys,
// form-encoded bodies with bracketed keys, `expand[]`, Idempotency-Key replays, Stripe's error
// shapes and statuses, Request-Id and Stripe-Version headers.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import qs from 'qs';
import { newId } from './objects.ts';
import { ProviderError, type PaymentService, type ProviderAccount } from './service.ts';
import type { ProviderStore } from './store.ts';

type Env = { Variables: { account: ProviderAccount; requestId: string } };

const parseForm = (body: string) => qs.parse(body, { depth: 6, arrayLimit: 100, parameterLimit: 1000 }) as Record<string, unknown>;

const expandOf = (params: Record<string, unknown>): string[] => {
  const value = params.expand;
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value];
  return items.filter((v): v is string => typeof v === 'string');
};

const errorReply = (c: Context, status: number, error: Record<string, unknown>) =>
  c.json({ error: { ...error, request_log_url: null } }, status as 400);

export function paymentServiceRoutes(service: PaymentService, store: ProviderStore, accountByKey: (key: string) => ProviderAccount | undefined) {
  const api = new Hono<Env>();

  api.use('/v1/*', async (c, next) => {
    const requestId = newId('req', 14);
    c.set('requestId', requestId);
    c.header('Request-Id', requestId);
    c.header('Stripe-Version', c.req.header('stripe-version') ?? '');
    c.header('Cache-Control', 'no-cache, no-store');
    const auth = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(auth)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined);
    if (!key) {
      return errorReply(c, 401, {
        type: 'invalid_request_error',
        message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    const account = accountByKey(key);
    if (!account) return errorReply(c, 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` });
    c.set('account', account);
    await next();
  });

  /**
   * Runs a request's operation with Stripe's Idempotency-Key rules: a key seen before with the same
   * request replays its reply; with another request it is an idempotency_error. Only requests that
   * ran (answered 2xx or 402) are kept, as Stripe keeps them.
   */
  const run = async (c: Context<Env>, operation: (params: Record<string, unknown>) => unknown | Promise<unknown>) => {
    const account = c.get('account');
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    const params = c.req.method === 'POST' ? parseForm(body) : parseForm(new URL(c.req.url).search.slice(1));
    const key = c.req.method === 'POST' ? c.req.header('idempotency-key') : undefined;
    const fingerprint = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
    if (key) {
      const earlier = await store.idempotentReply(account.id, key);
      if (earlier) {
        if (earlier.request !== fingerprint) {
          return errorReply(c, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        c.header('Idempotent-Replayed', 'true');
        c.header('Idempotency-Key', key);
        return c.body(earlier.response, earlier.status as 200, { 'Content-Type': 'application/json' });
      }
    }
    let status = 200;
    let response: string;
    try {
      response = JSON.stringify(await operation(params));
    } catch (error) {
      if (!(error instanceof ProviderError)) {
        console.error(`payment service ${c.req.method} ${c.req.path}:`, error);
        return errorReply(c, 500, { type: 'api_error', message: 'An unknown error occurred in the payment service.' });
      }
      status = error.status;
      response = JSON.stringify({ error: { ...error.body, request_log_url: null } });
      if (status !== 402) return c.body(response, status as 400, { 'Content-Type': 'application/json' });
    }
    if (key) {
      c.header('Idempotency-Key', key);
      await store.saveIdempotentReply(account.id, key, fingerprint, status, response);
    }
    return c.body(response, status as 200, { 'Content-Type': 'application/json' });
  };

  api.post('/v1/checkout/sessions', (c) => run(c, async (p) => service.sessionView(c.get('account'), await service.createSession(c.get('account'), p), expandOf(p))));
  api.get('/v1/checkout/sessions/:id', (c) => run(c, (p) => service.retrieveSession(c.get('account'), c.req.param('id'), expandOf(p))));
  api.post('/v1/checkout/sessions/:id/expire', (c) => run(c, async (p) => service.sessionView(c.get('account'), await service.expireSession(c.get('account'), c.req.param('id')), expandOf(p))));
  api.get('/v1/payment_intents/:id', (c) => run(c, (p) => service.retrievePaymentIntent(c.get('account'), c.req.param('id'), expandOf(p))));
  api.post('/v1/payment_intents/:id/capture', (c) =>
    run(c, async (p) => {
      const pi = await service.capture(c.get('account'), c.req.param('id'), p);
      return service.retrievePaymentIntent(c.get('account'), pi.id, expandOf(p));
    }),
  );
  api.post('/v1/payment_intents/:id/cancel', (c) =>
    run(c, async (p) => {
      const pi = await service.cancel(c.get('account'), c.req.param('id'), p);
      return service.retrievePaymentIntent(c.get('account'), pi.id, expandOf(p));
    }),
  );
  api.post('/v1/refunds', (c) => run(c, (p) => service.refund(c.get('account'), p)));
  api.get('/v1/events/:id', (c) => run(c, () => service.event(c.get('account'), c.req.param('id'))));
  api.get('/v1/events', (c) => run(c, (p) => service.events(c.get('account'), p)));
  api.all('/v1/*', (c) =>
    errorReply(c, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). This payment service offers the part of Stripe's API listed in the README.` }),
  );
  return api;
}
