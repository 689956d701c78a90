// The pending-enquiries indicator's button and popover: the outbox's latest entries and their state.
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { isReplayable, REJECTED_PREFIX } from '../../domain/lead-outbox.ts';
import type { OutboxEntry } from '../../domain/lead-outbox.ts';
import { replayOutbox } from './outbox-client.ts';
import './leads.css';

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

export default function PendingEnquiriesPopover({ entries }: { entries: OutboxEntry[] }) {
  const waiting = entries.filter(isReplayable).length;
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
