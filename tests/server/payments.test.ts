// Payments over real HTTP with a real database (SQLite; PostgreSQL too in the server-postgres
// project): the site's checkout API, the embedded payment service driven by the official `stripe`
// SDK, its hosted page (a shopper's form posts), and its signed webhooks back to the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Stripe } from 'stripe';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { LeadPayload } from '../../src/domain/lead-schema.ts';
import type { GarageView } from '../../src/domain/account.ts';
import { PAYMENT_MESSAGES, type PaymentView } from '../../src/domain/payments.ts';
import type { Car } from '../../src/domain/stock.ts';
import { accountKeys, serviceSecretFrom } from '../../src/server/payment-service/host.ts';
import { signatureHeader } from '../../src/server/payment-service/webhooks.ts';
import { call, client, signIn, sessionUser } from './accounts-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let stripe: Stripe;
let webhookSecret: string;
const HARBOUR = 'harbourside-motors';
const host = (tenant = HARBOUR) => `${tenant}.localhost:${server.port}`;

beforeAll(async () => {
  // More checkouts than one shopper's address may start in 10 minutes (PAYMENTS_RATE_PER_IP, 30).
  server = await startTestServer({ PAYMENTS_RATE_PER_IP: '100' });
  const secret = await serviceSecretFrom(server.repo, null);
  const keys = accountKeys(secret, HARBOUR);
  webhookSecret = keys.webhookSecret;
  stripe = new Stripe(keys.secretKey, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

const page = { url: 'http://harbourside-motors.localhost/cars/x/buy-online', userAgent: 'vitest', visitedPages: ['/'], landingSearch: '' };
const values = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000' };
const leadFor = (car: Car | null, form: 'reserve' | 'order' | 'online-payment' | 'enquiry') => buildLeadPayload({ form, values, car, page, manufacturerSlug: null });

const carsUsed = new Set<number>();
/** A harbourside car nobody has reserved yet, priced, in stock. */
async function freeCar(): Promise<Car> {
  const site = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 2).map((d) => d.id));
  const car = (await server.repo.cars()).find((c) => site.has(c.dealership_id) && c.status === 'in_stock' && !c.reserved && !c.sold && c.price > 1000 && !carsUsed.has(c.id))!;
  carsUsed.add(car.id);
  return car;
}

async function checkout(body: unknown, key = randomUUID()) {
  const res = await server.get(HARBOUR, '/api/payments/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { reference: string; url: string; status: string; message?: string; errors?: { field: string; message: string }[] } };
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** The shopper's form post on the hosted page. */
async function payOnPage(url: string, card: string, path = '', tenant = HARBOUR) {
  const { pathname } = new URL(url);
  const form = new URLSearchParams({ email: 'jane@example.com.au', number: card, expiry: '12 / 34', cvc: '123', name: 'Jane Citizen' });
  const res = await server.get(tenant, `${pathname}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host(tenant)}` },
    body: form.toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

async function authenticate(url: string, result: 'complete' | 'fail') {
  const { pathname } = new URL(url);
  const res = await server.get(HARBOUR, `${pathname}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host()}` },
    body: `result=${result}`,
  });
  return { status: res.status, location: res.headers.get('location') };
}

/** Lets the service post its pending events to the site's webhook. */
const deliver = () => server.paymentService.deliverEvents();

async function paymentView(sessionId: string): Promise<PaymentView> {
  const res = await server.get(HARBOUR, `/api/payments/session/${sessionId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentView;
}

const paymentOf = async (reference: string) => (await server.repo.payments.byReference(HARBOUR, reference))!;
const reservedNow = async (car: Car) => (await server.repo.cars([car.id]))[0].reserved;

async function searchReserved(car: Car): Promise<boolean> {
  const { search } = (await (await server.get(HARBOUR, '/api/tenant')).json()) as { search: { apiKey: string; appId: string } };
  const found = await server.get(HARBOUR, '/1/indexes/cars/query', {
    method: 'POST',
    headers: { 'x-algolia-api-key': search.apiKey, 'x-algolia-application-id': search.appId },
    body: JSON.stringify({ filters: `id:${car.id}`, hitsPerPage: 1 }),
  });
  return ((await found.json()) as { hits: { reserved: boolean }[] }).hits[0].reserved;
}

async function postWebhook(payload: string, signature: string) {
  const res = await server.get(HARBOUR, '/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the embedded payment service through the official stripe SDK', () => {
  it('creates, retrieves and expires a Checkout Session; its url is the hosted page', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 2, price_data: { currency: 'aud', unit_amount: 1250, product_data: { name: 'Floor mats' } } }],
      success_url: `http://${host()}/done?session_id={CHECKOUT_SESSION_ID}`,
      metadata: { order: '42' },
    });
    expect(session).toMatchObject({ object: 'checkout.session', amount_total: 2500, currency: 'aud', status: 'open', payment_status: 'unpaid', metadata: { order: '42' }, livemode: false });
    expect(session.url).toBe(`http://${host()}/pay/${session.id}`);
    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.line_items?.data[0]).toMatchObject({ amount_total: 2500, quantity: 2, description: 'Floor mats' });
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
  });

  it("answers bad requests with Stripe's errors, which the SDK raises as its own error classes", async () => {
    const missing = await stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://x.localhost/' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'line_items', message: 'Missing required param: line_items.' });
    const unknown = await stripe.checkout.sessions
      .create({ mode: 'payment', success_url: 'http://x.localhost/', line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: 100, product_data: { name: 'x' } } }], bogus: 1 } as Stripe.Checkout.SessionCreateParams)
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'parameter_unknown', message: 'Received unknown parameter: bogus' });
    const notThere = await stripe.paymentIntents.retrieve('pi_nothing').catch((e: unknown) => e);
    expect(notThere).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const badKey = await new Stripe('sk_test_wrong', { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 }).events.list().catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('replays an Idempotency-Key with the same request and refuses it with another', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: 5000, product_data: { name: 'Deposit' } } }],
      success_url: `http://${host()}/done`,
    };
    const key = randomUUID();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(second.id).toBe(first.id);
    const other = await stripe.checkout.sessions.create({ ...params, customer_email: 'x@example.com' }, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('requests racing on one payment take the money once: Pay pressed twice, captures, refunds', async () => {
    const race = randomUUID();
    const ofRace = async (type: string) =>
      (await stripe.events.list({ type, limit: 100 })).data.filter((e) => (e.data.object as { metadata: Record<string, string> }).metadata.race === race).map((e) => e.data.object);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: 20_000, product_data: { name: 'Deposit' } } }],
      success_url: `http://${host()}/done?session_id={CHECKOUT_SESSION_ID}`,
      payment_intent_data: { capture_method: 'manual', metadata: { race } },
    });
    const presses = await Promise.all([1, 2].map(() => payOnPage(session.url!, '4242424242424242')));
    expect(presses.map((p) => p.status)).toEqual([303, 303]);
    expect(await ofRace('payment_intent.amount_capturable_updated')).toHaveLength(1);
    const intent = (await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).payment_intent as Stripe.PaymentIntent;

    const captures = await Promise.allSettled([1, 2, 3].map(() => stripe.paymentIntents.capture(intent.id)));
    expect(captures.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(captures.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Stripe.errors.StripeError).code] : []))).toEqual(['payment_intent_unexpected_state', 'payment_intent_unexpected_state']);
    expect(await ofRace('charge.succeeded')).toHaveLength(1);

    const refunds = await Promise.allSettled([1, 2, 3].map(() => stripe.refunds.create({ payment_intent: intent.id })));
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refunds.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Stripe.errors.StripeError).code] : []))).toEqual(['charge_already_refunded', 'charge_already_refunded']);
    const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ amount_captured: 20_000, amount_refunded: 20_000, refunded: true });
  });
});

describe('reserve: POST /api/payments/checkout and the hosted page', () => {
  it('4242 succeeds: the webhook reserves the car and the dealer gets the lead with the payment', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    expect(start.status).toBe(201);
    expect(start.body.url).toMatch(new RegExp(`^http://${host()}/pay/cs_test_`));
    expect(start.body.reference).toMatch(/^RES-\d{6}$/);
    const created = (await paymentOf(start.body.reference));
    expect(created).toMatchObject({ status: 'created', amount_cents: 50_000, currency: 'aud', car_id: car.id, purpose: 'reserve' });
    // The provider holds the same amount, in cents, with the car and tenant on it.
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(start.body.url));
    expect(session).toMatchObject({ amount_total: 50_000, currency: 'aud', metadata: { tenant: HARBOUR, car_id: String(car.id), reference: start.body.reference }, customer_email: 'jane@example.com.au' });

    const paid = await payOnPage(start.body.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://${host()}/cars/${car.slug}/buy-online?session_id=${session.id}`);
    await deliver();
    const payment = (await paymentOf(start.body.reference));
    expect(payment.status).toBe('succeeded');
    expect((await reservedNow(car))).toBe(true);
    const lead = (await server.repo.leads.lead(payment.lead_id!))!;
    expect(lead.form).toBe('reserve');
    expect(lead.lead.details).toMatchObject({ payment_reference: start.body.reference, amount_paid: '$500', amount_paid_cents: 50_000, payment_status: 'paid' });
    // Charged exactly the deposit.
    const intent = await stripe.paymentIntents.retrieve(payment.payment_intent_id!);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 50_000, currency: 'aud' });
    // The shopper's return page reads the same.
    expect(await paymentView(session.id)).toMatchObject({ status: 'succeeded', reference: start.body.reference, amount_cents: 50_000, car: { id: car.id } });
    // Reserved in search too (what the cards and the facet read).
    expect(await searchReserved(car)).toBe(true);
  });

  it('a return without any webhook is verified with the provider (server-side retrieve)', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    // The page's own check settles it before any event is delivered.
    const view = await paymentView(sessionIdOf(start.body.url));
    expect(view.status).toBe('succeeded');
    expect((await reservedNow(car))).toBe(true);
    await deliver();
    expect((await server.repo.leads.leads(HARBOUR)).filter((l) => l.lead.details.payment_reference === start.body.reference)).toHaveLength(1);
  });

  it("a declined card stays on the provider's page with its message; nothing is reserved", async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    const declined = await payOnPage(start.body.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect(declined.html).not.toContain('4000 0000 0000 0002"');
    await deliver();
    expect((await paymentOf(start.body.reference))).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });
    expect((await reservedNow(car))).toBe(false);
    expect(await paymentView(sessionIdOf(start.body.url))).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    // The shopper tries another card on the same page, and it goes through.
    const retry = await payOnPage(start.body.url, '4242 4242 4242 4242');
    expect(retry.status).toBe(303);
    await deliver();
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
    expect((await reservedNow(car))).toBe(true);
  });

  it('4000 0025 0000 3155 asks for authentication: completing it pays, failing it declines', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    const asked = await payOnPage(start.body.url, '4000 0025 0000 3155');
    expect(asked).toMatchObject({ status: 303, location: `/pay/${sessionIdOf(start.body.url)}/authenticate` });
    const intent = (await stripe.checkout.sessions.retrieve(sessionIdOf(start.body.url), { expand: ['payment_intent'] })).payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_action');
    await deliver();
    expect((await paymentOf(start.body.reference)).status).toBe('created');

    const failed = await authenticate(start.body.url, 'fail');
    expect(failed.status).toBe(303);
    await deliver();
    expect((await paymentOf(start.body.reference))).toMatchObject({ status: 'failed', failure_message: expect.stringContaining('unable to authenticate') });
    expect((await reservedNow(car))).toBe(false);

    await payOnPage(start.body.url, '4000 0025 0000 3155');
    const done = await authenticate(start.body.url, 'complete');
    expect(done.location).toContain(`session_id=${sessionIdOf(start.body.url)}`);
    await deliver();
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
    expect((await reservedNow(car))).toBe(true);
  });

  it('the same Idempotency-Key and body give the same payment and page; another body is 422', async () => {
    const car = await freeCar();
    const key = randomUUID();
    const body = { purpose: 'reserve', lead: leadFor(car, 'reserve') };
    const first = await checkout(body, key);
    const second = await checkout(body, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await server.repo.payments.list(HARBOUR)).filter((p) => p.car_id === car.id)).toHaveLength(1);
    const other = await checkout({ ...body, lead: { ...body.lead, email: 'other@example.com' } }, key);
    expect(other.status).toBe(422);
  });

  it('a reserved car cannot be paid for again: a clear 409, no new payment', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    const before = (await server.repo.payments.list(HARBOUR)).length;
    const again = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    expect(again).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.carReserved } });
    expect((await server.repo.payments.list(HARBOUR))).toHaveLength(before);
  });

  it('two shoppers paying for one car at once: the second is never charged', async () => {
    const car = await freeCar();
    const a = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    const b = await checkout({ purpose: 'reserve', lead: { ...leadFor(car, 'reserve'), email: 'second@example.com' } });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    await payOnPage(a.body.url, '4242424242424242');
    await deliver();
    // B was already on the page; the site expired B's session once A's payment went through.
    const bPage = await payOnPage(b.body.url, '4242424242424242');
    expect(bPage.status).toBe(410);
    expect((await paymentOf(a.body.reference)).status).toBe('succeeded');
    expect((await paymentOf(b.body.reference)).status).toBe('created');
  });

  it("the webhook and the shopper's return claiming a car at once both find their payment holding it", async () => {
    for (let i = 0; i < 4; i++) {
      const car = await freeCar();
      const { id } = (
        await server.repo.payments.createOrFind({
          tenant: HARBOUR,
          purpose: 'reserve',
          amountCents: 50_000,
          currency: 'aud',
          carId: car.id,
          userId: null,
          provider: 'embedded',
          idempotencyKey: randomUUID(),
          bodyHash: '',
          lead: leadFor(car, 'reserve') as LeadPayload,
          details: {},
        })
      ).payment;
      expect(await Promise.all([1, 2, 3].map(() => server.repo.payments.claimCar(id, car.id, HARBOUR)))).toEqual([true, true, true]);
      expect(await server.repo.payments.holderOf(car.id)).toBe(id);
    }
  });

  it('a hold on a car another payment took is released, not captured', async () => {
    const car = await freeCar();
    const a = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    const b = await checkout({ purpose: 'reserve', lead: { ...leadFor(car, 'reserve'), email: 'second@example.com' } });
    // Both authorise before the site hears of either.
    await payOnPage(a.body.url, '4242424242424242');
    await payOnPage(b.body.url, '4242424242424242');
    expect((await paymentView(sessionIdOf(a.body.url))).status).toBe('succeeded');
    const second = await paymentView(sessionIdOf(b.body.url));
    expect(second).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.carReserved });
    const intent = await stripe.paymentIntents.retrieve((await paymentOf(b.body.reference)).payment_intent_id!);
    expect(intent).toMatchObject({ status: 'canceled', amount_received: 0 });
    await deliver();
    expect((await server.repo.payments.holderOf(car.id))).toBe((await paymentOf(a.body.reference)).id);
  });

  it('bad input: 400 with field errors, and switched-off purposes are 404', async () => {
    const car = await freeCar();
    const noKey = await server.get(HARBOUR, '/api/payments/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noKey.status).toBe(400);
    const bad = await checkout({ purpose: 'reserve', lead: { ...leadFor(car, 'reserve'), email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'email', message: 'Please enter a valid email address, e.g. name@example.com.' });
    const wrongForm = await checkout({ purpose: 'reserve', lead: { ...leadFor(car, 'enquiry'), message: 'Hello' } });
    expect(wrongForm).toMatchObject({ status: 400, body: { errors: [{ field: 'form', message: PAYMENT_MESSAGES.leadFormMismatch }] } });
    const anotherDealers = (await server.repo.dealerships()).find((d) => d.website_id !== 2)!.slug;
    const elsewhere = await checkout({ purpose: 'reserve', lead: { ...leadFor(car, 'reserve'), dealership_slug: anotherDealers } });
    expect(elsewhere).toMatchObject({ status: 400, body: { errors: [{ field: 'dealership_slug' }] } });
    const amount = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve'), amount_cents: 1 });
    expect(amount.status).toBe(400);
    const outback = await server.get('outback-caravans', '/api/payments/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ purpose: 'reserve', lead: leadFor(car, 'reserve') }),
    });
    expect(outback.status).toBe(404);
  });
});

describe('webhooks', () => {
  it('a forged, tampered, unsigned or stale event is 400 and changes nothing', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    const paid = (await paymentOf(start.body.reference));
    expect(paid.status).toBe('succeeded');
    // A refund event is the one whose word the site takes (signed by the provider): forged, it must do nothing.
    const event = {
      id: `evt_forged${Date.now()}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'ch_forged', object: 'charge', payment_intent: paid.payment_intent_id, refunded: true, amount_refunded: 50_000, metadata: {} } },
    };
    const payload = JSON.stringify(event);
    const attempts = [
      signatureHeader(payload, 'whsec_not_the_secret'),
      '',
      't=123',
      signatureHeader(payload, webhookSecret, Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const signature of attempts) expect((await postWebhook(payload, signature)).status).toBe(400);
    const signedOther = signatureHeader(payload.replace('ch_forged', 'ch_other'), webhookSecret);
    expect((await postWebhook(payload, signedOther)).status).toBe(400);
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
    expect((await reservedNow(car))).toBe(true);
    expect((await server.repo.payments.eventSeen(HARBOUR, event.id))).toBe(false);
  });

  it('a signed event sent twice is handled once: one lead, one state change', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    const event = (await stripe.events.list({ type: 'checkout.session.completed', limit: 10 })).data.find(
      (e) => (e.data.object as Stripe.Checkout.Session).client_reference_id === start.body.reference,
    )!;
    expect((await server.repo.payments.eventSeen(HARBOUR, event.id))).toBe(true);
    const payload = JSON.stringify(event);
    const leads = async () => (await server.repo.leads.leads(HARBOUR)).filter((l) => l.lead.details.payment_reference === start.body.reference).length;
    expect(await leads()).toBe(1);
    const again = await postWebhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The same change under a new event id (a provider retry after a lost answer) changes nothing either.
    const retried = JSON.stringify({ ...event, id: `${event.id}r` });
    expect(await postWebhook(retried, stripe.webhooks.generateTestHeaderString({ payload: retried, secret: webhookSecret }))).toEqual({ status: 200, body: { received: true } });
    expect(await leads()).toBe(1);
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
  });

  it('events out of order (a failure after the success) leave the payment succeeded', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4000000000000002');
    await payOnPage(start.body.url, '4242424242424242');
    const failure = (await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 20 })).data.find(
      (e) => (e.data.object as Stripe.PaymentIntent).metadata.reference === start.body.reference,
    )!;
    const success = (await stripe.events.list({ type: 'payment_intent.amount_capturable_updated', limit: 20 })).data.find(
      (e) => (e.data.object as Stripe.PaymentIntent).metadata.reference === start.body.reference,
    )!;
    const send = (e: Stripe.Event) => {
      const payload = JSON.stringify(e);
      return postWebhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    };
    expect((await send(success)).status).toBe(200);
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
    expect((await send(failure)).status).toBe(200);
    expect((await paymentOf(start.body.reference))).toMatchObject({ status: 'succeeded', failure_message: null });
    expect((await reservedNow(car))).toBe(true);
  });
});

describe('online purchase and online payment', () => {
  it('prices an order on the server: car, extras, delivery, trade-in, deposit; the dealer gets the whole order', async () => {
    const car = await freeCar();
    const order = { tradeIn: { year: new Date().getFullYear() - 3, km: 45_000, condition: 'good', accident: false, serviceHistory: true }, payment: 'finance', fulfilment: { kind: 'delivery', postcode: '2000' }, extras: ['tow-bar', 'cargo-tray'] };
    const start = await checkout({ purpose: 'order', lead: leadFor(car, 'order'), order });
    expect(start.status).toBe(201);
    const payment = (await paymentOf(start.body.reference));
    expect(payment.amount_cents).toBe(50_000);
    const priced = payment.details.order as { totals: Record<string, number> };
    expect(priced.totals.extrasCents).toBe(129_000 + 14_900);
    expect(Number.isInteger(priced.totals.totalCents)).toBe(true);
    expect(priced.totals.totalCents).toBe(priced.totals.carCents + priced.totals.extrasCents + priced.totals.deliveryCents);
    expect(priced.totals.deliveryCents).toBeGreaterThan(0);
    expect(priced.totals.tradeInCents).toBeGreaterThan(0);
    expect(start.body.url).toBeDefined();
    const back = await payOnPage(start.body.url, '4242424242424242');
    expect(back.location).toBe(`http://${host()}/checkout-journey?car_id=${car.slug}&session_id=${sessionIdOf(start.body.url)}`);
    const view = await paymentView(sessionIdOf(start.body.url));
    expect(view).toMatchObject({ status: 'succeeded', purpose: 'order', order: { payment: 'finance', extras: ['tow-bar', 'cargo-tray'] } });
    const lead = (await server.repo.leads.lead((await paymentOf(start.body.reference)).lead_id!))!;
    expect(lead.form).toBe('order');
    expect(lead.lead.details).toMatchObject({ order_payment: 'Finance (application to follow)', order_extras: 'Genuine tow bar ($1,290), Cargo tray ($149)' });
    expect(String(lead.lead.details.order_delivery)).toMatch(/^Delivery to 2000/);
    expect((await reservedNow(car))).toBe(true);
  });

  it('refuses an extra the dealer does not list, and a delivery postcode with no estimate', async () => {
    const car = await freeCar();
    const base = { tradeIn: null, payment: 'full', fulfilment: { kind: 'pickup' }, extras: [] as string[] };
    const extra = await checkout({ purpose: 'order', lead: leadFor(car, 'order'), order: { ...base, extras: ['gold-plating'] } });
    expect(extra).toMatchObject({ status: 400, body: { errors: [{ field: 'order.extras.0', message: PAYMENT_MESSAGES.extraUnknown }] } });
    const far = await checkout({ purpose: 'order', lead: leadFor(car, 'order'), order: { ...base, fulfilment: { kind: 'delivery', postcode: '6700' } } });
    expect(far).toMatchObject({ status: 400, body: { errors: [{ field: 'order.fulfilment.postcode', message: expect.stringContaining("can't provide an estimate") }] } });
  });

  it('pays an invoice the dealer asked for (charged at once); amount rules give field errors', async () => {
    const lead = leadFor(null, 'online-payment');
    const tooMuch = await checkout({ purpose: 'invoice', lead, invoice: { reference: 'INV-1001', amount_cents: 999_999_999 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors?.[0].field).toBe('invoice.amount_cents');
    const noRef = await checkout({ purpose: 'invoice', lead, invoice: { reference: '', amount_cents: 12_345 } });
    expect(noRef.body.errors?.[0]).toEqual({ field: 'invoice.reference', message: PAYMENT_MESSAGES.invoiceReference });
    const start = await checkout({ purpose: 'invoice', lead, invoice: { reference: 'INV-1001', amount_cents: 12_345 } });
    expect(start.status).toBe(201);
    expect(start.body.reference).toMatch(/^PAY-/);
    await payOnPage(start.body.url, '5555 5555 5555 4444');
    await deliver();
    const payment = (await paymentOf(start.body.reference));
    expect(payment).toMatchObject({ status: 'succeeded', amount_cents: 12_345, car_id: null });
    expect((await server.repo.leads.lead(payment.lead_id!))!.lead.details).toMatchObject({ invoice_reference: 'INV-1001', amount_paid: '$123.45' });
  });
});

describe('staff: refund and release', () => {
  it('a refund goes to the provider, marks the payment refunded and lets the car go; its webhook changes nothing twice', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    expect((await reservedNow(car))).toBe(true);
    const refunded = await server.payments.refund(HARBOUR, start.body.reference);
    expect(refunded.status).toBe('refunded');
    expect((await reservedNow(car))).toBe(false);
    const refundEvent = (await stripe.events.list({ type: 'charge.refunded', limit: 5 })).data.find((e) => (e.data.object as Stripe.Charge).payment_intent === refunded.payment_intent_id);
    expect(refundEvent?.data.object).toMatchObject({ refunded: true, amount_refunded: 50_000 });
    await deliver();
    expect((await paymentOf(start.body.reference)).status).toBe('refunded');
    expect((await reservedNow(car))).toBe(false);
    await expect(server.payments.refund(HARBOUR, start.body.reference)).rejects.toThrow(/refunded/);
    // Available again: a new shopper can reserve it.
    expect((await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') })).status).toBe(201);
  });

  it('release lets the car go and keeps the payment', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    expect((await server.payments.release(HARBOUR, start.body.reference)).released).toBe(true);
    expect((await reservedNow(car))).toBe(false);
    expect((await paymentOf(start.body.reference)).status).toBe('succeeded');
    // A late duplicate of the old success does not reserve it again.
    const completed = (await stripe.events.list({ type: 'checkout.session.completed', limit: 30 })).data.find(
      (e) => (e.data.object as Stripe.Checkout.Session).client_reference_id === start.body.reference,
    )!;
    const payload = JSON.stringify({ ...completed, id: `${completed.id}x` });
    expect((await postWebhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }))).status).toBe(200);
    expect((await reservedNow(car))).toBe(false);
  });

  it('a hold and its car\'s Reserved flag go together: no reader sees the hold gone and the car still reserved', async () => {
    // A refund and its own webhook both let the car go; the one that finds the hold gone returns at
    // once, so the car must already show available by then.
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    const releasing = { now: true };
    const release = server.payments.release(HARBOUR, start.body.reference).finally(() => (releasing.now = false));
    const seen: { held: boolean; reserved: boolean }[] = [];
    while (releasing.now) {
      const held = (await server.repo.payments.holderOf(car.id)) !== null;
      seen.push({ held, reserved: await reservedNow(car) });
    }
    expect((await release).released).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.held && s.reserved)).toEqual([]);
    expect(await reservedNow(car)).toBe(false);
  });

  it('a release racing a success\'s reservation never leaves the car reserved with no hold', async () => {
    // A staff release (or a refund) committing between a success's check of the hold and its marking
    // the car Reserved would leave the car reserved with no payment holding it, for good.
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    const { id } = await paymentOf(start.body.reference);
    for (let round = 0; round < 40; round++) {
      expect(await server.repo.payments.claimCar(id, car.id, HARBOUR)).toBe(true);
      // The release starts a step later each round (up to 7), so it meets the reservation at each of its points.
      const reserving = server.repo.reserveHeldCar(car.id, id);
      for (let step = 0; step < round % 8; step++) await new Promise((next) => setImmediate(next));
      const [, released] = await Promise.all([reserving, server.repo.releaseHeldCar(car.id, id)]);
      expect(released, `round ${round}`).toBe(true);
      expect({ round, reserved: await reservedNow(car), held: (await server.repo.payments.holderOf(car.id)) !== null }).toEqual({ round, reserved: false, held: false });
    }
  });

  it('npm run payments releases and refunds from another process, and the running server follows in search', async () => {
    const car = await freeCar();
    const start = await checkout({ purpose: 'reserve', lead: leadFor(car, 'reserve') });
    await payOnPage(start.body.url, '4242424242424242');
    await deliver();
    expect(await searchReserved(car)).toBe(true);
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'scripts/payments.ts', ...args, '--tenant', HARBOUR], {
        env: { ...process.env, DATA_DIR: server.config.dataDir, PORT: String(server.port), ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}) },
      });
    const listed = JSON.parse((await run('list', '--json')).stdout) as { reference: string; status: string; car_held: boolean }[];
    expect(listed.find((p) => p.reference === start.body.reference)).toMatchObject({ status: 'succeeded', car_held: true });
    // A release touches only the database: the server learns of it from the car journal.
    expect((await run('release', '--reference', start.body.reference)).stdout).toContain(`car ${car.id} is available again`);
    await expect.poll(() => searchReserved(car), { timeout: 5000 }).toBe(false);
    expect((await run('refund', '--reference', start.body.reference)).stdout).toContain(`${start.body.reference}: refunded $500`);
    expect((await paymentOf(start.body.reference)).status).toBe('refunded');
  }, 60_000);
});

describe('a signed-in shopper (metro: sign-in on)', () => {
  it('a tenant that gates checkout or online payment refuses a signed-out checkout with 401', async () => {
    const METRO = 'metro-auto-group';
    const stranger = client(METRO, '203.0.113.37');
    const site = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
    const car = (await server.repo.cars()).find((c) => site.has(c.dealership_id) && c.status === 'in_stock' && !c.reserved && !c.sold && c.price > 1000)!;
    const refused = await call(server, stranger, 'POST', '/api/payments/checkout', { purpose: 'reserve', lead: leadFor(car, 'reserve') }, { 'idempotency-key': randomUUID() });
    expect(refused.status).toBe(401);
    const invoice = await call(server, stranger, 'POST', '/api/payments/checkout', { purpose: 'invoice', lead: {} }, { 'idempotency-key': randomUUID() });
    expect(invoice.status).toBe(401);
  });

  it('the payment and its lead name the account, My Garage lists it, and deleting the account forgets it', async () => {
    const METRO = 'metro-auto-group';
    const shopper = client(METRO, '203.0.113.36');
    await signIn(server, shopper, '0412 036 036', 'Jane');
    const user = (await sessionUser(server, shopper))!;
    const site = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
    const car = (await server.repo.cars()).find((c) => site.has(c.dealership_id) && c.status === 'in_stock' && !c.reserved && !c.sold && c.price > 1000)!;
    const start = await call(server, shopper, 'POST', '/api/payments/checkout', { purpose: 'reserve', lead: leadFor(car, 'reserve') }, { 'idempotency-key': randomUUID() });
    expect(start.status).toBe(201);
    const { reference, url } = (await start.json()) as { reference: string; url: string };
    expect((await server.repo.payments.byReference(METRO, reference))!.user_id).toBe(user.id);
    expect((await payOnPage(url, '4242424242424242', '', METRO)).status).toBe(303);
    await server.paymentService.deliverEvents();
    const paid = (await server.repo.payments.byReference(METRO, reference))!;
    expect(paid.status).toBe('succeeded');

    const garageOf = async () => (await (await call(server, shopper, 'GET', '/api/garage')).json()) as GarageView;
    const garage = await garageOf();
    expect(garage.reservations).toEqual([
      expect.objectContaining({
        id: paid.lead_id,
        form: 'reserve',
        title: 'Reservation',
        car: expect.objectContaining({ id: car.id }),
        payment: { reference, amount_cents: paid.amount_cents, refunded: false },
      }),
    ]);
    expect(garage.enquiries).toEqual([]);
    // Refunded by the dealer at the provider: the receipt in My Garage says so once the webhook lands.
    const metroStripe = new Stripe(accountKeys(await serviceSecretFrom(server.repo, null), METRO).secretKey, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
    await metroStripe.refunds.create({ payment_intent: paid.payment_intent_id! });
    await server.paymentService.deliverEvents();
    expect((await garageOf()).reservations[0]!.payment).toEqual({ reference, amount_cents: paid.amount_cents, refunded: true });

    expect((await call(server, shopper, 'DELETE', '/api/account')).status).toBe(200);
    expect((await server.repo.payments.byReference(METRO, reference))!.user_id).toBeNull();
  });
});
