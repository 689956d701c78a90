// The browser side of "no lead is lost": a lead is written to the IndexedDB outbox under a UUID
// before it is sent, sent with that UUID as Idempotency-Key, and only marked sent when the server
// confirms. Anything unsent is replayed on start, when the browser comes back online, on a backoff
// timer, and by the service worker's Background Sync.
import { backoffDelay } from '../../domain/backoff.ts';
import type { FieldError } from '../../domain/lead-schema.ts';
import { isReplayable, LEAD_OUTBOX_LOCK, LEAD_OUTBOX_SYNC_TAG, LEAD_SEND_TIMEOUT_MS, REJECTED_PREFIX, sendVerdict } from '../../domain/lead-outbox.ts';
import * as outbox from '../../db/outbox.ts';
import type { OutboxEntry } from '../../db/records.ts';
import { writeStore } from '../../db/transactions.ts';

export const LEADS_URL = '/api/leads';

export type SendOutcome =
  | { kind: 'sent'; leadId: number | null }
  | { kind: 'queued' }
  | { kind: 'rejected'; message: string | null; errors: FieldError[] };

interface ServerReply {
  lead_id?: number | null;
  message?: string;
  errors?: FieldError[];
}

/** Stores the lead, then sends it. A network failure or timeout answers 'queued', never an error. */
export async function submitLead(payload: unknown): Promise<SendOutcome> {
  const lead = { id: crypto.randomUUID(), url: LEADS_URL, body: JSON.stringify(payload), created_at: Date.now() };
  const entry = await outbox.enqueue(lead).catch(() => null);
  // No IndexedDB (storage blocked or full): send once without a copy; a failure is then an error.
  if (!entry) {
    const answer = await post(lead);
    return answer.kind === 'network' ? { kind: 'rejected', message: null, errors: [] } : outcomeOf(answer);
  }
  const outcome = await send(entry);
  if (outcome.kind === 'queued') requestBackgroundSync();
  // The shopper corrects the form and sends a new lead (new UUID); this body will never be taken.
  if (outcome.kind === 'rejected') await discard(entry.id);
  return outcome;
}

type Answer = { kind: 'network'; error: string } | { kind: 'answer'; status: number; reply: ServerReply };

async function post({ id, url, body }: Pick<OutboxEntry, 'id' | 'url' | 'body'>): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
      body,
      signal: AbortSignal.timeout(LEAD_SEND_TIMEOUT_MS),
    });
    return { kind: 'answer', status: res.status, reply: (await res.json().catch(() => ({}))) as ServerReply };
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : 'network error' };
  }
}

function outcomeOf(answer: Answer): SendOutcome {
  if (answer.kind === 'network') return { kind: 'queued' };
  const verdict = sendVerdict(answer.status);
  if (verdict === 'sent') return { kind: 'sent', leadId: answer.reply.lead_id ?? null };
  if (verdict === 'retry') return { kind: 'queued' };
  return { kind: 'rejected', message: answer.reply.message ?? null, errors: answer.reply.errors ?? [] };
}

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  const answer = await post(entry);
  const outcome = outcomeOf(answer);
  if (outcome.kind === 'sent') await outbox.markSent(entry.id);
  else if (answer.kind === 'network') await outbox.markFailed(entry.id, answer.error);
  else if (outcome.kind === 'queued') await outbox.markFailed(entry.id, `HTTP ${answer.status}`);
  else await outbox.markFailed(entry.id, `${REJECTED_PREFIX}${answer.reply.message ?? `HTTP ${answer.status}`}`);
  return outcome;
}

function discard(id: string): Promise<void> {
  return writeStore('outbox', 'remove', (store) => store.delete(id));
}

/** One replay at a time across this origin's tabs (the server's 409 covers the service worker). */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LEAD_OUTBOX_LOCK, work) : work();
}

/** Sends every due lead once; resolves to how many are still waiting. */
export function replayOutbox(): Promise<number> {
  return exclusive(async () => {
    let waiting = 0;
    for (const entry of (await outbox.pending()).filter(isReplayable)) {
      const fresh = await outbox.get(entry.id);
      if (!fresh || !isReplayable(fresh)) continue;
      if ((await send(fresh)).kind === 'queued') waiting++;
    }
    return waiting;
  });
}

function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(LEAD_OUTBOX_SYNC_TAG))
    .catch(() => {
      // No Background Sync (Firefox, Safari): the page's own replay covers it.
    });
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let round = 0;

/** Replays now, on every `online`, and again with backoff while leads are waiting. Idempotent. */
export function startLeadOutbox(): void {
  if (started) return;
  started = true;
  const run = async () => {
    clearTimeout(timer);
    const waiting = await replayOutbox().catch(() => 1);
    round = waiting ? round + 1 : 0;
    if (waiting) timer = setTimeout(run, backoffDelay(round, { base: 5000, max: 5 * 60_000 }));
  };
  window.addEventListener('online', () => {
    round = 0;
    void run();
  });
  void run();
}
