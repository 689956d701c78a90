// Taking a payment, the way shops that never touch card data do it: the server makes the payment
// with the provider (amount, AUD, description, the car, the tenant, an idempotency key) as a Checkout
// Session, the shopper pays on the provider's page, and the money state here changes only on what
// the server itself has verified with the provider: a webhook whose signature checks out, or a
// retrieve of the session when the shopper comes back. Either way the server asks the provider for
// the payment's current state and moves the payment forward only, so a webhook sent twice or late
// changes nothing twice.
//
// A car payment is only authorised at first (capture_method manual). The car is then claimed for the
// payment in one database write; if another payment holds it, the authorisation is cancelled and the
// shopper is never charged. Only a payment that holds the car is captured.
import { Stripe } from 'stripe';
import { isAvailable } from '../../domain/availability.ts';
import { choiceErrors, LEAD_CATEGORIES, validateLead, type LeadPayload } from '../../domain/lead-schema.ts';
import { formatCents, parseDollarLabel } from '../../domain/money.ts';
import {
  checkoutRequestSchema,
  invoiceSchema,
  PAYMENT_MESSAGES,
  PURPOSE_FORM,
  SESSION_ID_PLACEHOLDER,
  type PaymentPurpose,
  type PaymentView,
} from '../../domain/payments.ts';
import { sellingPrice } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { toFieldErrors, type FieldError } from '../../domain/zod.ts';
import { sha256 } from '../api/idempotency.ts';
import { deliveryTargets } from '../leads/delivery.ts';
import type { Payment } from '../store/payments-repository.ts';
import type { Repository } from '../store/repository.ts';
import { priceOrder, type PricedOrder } from './order-pricing.ts';
import type { Providers } from './providers.ts';

export type Reply = { status: 200 | 201; body: unknown; replayed?: boolean } | { status: 400 | 404 | 409 | 422 | 503; message: string; errors?: FieldError[] };

const CURRENCY = 'aud';
/** How long the provider's payment page stays open (Stripe's least is 30 minutes). */
const SESSION_MINUTES = 60;

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/** What the dealer's lead says about the money, as short text fields (lead details hold scalars). */
function paymentDetails(payment: Payment, intentId: string | null): Record<string, string | number | boolean | null> {
  const details: Record<string, string | number | boolean | null> = {
    payment_reference: payment.reference,
    payment_status: 'paid',
    amount_paid: formatCents(payment.amount_cents),
    amount_paid_cents: payment.amount_cents,
    payment_provider: payment.provider,
    payment_intent: intentId,
  };
  const order = payment.details.order as PricedOrder | undefined;
  if (order) {
    const { choices, totals } = order;
    details.order_total = formatCents(totals.totalCents);
    details.order_car_price = formatCents(totals.carCents);
    details.order_extras = order.extras_named.map((e) => `${e.name} (${formatCents(e.price_cents)})`).join(', ') || 'none';
    details.order_delivery =
      choices.fulfilment.kind === 'delivery' ? `Delivery to ${choices.fulfilment.postcode} (${order.delivery_region}, ${formatCents(totals.deliveryCents)})` : 'Pick-up from the dealership';
    details.order_payment = choices.payment === 'finance' ? 'Finance (application to follow)' : 'Pay in full';
    details.order_trade_in = order.trade_in_range
      ? `${choices.tradeIn?.year} car, ${choices.tradeIn?.km} km, ${choices.tradeIn?.condition}: ${formatCents(order.trade_in_range.low_cents)} – ${formatCents(order.trade_in_range.high_cents)} (subject to inspection)`
      : choices.tradeIn
        ? 'Trade-in to be valued in person'
        : 'none';
    details.order_balance = formatCents(totals.balanceCents);
  }
  const invoice = payment.details.invoice as { reference: string } | undefined;
  if (invoice) details.invoice_reference = invoice.reference;
  return details;
}

function summaryLine(payment: Payment, car: Car | undefined): string {
  const amount = formatCents(payment.amount_cents);
  if (payment.purpose === 'reserve') return `Paid a ${amount} deposit (${payment.reference}) to reserve ${car?.name ?? 'a car'}${car ? ` (stock ${car.stocknum})` : ''}.`;
  if (payment.purpose === 'order') return `Ordered ${car?.name ?? 'a car'} online and paid a ${amount} deposit (${payment.reference}).`;
  return `Paid ${amount} against invoice ${(payment.details.invoice as { reference: string }).reference} (${payment.reference}).`;
}

export interface PaymentsDeps {
  repo: Repository;
  providers: Providers;
  tenantOf(slug: string): TenantConfig | undefined;
}

export function createPayments({ repo, providers, tenantOf }: PaymentsDeps) {
  const payments = repo.payments;
  /** Checkouts being created in this process: a second request with the same key waits its turn (409). */
  const creating = new Set<number>();

  const carOf = async (payment: Payment) => (payment.car_id === null ? undefined : (await repo.cars([payment.car_id]))[0]);
  const reread = async (payment: Payment) => (await payments.byId(payment.id)) as Payment;

  const view = async (payment: Payment): Promise<PaymentView> => {
    const car = await carOf(payment);
    const order = payment.details.order as PricedOrder | undefined;
    return {
      reference: payment.reference,
      purpose: payment.purpose,
      status: payment.status,
      amount_cents: payment.amount_cents,
      currency: CURRENCY,
      message: payment.status === 'failed' ? payment.failure_message : null,
      car: car ? { id: car.id, slug: car.slug, name: car.name, stocknum: car.stocknum } : null,
      invoice_reference: (payment.details.invoice as { reference: string } | undefined)?.reference ?? null,
      order: order ? { ...order.choices, totals: order.totals, extras_named: order.extras_named, delivery_region: order.delivery_region } : null,
    };
  };

  /** The payment has the money: its lead goes to the dealer (once), and its car shows Reserved. */
  const succeed = async (tenant: TenantConfig, payment: Payment, intentId: string): Promise<Payment> => {
    const car = await carOf(payment);
    await payments.transaction(async (trx) => {
      const lead: LeadPayload = {
        ...payment.lead,
        message: payment.lead.message || summaryLine(payment, car),
        details: { ...payment.lead.details, ...paymentDetails(payment, intentId) },
      };
      // The lead names the shopper who paid, signed in, so My Garage lists it.
      const leadId = await repo.leads.storeLeadOnce({ tenant: tenant.slug, key: `payment-${payment.reference}`, lead, deliveries: deliveryTargets(tenant), userId: payment.user_id }, trx);
      await payments.markSucceeded(payment.id, leadId, trx);
    });
    const now = await reread(payment);
    if (car && now.status === 'succeeded' && (await repo.reserveHeldCar(car.id, payment.id))) {
      // Shoppers still on the provider's page for this car can no longer pay for it.
      for (const other of await payments.openForCar(car.id, payment.id)) {
        void providers
          .of(tenant.slug)
          .stripe.checkout.sessions.expire(other.checkout_session_id as string)
          .catch(() => {});
      }
    }
    return now;
  };

  /** Lets the car go if this payment holds it. */
  const releaseCar = async (payment: Payment): Promise<boolean> => payment.car_id !== null && repo.releaseHeldCar(payment.car_id, payment.id);

  const captureOrRelease = async (tenant: TenantConfig, payment: Payment, intent: Stripe.PaymentIntent): Promise<Payment> => {
    const { stripe } = providers.of(tenant.slug);
    const car = await carOf(payment);
    if (car) {
      if (!(await payments.claimCar(payment.id, car.id, tenant.slug))) {
        // Marked before the hold is cancelled: a settle racing this one that sees the cancelled hold
        // finds the reason already written and keeps it.
        await payments.markFailed(payment.id, PAYMENT_MESSAGES.carReserved);
        await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' }, { idempotencyKey: `forecourt-${tenant.slug}-release-${payment.id}` }).catch((error: unknown) => {
          if (!isStripeError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
        });
        return reread(payment);
      }
      await repo.reserveHeldCar(car.id, payment.id);
    }
    try {
      const captured = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `forecourt-${tenant.slug}-capture-${payment.id}` });
      return succeed(tenant, payment, captured.id);
    } catch (error) {
      if (!isStripeError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
      // Captured by a request that raced this one, or the hold lapsed: the provider's state decides.
      const current = await stripe.paymentIntents.retrieve(intent.id);
      if (current.status === 'succeeded') return succeed(tenant, payment, current.id);
      await releaseCar(payment);
      await payments.markFailed(payment.id, 'The card authorisation lapsed before the payment was taken. You have not been charged.');
      return reread(payment);
    }
  };

  /**
   * Brings a payment up to date with the provider: retrieves its session and PaymentIntent and moves
   * the payment forward to what they say. A payment that has succeeded or been refunded is final here.
   */
  const settle = async (tenant: TenantConfig, payment: Payment): Promise<Payment> => {
    if (!payment.checkout_session_id || payment.status === 'succeeded' || payment.status === 'refunded') return payment;
    const { stripe } = providers.of(tenant.slug);
    const session = await stripe.checkout.sessions.retrieve(payment.checkout_session_id, { expand: ['payment_intent'] });
    const intent = session.payment_intent;
    if (!intent || typeof intent === 'string') return payment;
    await payments.setIntent(payment.id, intent.id);
    switch (intent.status) {
      case 'requires_capture':
        return captureOrRelease(tenant, payment, intent);
      case 'succeeded':
        if (payment.car_id !== null && !(await payments.claimCar(payment.id, payment.car_id, tenant.slug))) {
          console.error(`payment ${payment.reference} was charged while its car was held by another payment`);
        }
        return succeed(tenant, payment, intent.id);
      case 'requires_payment_method':
        if (intent.last_payment_error) await payments.markFailed(payment.id, intent.last_payment_error.message ?? 'Your card was declined.');
        return reread(payment);
      case 'canceled': {
        await releaseCar(payment);
        // Read again: the copy in hand may predate the reason a racing settle wrote.
        const current = await reread(payment);
        if (current.failure_message === null) await payments.markFailed(payment.id, 'The payment was cancelled. You have not been charged.');
        return reread(payment);
      }
      default:
        return payment;
    }
  };

  const depositCents = (tenant: TenantConfig) => parseDollarLabel(tenant.vehiclePage.depositLabel) as number;

  const returnUrl = (origin: string, purpose: PaymentPurpose, tenant: TenantConfig, car: Car | undefined) => {
    if (purpose === 'reserve') return `${origin}/cars/${car?.slug}/${tenant.vehiclePage.checkoutPath}`;
    if (purpose === 'order') return `${origin}/checkout-journey?car_id=${car?.slug}`;
    return `${origin}/online-payment`;
  };

  const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;

  const createSession = async (tenant: TenantConfig, payment: Payment, origin: string): Promise<Reply> => {
    const car = await carOf(payment);
    const back = returnUrl(origin, payment.purpose, tenant, car);
    const order = payment.details.order as PricedOrder | undefined;
    const name =
      payment.purpose === 'reserve'
        ? `Deposit to reserve ${car?.name}`
        : payment.purpose === 'order'
          ? `Deposit on your order: ${car?.name}`
          : `Payment of invoice ${(payment.details.invoice as { reference: string }).reference}`;
    const description = car ? `Stock ${car.stocknum} · ${payment.reference}${order ? ` · order total ${formatCents(order.totals.totalCents)}` : ''}` : payment.reference;
    const metadata = { payment_id: String(payment.id), reference: payment.reference, tenant: tenant.slug, purpose: payment.purpose, car_id: car ? String(car.id) : '' };
    creating.add(payment.id);
    try {
      const session = await providers.of(tenant.slug).stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: payment.amount_cents, product_data: { name, description } } }],
          success_url: withParam(back, 'session_id', SESSION_ID_PLACEHOLDER),
          cancel_url: withParam(back, 'cancelled', payment.reference),
          customer_email: payment.lead.email,
          client_reference_id: payment.reference,
          metadata,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
          payment_intent_data: { capture_method: car ? 'manual' : 'automatic', description: `${name} (${payment.reference})`, metadata },
        },
        { idempotencyKey: `forecourt-${tenant.slug}-checkout-${payment.id}` },
      );
      await payments.setSession(payment.id, session.id);
      return { status: 201, body: { reference: payment.reference, status: payment.status, url: session.url } };
    } catch (error) {
      console.error(`payment ${payment.reference}: the provider refused the checkout`, error);
      return { status: 503, message: PAYMENT_MESSAGES.providerUnavailable };
    } finally {
      creating.delete(payment.id);
    }
  };

  return {
    view,
    settle,

    /**
     * POST /api/payments/checkout: validates, prices and stores the payment (naming the signed-in
     * shopper, `userId`), and makes its provider session. The same Idempotency-Key and body answer with the same payment and session.
     */
    async start(tenant: TenantConfig, input: { key: string; text: string; body: unknown; origin: string; userId: number | null; context: { dealershipCount: number; locationCount: number; serviceLocationCount: number } }): Promise<Reply> {
      const request = checkoutRequestSchema.safeParse(input.body);
      if (!request.success) return { status: 400, message: 'Please check the highlighted fields.', errors: toFieldErrors(request.error) };
      const { purpose } = request.data;
      const enabled = { reserve: tenant.features.reserve, order: tenant.features.onlinePurchase, invoice: tenant.features.onlinePayment }[purpose];
      if (!enabled) return { status: 404, message: 'This site does not take this payment.' };
      const validated = validateLead(request.data.lead, { forms: tenant.forms, ...input.context });
      if (!validated.ok) return { status: 400, message: 'Please check the highlighted fields.', errors: validated.errors };
      const lead = validated.lead;
      if (lead.form !== PURPOSE_FORM[purpose]) return { status: 400, message: PAYMENT_MESSAGES.leadFormMismatch, errors: [{ field: 'form', message: PAYMENT_MESSAGES.leadFormMismatch }] };
      // As for any lead: only the tenant's own dealerships, locations and categories.
      const dealershipSlugs = (await repo.dealerships()).filter((d) => d.website_id === tenant.id).map((d) => d.slug);
      const notOffered = choiceErrors(lead, { dealershipSlugs, locationNames: (await repo.locations(tenant.id)).map((l) => l.name) });
      if (notOffered.length) return { status: 400, message: 'Please check the highlighted fields.', errors: notOffered };

      let car: Car | undefined;
      let amountCents: number;
      let details: Record<string, unknown> = {};
      if (purpose === 'invoice') {
        const invoice = invoiceSchema(tenant.payments.onlinePaymentMaxCents, formatCents(tenant.payments.onlinePaymentMaxCents)).safeParse(request.data.invoice);
        if (!invoice.success) return { status: 400, message: 'Please check the highlighted fields.', errors: toFieldErrors(invoice.error).map((e) => ({ ...e, field: `invoice.${e.field}` })) };
        amountCents = invoice.data.amount_cents;
        details = { invoice: invoice.data };
      } else {
        car = lead.car_id === null ? undefined : await repo.carById(lead.car_id, tenant.id);
        if (!car) return { status: 400, message: 'Please check the highlighted fields.', errors: [{ field: 'car_id', message: 'This car is not listed on this site.' }] };
        if (!isAvailable(car.status) || car.sold) return { status: 409, message: PAYMENT_MESSAGES.carUnavailable };
        if (purpose === 'order' && sellingPrice(car) <= 0) return { status: 409, message: PAYMENT_MESSAGES.carNoPrice };
        amountCents = depositCents(tenant);
        if (request.data.purpose === 'order') {
          const priced = priceOrder(tenant, car, request.data.order, { regions: await repo.deliveryRegions(), depositCents: amountCents, currentYear: new Date().getFullYear() });
          if (!priced.ok) return { status: 400, message: 'Please check the highlighted fields.', errors: priced.errors };
          details = { order: priced.order };
        }
      }

      const bodyHash = sha256(input.text);
      const earlier = await payments.byKey(tenant.slug, input.key);
      if (earlier) {
        if (earlier.body_hash !== bodyHash) return { status: 422, message: 'This Idempotency-Key was used for a different payment.' };
        if (creating.has(earlier.id)) return { status: 409, message: 'This payment is already being set up.' };
        if (earlier.checkout_session_id) {
          const session = await providers.of(tenant.slug).stripe.checkout.sessions.retrieve(earlier.checkout_session_id).catch(() => null);
          return { status: 200, replayed: true, body: { reference: earlier.reference, status: earlier.status, url: session?.url ?? null } };
        }
      }
      // A car held by a paid deposit, or marked reserved at the dealer, takes no new payment: no charge, a clear message.
      if (car && (car.reserved || (await payments.holderOf(car.id)) !== null)) return { status: 409, message: PAYMENT_MESSAGES.carReserved };
      const { payment } = await payments.createOrFind({
        tenant: tenant.slug,
        purpose,
        amountCents,
        currency: CURRENCY,
        carId: car?.id ?? null,
        userId: input.userId,
        provider: tenant.payments.provider,
        idempotencyKey: input.key,
        bodyHash,
        lead: { ...lead, category: car ? (car.car_type === 'used' ? LEAD_CATEGORIES[2] : LEAD_CATEGORIES[1]) : lead.category },
        details,
      });
      if (creating.has(payment.id)) return { status: 409, message: 'This payment is already being set up.' };
      return createSession(tenant, payment, input.origin);
    },

    /** GET /api/payments/session/{id}: the shopper is back from the provider's page; verified with the provider. */
    async returned(tenant: TenantConfig, sessionId: string): Promise<PaymentView | null> {
      const payment = await payments.bySession(tenant.slug, sessionId);
      if (!payment) return null;
      return view(await settle(tenant, payment));
    },

    /** POST /api/payments/webhook: a provider event, verified by its signature before anything is read. */
    async webhook(tenant: TenantConfig, raw: string, signature: string | undefined): Promise<{ status: 200 | 400; body: unknown }> {
      const provider = providers.of(tenant.slug);
      let event: Stripe.Event;
      try {
        event = provider.stripe.webhooks.constructEvent(raw, signature ?? '', provider.webhookSecret);
      } catch {
        return { status: 400, body: { message: 'Webhook signature verification failed.', status: 400 } };
      }
      if (await payments.eventSeen(tenant.slug, event.id)) return { status: 200, body: { received: true, duplicate: true } };
      const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null; payment_intent?: string | null; refunded?: boolean };
      const byMetadata = object.metadata?.tenant === tenant.slug && /^\d+$/.test(object.metadata.payment_id ?? '') ? await payments.byId(Number(object.metadata.payment_id)) : undefined;
      const payment =
        (byMetadata?.tenant === tenant.slug ? byMetadata : undefined) ??
        (object.object === 'checkout.session' && object.id ? await payments.bySession(tenant.slug, object.id) : undefined) ??
        (object.object === 'payment_intent' && object.id ? await payments.byIntent(tenant.slug, object.id) : undefined) ??
        (object.object === 'charge' && object.payment_intent ? await payments.byIntent(tenant.slug, object.payment_intent) : undefined);
      if (payment) {
        const settled = await settle(tenant, payment);
        if (event.type === 'charge.refunded' && object.refunded) {
          await payments.markRefunded(settled.id);
          await releaseCar(settled);
        }
      }
      await payments.recordEvent(tenant.slug, event.id, event.type);
      return { status: 200, body: { received: true } };
    },

    /** Staff: refund a payment in full with the provider, and let its car go. */
    async refund(slug: string, reference: string): Promise<Payment> {
      const tenant = tenantOf(slug);
      const payment = tenant && (await payments.byReference(slug, reference));
      if (!tenant || !payment) throw new Error(`no payment ${reference} for ${slug}`);
      if (payment.status !== 'succeeded') throw new Error(`payment ${reference} is ${payment.status}: only a succeeded payment can be refunded`);
      await providers.of(slug).stripe.refunds.create(
        { payment_intent: payment.payment_intent_id as string, reason: 'requested_by_customer', metadata: { reference } },
        { idempotencyKey: `forecourt-${slug}-refund-${payment.id}` },
      );
      await payments.markRefunded(payment.id);
      await releaseCar(payment);
      return reread(payment);
    },

    /** Staff: the car is available again (the deal fell through); the payment itself is left as it is. */
    async release(slug: string, reference: string): Promise<{ payment: Payment; released: boolean }> {
      const payment = await payments.byReference(slug, reference);
      if (!payment) throw new Error(`no payment ${reference} for ${slug}`);
      if (payment.car_id === null) throw new Error(`payment ${reference} is not for a car`);
      return { payment, released: await releaseCar(payment) };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
