// Payments taken on the site (spec §2 reserve, online purchase and online payment; §4 reserve and
// online-purchase rules): what a shopper pays for, the states a payment moves through, the order a
// buy-online shopper builds and its totals, and the request the browser sends to start a checkout.
// Amounts are whole cents (src/domain/money.ts) from here to the provider and back.
import type { GateType } from './gated-pages.ts';
import { CONDITIONS } from './trade-in.ts';
import { z } from './zod.ts';

/** A car's deposit (reserve), a buy-online order's deposit, or an amount the dealer invoiced. */
export const PAYMENT_PURPOSES = ['reserve', 'order', 'invoice'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The lead form each purpose's lead is stored under once the payment has succeeded. */
export const PURPOSE_FORM = { reserve: 'reserve', order: 'order', invoice: 'online-payment' } as const;

/** The gated page (spec §4/§6) each purpose's screen sits behind: the checkout call is gated as its page is. */
export const PURPOSE_GATE: Record<PaymentPurpose, GateType> = { reserve: 'checkout', order: 'online-payment', invoice: 'online-payment' };

/** The purpose a checkout body names, if it names a known one (the body is validated after the gate). */
export function purposeOf(body: unknown): PaymentPurpose | null {
  const purpose = (body as { purpose?: unknown } | null)?.purpose;
  return PAYMENT_PURPOSES.find((known) => known === purpose) ?? null;
}

export const PAYMENT_STATUSES = ['created', 'failed', 'succeeded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment only moves forward: created → failed (a declined card; the shopper may try another) →
 * succeeded → refunded. A webhook that arrives late or twice proposes a state the payment has
 * passed or holds, and changes nothing.
 */
const RANK: Record<PaymentStatus, number> = { created: 0, failed: 1, succeeded: 2, refunded: 3 };
export function movesForward(from: PaymentStatus, to: PaymentStatus): boolean {
  return RANK[to] > RANK[from];
}

const REFERENCE_PREFIX: Record<PaymentPurpose, string> = { reserve: 'RES', order: 'ORD', invoice: 'PAY' };
/** The reference a shopper and the dealer quote: RES-000042. */
export const paymentReference = (purpose: PaymentPurpose, id: number) => `${REFERENCE_PREFIX[purpose]}-${String(id).padStart(6, '0')}`;
export const PAYMENT_REFERENCE = /^(RES|ORD|PAY)-\d{6,}$/;

export const PAYMENT_MESSAGES = {
  carReserved: 'Sorry, this car has just been reserved by someone else. You have not been charged.',
  carUnavailable: 'This car is no longer available to reserve. We can help you find a similar one.',
  carNoPrice: 'This car has no price to pay online. Please enquire and we will be in touch.',
  providerUnavailable: 'The payment service is not answering right now. Nothing has been charged; please try again in a minute.',
  invoiceReference: 'Please enter the invoice or reference number the dealer gave you.',
  invoiceAmount: 'Please enter the amount the dealer asked for, e.g. $1,250.00.',
  invoiceAmountRange: (max: string) => `Please enter an amount between $1.00 and ${max}. For more, please call us.`,
  extraUnknown: 'This extra is not offered by this dealer.',
  deliveryPostcode: 'Please enter the postcode to deliver to.',
  leadFormMismatch: 'This form does not go with this payment.',
  paymentsThroughCheckout: 'Reservations and payments are made through the checkout, not as an enquiry.',
} as const;

// --- buy online ---------------------------------------------------------------------------------

export const tradeInAnswersSchema = z
  .object({
    year: z.number().int().min(1950).max(2100),
    km: z.number().int().min(0).max(2_000_000),
    condition: z.enum(CONDITIONS),
    accident: z.boolean(),
    serviceHistory: z.boolean(),
  })
  .strict();

const fulfilment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pickup') }).strict(),
  z.object({ kind: z.literal('delivery'), postcode: z.string().regex(/^\d{4}$/, PAYMENT_MESSAGES.deliveryPostcode) }).strict(),
]);

/** What a buy-online shopper chose: the server prices it again from these, never from the browser's sums. */
export const orderChoicesSchema = z
  .object({
    tradeIn: tradeInAnswersSchema.nullable(),
    payment: z.enum(['full', 'finance']),
    fulfilment,
    extras: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
  })
  .strict()
  .refine((o) => new Set(o.extras).size === o.extras.length, { message: 'Each extra can be chosen once.', path: ['extras'] });
export type OrderChoices = z.output<typeof orderChoicesSchema>;

export interface OrderTotalsInput {
  carCents: number;
  extrasCents: readonly number[];
  /** 0 for pick-up. */
  deliveryCents: number;
  /** The lower end of the trade-in estimate (subject to inspection), 0 without one. */
  tradeInCents: number;
  depositCents: number;
}

export interface OrderTotals {
  carCents: number;
  extrasCents: number;
  deliveryCents: number;
  /** Car, extras and delivery: what the car costs on the road from this dealer. */
  totalCents: number;
  tradeInCents: number;
  depositCents: number;
  /** Left to pay (or finance) after the trade-in and the deposit; never below 0. */
  balanceCents: number;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const extrasCents = input.extrasCents.reduce((sum, cents) => sum + cents, 0);
  const totalCents = input.carCents + extrasCents + input.deliveryCents;
  return {
    carCents: input.carCents,
    extrasCents,
    deliveryCents: input.deliveryCents,
    totalCents,
    tradeInCents: input.tradeInCents,
    depositCents: input.depositCents,
    balanceCents: Math.max(0, totalCents - input.tradeInCents - input.depositCents),
  };
}

/** A drive-away price already holds the government charges; other price types add them on top. */
export const isDriveAwayPrice = (priceType: string) => /drive\s*away/i.test(priceType);

// --- online payment (an amount the dealer asked for) --------------------------------------------

export const INVOICE_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;
export const INVOICE_MIN_CENTS = 100;

export const invoiceSchema = (maxCents: number, formatMax: string) =>
  z
    .object({
      reference: z.string({ error: PAYMENT_MESSAGES.invoiceReference }).trim().regex(INVOICE_REFERENCE, PAYMENT_MESSAGES.invoiceReference),
      amount_cents: z
        .number({ error: PAYMENT_MESSAGES.invoiceAmount })
        .int(PAYMENT_MESSAGES.invoiceAmount)
        .min(INVOICE_MIN_CENTS, PAYMENT_MESSAGES.invoiceAmountRange(formatMax))
        .max(maxCents, PAYMENT_MESSAGES.invoiceAmountRange(formatMax)),
    })
    .strict();

// --- the request that starts a checkout ---------------------------------------------------------

/**
 * POST /api/payments/checkout. `lead` is the spec §3 lead payload the forms build (validated with
 * lead-schema.ts); it is stored and sent to the dealer once the payment has succeeded. The amount is
 * never the browser's: the deposit comes from the tenant, an order's sums from the server's prices.
 */
export const checkoutRequestSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('reserve'), lead: z.unknown() }).strict(),
  z.object({ purpose: z.literal('order'), lead: z.unknown(), order: orderChoicesSchema }).strict(),
  z.object({ purpose: z.literal('invoice'), lead: z.unknown(), invoice: z.unknown() }).strict(),
]);
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** What the API answers about a payment (the confirmation pages read it). */
export interface PaymentView {
  reference: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amount_cents: number;
  currency: 'aud';
  /** Why it failed, in the provider's words (a declined card) or ours (the car was taken). */
  message: string | null;
  car: { id: number; slug: string; name: string; stocknum: string } | null;
  invoice_reference: string | null;
  /** An order's priced choices, as the server priced them. */
  order: (OrderChoices & { totals: OrderTotals; extras_named: { id: string; name: string; price_cents: number }[]; delivery_region: string | null }) | null;
}

/** Where the provider sends the shopper back to (Stripe fills in {CHECKOUT_SESSION_ID}). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
