// The SQL of leads: Idempotency-Key claims and replies, lead rows with their dealer deliveries (one
// transaction), analytics events and /api/miscellaneous rows. Reached as `repo.leads`.
import { dirname } from 'node:path';
import type { LeadPayload } from '../../domain/lead-schema.ts';
import type { Db } from './database.ts';

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

export interface Delivery {
  id: number;
  lead_id: number;
  tenant: string;
  channel: DeliveryChannel;
  destination: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

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

export function createLeadsRepository(db: Db) {
  const now = () => new Date().toISOString();
  const completeKey = (reply: KeyReply) =>
    db
      .prepare(`UPDATE idempotency_keys SET state = 'done', body_hash = ?, status = ?, response = ? WHERE tenant = ? AND key = ?`)
      .run(reply.bodyHash, reply.status, JSON.stringify(reply.body), reply.tenant, reply.key);
  const claimKey = (tenant: string, key: string): Claim => {
    for (;;) {
      const inserted = db
        .prepare(`INSERT INTO idempotency_keys (tenant, key, state, started_at) VALUES (?, ?, 'in_flight', ?) ON CONFLICT DO NOTHING`)
        .run(tenant, key, now());
      if (inserted.changes === 1) return { kind: 'claimed' };
      const row = db.prepare('SELECT state, body_hash, status, response FROM idempotency_keys WHERE tenant = ? AND key = ?').get(tenant, key) as
        | { state: 'in_flight' | 'done'; body_hash: string; status: number; response: string }
        | undefined;
      // Released between the two statements: try the claim again.
      if (row) return row.state === 'in_flight' ? { kind: 'in-flight' } : { kind: 'done', bodyHash: row.body_hash, status: row.status, response: row.response };
    }
  };
  return {
    /** The folder the database lives in (DATA_DIR): ADF files are dropped beside it. */
    dataDir: dirname(db.location() ?? '.'),
    isOpen: () => db.isOpen,

    /**
     * Takes the key for one request, or says why not: another request holds it, or it already has
     * a reply. A claim is one INSERT, so two racing requests cannot both win it.
     */
    claimKey,

    /** Stores a claimed key's reply: call it inside the transaction of the write it answers for. */
    completeKey,

    /** Frees a claimed key whose request stored nothing (invalid, aborted), so it can be used again. */
    releaseKey(tenant: string, key: string): void {
      db.prepare(`DELETE FROM idempotency_keys WHERE tenant = ? AND key = ? AND state = 'in_flight'`).run(tenant, key);
    },

    /** Claims left by a process that stopped mid-request; one server owns the file, so all are stale at start. */
    releaseAbandonedKeys(): number {
      return db.prepare(`DELETE FROM idempotency_keys WHERE state = 'in_flight'`).run().changes;
    },

    /**
     * Stores the lead, its deliveries and the key's reply together: a crash leaves either all of
     * them or none, so a replayed request either gets the stored reply or stores the lead once.
     */
    storeLead(input: {
      tenant: string;
      key: string;
      bodyHash: string;
      lead: LeadPayload;
      deliveries: { channel: DeliveryChannel; destination: string }[];
      reply: (leadId: number) => { status: number; body: unknown };
    }): { leadId: number; status: number; body: unknown } {
      return db.transaction(() => {
        const leadId = Number(
          db
            .prepare('INSERT INTO leads (tenant, form, idempotency_key, created_at, data) VALUES (?, ?, ?, ?, ?)')
            .run(input.tenant, input.lead.form, input.key, now(), JSON.stringify(input.lead)).lastInsertRowid,
        );
        const delivery = db.prepare(
          `INSERT INTO lead_deliveries (lead_id, tenant, channel, destination, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
        );
        for (const d of input.deliveries) delivery.run(leadId, input.tenant, d.channel, d.destination, Date.now());
        const reply = input.reply(leadId);
        completeKey({ tenant: input.tenant, key: input.key, bodyHash: input.bodyHash, ...reply });
        return { leadId, ...reply };
      })();
    },

    leads(tenant: string): StoredLead[] {
      return (db.prepare('SELECT id, tenant, form, idempotency_key, created_at, data FROM leads WHERE tenant = ? ORDER BY id').all(tenant) as LeadRow[]).map(toLead);
    },
    lead(id: number): StoredLead | undefined {
      const row = db.prepare('SELECT id, tenant, form, idempotency_key, created_at, data FROM leads WHERE id = ?').get(id) as LeadRow | undefined;
      return row && toLead(row);
    },

    deliveries(tenant: string): Delivery[] {
      return db.prepare('SELECT * FROM lead_deliveries WHERE tenant = ? ORDER BY id').all(tenant) as Delivery[];
    },
    dueDeliveries(at: number, limit = 20): Delivery[] {
      return db.prepare(`SELECT * FROM lead_deliveries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`).all(at, limit) as Delivery[];
    },
    markDelivered(id: number): void {
      db.prepare(`UPDATE lead_deliveries SET state = 'delivered', attempts = attempts + 1, last_error = NULL, delivered_at = ? WHERE id = ?`).run(now(), id);
    },
    /** A failed try: due again at `nextAttemptAt`, or given up ('failed') when that is null. */
    markAttemptFailed(id: number, error: string, nextAttemptAt: number | null): void {
      db.prepare(`UPDATE lead_deliveries SET attempts = attempts + 1, last_error = ?, state = ?, next_attempt_at = ? WHERE id = ?`).run(
        error.slice(0, 500),
        nextAttemptAt === null ? 'failed' : 'pending',
        nextAttemptAt ?? 0,
        id,
      );
    },

    recordEvents(tenant: string, events: { name: string; properties: Record<string, unknown>; at: number }[]): void {
      const insert = db.prepare('INSERT INTO analytics_events (tenant, name, properties, at, received_at) VALUES (?, ?, ?, ?, ?)');
      db.transaction(() => {
        for (const e of events) insert.run(tenant, e.name, JSON.stringify(e.properties), e.at, now());
      })();
    },
    events(tenant: string): { name: string; properties: Record<string, unknown>; at: number }[] {
      return (db.prepare('SELECT name, properties, at FROM analytics_events WHERE tenant = ? ORDER BY id').all(tenant) as { name: string; properties: string; at: number }[]).map(
        (e) => ({ ...e, properties: JSON.parse(e.properties) as Record<string, unknown> }),
      );
    },

    recordMiscellaneous(tenant: string, columnName: string, data: unknown): number {
      return Number(
        db.prepare('INSERT INTO miscellaneous (tenant, column_name, data, created_at) VALUES (?, ?, ?, ?)').run(tenant, columnName, JSON.stringify(data), now()).lastInsertRowid,
      );
    },
    miscellaneous(tenant: string): { column_name: string; data: unknown }[] {
      return (db.prepare('SELECT column_name, data FROM miscellaneous WHERE tenant = ? ORDER BY id').all(tenant) as { column_name: string; data: string }[]).map((r) => ({
        column_name: r.column_name,
        data: JSON.parse(r.data) as unknown,
      }));
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
