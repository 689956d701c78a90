// One rule for a store that cannot do its work right now (PostgreSQL down, restarting or out of
// connections; SQLite, or the files beside it, on a full or failing disk): nothing built on it
// crashes and the shopper loses nothing. A request that needs the store answers 503 with Retry-After (the browser's outbox keeps a
// lead and sends it again), requests that only read memory (search) keep serving, and background
// work stops for the moment and resumes by itself on its next round; PostgreSQL's pool reconnects
// on the next query. A store adapter either throws StoreUnavailableError or has its driver's errors
// recognised in `unavailableReason`.

/** What a 503 tells the client to wait before trying again, in seconds. */
export const STORE_RETRY_AFTER_S = 30;

export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The store is unavailable: ${reason}`, options);
    this.name = 'StoreUnavailableError';
  }
}

// SQLite's primary result codes (an extended code carries the primary in its low byte).
const SQLITE_REASONS = new Map<number, string>([
  [5, 'the database is locked'],
  [8, 'the database is read-only'],
  [10, 'disk I/O error'],
  [13, 'the disk is full'],
  [14, 'a database file cannot be opened'],
]);

// The same conditions met by the files the server writes beside the database (ADF drops, image cache).
const FILE_SYSTEM_REASONS = new Map<string, string>([
  ['ENOSPC', 'the disk is full'],
  ['EDQUOT', 'the disk quota is exceeded'],
  ['EROFS', 'the file system is read-only'],
  ['EIO', 'disk I/O error'],
]);

// PostgreSQL's SQLSTATEs of a server going away, starting up or out of connections (class 08: the
// connection itself failed).
const POSTGRES_REASONS = new Map<string, string>([
  ['57P01', 'PostgreSQL is shutting down'],
  ['57P02', 'PostgreSQL is restarting after a crash'],
  ['57P03', 'PostgreSQL is not accepting connections yet'],
  ['53300', 'PostgreSQL has no connection slot free'],
]);

// Sockets to the database server that could not be made or were cut.
const SOCKET_REASONS = new Map<string, string>([
  ['ECONNREFUSED', 'the database server refuses connections'],
  ['ECONNRESET', 'the connection to the database server was reset'],
  ['EPIPE', 'the connection to the database server was cut'],
  ['ETIMEDOUT', 'the database server does not answer'],
  ['EHOSTUNREACH', 'the database server cannot be reached'],
  ['ENOTFOUND', "the database server's host name is unknown"],
  ['EAI_AGAIN', "the database server's host name cannot be looked up"],
]);

/** node-postgres's own words for a connection it lost or could not get in time. */
const POSTGRES_CLIENT_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 5;

/** Why the store cannot serve, or null when `error` is anything else (a bug, answered 500). */
export function unavailableReason(error: unknown, depth = 0): string | null {
  if (error instanceof StoreUnavailableError) return error.reason;
  if (typeof error !== 'object' || error === null) return null;
  const { errcode, code, message } = error as { errcode?: unknown; code?: unknown; message?: unknown };
  if (typeof errcode === 'number') return SQLITE_REASONS.get(errcode & 0xff) ?? null;
  if (typeof code === 'string') {
    const known = POSTGRES_REASONS.get(code) ?? SOCKET_REASONS.get(code) ?? FILE_SYSTEM_REASONS.get(code);
    if (known) return known;
    if (code.startsWith('08')) return 'the connection to PostgreSQL failed';
  }
  if (typeof message === 'string' && POSTGRES_CLIENT_MESSAGES.test(message)) return `the connection to PostgreSQL was lost (${message})`;
  // Node reports a host none of whose addresses would connect as an AggregateError.
  if (error instanceof AggregateError) return error.errors.map((e) => unavailableReason(e, depth + 1)).find((reason) => reason !== null) ?? null;
  // A library between us and the driver (better-auth) may wrap its error in one of its own.
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined && cause !== error && depth < MAX_CAUSES) return unavailableReason(cause, depth + 1);
  return null;
}

/**
 * Makes a write that can wait: when the store is unavailable it is skipped (false) rather than
 * failing the request that makes it. Any other error is thrown.
 */
export async function bestEffort(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (!unavailableReason(error)) throw error;
    return false;
  }
}

/** The reply to a request the store could not serve. */
export function storeUnavailableResponse(): Response {
  return Response.json(
    { message: 'We could not do this just now. Please try again shortly.', status: 503 },
    { status: 503, headers: { 'Retry-After': String(STORE_RETRY_AFTER_S), 'Cache-Control': 'no-store' } },
  );
}

/** Logs an outage once rather than once per request, and says when it ends. */
export function createOutageLog(log: (line: string) => void = console.error, quietMs = STORE_RETRY_AFTER_S * 1000) {
  let lastLogged = -Infinity;
  let suppressed = 0;
  return (where: string, reason: string, now = Date.now()) => {
    if (now - lastLogged < quietMs) {
      suppressed++;
      return;
    }
    log(`${where}: ${reason}; answering 503 and retrying${suppressed ? ` (${suppressed} more since the last note)` : ''}`);
    lastLogged = now;
    suppressed = 0;
  };
}
