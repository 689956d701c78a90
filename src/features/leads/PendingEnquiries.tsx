// The small "pending enquiries" indicator: what waits in the outbox for a connection and what was
// sent. Renders nothing when the outbox is empty.
import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribe } from '../../db/changes.ts';
import type { OutboxEntry } from '../../domain/lead-outbox.ts';
import { readStore } from '../../db/transactions.ts';
import { startLeadOutbox } from './outbox-client.ts';

// Its button and popover (react-aria) load only once there is something to show: every page loads
// this indicator once idle, and most shoppers' outboxes are empty.
const PendingEnquiriesPopover = lazy(() => import('./PendingEnquiriesPopover.tsx'));

function useOutbox(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    const load = () =>
      readStore('outbox', (store) => store.getAll(), { quiet: true })
        .then((all) => setEntries(all.sort((a, b) => b.created_at - a.created_at)))
        .catch(() => {});
    void load();
    return subscribe('outbox', () => void load());
  }, []);
  return entries;
}

export function PendingEnquiries() {
  const entries = useOutbox();
  useEffect(startLeadOutbox, []);
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingEnquiriesPopover entries={entries} />
    </Suspense>
  );
}
