// The Stripe objects the embedded payment service keeps, in Stripe's shapes (the subset of fields
// the official SDK and our server read; the rest of Stripe's fields are left out rather than faked).
// Fields in camelCase (lineItems, intentData, cardDetails, sessionId) are the service's own: Stripe's
// fields are snake_case, and publicView leaves the camelCase ones out of every answer.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Stripe-style ids: a type prefix and random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Metadata = Record<string, string>;

export interface LineItem {
  name: string;
  description: string | null;
  unit_amount: number;
  quantity: number;
  currency: string;
}

export interface Session {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: ['card'];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  ui_mode: 'hosted_page';
  url: string | null;
  lineItems: LineItem[];
  intentData: { capture_method: 'automatic' | 'manual'; description: string | null; metadata: Metadata };
}

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: { id: string; type: 'card'; card: CardDetails };
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: 'AU';
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'manual';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  payment_method: string | null;
  payment_method_types: ['card'];
  receipt_email: string | null;
  status: PaymentIntentStatus;
  sessionId: string;
  cardDetails: CardDetails | null;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  outcome: { type: 'authorized'; network_status: 'approved_by_network'; seller_message: 'Payment complete.' };
  paid: true;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: CardDetails };
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** An object as the API shows it: without the service's own (camelCase) fields. */
export function publicView<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !/[A-Z]/.test(key))) as T;
}
