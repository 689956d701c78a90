// Every store module reads and writes through these two functions, so each operation is exactly
// one transaction (a failure rolls the whole of it back and leaves what was stored before), every
// committed write is announced, and every failure arrives as a DbError.
import type { IDBPObjectStore } from 'idb';
import type { DbOp } from '../domain/browser-db.ts';
import { publish } from './changes.ts';
import { connection } from './connection.ts';
import { reportDbError, toDbError } from './errors.ts';
import type { ForecourtSchema, StoreName } from './schema.ts';

export type StoreIn<S extends StoreName, Mode extends IDBTransactionMode> = IDBPObjectStore<ForecourtSchema, [S], S, Mode>;

export interface AccessOptions {
  /** Leave the failure to the caller instead of telling onDbError listeners (the user). */
  quiet?: boolean;
}

export function readStore<S extends StoreName, R>(
  name: S,
  work: (store: StoreIn<S, 'readonly'>) => Promise<R>,
  options: AccessOptions = {},
): Promise<R> {
  return withDbErrors(() => inTransaction(name, 'readonly', work), options);
}

export async function writeStore<S extends StoreName, R>(
  name: S,
  op: DbOp,
  work: (store: StoreIn<S, 'readwrite'>) => Promise<R>,
  options: AccessOptions = {},
): Promise<R> {
  const result = await withDbErrors(() => inTransaction(name, 'readwrite', work), options);
  publish({ store: name, op });
  return result;
}

async function inTransaction<S extends StoreName, Mode extends IDBTransactionMode, R>(
  name: S,
  mode: Mode,
  work: (store: StoreIn<S, Mode>) => Promise<R>,
): Promise<R> {
  const tx = (await connection()).transaction(name, mode);
  const result = work(tx.store).catch((error: unknown) => {
    // Puts that succeeded before the failure must not commit on their own.
    abortQuietly(tx);
    throw error;
  });
  // Settle both, so an aborted transaction never goes unhandled. The work's own error comes first:
  // a failed request aborts the transaction, but idb rejects `done` with a bare AbortError then.
  const [worked, committed] = await Promise.allSettled([result, tx.done]);
  if (worked.status === 'rejected') throw worked.reason;
  if (committed.status === 'rejected') throw committed.reason;
  return worked.value;
}

function abortQuietly(tx: Pick<IDBTransaction, 'abort'>): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted by the failing request: nothing left to undo.
  }
}

async function withDbErrors<R>(run: () => Promise<R>, { quiet = false }: AccessOptions): Promise<R> {
  try {
    return await run();
  } catch (error) {
    const dbError = toDbError(error);
    throw quiet ? dbError : reportDbError(dbError);
  }
}
