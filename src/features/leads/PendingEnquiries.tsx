// The small "pending enquiries" indicator: what waits in the outbox for a connection and what was
// sent. Renders nothing when the outbox is empty.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { isReplayable, REJECTED_PREFIX } from '../../domain/lead-outbox.ts';
import { subscribe } from '../../db/changes.ts';
import type { OutboxEntry } from '../../db/records.ts';
import { readStore } from '../../db/transactions.ts';
import { replayOutbox, startLeadOutbox } from './outbox-client.ts';
import './leads.css';

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

function describe(entry: OutboxEntry): string {
  try {
    const lead = JSON.parse(entry.body) as { form?: string; 'Vehicle Make'?: string | null; 'Vehicle Model'?: string | null };
    const car = lead['Vehicle Make'] ? ` — ${lead['Vehicle Make']} ${lead['Vehicle Model'] ?? ''}` : '';
    return `${lead.form ?? 'enquiry'}${car}`;
  } catch {
    return 'enquiry';
  }
}

const stateOf = (entry: OutboxEntry) =>
  entry.status === 'sent' ? 'Sent' : entry.last_error?.startsWith(REJECTED_PREFIX) ? `Not accepted: ${entry.last_error.slice(REJECTED_PREFIX.length)}` : 'Waiting for a connection';

export function PendingEnquiries() {
  const entries = useOutbox();
  useEffect(startLeadOutbox, []);
  const waiting = entries.filter(isReplayable).length;
  if (entries.length === 0) return null;
  return (
    <DialogTrigger>
      <Button className="lead-pending" aria-label={waiting ? `${waiting} ${waiting === 1 ? 'enquiry' : 'enquiries'} waiting to send` : 'Sent enquiries'}>
        <span aria-hidden="true">✉</span> {waiting ? `${waiting} waiting` : 'Sent'}
      </Button>
      <Popover className="lead-popover">
        <Dialog className="lead-pending-dialog">
          <Heading slot="title">Your enquiries</Heading>
          <ul>
            {entries.slice(0, 10).map((e) => (
              <li key={e.id}>
                <span>{describe(e)}</span> <span className="lead-muted">{new Date(e.created_at).toLocaleString('en-AU')}</span> — <strong>{stateOf(e)}</strong>
              </li>
            ))}
          </ul>
          {waiting > 0 && (
            <Button className="button button-small" onPress={() => void replayOutbox()}>
              Try again now
            </Button>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
