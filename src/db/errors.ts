// Every failure of the browser store reaches the app as one typed error, and also through
// onDbError, so one place (a toast) can tell the user whatever screen caused it.

export type DbErrorKind = 'quota' | 'blocked' | 'unavailable' | 'unknown';

export class DbError extends Error {
  readonly kind: DbErrorKind;

  constructor(kind: DbErrorKind, options?: ErrorOptions) {
    super(`IndexedDB ${kind}`, options);
    this.name = 'DbError';
    this.kind = kind;
  }
}

// Keyed by DOMException name, as the browsers throw them.
const KIND_BY_NAME: Readonly<Record<string, DbErrorKind>> = {
  QuotaExceededError: 'quota',
  // Firefox before it adopted the standard name.
  NS_ERROR_DOM_QUOTA_REACHED: 'quota',
  // This tab's code is older than the database a newer tab has upgraded: only a reload helps.
  VersionError: 'blocked',
  // Storage switched off, or a private window that refuses IndexedDB.
  SecurityError: 'unavailable',
  // A private window in older Firefox, or a connection the browser closed under us.
  InvalidStateError: 'unavailable',
};

export function toDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return new DbError(KIND_BY_NAME[name] ?? 'unknown', { cause: error });
}

type DbErrorListener = (error: DbError) => void;
const listeners = new Set<DbErrorListener>();

/** Calls `listener` with every DbError the store raises; returns the unsubscribe function. */
export function onDbError(listener: DbErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportDbError(error: DbError): DbError {
  for (const listener of listeners) listener(error);
  return error;
}
