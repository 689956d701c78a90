// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import * as outbox from '../../src/db/outbox.ts';
import type { OutboxLead } from '../../src/domain/lead-outbox.ts';
import { wipeDb } from './db-helpers.ts';

beforeEach(wipeDb);

function lead(createdAt: number): OutboxLead {
  return { id: crypto.randomUUID(), url: '/api/leads', body: JSON.stringify({ name: 'Ana' }), created_at: createdAt };
}

describe('lead outbox', () => {
  it('moves a lead from pending through failed to sent', async () => {
    const first = lead(1);
    expect(await outbox.enqueue(first)).toEqual({ ...first, status: 'pending', attempts: 0, last_error: null });
    expect(await outbox.pending()).toEqual([{ ...first, status: 'pending', attempts: 0, last_error: null }]);

    await outbox.settle(first.id, { status: 'failed', last_error: 'offline' });
    expect(await outbox.pending()).toEqual([{ ...first, status: 'failed', attempts: 1, last_error: 'offline' }]);

    await outbox.settle(first.id, { status: 'sent', last_error: null });
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.get(first.id)).toEqual({ ...first, status: 'sent', attempts: 2, last_error: null });
  });

  it('enqueueing the same id again keeps one entry and its progress', async () => {
    const first = lead(1);
    await outbox.enqueue(first);
    await outbox.settle(first.id, { status: 'sent', last_error: null });
    const again = await outbox.enqueue({ ...first, body: '{}' });
    expect(again).toMatchObject({ status: 'sent', body: first.body });
    expect(await outbox.pending()).toEqual([]);
  });

  it('lists due leads oldest first', async () => {
    const [older, newer, sent] = [lead(10), lead(20), lead(5)];
    for (const entry of [newer, sent, older]) await outbox.enqueue(entry);
    await outbox.settle(newer.id, { status: 'failed', last_error: '503' });
    await outbox.settle(sent.id, { status: 'sent', last_error: null });
    expect((await outbox.pending()).map((entry) => entry.id)).toEqual([older.id, newer.id]);
  });

  it('ignores settling an id it does not hold', async () => {
    await outbox.settle(crypto.randomUUID(), { status: 'sent', last_error: null });
    expect(await outbox.pending()).toEqual([]);
  });
});
