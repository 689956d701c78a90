// The SQL of payments, written once for both stores: each payment the site takes (its money state in
// whole cents, its link to the lead, the car and the user), the reservation a paid deposit holds on a
// car, and the provider's webhook events already handled. Reached as `repo.payments`.
import type { Kysely, Selectable } from 'kysely';
import type { LeadPayload } from '../../domain/lead-schema.ts';
import { movesForward, paymentReference, type PaymentPurpose, type PaymentStatus } from '../../domain/payments.ts';
import type { Database, PaymentRow } from './schema.ts';
import type { Store } from './store.ts';

export interface Payment extends Omit<Selectable<PaymentRow>, 'lead' | 'details' | 'reference'> {
  reference: string;
  lead: LeadPayload;
  /** The order's or invoice's details as the server priced them. */
  details: Record<string, unknown>;
}

const toPayment = (row: Selectable<PaymentRow>): Payment => ({
  ...row,
  reference: row.reference ?? '',
  lead: JSON.parse(row.lead) as LeadPayload,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

export interface NewPayment {
  tenant: string;
  purpose: PaymentPurpose;
  amountCents: number;
  currency: string;
  carId: number | null;
  userId: number | null;
  provider: string;
  idempotencyKey: string;
  bodyHash: string;
  lead: LeadPayload;
  details: Record<string, unknown>;
}

export function createPaymentsRepository(store: Store) {
  const { db } = store;
  const now = () => new Date().toISOString();
  const first = async (query: Promise<Selectable<PaymentRow> | undefined>) => {
    const row = await query;
    return row && toPayment(row);
  };
  const byId = (id: number, trx: Kysely<Database> = db) => first(trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst());

  /**
   * Moves a payment to `to` when that is forward (domain/payments.ts), as one compare-and-set on the
   * status it was read with; false when it was there or past it (or another request moved it first).
   */
  const advance = async (id: number, to: PaymentStatus, extra: { failure_message?: string | null; lead_id?: number } = {}, trx: Kysely<Database> = db): Promise<boolean> => {
    const current = await byId(id, trx);
    if (!current || !movesForward(current.status, to)) return false;
    const result = await trx
      .updateTable('payments')
      .set({ status: to, failure_message: extra.failure_message ?? null, updated_at: now(), ...(extra.lead_id === undefined ? {} : { lead_id: extra.lead_id }) })
      .where('id', '=', id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    /** Runs `work` in one transaction of the store. */
    transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    /**
     * Stores a new payment (status created), or finds the one stored under the same Idempotency-Key:
     * a retried checkout gets the payment (and provider session) its first try made.
     */
    async createOrFind(input: NewPayment): Promise<{ payment: Payment; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const inserted = await trx
          .insertInto('payments')
          .values({
            tenant: input.tenant,
            purpose: input.purpose,
            status: 'created',
            amount_cents: input.amountCents,
            currency: input.currency,
            car_id: input.carId,
            user_id: input.userId,
            provider: input.provider,
            idempotency_key: input.idempotencyKey,
            body_hash: input.bodyHash,
            lead: JSON.stringify(input.lead),
            details: JSON.stringify(input.details),
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['tenant', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await trx.updateTable('payments').set({ reference: paymentReference(input.purpose, inserted.id) }).where('id', '=', inserted.id).execute();
          return { payment: (await byId(inserted.id, trx)) as Payment, created: true };
        }
        const found = await first(trx.selectFrom('payments').selectAll().where('tenant', '=', input.tenant).where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst());
        return { payment: found as Payment, created: false };
      });
    },

    byId: (id: number) => byId(id),
    byKey: (tenant: string, key: string) => first(db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('idempotency_key', '=', key).executeTakeFirst()),
    bySession: (tenant: string, sessionId: string) => first(db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('checkout_session_id', '=', sessionId).executeTakeFirst()),
    byIntent: (tenant: string, intentId: string) => first(db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('payment_intent_id', '=', intentId).executeTakeFirst()),
    byReference: (tenant: string, reference: string) => first(db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('reference', '=', reference).executeTakeFirst()),
    async list(tenant: string): Promise<Payment[]> {
      return (await db.selectFrom('payments').selectAll().where('tenant', '=', tenant).orderBy('id').execute()).map(toPayment);
    },
    /** The payments that made these leads (a paid reservation, order or invoice has its lead). */
    async forLeads(tenant: string, leadIds: readonly number[]): Promise<Payment[]> {
      if (leadIds.length === 0) return [];
      return (await db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('lead_id', 'in', leadIds).execute()).map(toPayment);
    },
    /** A car's other payments still open at the provider (their sessions can be expired once the car is taken). */
    async openForCar(carId: number, exceptId: number): Promise<Payment[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('car_id', '=', carId)
        .where('id', '!=', exceptId)
        .where('status', 'in', ['created', 'failed'])
        .where('checkout_session_id', 'is not', null)
        .execute();
      return rows.map(toPayment);
    },

    async setSession(id: number, sessionId: string): Promise<void> {
      await db.updateTable('payments').set({ checkout_session_id: sessionId, updated_at: now() }).where('id', '=', id).execute();
    },
    async setIntent(id: number, intentId: string): Promise<void> {
      await db.updateTable('payments').set({ payment_intent_id: intentId, updated_at: now() }).where('id', '=', id).where('payment_intent_id', 'is', null).execute();
    },

    /** A declined card or a released hold; a payment that has succeeded is never marked failed. */
    async markFailed(id: number, message: string): Promise<boolean> {
      const current = await byId(id);
      if (!current) return false;
      if (current.status === 'failed') {
        if (current.failure_message === message) return false;
        await db.updateTable('payments').set({ failure_message: message, updated_at: now() }).where('id', '=', id).where('status', '=', 'failed').execute();
        return true;
      }
      return advance(id, 'failed', { failure_message: message });
    },
    markSucceeded: (id: number, leadId: number, trx: Kysely<Database> = db) => advance(id, 'succeeded', { lead_id: leadId }, trx),
    markRefunded: (id: number) => advance(id, 'refunded'),

    /**
     * Holds the car for this payment: true when it does now (or already did), false when another
     * payment holds it or the car is marked reserved without one (reserved at the dealer). The hold is
     * one INSERT on the car's key, so two payments (on any instances) cannot both take it.
     */
    async claimCar(paymentId: number, carId: number, tenant: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const holder = await trx.selectFrom('car_reservations').select('payment_id').where('car_id', '=', carId).executeTakeFirst();
        if (holder) return holder.payment_id === paymentId;
        const car = await trx.selectFrom('cars').select(store.jsonText('data', 'reserved').as('reserved')).where('id', '=', carId).executeTakeFirst();
        // json_extract gives 1/0 for true/false, ->> gives 'true'/'false'.
        if (!car || (car.reserved !== null && ['1', 'true'].includes(String(car.reserved)))) return false;
        const taken = await trx
          .insertInto('car_reservations')
          .values({ car_id: carId, payment_id: paymentId, tenant, reserved_at: now() })
          .onConflict((oc) => oc.column('car_id').doNothing())
          .returning('payment_id')
          .executeTakeFirst();
        if (taken) return true;
        // Another transaction inserted first (on PostgreSQL, possibly for this same payment): who holds it now.
        const holderNow = await trx.selectFrom('car_reservations').select('payment_id').where('car_id', '=', carId).executeTakeFirst();
        return holderNow?.payment_id === paymentId;
      });
    },
    /** The payment holding a car, if one does. */
    async holderOf(carId: number): Promise<number | null> {
      return (await db.selectFrom('car_reservations').select('payment_id').where('car_id', '=', carId).executeTakeFirst())?.payment_id ?? null;
    },
    /**
     * As holderOf, in `trx`, with the hold's row locked to its end on PostgreSQL: a release waits for it
     * (SQLite's transactions already run one at a time).
     */
    async lockedHolderOf(carId: number, trx: Kysely<Database>): Promise<number | null> {
      let query = trx.selectFrom('car_reservations').select('payment_id').where('car_id', '=', carId);
      if (store.kind === 'postgres') query = query.forUpdate();
      return (await query.executeTakeFirst())?.payment_id ?? null;
    },
    /** True the first time an event id is recorded for the tenant. */
    async recordEvent(tenant: string, eventId: string, type: string): Promise<boolean> {
      const row = await db
        .insertInto('payment_webhook_events')
        .values({ tenant, event_id: eventId, type, received_at: now() })
        .onConflict((oc) => oc.columns(['tenant', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async eventSeen(tenant: string, eventId: string): Promise<boolean> {
      return (await db.selectFrom('payment_webhook_events').select('event_id').where('tenant', '=', tenant).where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
