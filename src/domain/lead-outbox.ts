// Sending a lead from the browser's outbox: the one sender the page (src/api/leads.ts, for
// features/leads) and the service worker's Background Sync replay (workers/sw.ts) both run, so a lead
// is sent the same way, and every answer settles its outbox entry the same way, whoever sends it.
// The caller hands in its fetch (this module does no I/O of its own) and its outbox storage.
import type { FieldError } from './lead-schema.ts';

export const LEAD_OUTBOX_SYNC_TAG = 'lead-outbox';
export const LEAD_OUTBOX_LOCK = 'forecourt-lead-outbox';
/** The failed-entry error of a lead the server refused for good: kept and shown, never replayed. */
export const REJECTED_PREFIX = 'rejected: ';
/** One send may take this long before it counts as a network failure and the lead waits. */
export const LEAD_SEND_TIMEOUT_MS = 15_000;

/** What the lead form hands to the outbox before it sends anything. */
export interface OutboxLead {
  /** A UUID from crypto.randomUUID(); also the Idempotency-Key, so a replay never makes a second lead. */
  id: string;
  url: string;
  /** The JSON text to POST, kept as text so every replay sends the same bytes. */
  body: string;
  /** Epoch ms. */
  created_at: number;
}

/** 'failed' means the last attempt failed; the lead stays due for replay until it is sent. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry extends OutboxLead {
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
}

export type SendVerdict = 'sent' | 'retry' | 'rejected';

/**
 * 2xx: stored (or, 202, quietly dropped by the server). 408/409/425/429/5xx: try again later (409
 * is another tab or the service worker sending the same lead right now). Any other 4xx: the server
 * will never take these bytes.
 */
export function sendVerdict(status: number): SendVerdict {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

export function isReplayable(entry: { status: string; last_error: string | null }): boolean {
  return entry.status !== 'sent' && !entry.last_error?.startsWith(REJECTED_PREFIX);
}

/** What the shopper is told of a send. */
export type SendOutcome =
  | { kind: 'sent'; leadId: number | null }
  | { kind: 'queued' }
  | { kind: 'rejected'; message: string | null; errors: FieldError[] };

/** How a send settles the lead's outbox entry. */
export type Settlement = Pick<OutboxEntry, 'status' | 'last_error'>;

/** A send: what to tell the shopper, and how to settle the entry. `answered` is false when no answer came. */
export interface LeadSend {
  outcome: SendOutcome;
  settle: Settlement;
  answered: boolean;
}

/** The caller's fetch (the page's, or the service worker's). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

interface LeadReply {
  lead_id?: number | null;
  message?: string;
  errors?: FieldError[];
}

/** POSTs the lead with its id as Idempotency-Key; a network failure or timeout is 'queued', never an error. */
export async function sendLead({ id, url, body }: Pick<OutboxLead, 'id' | 'url' | 'body'>, transport: Fetch): Promise<LeadSend> {
  let response: Response;
  try {
    response = await transport(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id }, body, signal: AbortSignal.timeout(LEAD_SEND_TIMEOUT_MS) });
  } catch (error) {
    return { outcome: { kind: 'queued' }, settle: { status: 'failed', last_error: error instanceof Error ? error.message : 'network error' }, answered: false };
  }
  const verdict = sendVerdict(response.status);
  if (verdict === 'retry') return { outcome: { kind: 'queued' }, settle: { status: 'failed', last_error: `HTTP ${response.status}` }, answered: true };
  const reply = (await response.json().catch(() => ({}))) as LeadReply;
  if (verdict === 'sent') return { outcome: { kind: 'sent', leadId: reply.lead_id ?? null }, settle: { status: 'sent', last_error: null }, answered: true };
  return {
    outcome: { kind: 'rejected', message: reply.message ?? null, errors: reply.errors ?? [] },
    settle: { status: 'failed', last_error: `${REJECTED_PREFIX}${reply.message ?? `HTTP ${response.status}`}` },
    answered: true,
  };
}

/** The outbox as a replay needs it: the page's IndexedDB through src/db, the service worker's directly. */
export interface OutboxAccess {
  /** Entries not yet sent, oldest first. */
  due(): Promise<OutboxEntry[]>;
  /** The entry as stored now (another tab, or the service worker, may have sent it meanwhile). */
  current(id: string): Promise<OutboxEntry | undefined>;
  settle(id: string, settlement: Settlement): Promise<void>;
}

/** Sends every due lead once, oldest first; resolves to how many are still waiting. */
export async function replayDue(outbox: OutboxAccess, transport: Fetch): Promise<number> {
  let waiting = 0;
  for (const entry of (await outbox.due()).filter(isReplayable)) {
    const current = await outbox.current(entry.id);
    if (!current || !isReplayable(current)) continue;
    const send = await sendLead(current, transport);
    await outbox.settle(current.id, send.settle);
    if (send.outcome.kind === 'queued') waiting++;
  }
  return waiting;
}
