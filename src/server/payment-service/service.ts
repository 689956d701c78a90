// The embedded payment service's behaviour: Checkout Sessions, the PaymentIntents behind them, card
// payments on its hosted page (Stripe's test cards), capture, cancel, refunds and the events each
// change emits. What Stripe does in test mode, for the part of its API this site uses; the HTTP
// shape is in api.ts, the page in hosted-page.ts.
import { Stripe } from 'stripe';
import type { ProviderStore } from './store.ts';
import { newId, nowSeconds, publicView, type CardDetails, type Charge, type LineItem, type Metadata, type PaymentIntent, type Refund, type Session, type StripeEvent } from './objects.ts';
import { AUTHENTICATION_FAILED, cardOutcome, type CheckedCard } from './test-cards.ts';

export interface ProviderAccount {
  /** The tenant slug. */
  id: string;
  /** The business name the hosted page shows. */
  name: string;
  secretKey: string;
  /** Where this account's events are POSTed, and the secret they are signed with. */
  webhook: { url: string; hostHeader: string | null; secret: string } | null;
}

/** An error in Stripe's shape: `{error: {type, code, message, param}}` with its HTTP status. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, extra: { code?: string; param?: string } = {}) => new ProviderError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (param: string) => invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
const notFound = (kind: string, id: string, param = 'id') => new ProviderError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

type Params = Record<string, unknown>;

const MIN_AMOUNT = 50;
const SESSION_LIFETIME_S = 24 * 3600;
const MIN_SESSION_LIFETIME_S = 30 * 60;

function onlyKnown(params: Params, known: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) if (!known.includes(key)) throw invalid(`Received unknown parameter: ${prefix}${key}`, { code: 'parameter_unknown', param: `${prefix}${key}` });
}
function text(params: Params, key: string, prefix = ''): string | null {
  const value = params[key];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${prefix}${key}`, { code: 'parameter_invalid_string', param: `${prefix}${key}` });
  return value;
}
function integer(params: Params, key: string, prefix = ''): number | null {
  const raw = text(params, key, prefix);
  if (raw === null) return null;
  if (!/^-?\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param: `${prefix}${key}` });
  return Number(raw);
}
function object(params: Params, key: string): Params | null {
  const value = params[key];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`Invalid object: ${key}`, { param: key });
  return value as Params;
}
function list(params: Params, key: string): Params[] | null {
  const value = params[key];
  if (value === undefined || value === '') return null;
  // qs reads items[0][x] as an array, and items past its array limit as an object keyed by index.
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : null;
  if (!items || items.some((i) => typeof i !== 'object' || i === null)) throw invalid(`Invalid array: ${key}`, { param: key });
  return items as Params[];
}
function metadata(params: Params | null, prefix: string): Metadata {
  if (!params) return {};
  const entries = Object.entries(params);
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', { param: prefix });
  for (const [k, v] of entries) {
    if (typeof v !== 'string' || k.length > 40 || v.length > 500) throw invalid(`Invalid metadata: ${prefix}[${k}]`, { param: `${prefix}[${k}]` });
  }
  return params as Metadata;
}
function absoluteUrl(value: string, param: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // fall through
  }
  throw invalid(`Not a valid URL`, { code: 'url_invalid', param });
}

export interface ServiceHooks {
  /** Called after events were stored, so their delivery can start. */
  eventsAdded(): void;
}

export function createPaymentService(store: ProviderStore, hooks: ServiceHooks) {
  type St = ProviderStore;
  const emit = async (st: St, account: string, type: string, objectView: unknown, request: { id: string | null; idempotencyKey: string | null } = { id: null, idempotencyKey: null }) => {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      // The API version this service speaks: the one the stripe package pins.
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: objectView },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    await st.addEvent(account, event);
  };
  /** A change and the events it makes, in one transaction; their delivery starts once it commits. */
  const inTransaction = async <T>(work: (st: St) => Promise<T>): Promise<T> => {
    const result = await store.transaction(work);
    hooks.eventsAdded();
    return result;
  };

  const openSession = async (account: string, id: string): Promise<Session> => {
    const found = await store.get<Session>(account, id);
    if (!found) throw notFound('checkout.session', id, 'session');
    return lapse(account, found);
  };
  /** An open session past its expiry is expired the moment anyone looks at it, as Stripe's are. */
  const lapse = async (account: string, s: Session): Promise<Session> => {
    if (s.status !== 'open' || s.expires_at > nowSeconds()) return s;
    return inTransaction(async (st) => {
      const current = (await st.getLocked<Session>(account, s.id)) as Session;
      return current.status === 'open' ? expireNow(st, account, current) : current;
    });
  };
  const expireNow = async (st: St, account: string, s: Session): Promise<Session> => {
    const expired: Session = { ...s, status: 'expired', url: null };
    await st.put(account, expired);
    if (s.payment_intent) {
      const pi = await st.get<PaymentIntent>(account, s.payment_intent);
      if (pi && pi.status !== 'succeeded' && pi.status !== 'canceled' && pi.status !== 'requires_capture') {
        const canceled: PaymentIntent = { ...pi, status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: 'abandoned', next_action: null };
        await st.put(account, canceled);
        await emit(st, account, 'payment_intent.canceled', publicView(canceled));
      }
    }
    await emit(st, account, 'checkout.session.expired', publicView(expired));
    return expired;
  };
  const paymentIntent = async (account: string, id: string): Promise<PaymentIntent> => {
    const found = await store.get<PaymentIntent>(account, id);
    if (!found) throw notFound('payment_intent', id, 'intent');
    return found;
  };

  /** A session as the API shows it, with the fields asked for in `expand` filled in. */
  const expandSession = async (account: string, s: Session, expand: readonly string[]) => {
    const view = publicView(s) as unknown as Record<string, unknown>;
    if (expand.includes('payment_intent') && s.payment_intent) {
      const pi = publicView(await paymentIntent(account, s.payment_intent)) as unknown as Record<string, unknown>;
      if (expand.includes('payment_intent.latest_charge') && typeof pi.latest_charge === 'string') pi.latest_charge = (await store.get<Charge>(account, pi.latest_charge)) ?? pi.latest_charge;
      view.payment_intent = pi;
    }
    if (expand.includes('line_items')) {
      view.line_items = {
        object: 'list',
        has_more: false,
        url: `/v1/checkout/sessions/${s.id}/line_items`,
        data: s.lineItems.map((item, i) => ({
          id: `li_${s.id.slice(-16)}${i}`,
          object: 'item',
          amount_subtotal: item.unit_amount * item.quantity,
          amount_total: item.unit_amount * item.quantity,
          currency: item.currency,
          description: item.name,
          quantity: item.quantity,
        })),
      };
    }
    return view;
  };

  const captureNow = async (st: St, account: string, pi: PaymentIntent, amount: number): Promise<PaymentIntent> => {
    const card = pi.cardDetails as CardDetails;
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: nowSeconds(),
      currency: pi.currency,
      description: pi.description,
      livemode: false,
      metadata: pi.metadata,
      outcome: { type: 'authorized', network_status: 'approved_by_network', seller_message: 'Payment complete.' },
      paid: true,
      payment_intent: pi.id,
      payment_method: pi.payment_method as string,
      payment_method_details: { type: 'card', card },
      refunded: false,
      status: 'succeeded',
    };
    await st.put(account, charge);
    const succeeded: PaymentIntent = { ...pi, status: 'succeeded', amount_capturable: 0, amount_received: amount, latest_charge: charge.id, next_action: null, last_payment_error: null };
    await st.put(account, succeeded);
    await emit(st, account, 'charge.succeeded', publicView(charge));
    await emit(st, account, 'payment_intent.succeeded', publicView(succeeded));
    const s = await st.get<Session>(account, pi.sessionId);
    if (s && s.payment_status !== 'paid') await st.put(account, { ...s, payment_status: 'paid' } satisfies Session);
    return succeeded;
  };

  /** The card went through (after authentication where it asked for it): authorised, or charged. */
  const authorised = async (st: St, account: string, s: Session, pi: PaymentIntent): Promise<Session> => {
    let current: PaymentIntent = { ...pi, next_action: null, last_payment_error: null };
    if (pi.capture_method === 'manual') {
      current = { ...current, status: 'requires_capture', amount_capturable: pi.amount };
      await st.put(account, current);
      await emit(st, account, 'payment_intent.amount_capturable_updated', publicView(current));
    } else {
      current = await captureNow(st, account, current, pi.amount);
    }
    const complete: Session = {
      ...((await st.get<Session>(account, s.id)) ?? s),
      status: 'complete',
      url: null,
      payment_status: current.status === 'succeeded' ? 'paid' : 'unpaid',
    };
    await st.put(account, complete);
    await emit(st, account, 'checkout.session.completed', publicView(complete));
    return complete;
  };

  const failed = async (st: St, account: string, pi: PaymentIntent, error: PaymentIntent['last_payment_error']) => {
    const next: PaymentIntent = { ...pi, status: 'requires_payment_method', next_action: null, last_payment_error: error, payment_method: null };
    await st.put(account, next);
    await emit(st, account, 'payment_intent.payment_failed', publicView(next));
  };

  return {
    async createSession(account: ProviderAccount, params: Params): Promise<Session> {
      onlyKnown(params, ['mode', 'line_items', 'success_url', 'cancel_url', 'customer_email', 'client_reference_id', 'metadata', 'payment_intent_data', 'expires_at', 'locale', 'payment_method_types', 'expand', 'submit_type', 'ui_mode']);
      const mode = text(params, 'mode');
      if (mode === null) throw missing('mode');
      if (mode !== 'payment') throw invalid('This payment service takes mode=payment only.', { param: 'mode' });
      const uiMode = text(params, 'ui_mode');
      if (uiMode !== null && uiMode !== 'hosted_page') throw invalid('This payment service offers ui_mode=hosted_page only.', { param: 'ui_mode' });
      const types = params.payment_method_types;
      if (types !== undefined && !(Array.isArray(types) && types.every((t) => t === 'card'))) throw invalid('This payment service takes card payments only.', { param: 'payment_method_types' });
      const rawItems = list(params, 'line_items');
      if (!rawItems?.length) throw missing('line_items');
      const items: LineItem[] = rawItems.map((item, i) => {
        const prefix = `line_items[${i}]`;
        onlyKnown(item, ['price_data', 'quantity'], `${prefix}[`);
        const priceData = object(item, 'price_data');
        if (!priceData) throw missing(`${prefix}[price_data]`);
        onlyKnown(priceData, ['currency', 'unit_amount', 'product_data'], `${prefix}[price_data][`);
        const currency = text(priceData, 'currency')?.toLowerCase();
        if (!currency) throw missing(`${prefix}[price_data][currency]`);
        const unitAmount = integer(priceData, 'unit_amount', `${prefix}[price_data][`);
        if (unitAmount === null) throw missing(`${prefix}[price_data][unit_amount]`);
        if (unitAmount < 0) throw invalid('This value must be greater than or equal to 0.', { param: `${prefix}[price_data][unit_amount]` });
        const product = object(priceData, 'product_data');
        if (!product) throw missing(`${prefix}[price_data][product_data]`);
        onlyKnown(product, ['name', 'description'], `${prefix}[price_data][product_data][`);
        const name = text(product, 'name');
        if (!name) throw missing(`${prefix}[price_data][product_data][name]`);
        const quantity = integer(item, 'quantity', `${prefix}[`) ?? 1;
        if (quantity < 1) throw invalid('This value must be greater than or equal to 1.', { param: `${prefix}[quantity]` });
        return { name, description: text(product, 'description'), unit_amount: unitAmount, quantity, currency };
      });
      const currency = items[0].currency;
      if (items.some((i) => i.currency !== currency)) throw invalid('All line items must use the same currency.', { param: 'line_items' });
      const total = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
      if (total < MIN_AMOUNT) throw invalid(`The Checkout Session's total amount due must add up to at least ${MIN_AMOUNT} cents.`, { param: 'line_items' });
      const successUrl = text(params, 'success_url');
      if (!successUrl) throw missing('success_url');
      absoluteUrl(successUrl, 'success_url');
      const cancelUrl = text(params, 'cancel_url');
      if (cancelUrl) absoluteUrl(cancelUrl, 'cancel_url');
      const email = text(params, 'customer_email');
      if (email !== null && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) throw invalid(`Invalid email address: ${email}`, { code: 'email_invalid', param: 'customer_email' });
      const created = nowSeconds();
      const expiresAt = integer(params, 'expires_at') ?? created + SESSION_LIFETIME_S;
      if (expiresAt > created + SESSION_LIFETIME_S || expiresAt < created + MIN_SESSION_LIFETIME_S) {
        throw invalid('The `expires_at` timestamp must be at least 30 minutes and at most 24 hours from Checkout Session creation.', { param: 'expires_at' });
      }
      const piData = object(params, 'payment_intent_data') ?? {};
      onlyKnown(piData, ['capture_method', 'description', 'metadata'], 'payment_intent_data[');
      const captureMethod = text(piData, 'capture_method', 'payment_intent_data[') ?? 'automatic';
      if (captureMethod !== 'automatic' && captureMethod !== 'manual') throw invalid(`Invalid capture_method: ${captureMethod}`, { param: 'payment_intent_data[capture_method]' });
      const id = newId('cs_test', 58);
      // The hosted page is served on the origin the shopper comes back to, as a custom domain would
      // serve Stripe's Checkout on the merchant's own domain.
      const session: Session = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: cancelUrl,
        client_reference_id: text(params, 'client_reference_id'),
        created,
        currency,
        customer: null,
        customer_details: null,
        customer_email: email,
        expires_at: expiresAt,
        livemode: false,
        locale: text(params, 'locale'),
        metadata: metadata(object(params, 'metadata'), 'metadata'),
        mode: 'payment',
        payment_intent: null,
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        status: 'open',
        success_url: successUrl,
        ui_mode: 'hosted_page',
        url: `${new URL(successUrl).origin}/pay/${id}`,
        lineItems: items,
        intentData: {
          capture_method: captureMethod,
          description: text(piData, 'description', 'payment_intent_data['),
          metadata: metadata(object(piData, 'metadata'), 'payment_intent_data[metadata]'),
        },
      };
      await store.put(account.id, session);
      return session;
    },

    retrieveSession: async (account: ProviderAccount, id: string, expand: readonly string[] = []) => expandSession(account.id, await openSession(account.id, id), expand),
    sessionView: (account: ProviderAccount, s: Session, expand: readonly string[] = []) => expandSession(account.id, s, expand),

    async expireSession(account: ProviderAccount, id: string): Promise<Session> {
      await openSession(account.id, id);
      // Checked under the session's lock: a payment completing at this moment is never overwritten.
      return inTransaction(async (st) => {
        const s = (await st.getLocked<Session>(account.id, id)) as Session;
        if (s.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`, { code: 'checkoutsessionId_unexpected_state' });
        return expireNow(st, account.id, s);
      });
    },

    async retrievePaymentIntent(account: ProviderAccount, id: string, expand: readonly string[] = []) {
      const view = publicView(await paymentIntent(account.id, id)) as unknown as Record<string, unknown>;
      if (expand.includes('latest_charge') && typeof view.latest_charge === 'string') view.latest_charge = (await store.get<Charge>(account.id, view.latest_charge)) ?? view.latest_charge;
      return view;
    },

    async capture(account: ProviderAccount, id: string, params: Params): Promise<PaymentIntent> {
      onlyKnown(params, ['amount_to_capture', 'expand', 'metadata']);
      await paymentIntent(account.id, id);
      const wanted = integer(params, 'amount_to_capture');
      // Checked and captured under the intent's lock: two captures at once take the money once.
      return inTransaction(async (st) => {
        const pi = (await st.getLocked<PaymentIntent>(account.id, id)) as PaymentIntent;
        if (pi.status !== 'requires_capture') {
          throw invalid(
            `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        const amount = wanted ?? pi.amount_capturable;
        if (amount < 1 || amount > pi.amount_capturable) throw invalid('The amount to capture must be positive and at most the amount capturable.', { param: 'amount_to_capture' });
        return captureNow(st, account.id, pi, amount);
      });
    },

    async cancel(account: ProviderAccount, id: string, params: Params): Promise<PaymentIntent> {
      onlyKnown(params, ['cancellation_reason', 'expand']);
      await paymentIntent(account.id, id);
      const reason = text(params, 'cancellation_reason');
      if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(reason)) throw invalid(`Invalid cancellation_reason: ${reason}`, { param: 'cancellation_reason' });
      return inTransaction(async (st) => {
        const pi = (await st.getLocked<PaymentIntent>(account.id, id)) as PaymentIntent;
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        const canceled: PaymentIntent = { ...pi, status: 'canceled', amount_capturable: 0, canceled_at: nowSeconds(), cancellation_reason: reason, next_action: null };
        await st.put(account.id, canceled);
        await emit(st, account.id, 'payment_intent.canceled', publicView(canceled));
        return canceled;
      });
    },

    async refund(account: ProviderAccount, params: Params): Promise<Refund> {
      onlyKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
      const piId = text(params, 'payment_intent');
      const chargeId = text(params, 'charge');
      if (!piId && !chargeId) throw missing('payment_intent');
      let charge: Charge | undefined;
      if (piId) {
        const pi = await paymentIntent(account.id, piId);
        if (!pi.latest_charge) throw invalid(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable', param: 'payment_intent' });
        charge = await store.get<Charge>(account.id, pi.latest_charge);
      } else {
        charge = await store.get<Charge>(account.id, chargeId as string);
        if (!charge) throw notFound('charge', chargeId as string, 'charge');
      }
      const c = charge as Charge;
      const left = c.amount_captured - c.amount_refunded;
      if (left <= 0) throw invalid(`Charge ${c.id} has already been refunded.`, { code: 'charge_already_refunded', param: 'charge' });
      const amount = integer(params, 'amount') ?? left;
      if (amount < 1 || amount > left) throw invalid(`Refund amount (A$${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (A$${(left / 100).toFixed(2)})`, { code: 'amount_too_large', param: 'amount' });
      const reason = text(params, 'reason');
      if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) throw invalid(`Invalid reason: ${reason}`, { param: 'reason' });
      // Refunded under the charge's lock: two refunds at once never return more than was taken.
      return inTransaction(async (st) => {
        const locked = (await st.getLocked<Charge>(account.id, c.id)) as Charge;
        if (locked.amount_captured - locked.amount_refunded < amount) throw invalid(`Charge ${c.id} has already been refunded.`, { code: 'charge_already_refunded', param: 'charge' });
        const refund: Refund = {
          id: newId('re'),
          object: 'refund',
          amount,
          charge: c.id,
          created: nowSeconds(),
          currency: c.currency,
          metadata: metadata(object(params, 'metadata'), 'metadata'),
          payment_intent: c.payment_intent,
          reason,
          status: 'succeeded',
        };
        await st.put(account.id, refund);
        const refunded: Charge = { ...locked, amount_refunded: locked.amount_refunded + amount, refunded: locked.amount_refunded + amount >= locked.amount_captured };
        await st.put(account.id, refunded);
        await emit(st, account.id, 'refund.created', publicView(refund));
        await emit(st, account.id, 'charge.refunded', publicView(refunded));
        return refund;
      });
    },

    async event(account: ProviderAccount, id: string): Promise<StripeEvent> {
      const found = await store.event(account.id, id);
      if (!found) throw notFound('event', id);
      return JSON.parse(found.data) as StripeEvent;
    },
    async events(account: ProviderAccount, params: Params) {
      onlyKnown(params, ['type', 'limit', 'expand']);
      const limit = Math.min(100, Math.max(1, integer(params, 'limit') ?? 10));
      const rows = await store.events(account.id, { type: text(params, 'type') ?? undefined, limit: limit + 1 });
      return { object: 'list', url: '/v1/events', has_more: rows.length > limit, data: rows.slice(0, limit).map((r) => JSON.parse(r.data) as StripeEvent) };
    },

    // --- the hosted payment page -------------------------------------------------------------

    /** A session for the hosted page, by its id alone (the page's URL is the secret). */
    async pageSession(id: string): Promise<{ account: string; session: Session } | undefined> {
      const found = await store.getAnyAccount<Session>(id);
      if (!found || found.object.object !== 'checkout.session') return undefined;
      return { account: found.account, session: await lapse(found.account, found.object) };
    },

    /**
     * The shopper paid with `card`: charged (or authorised), declined with the card network's
     * reason, or asked to authenticate first. The PaymentIntent is made at the first attempt.
     */
    async payWithCard(
      account: string,
      shown: Session,
      card: CheckedCard,
      details: { email: string; name: string },
    ): Promise<{ kind: 'complete'; session: Session } | { kind: 'declined'; message: string } | { kind: 'authenticate' } | { kind: 'closed'; session: Session }> {
      return inTransaction(async (st) => {
        // Under the session's lock: a second press of Pay (or a session expired meanwhile) never charges again.
        const s = (await st.getLocked<Session>(account, shown.id)) ?? shown;
        if (s.status !== 'open') return { kind: 'closed', session: s };
        const cardOnFile: CardDetails = { brand: card.brand, last4: card.digits.slice(-4), exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', country: 'AU' };
        let pi = s.payment_intent ? await st.get<PaymentIntent>(account, s.payment_intent) : undefined;
        if (!pi) {
          pi = {
            id: newId('pi'),
            object: 'payment_intent',
            amount: s.amount_total,
            amount_capturable: 0,
            amount_received: 0,
            canceled_at: null,
            cancellation_reason: null,
            capture_method: s.intentData.capture_method,
            client_secret: '',
            confirmation_method: 'automatic',
            created: nowSeconds(),
            currency: s.currency,
            customer: null,
            description: s.intentData.description,
            last_payment_error: null,
            latest_charge: null,
            livemode: false,
            metadata: s.intentData.metadata,
            next_action: null,
            payment_method: null,
            payment_method_types: ['card'],
            receipt_email: details.email,
            status: 'requires_payment_method',
            sessionId: s.id,
            cardDetails: null,
          };
          pi.client_secret = `${pi.id}_secret_${newId('x', 24).slice(2)}`;
          await st.put(account, pi);
          await emit(st, account, 'payment_intent.created', publicView(pi));
        }
        const withCustomer: Session = { ...s, payment_intent: pi.id, customer_details: { email: details.email, name: details.name } };
        await st.put(account, withCustomer);
        const paymentMethod = newId('pm');
        const attempt: PaymentIntent = { ...pi, payment_method: paymentMethod, cardDetails: cardOnFile, receipt_email: details.email };
        const outcome = cardOutcome(card.digits);
        if (outcome.kind === 'decline') {
          await failed(st, account, attempt, {
            type: 'card_error',
            code: outcome.code,
            ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
            message: outcome.message,
            payment_method: { id: paymentMethod, type: 'card', card: cardOnFile },
          });
          return { kind: 'declined', message: outcome.message };
        }
        if (outcome.kind === 'authenticate') {
          const url = `${new URL(s.success_url).origin}/pay/${s.id}/authenticate`;
          await st.put(account, { ...attempt, status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: s.success_url } } } satisfies PaymentIntent);
          return { kind: 'authenticate' };
        }
        return { kind: 'complete', session: await authorised(st, account, withCustomer, attempt) };
      });
    },

    /** The test authentication page's answer: the payment goes through, or fails as Stripe's does. */
    async authenticate(account: string, shown: Session, complete: boolean): Promise<{ kind: 'complete'; session: Session } | { kind: 'declined'; message: string } | { kind: 'nothing-to-do' }> {
      return inTransaction(async (st) => {
        // Under the session's and the intent's locks: an answer sent twice is taken once.
        const s = (await st.getLocked<Session>(account, shown.id)) ?? shown;
        const pi = s.status === 'open' && s.payment_intent ? await st.getLocked<PaymentIntent>(account, s.payment_intent) : undefined;
        if (!pi || pi.status !== 'requires_action') return { kind: 'nothing-to-do' as const };
        if (complete) return { kind: 'complete' as const, session: await authorised(st, account, s, pi) };
        await failed(st, account, pi, {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED,
          ...(pi.payment_method && pi.cardDetails ? { payment_method: { id: pi.payment_method, type: 'card' as const, card: pi.cardDetails } } : {}),
        });
        return { kind: 'declined', message: AUTHENTICATION_FAILED };
      });
    },

    /** What the page says about an attempt that did not go through (a declined card, a failed authentication). */
    async lastError(account: string, s: Session): Promise<string | null> {
      const pi = s.payment_intent ? await store.get<PaymentIntent>(account, s.payment_intent) : undefined;
      return pi?.status === 'requires_payment_method' ? (pi.last_payment_error?.message ?? null) : null;
    },
    async paymentIntentOf(account: string, s: Session): Promise<PaymentIntent | undefined> {
      return s.payment_intent ? store.get<PaymentIntent>(account, s.payment_intent) : undefined;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
