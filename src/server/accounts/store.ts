// Where accounts keep their rows: the server's own store (SQLite in DATA_DIR or PostgreSQL at
// DATABASE_URL), through the same Kysely instance as the rest of the server, so better-auth's adapter
// and our queries share its connections and every instance on a shared PostgreSQL sees the same
// users, sessions and codes. This is the one place that says so.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { Store } from '../store/store.ts';
import type { AccountTables } from './tables.ts';

export type AccountsDb = Kysely<Database & AccountTables>;

export interface AccountsDatabase {
  db: AccountsDb;
  dialect: Store['kind'];
}

/** Never destroyed here: the store is the server's, closed by it at shutdown. */
export function accountsDatabase(store: Store): AccountsDatabase {
  return { db: store.db.withTables<AccountTables>(), dialect: store.kind };
}
