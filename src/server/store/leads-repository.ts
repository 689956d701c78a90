// The SQL of leads: Idempotency-Key claims and replies, lead rows with their dealer deliveries (one
// transaction), the deliveries' claims, analytics events and /api/miscellaneous rows. Reached as
// `repo.leads`; written once for both stores (see store.ts for what differs).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LeadPayload } from '../../domain/lead-schema.ts';
import type { Database, DeliveryRow } from './schema.ts';
import type { Store } from './store.ts';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'in-flight' }
  | { kind: 'done'; bodyHash: string; status: number; response: string };

export type DeliveryChannel = 'webhook' | 'adf';
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface StoredLead {
  id: number;
  tenant: string;
  form: string;
  idempotency_key: string;
  created_at: string;
  lead: LeadPayload;
}

export type Delivery = Selectable<DeliveryRow>;

/** How a delivery went: delivered, or failed and due again at `nextAttemptAt` (null: given up). */
export type DeliveryOutcome = { delivered: true } | { delivered: false; error: string; nextAttemptAt: number | null };

type LeadRow = Omit<StoredLead, 'lead'> & { data: string };
const toLead = ({ data, ...row }: LeadRow): StoredLead => ({ ...row, lead: JSON.parse(data) as LeadPayload });

/** A claimed key's reply, stored with the write it answers for. */
export interface KeyReply {
  tenant: string;
  key: string;
  bodyHash: string;
  status: number;
  body: unknown;
}

/**
 * An in-flight claim older than this is taken over even while its instance lives: the request that
 * made it could not store or release it (the store went away mid-request), and no request takes
 * this long (the browser gives up on a send after 15 s).
 */
export const CLAIM_STALE_MS = 30_000;

export function createLeadsRepository(store: Store) {
  const { db, instanceId: me } = store;
  const now = () => new Date().toISOString();

  const completeKey = async (reply: KeyReply, trx: Kysely<Database> = db) => {
    await trx
      .updateTable('idempotency_keys')
      .set({ state: 'done', body_hash: reply.bodyHash, status: reply.status, response: JSON.stringify(reply.body), owner: null })
      .where('tenant', '=', reply.tenant)
      .where('key', '=', reply.key)
      .execute();
  };

  const claimKey = async (tenant: string, key: string): Promise<Claim> => {
    for (;;) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ tenant, key, state: 'in_flight', started_at: now(), owner: me })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed' };
      // A claim left by a stopped instance, or too old to be a live request's, is taken over.
      const owner = sql.ref<number | null>('owner');
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ owner: me, started_at: now() })
        .where('tenant', '=', tenant)
        .where('key', '=', key)
        .where('state', '=', 'in_flight')
        .where((eb) => eb.or([eb('owner', 'is', null), eb('started_at', '<', new Date(Date.now() - CLAIM_STALE_MS).toISOString()), store.ownerGone(owner)]))
        .returning('key')
        .executeTakeFirst();
      if (taken) return { kind: 'claimed' };
      const row = await db.selectFrom('idempotency_keys').select(['state', 'body_hash', 'status', 'response']).where('tenant', '=', tenant).where('key', '=', key).executeTakeFirst();
      // Released between the statements: try the claim again.
      if (row) return row.state === 'in_flight' ? { kind: 'in-flight' } : { kind: 'done', bodyHash: row.body_hash!, status: row.status!, response: row.response! };
    }
  };

  const finish = async (trx: Kysely<Database>, delivery: Delivery, outcome: DeliveryOutcome) => {
    const update = trx.updateTable('lead_deliveries').where('id', '=', delivery.id);
    if (outcome.delivered) {
      await update.set((eb) => ({ state: 'delivered', attempts: eb('attempts', '+', 1), last_error: null, delivered_at: now() })).execute();
    } else {
      await update
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: outcome.error.slice(0, 500),
          state: outcome.nextAttemptAt === null ? 'failed' : 'pending',
          next_attempt_at: outcome.nextAttemptAt ?? 0,
        }))
        .execute();
    }
  };

  const due = (trx: Kysely<Database>, at: number) =>
    trx.selectFrom('lead_deliveries').selectAll().where('state', '=', 'pending').where('next_attempt_at', '<=', at).orderBy('next_attempt_at').orderBy('id').limit(1);

  return {
    /**
     * Takes the key for one request, or says why not: another request holds it, or it already has
     * a reply. A claim is one INSERT, so two racing requests (on any instances) cannot both win it.
     */
    claimKey,

    /** Stores a claimed key's reply: pass the transaction of the write it answers for. */
    completeKey,

    /** Frees this instance's claim on a key whose request stored nothing (invalid, aborted). */
    async releaseKey(tenant: string, key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('tenant', '=', tenant).where('key', '=', key).where('state', '=', 'in_flight').where('owner', '=', me).execute();
    },

    /**
     * Stores the lead, its deliveries and the key's reply together: a crash leaves either all of
     * them or none, so a replayed request either gets the stored reply or stores the lead once.
     * Null when the key's lead is already stored: this request's claim was taken over (it outlived
     * CLAIM_STALE_MS, or its instance lost the store) and the other request stored it.
     */
    async storeLead(input: {
      tenant: string;
      key: string;
      bodyHash: string;
      lead: LeadPayload;
      deliveries: { channel: DeliveryChannel; destination: string }[];
      /** When the deliveries are first due (epoch ms). */
      deliverAt: number;
      reply: (leadId: number) => { status: number; body: unknown };
    }): Promise<{ leadId: number; status: number; body: unknown } | null> {
      // Durably: once answered 201, a power cut does not lose it.
      return store.durableTransaction(async (trx) => {
        const row = await trx
          .insertInto('leads')
          .values({ tenant: input.tenant, form: input.lead.form, idempotency_key: input.key, created_at: now(), data: JSON.stringify(input.lead) })
          .onConflict((oc) => oc.columns(['tenant', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return null;
        if (input.deliveries.length) {
          await trx
            .insertInto('lead_deliveries')
            .values(input.deliveries.map((d) => ({ lead_id: row.id, tenant: input.tenant, channel: d.channel, destination: d.destination, state: 'pending' as const, next_attempt_at: input.deliverAt })))
            .execute();
        }
        const reply = input.reply(row.id);
        await completeKey({ tenant: input.tenant, key: input.key, bodyHash: input.bodyHash, ...reply }, trx);
        return { leadId: row.id, ...reply };
      });
    },

    /**
     * A lead the server makes itself (a paid checkout's, src/server/payments), stored once per key with
     * its deliveries: a webhook handled twice finds the first one. Pass the transaction of the write
     * it goes with.
     */
    async storeLeadOnce(
      input: { tenant: string; key: string; lead: LeadPayload; deliveries: { channel: DeliveryChannel; destination: string }[]; userId?: number | null },
      trx: Kysely<Database> = db,
    ): Promise<number> {
      const row = await trx
        .insertInto('leads')
        .values({ tenant: input.tenant, form: input.lead.form, idempotency_key: input.key, created_at: now(), data: JSON.stringify(input.lead), user_id: input.userId ?? null })
        .onConflict((oc) => oc.columns(['tenant', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return (await trx.selectFrom('leads').select('id').where('tenant', '=', input.tenant).where('idempotency_key', '=', input.key).executeTakeFirstOrThrow()).id;
      const at = Date.now();
      if (input.deliveries.length) {
        await trx
          .insertInto('lead_deliveries')
          .values(input.deliveries.map((d) => ({ lead_id: row.id, tenant: input.tenant, channel: d.channel, destination: d.destination, state: 'pending' as const, next_attempt_at: at })))
          .execute();
      }
      return row.id;
    },

    async leads(tenant: string): Promise<StoredLead[]> {
      return (await db.selectFrom('leads').select(['id', 'tenant', 'form', 'idempotency_key', 'created_at', 'data']).where('tenant', '=', tenant).orderBy('id').execute()).map(toLead);
    },
    async lead(id: number): Promise<StoredLead | undefined> {
      const row = await db.selectFrom('leads').select(['id', 'tenant', 'form', 'idempotency_key', 'created_at', 'data']).where('id', '=', id).executeTakeFirst();
      return row && toLead(row);
    },

    async deliveries(tenant: string): Promise<Delivery[]> {
      return db.selectFrom('lead_deliveries').selectAll().where('tenant', '=', tenant).orderBy('id').execute();
    },

    /**
     * Runs `work` on the next due delivery and records how it went; false when none is due. Where
     * several instances share the store, the row is claimed FOR UPDATE SKIP LOCKED in a transaction
     * held while `work` runs: no other instance can take it meanwhile, and if this one dies its
     * session ends, the lock goes with it and the delivery is due again for the others at once.
     */
    async workNextDue(at: number, work: (delivery: Delivery) => Promise<DeliveryOutcome>): Promise<boolean> {
      if (!store.sharedByInstances) {
        const delivery = await due(db, at).executeTakeFirst();
        if (!delivery) return false;
        await finish(db, delivery, await work(delivery));
        return true;
      }
      return db.transaction().execute(async (trx) => {
        const delivery = await due(trx, at).forUpdate().skipLocked().executeTakeFirst();
        if (!delivery) return false;
        await finish(trx, delivery, await work(delivery));
        return true;
      });
    },

    async recordEvents(tenant: string, events: { name: string; properties: Record<string, unknown>; at: number }[]): Promise<void> {
      const receivedAt = now();
      await db
        .insertInto('analytics_events')
        .values(events.map((e) => ({ tenant, name: e.name, properties: JSON.stringify(e.properties), at: e.at, received_at: receivedAt })))
        .execute();
    },
    async events(tenant: string): Promise<{ name: string; properties: Record<string, unknown>; at: number }[]> {
      const rows = await db.selectFrom('analytics_events').select(['name', 'properties', 'at']).where('tenant', '=', tenant).orderBy('id').execute();
      return rows.map((e) => ({ ...e, properties: JSON.parse(e.properties) as Record<string, unknown> }));
    },

    /** Algolia Insights events (clicks, conversions, views), kept as sent. */
    async recordSearchEvents(tenant: string, events: readonly object[]): Promise<void> {
      const receivedAt = now();
      await db
        .insertInto('search_events')
        .values(events.map((event) => ({ tenant, data: JSON.stringify(event), received_at: receivedAt })))
        .execute();
    },
    async searchEvents(tenant: string): Promise<unknown[]> {
      const rows = await db.selectFrom('search_events').select('data').where('tenant', '=', tenant).orderBy('id').execute();
      return rows.map((row) => JSON.parse(row.data) as unknown);
    },

    async recordMiscellaneous(tenant: string, columnName: string, data: unknown): Promise<number> {
      const row = await db
        .insertInto('miscellaneous')
        .values({ tenant, column_name: columnName, data: JSON.stringify(data), created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async miscellaneous(tenant: string): Promise<{ column_name: string; data: unknown }[]> {
      const rows = await db.selectFrom('miscellaneous').select(['column_name', 'data']).where('tenant', '=', tenant).orderBy('id').execute();
      return rows.map((r) => ({ column_name: r.column_name, data: JSON.parse(r.data) as unknown }));
    },

    isOpen: () => store.isOpen(),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
