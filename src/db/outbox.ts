// The lead outbox (ARCHITECTURE "Leads are never lost"): a lead is stored here under its UUID
// before it is sent, and stays due until a send succeeds. The id is the caller's, so enqueueing the
// same lead twice (a double submit, a replay) keeps one entry.
// Import as a namespace: `import * as outbox from '../db/outbox.ts'`.
import type { OutboxEntry, OutboxLead } from './records.ts';
import { readStore, writeStore } from './transactions.ts';

/** Stores the lead as pending; if its id is already stored, resolves to that entry unchanged. */
export function enqueue({ id, url, body, created_at }: OutboxLead): Promise<OutboxEntry> {
  return writeStore('outbox', 'add', async (store) => {
    const stored = await store.get(id);
    if (stored) return stored;
    const entry: OutboxEntry = { id, url, body, created_at, status: 'pending', attempts: 0, last_error: null };
    await store.put(entry);
    return entry;
  });
}

/** Leads still to send (never tried, or the last try failed), oldest first. */
export async function pending(): Promise<OutboxEntry[]> {
  const due = await readStore('outbox', async (store) => {
    const byStatus = store.index('by-status');
    return [...(await byStatus.getAll('pending')), ...(await byStatus.getAll('failed'))];
  });
  return due.sort((a, b) => a.created_at - b.created_at);
}

export function get(id: string): Promise<OutboxEntry | undefined> {
  return readStore('outbox', (store) => store.get(id));
}

export function markSent(id: string): Promise<void> {
  return settle(id, { status: 'sent', last_error: null });
}

export function markFailed(id: string, error: string): Promise<void> {
  return settle(id, { status: 'failed', last_error: error });
}

// An id that is not stored is ignored: the user may have cleared site data while it was in flight.
function settle(id: string, outcome: Pick<OutboxEntry, 'status' | 'last_error'>): Promise<void> {
  return writeStore('outbox', 'update', async (store) => {
    const entry = await store.get(id);
    if (entry) await store.put({ ...entry, ...outcome, attempts: entry.attempts + 1 });
  });
}
