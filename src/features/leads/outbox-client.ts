// The browser side of "no lead is lost": a lead is written to the IndexedDB outbox under a UUID
// before it is sent, sent with that UUID as Idempotency-Key, and only marked sent when the server
// confirms. Anything unsent is replayed on start, when the browser comes back online, on a backoff
// timer, and by the service worker's Background Sync.
import { backoffDelay } from '../../domain/backoff.ts';
import { LEAD_OUTBOX_LOCK, LEAD_OUTBOX_SYNC_TAG, type OutboxEntry, type SendOutcome } from '../../domain/lead-outbox.ts';
import { LEADS_URL, replayOutboxLeads, sendOutboxLead } from '../../api/outbox.ts';
import * as outbox from '../../db/outbox.ts';
import { writeStore } from '../../db/transactions.ts';
import { OUTBOX_STORE } from '../../domain/browser-db.ts';

/** Stores the lead, then sends it. A network failure or timeout answers 'queued', never an error. */
export async function submitLead(payload: unknown): Promise<SendOutcome> {
  const lead = { id: crypto.randomUUID(), url: LEADS_URL, body: JSON.stringify(payload), created_at: Date.now() };
  const entry = await outbox.enqueue(lead).catch(() => null);
  // No IndexedDB (storage blocked or full): send once without a copy; a failure is then an error.
  if (!entry) {
    const sent = await sendOutboxLead(lead);
    return sent.answered ? sent.outcome : { kind: 'rejected', message: null, errors: [] };
  }
  const outcome = await send(entry);
  if (outcome.kind === 'queued') requestBackgroundSync();
  // The shopper corrects the form and sends a new lead (new UUID); this body will never be taken.
  if (outcome.kind === 'rejected') await discard(entry.id);
  return outcome;
}

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  const sent = await sendOutboxLead(entry);
  await outbox.settle(entry.id, sent.settle);
  return sent.outcome;
}

function discard(id: string): Promise<void> {
  return writeStore(OUTBOX_STORE, 'remove', (store) => store.delete(id));
}

/** One replay at a time across this origin's tabs (the server's 409 covers the service worker). */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LEAD_OUTBOX_LOCK, work) : work();
}

/** Sends every due lead once; resolves to how many are still waiting. */
export function replayOutbox(): Promise<number> {
  return exclusive(() => replayOutboxLeads({ due: outbox.pending, current: outbox.get, settle: outbox.settle }));
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
