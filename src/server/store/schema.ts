// The tables as Kysely sees them, one description for both stores (SQLite's migrations in
// src/server/sqlite/migrations.ts, PostgreSQL's in src/server/postgres/migrations.ts create them).
// Rows keep the full record as JSON text in `data` beside the columns queried by.
import type { Generated } from 'kysely';

interface JsonRow {
  data: string;
}

export interface CarRow extends JsonRow {
  id: number;
  slug: string;
  website_id: number;
  dealership_id: number;
  status: string;
  car_type: string;
  make: string;
  model: string;
  price: number;
  show_on_dealer_website: number;
  sold_date_timestamp: number | null;
  updated_at: string;
}

export interface DeliveryRow {
  id: Generated<number>;
  lead_id: number;
  tenant: string;
  channel: 'webhook' | 'adf';
  destination: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

export interface Database {
  settings: { key: string; value: string };
  makes: JsonRow & { id: number; slug: string };
  models: JsonRow & { id: number; make_id: number; slug: string };
  dealerships: JsonRow & { id: number; slug: string; website_id: number };
  locations: JsonRow & { id: number; slug: string; dealership_id: number };
  cars: CarRow;
  reviews: JsonRow & { id: number; dealership_id: number };
  offers: JsonRow & { id: number; website_id: number };
  brands: JsonRow & { website_id: number; slug: string };
  delivery_regions: JsonRow & { id: number };
  parts: JsonRow & { id: number; website_id: number };
  phone_reveals: { id: Generated<number>; car_id: number; dealership_id: number; website_id: number; revealed_at: string };
  car_views: { car_id: number; count: number };
  leads: JsonRow & { id: Generated<number>; tenant: string; form: string; idempotency_key: string; created_at: string; user_id: number | null };
  idempotency_keys: {
    tenant: string;
    key: string;
    state: 'in_flight' | 'done';
    body_hash: string | null;
    status: number | null;
    response: string | null;
    started_at: string;
    /** The server instance holding an in-flight claim (null on rows from before owners were kept). */
    owner: number | null;
  };
  lead_deliveries: DeliveryRow;
  search_events: JsonRow & { id: Generated<number>; tenant: string; received_at: string };
  analytics_events: { id: Generated<number>; tenant: string; name: string; properties: string; at: number; received_at: string };
  miscellaneous: JsonRow & { id: Generated<number>; tenant: string; column_name: string; created_at: string };
  rate_limits: { key: string; count: number; reset_at: number };
  payments: PaymentRow;
  car_reservations: { car_id: number; payment_id: number; tenant: string; reserved_at: string };
  payment_webhook_events: { tenant: string; event_id: string; type: string; received_at: string };
  /** SQLite's journal of car writes, read by a server when another process wrote (PostgreSQL NOTIFYs instead). */
  car_changes: { seq: Generated<number>; car_id: number };
  provider_objects: JsonRow & { id: string; account: string; type: string; created: number };
  provider_idempotency: { account: string; key: string; request: string; status: number; response: string; created: number };
  provider_events: JsonRow & {
    id: string;
    account: string;
    type: string;
    created: number;
    state: 'pending' | 'delivered' | 'failed';
    attempts: Generated<number>;
    next_attempt_at: number;
    last_error: string | null;
  };
}

export interface PaymentRow {
  id: Generated<number>;
  tenant: string;
  reference: string | null;
  purpose: 'reserve' | 'order' | 'invoice';
  status: 'created' | 'failed' | 'succeeded' | 'refunded';
  amount_cents: number;
  currency: string;
  car_id: number | null;
  lead_id: number | null;
  user_id: number | null;
  provider: string;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  idempotency_key: string;
  body_hash: string;
  /** The lead payload (JSON) stored for the dealer once the payment succeeds. */
  lead: string;
  /** The order's or invoice's details as the server priced them (JSON). */
  details: string;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}
