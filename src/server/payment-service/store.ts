// The SQL of the embedded payment service, written once for both stores: its objects (sessions,
// payment intents, charges, refunds) kept whole as Stripe-shaped JSON, its Idempotency-Key replies,
// and its webhook events with their delivery state. The service's only module with SQL.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { Store } from '../store/store.ts';

export interface StoredEvent {
  id: string;
  account: string;
  type: string;
  created: number;
  data: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

export interface ProviderStore {
  /** Runs `work` in one transaction (the current one, when already in one). */
  transaction<T>(work: (tx: ProviderStore) => Promise<T>): Promise<T>;
  isOpen(): boolean;
  get<T>(account: string, id: string): Promise<T | undefined>;
  /** In a transaction: the object, locked until it ends (PostgreSQL; one SQLite transaction runs at a time anyway). */
  getLocked<T>(account: string, id: string): Promise<T | undefined>;
  /** An object by id whatever its account: the hosted payment page is reached by the session id alone. */
  getAnyAccount<T>(id: string): Promise<{ account: string; object: T } | undefined>;
  put<T extends { id: string; object: string; created: number }>(account: string, object: T): Promise<void>;
  idempotentReply(account: string, key: string): Promise<{ request: string; status: number; response: string } | undefined>;
  saveIdempotentReply(account: string, key: string, request: string, status: number, response: string): Promise<void>;
  addEvent(account: string, event: { id: string; type: string; created: number }): Promise<void>;
  event(account: string, id: string): Promise<StoredEvent | undefined>;
  /** Newest first, as Stripe lists them. */
  events(account: string, options: { type?: string; limit: number }): Promise<StoredEvent[]>;
  dueEvents(at: number, limit?: number): Promise<StoredEvent[]>;
  markDelivered(id: string): Promise<void>;
  markAttemptFailed(id: string, error: string, nextAttemptAt: number | null): Promise<void>;
}

function bound(db: Kysely<Database>, store: Store, inTransaction: boolean): ProviderStore {
  const self: ProviderStore = {
    transaction: (work) => (inTransaction ? work(self) : db.transaction().execute((trx) => work(bound(trx, store, true)))),
    isOpen: () => store.isOpen(),

    async get<T>(account: string, id: string) {
      const row = await db.selectFrom('provider_objects').select('data').where('id', '=', id).where('account', '=', account).executeTakeFirst();
      return row && (JSON.parse(row.data) as T);
    },
    async getLocked<T>(account: string, id: string) {
      let query = db.selectFrom('provider_objects').select('data').where('id', '=', id).where('account', '=', account);
      if (store.kind === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && (JSON.parse(row.data) as T);
    },
    async getAnyAccount<T>(id: string): Promise<{ account: string; object: T } | undefined> {
      const row = await db.selectFrom('provider_objects').select(['account', 'data']).where('id', '=', id).executeTakeFirst();
      return row && { account: row.account, object: JSON.parse(row.data) as T };
    },
    async put(account, object) {
      await db
        .insertInto('provider_objects')
        .values({ id: object.id, account, type: object.object, created: object.created, data: JSON.stringify(object) })
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ data: eb.ref('excluded.data') })))
        .execute();
    },

    async idempotentReply(account: string, key: string) {
      return db.selectFrom('provider_idempotency').select(['request', 'status', 'response']).where('account', '=', account).where('key', '=', key).executeTakeFirst();
    },
    async saveIdempotentReply(account: string, key: string, request: string, status: number, response: string): Promise<void> {
      await db
        .insertInto('provider_idempotency')
        .values({ account, key, request, status, response, created: Date.now() })
        .onConflict((oc) => oc.columns(['account', 'key']).doNothing())
        .execute();
    },

    async addEvent(account: string, event: { id: string; type: string; created: number }): Promise<void> {
      await db
        .insertInto('provider_events')
        .values({ id: event.id, account, type: event.type, created: event.created, data: JSON.stringify(event), state: 'pending', next_attempt_at: Date.now() })
        .execute();
    },
    async event(account: string, id: string): Promise<StoredEvent | undefined> {
      return db.selectFrom('provider_events').selectAll().where('id', '=', id).where('account', '=', account).executeTakeFirst();
    },
    async events(account: string, { type, limit }: { type?: string; limit: number }): Promise<StoredEvent[]> {
      let query = db.selectFrom('provider_events').selectAll().where('account', '=', account);
      if (type) query = query.where('type', '=', type);
      return query.orderBy('created', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async dueEvents(at: number, limit = 20): Promise<StoredEvent[]> {
      return db.selectFrom('provider_events').selectAll().where('state', '=', 'pending').where('next_attempt_at', '<=', at).orderBy('next_attempt_at').orderBy('created').limit(limit).execute();
    },
    async markDelivered(id: string): Promise<void> {
      await db.updateTable('provider_events').set((eb) => ({ state: 'delivered', attempts: eb('attempts', '+', 1), last_error: null })).where('id', '=', id).execute();
    },
    async markAttemptFailed(id: string, error: string, nextAttemptAt: number | null): Promise<void> {
      await db
        .updateTable('provider_events')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), state: nextAttemptAt === null ? 'failed' : 'pending', next_attempt_at: nextAttemptAt ?? 0 }))
        .where('id', '=', id)
        .execute();
    },
  };
  return self;
}

export const createProviderStore = (store: Store): ProviderStore => bound(store.db, store, false);
