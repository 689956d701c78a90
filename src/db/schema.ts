// The one IndexedDB database of a dealer site. Each origin is one tenant, so the name is fixed and
// tenants never see each other's data.
//
// The version is the number of upgrade steps. Steps are only ever appended: a browser at version n
// runs steps n+1.. in order inside the single versionchange transaction, so an upgrade either
// completes or leaves the old version untouched.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { DB_NAME, OUTBOX_BY_STATUS, OUTBOX_STORE, STORE_NAMES } from '../domain/browser-db.ts';
import type { OutboxEntry, OutboxStatus } from '../domain/lead-outbox.ts';
import type { SearchEntry } from '../domain/search-history.ts';
import { DbError, reportDbError, toDbError } from './errors.ts';
import type { SavedCar, StoredUser, ViewedCar } from './records.ts';


export interface ForecourtSchema extends DBSchema {
  favourites: { key: number; value: SavedCar; indexes: { 'by-saved-at': number } };
  compare: { key: number; value: SavedCar };
  'viewed-cars': { key: number; value: ViewedCar; indexes: { 'by-viewed-at': number } };
  /** One record, the whole list, so adding a search is a single read-modify-write. */
  'search-history': { key: typeof SEARCH_HISTORY_KEY; value: SearchEntry[] };
  prefill: { key: typeof PREFILL_KEY; value: StoredUser };
  [OUTBOX_STORE]: { key: string; value: OutboxEntry; indexes: { [OUTBOX_BY_STATUS]: OutboxStatus } };
}

export type StoreName = StoreNames<ForecourtSchema>;
export type ForecourtDb = IDBPDatabase<ForecourtSchema>;
export type UpgradeTransaction = IDBPTransaction<ForecourtSchema, StoreName[], 'versionchange'>;
export type UpgradeStep = (tx: UpgradeTransaction) => void | Promise<void>;

export const SEARCH_HISTORY_KEY = 'recent';
export const PREFILL_KEY = 'user';

// Every store src/domain/browser-db.ts names is one of the schema's (and src/db/changes.ts announces
// only stores it names, so the schema has no others).
STORE_NAMES satisfies readonly StoreName[];

/** Index i upgrades version i to version i + 1. Append only; never edit a shipped step. */
export const UPGRADE_STEPS: readonly UpgradeStep[] = [
  // v1: the first stores. Favourites were then kept without saved_at.
  ({ db }) => {
    db.createObjectStore('favourites', { keyPath: 'id' });
    db.createObjectStore('compare', { keyPath: 'id' });
    db.createObjectStore('viewed-cars', { keyPath: 'id' }).createIndex('by-viewed-at', 'viewed_at');
    db.createObjectStore('search-history');
    db.createObjectStore('prefill');
    db.createObjectStore(OUTBOX_STORE, { keyPath: 'id' }).createIndex(OUTBOX_BY_STATUS, 'status');
  },
  // v2: favourites list newest first through an index on saved_at. Favourites saved under v1 have
  // no date; they get the upgrade time so none drops out of the index (and so out of the list).
  async (tx) => {
    const favourites = tx.objectStore('favourites');
    favourites.createIndex('by-saved-at', 'saved_at');
    const upgradedAt = Date.now();
    for (let cursor = await favourites.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.saved_at === undefined) await cursor.update({ ...cursor.value, saved_at: upgradedAt });
    }
  },
];

export const DB_VERSION = UPGRADE_STEPS.length;

export interface OpenOptions {
  /** The steps to upgrade with; fewer than all opens an older version (how tests build old data). */
  steps?: readonly UpgradeStep[];
  /** The connection was closed: a newer tab is upgrading, or the browser shut the database. */
  onClose?: () => void;
}

export async function openForecourtDb({ steps = UPGRADE_STEPS, onClose }: OpenOptions = {}): Promise<ForecourtDb> {
  if (typeof indexedDB === 'undefined') throw new DbError('unavailable');
  let stepFailure: unknown;
  try {
    const db = await openDB<ForecourtSchema>(DB_NAME, steps.length, {
      upgrade(_db, oldVersion, _newVersion, tx) {
        // The open request rejects when the upgrade aborts; that is where the failure is handled.
        tx.done.catch(() => {});
        runSteps(steps.slice(oldVersion), tx).catch((error: unknown) => {
          stepFailure = error;
          tx.abort();
        });
      },
      // An older tab still has the database open. The upgrade waits until it closes (ours close
      // themselves in `blocking`); meanwhile the user is told why saving is held up.
      blocked() {
        reportDbError(new DbError('blocked'));
      },
      blocking() {
        db.close();
        onClose?.();
      },
      terminated() {
        onClose?.();
      },
    });
    return db;
  } catch (error) {
    throw toDbError(stepFailure ?? error);
  }
}

async function runSteps(steps: readonly UpgradeStep[], tx: UpgradeTransaction): Promise<void> {
  for (const step of steps) await step(tx);
}
