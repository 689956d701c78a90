// What a shopper keeps in My Garage: the watchlist (with the car as it was when saved), their own
// vehicles, saved searches, and the leads they sent while signed in. Every query names the dealer
// site as well as the user, although a user belongs to one site: a slip in a caller cannot reach
// another site's rows.
import type { Selectable } from 'kysely';
import type { GarageVehicle, GarageVehicleInput, SavedSearch } from '../../domain/account.ts';
import type { SavedSearchInput } from '../../domain/account-schema.ts';
import type { AccountsDb } from './store.ts';
import type { SavedSearchRow } from './tables.ts';

export interface Owner {
  tenant: string;
  userId: number;
}

export interface WatchlistEntry {
  car_id: number;
  saved_at: string;
  price_at_save: number;
  status_at_save: string;
  reserved_at_save: boolean;
}

export interface LinkedLead {
  id: number;
  form: string;
  created_at: string;
  data: string;
  /** Whether every delivery to the dealer has gone (none pending or failed). */
  delivered: boolean;
  failed: boolean;
}

const toSavedSearch = (row: Selectable<SavedSearchRow>): SavedSearch => ({
  id: row.id,
  label: row.label,
  url: row.url,
  email_alerts: row.email_alerts === 1,
  created_at: row.created_at,
  last_alerted_at: row.last_alerted_at,
});

export function createGarageStore(db: AccountsDb) {
  const now = () => new Date().toISOString();
  return {
    async watchlist({ tenant, userId }: Owner): Promise<WatchlistEntry[]> {
      const rows = await db
        .selectFrom('watchlist')
        .select(['car_id', 'saved_at', 'price_at_save', 'status_at_save', 'reserved_at_save'])
        .where('tenant', '=', tenant)
        .where('user_id', '=', userId)
        .orderBy('saved_at', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, reserved_at_save: r.reserved_at_save === 1 }));
    },
    async isWatched({ tenant, userId }: Owner, carId: number): Promise<boolean> {
      const row = await db.selectFrom('watchlist').select('car_id').where('tenant', '=', tenant).where('user_id', '=', userId).where('car_id', '=', carId).executeTakeFirst();
      return row !== undefined;
    },
    /** Saving a car already saved keeps the first save (and the price it had then). */
    async watch({ tenant, userId }: Owner, car: { id: number; price: number; status: string; reserved: boolean }): Promise<void> {
      await db
        .insertInto('watchlist')
        .values({ tenant, user_id: userId, car_id: car.id, saved_at: now(), price_at_save: car.price, status_at_save: car.status, reserved_at_save: car.reserved ? 1 : 0 })
        .onConflict((oc) => oc.columns(['user_id', 'car_id']).doNothing())
        .execute();
    },
    async unwatch({ tenant, userId }: Owner, carId: number): Promise<void> {
      await db.deleteFrom('watchlist').where('tenant', '=', tenant).where('user_id', '=', userId).where('car_id', '=', carId).execute();
    },

    async vehicles({ tenant, userId }: Owner): Promise<GarageVehicle[]> {
      return db
        .selectFrom('garage_vehicles')
        .select(['id', 'rego', 'rego_state', 'make', 'model', 'year', 'km', 'created_at'])
        .where('tenant', '=', tenant)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },
    async addVehicle({ tenant, userId }: Owner, input: GarageVehicleInput): Promise<GarageVehicle> {
      return db
        .insertInto('garage_vehicles')
        .values({ tenant, user_id: userId, ...input, created_at: now() })
        .returning(['id', 'rego', 'rego_state', 'make', 'model', 'year', 'km', 'created_at'])
        .executeTakeFirstOrThrow();
    },
    async updateVehicle({ tenant, userId }: Owner, id: number, input: GarageVehicleInput): Promise<GarageVehicle | undefined> {
      return db
        .updateTable('garage_vehicles')
        .set(input)
        .where('tenant', '=', tenant)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(['id', 'rego', 'rego_state', 'make', 'model', 'year', 'km', 'created_at'])
        .executeTakeFirst();
    },
    async removeVehicle({ tenant, userId }: Owner, id: number): Promise<boolean> {
      const result = await db.deleteFrom('garage_vehicles').where('tenant', '=', tenant).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async savedSearches({ tenant, userId }: Owner): Promise<SavedSearch[]> {
      const rows = await db.selectFrom('saved_searches').selectAll().where('tenant', '=', tenant).where('user_id', '=', userId).orderBy('id').execute();
      return rows.map(toSavedSearch);
    },
    /** `seen` are the ids the search matches now: alerts tell of cars after these. */
    async saveSearch({ tenant, userId }: Owner, input: SavedSearchInput, origin: string, seen: string[]): Promise<SavedSearch> {
      const row = await db
        .insertInto('saved_searches')
        .values({ tenant, user_id: userId, label: input.label, origin, url: input.url, request: JSON.stringify(input.request), email_alerts: input.email_alerts ? 1 : 0, seen_ids: JSON.stringify(seen), created_at: now(), last_alerted_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSavedSearch(row);
    },
    async setSearchAlerts({ tenant, userId }: Owner, id: number, emailAlerts: boolean): Promise<SavedSearch | undefined> {
      const row = await db
        .updateTable('saved_searches')
        .set({ email_alerts: emailAlerts ? 1 : 0 })
        .where('tenant', '=', tenant)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toSavedSearch(row);
    },
    async removeSearch({ tenant, userId }: Owner, id: number): Promise<boolean> {
      const result = await db.deleteFrom('saved_searches').where('tenant', '=', tenant).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Saved searches with alerts on, across every site (the alert job works through them). */
    async searchesWithAlerts() {
      return db
        .selectFrom('saved_searches')
        .innerJoin('auth_users', 'auth_users.id', 'saved_searches.user_id')
        .select(['saved_searches.id', 'saved_searches.tenant', 'saved_searches.label', 'saved_searches.origin', 'saved_searches.url', 'saved_searches.request', 'saved_searches.seen_ids', 'auth_users.email', 'auth_users.name'])
        .where('saved_searches.email_alerts', '=', 1)
        .orderBy('saved_searches.id')
        .execute();
    },
    /**
     * Takes a search's next alert: its seen ids go from `seenBefore` (as read) to `seen`, unless
     * another instance sharing the store has moved them since (every instance runs the alert job,
     * and a stock change starts a round on each): false then, and this one sends nothing.
     */
    async claimAlert(id: number, seenBefore: string, seen: string[]): Promise<boolean> {
      const result = await db
        .updateTable('saved_searches')
        .set({ seen_ids: JSON.stringify(seen), last_alerted_at: now() })
        .where('id', '=', id)
        .where('seen_ids', '=', seenBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** A claimed alert that could not be sent: its cars are new again for the next round. */
    async releaseAlert(id: number, seen: string[], seenBefore: string): Promise<void> {
      await db.updateTable('saved_searches').set({ seen_ids: seenBefore }).where('id', '=', id).where('seen_ids', '=', JSON.stringify(seen)).execute();
    },

    /** A lead sent while signed in names the account (the lead stays the dealer's if the account goes). */
    async linkLead({ tenant, userId }: Owner, leadId: number): Promise<void> {
      await db.updateTable('leads').set({ user_id: userId }).where('tenant', '=', tenant).where('id', '=', leadId).execute();
    },
    async leads({ tenant, userId }: Owner): Promise<LinkedLead[]> {
      const rows = await db
        .selectFrom('leads')
        .leftJoin('lead_deliveries', 'lead_deliveries.lead_id', 'leads.id')
        .select(['leads.id', 'leads.form', 'leads.created_at', 'leads.data', 'lead_deliveries.state'])
        .where('leads.tenant', '=', tenant)
        .where('leads.user_id', '=', userId)
        .orderBy('leads.id', 'desc')
        .execute();
      const byId = new Map<number, LinkedLead>();
      for (const row of rows) {
        const lead = byId.get(row.id) ?? { id: row.id, form: row.form, created_at: row.created_at, data: row.data, delivered: true, failed: false };
        if (row.state !== 'delivered' && row.state !== null) lead.delivered = false;
        if (row.state === 'failed') lead.failed = true;
        byId.set(row.id, lead);
      }
      return [...byId.values()];
    },
    /** Before the account goes: its leads and payments stay the dealer's, no longer naming it. */
    async unlinkLeads({ tenant, userId }: Owner): Promise<void> {
      await db.updateTable('leads').set({ user_id: null }).where('tenant', '=', tenant).where('user_id', '=', userId).execute();
      await db.updateTable('payments').set({ user_id: null }).where('tenant', '=', tenant).where('user_id', '=', userId).execute();
    },
  };
}

export type GarageStore = ReturnType<typeof createGarageStore>;
