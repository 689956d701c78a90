// The store the server keeps its data in: SQLite in DATA_DIR (the embedded default) or PostgreSQL
// when DATABASE_URL names one. Both are reached through one Kysely instance, so the repository's SQL
// is written once; what the two dialects do differently lives here, behind the same names.
import { randomInt } from 'node:crypto';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Cars changed: their ids, or 'all' (seeded, or an instance caught up after losing its listener). */
export type CarsChanged = number[] | 'all';

export interface Store {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  /** Where the data is, for messages ("SQLite file …", "PostgreSQL at host:port/db"). */
  where: string;
  /** This process among the server instances sharing the store (it owns its in-flight claims). */
  instanceId: number;
  /**
   * Whether other processes work the same rows: then a job is claimed with FOR UPDATE SKIP LOCKED in
   * a transaction held while it runs (PostgreSQL), where one SQLite process just reads it (holding a
   * transaction there would stop every other query of the process for as long).
   */
  sharedByInstances: boolean;
  /** `data`'s text field `key` (JSON), as SQL. */
  jsonText(column: string, key: string): RawBuilder<string | null>;
  /** SQL that is true when `owner`'s process has stopped (its claims may be taken over). */
  ownerGone(owner: RawBuilder<number | null>): RawBuilder<boolean>;
  /** Serialises first-start seeding between instances starting together; call first in the transaction. */
  lockForSeed(trx: Transaction<Database>): Promise<void>;
  /**
   * A transaction whose commit is on disk before it returns, for the writes a shopper is told are
   * safe (a lead answered 201, a car reserved by a paid deposit). SQLite in WAL mode with
   * synchronous = NORMAL syncs the log only at checkpoints, so a power cut could lose such a commit:
   * this one commits with FULL. PostgreSQL commits durably unless synchronous_commit was turned
   * off for the database: this one sets it on for itself.
   */
  durableTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Inside a write's transaction: the other instances hear of the change once it commits. */
  announceCars(trx: Transaction<Database>, changed: CarsChanged): Promise<void>;
  /** Changes other instances made (never this one's own). */
  onOtherInstancesCars(listener: (changed: CarsChanged) => void): () => void;
  isOpen(): boolean;
  close(): Promise<void>;
}

/** A positive 32-bit id (PostgreSQL's advisory lock keys and the claims' INTEGER owner column). */
export const newInstanceId = () => randomInt(1, 2 ** 31 - 1);

export interface StoreOptions {
  dataDir: string;
  /** postgres://… (DATABASE_URL), or null for SQLite in dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL: the pool's size (DATABASE_POOL_MAX). */
  poolMax?: number;
  log?: (line: string) => void;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.databaseUrl) {
    const { openPostgresStore } = await import('../postgres/store.ts');
    return openPostgresStore(options.databaseUrl, options.log ?? console.log, options.poolMax);
  }
  const { openSqliteStore } = await import('../sqlite/store.ts');
  return openSqliteStore(options.dataDir);
}
