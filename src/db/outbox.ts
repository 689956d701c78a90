// The lead outbox (ARCHITECTURE "Leads are never lost"): a lead is stored here under its UUID
// before it is sent, and stays due until a send succeeds. The id is the caller's, so enqueueing the
// same lead twice (a double submit, a replay) keeps one entry.
// Import as a namespace: `import * as outbox from '../db/outbox.ts'`.
import { OUTBOX_BY_STATUS, OUTBOX_STORE } from '../domain/browser-db.ts';
import type { OutboxEntry, OutboxLead, Settlement } from '../domain/lead-outbox.ts';
import { readStore, writeStore } from './transactions.ts';

/** Stores the lead as pending; if its id is already stored, resolves to that entry unchanged. */
export function enqueue({ id, url, body, created_at }: OutboxLead): Promise<OutboxEntry> {
  return writeStore(OUTBOX_STORE, 'add', async (store) => {
    const stored = await store.get(id);
    if (stored) return stored;
    const entry: OutboxEntry = { id, url, body, created_at, status: 'pending', attempts: 0, last_error: null };
    await store.put(entry);
    return entry;
  });
}

/** Leads still to send (never tried, or the last try failed), oldest first. */
export async function pending(): Promise<OutboxEntry[]> {
  const due = await readStore(OUTBOX_STORE, async (store) => {
    const byStatus = store.index(OUTBOX_BY_STATUS);
    return [...(await byStatus.getAll('pending')), ...(await byStatus.getAll('failed'))];
  });
  return due.sort((a, b) => a.created_at - b.created_at);
}

export function get(id: string): Promise<OutboxEntry | undefined> {
  return readStore(OUTBOX_STORE, (store) => store.get(id));
}

/** Records a send's outcome (one more attempt). An id that is not stored is ignored: the user may have cleared site data while it was in flight. */
export function settle(id: string, outcome: Settlement): Promise<void> {
  return writeStore(OUTBOX_STORE, 'update', async (store) => {
    const entry = await store.get(id);
    if (entry) await store.put({ ...entry, ...outcome, attempts: entry.attempts + 1 });
  });
}
