// The one place the browser calls the dealer API (this server's /api): every typed function in src/api
// sends through here, so the error shape, the timeouts and the retries are decided once. Other modules
// never fetch('/api/...') themselves (a lint rule says so).
import type { FieldError } from '../domain/lead-schema.ts';

const OFFLINE_TEXT = 'You appear to be offline. Please check your connection and try again.';

/** Every failed API call: the server's answer (status, message, field errors), or status 0 when none came. */
export class ApiError extends Error {
  constructor(
    /** The server's status; 0 when no answer came (offline, the connection cut, a timeout). */
    readonly status: number,
    message: string,
    /** The message the server sent (its `{message}`), if it sent one. */
    readonly serverMessage: string | null = null,
    /** A 400's field errors. */
    readonly errors: FieldError[] = [],
  ) {
    super(serverMessage ? `${message}: ${serverMessage}` : message);
    this.name = 'ApiError';
  }

  /** What to tell the shopper: the server's message, else that no answer came, else its status. */
  get shopperMessage(): string {
    return this.serverMessage ?? (this.status === 0 ? OFFLINE_TEXT : `The server answered ${this.status}`);
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The call gives up after this long, failing as when no answer came (status 0). */
  timeoutMs?: number;
  /** Reads only: tries again this many times when no answer came (a weak connection dropping one). */
  retries?: number;
  headers?: Record<string, string>;
  /** Outlives the page (analytics sent as it is left). */
  keepalive?: boolean;
}

/** A retry waits this long times its number: a dropped answer on a weak connection comes back soon. */
const RETRY_WAIT_MS = 500;

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function abortedByCaller(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && (error as Error).name === 'AbortError';
}

/**
 * Sends one request and resolves to the server's answer, whatever its status. When no answer comes it
 * rejects with an ApiError of status 0 (after the retries, for a read); an abort by the caller rejects
 * with the AbortError as it is.
 */
export async function send(path: string, init: RequestInit, { signal, timeoutMs, retries = 0, headers, keepalive }: CallOptions = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter((s): s is AbortSignal => s !== undefined);
    try {
      return await fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers }, keepalive, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] });
    } catch (error) {
      if (abortedByCaller(error, signal)) throw error;
      if (attempt >= retries) throw new ApiError(0, error instanceof Error ? error.message : 'network error');
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS * (attempt + 1)));
    }
  }
}

/** The server's JSON body, or null when it sent none (or none that parses). */
export async function replyOf(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** A non-2xx answer to `path` as an ApiError, with the server's message (`{message, status, errors}`) when it sent one. */
async function failure(path: string, response: Response): Promise<ApiError> {
  const reply = (await replyOf(response)) as { message?: string; errors?: FieldError[] } | null;
  return new ApiError(response.status, `${path} answered ${response.status}`, reply?.message ?? null, reply?.errors ?? []);
}

/** GETs JSON; a non-2xx answer, or one that is not JSON, rejects with its ApiError. */
export async function getJson<T>(path: string, options?: CallOptions): Promise<T> {
  const response = await send(path, { method: 'GET', headers: { Accept: 'application/json' } }, options);
  if (!response.ok) throw await failure(path, response);
  const body = await replyOf(response);
  if (body === null) throw new ApiError(response.status, `${path} answered ${response.status} with no JSON`);
  return body as T;
}

/** POSTs `body` as JSON and resolves to the answer's JSON; a non-2xx answer rejects with its ApiError. */
export async function postJson<T>(path: string, body: unknown, options?: CallOptions): Promise<T> {
  const response = await postJsonFor(path, body, options);
  if (!response.ok) throw await failure(path, response);
  return (await response.json()) as T;
}

/** POSTs `body` as JSON and resolves to the answer, whatever its status (a write never retried). */
export const postJsonFor = (path: string, body: unknown, options?: CallOptions): Promise<Response> =>
  send(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) }, { ...options, retries: 0 });

/** GETs a file; a non-2xx answer rejects with its ApiError. */
export async function getBlob(path: string, options?: CallOptions): Promise<Blob> {
  const response = await send(path, { method: 'GET' }, options);
  if (!response.ok) throw await failure(path, response);
  return response.blob();
}
