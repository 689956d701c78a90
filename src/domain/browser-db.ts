// The browser's IndexedDB database and its change feed, named once: the page reaches them through
// src/db, the service worker (which cannot import src/db) directly, to replay the lead outbox.

/** The one database of a dealer site (each origin is one tenant, so the name is fixed). */
export const DB_NAME = 'forecourt';

export const STORE_NAMES = ['favourites', 'compare', 'viewed-cars', 'search-history', 'prefill', 'outbox'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

export const OUTBOX_STORE = 'outbox' satisfies StoreName;
/** The outbox's index on an entry's status. */
export const OUTBOX_BY_STATUS = 'by-status';

/** Every committed write is announced on this BroadcastChannel, so other tabs' views refresh. */
export const DB_CHANGES_CHANNEL = 'forecourt-db';

export type DbOp = 'add' | 'remove' | 'toggle' | 'update' | 'clear';

/** The message a write announces. */
export interface DbChange {
  store: StoreName;
  op: DbOp;
}
