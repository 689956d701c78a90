// The one lead sender (src/domain/lead-outbox.ts) as the service worker runs it, over an outbox it
// reads itself: due leads go oldest first with their id as Idempotency-Key, one sent meanwhile by the
// page is left alone, and every answer settles its entry as the page's own replay settles it.
import { describe, expect, it } from 'vitest';
import { replayDue, type OutboxAccess, type OutboxEntry, type Settlement } from '../../src/domain/lead-outbox.ts';

const entry = (id: string, created_at: number, over: Partial<OutboxEntry> = {}): OutboxEntry => ({ id, url: '/api/leads', body: `{"id":"${id}"}`, created_at, status: 'pending', attempts: 0, last_error: null, ...over });

function memoryOutbox(entries: OutboxEntry[], sentMeanwhile: string[] = []) {
  const stored = new Map(entries.map((e) => [e.id, e]));
  const settled: [string, Settlement][] = [];
  const access: OutboxAccess = {
    due: async () => [...stored.values()].sort((a, b) => a.created_at - b.created_at),
    current: async (id) => (sentMeanwhile.includes(id) ? { ...stored.get(id)!, status: 'sent' } : stored.get(id)),
    settle: async (id, settlement) => void settled.push([id, settlement]),
  };
  return { access, settled };
}

const answer = (status: number, body: object = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('replaying the lead outbox', () => {
  it('sends due leads oldest first, with their id as Idempotency-Key and their stored bytes', async () => {
    const { access, settled } = memoryOutbox([entry('b', 2), entry('a', 1), entry('done', 0, { status: 'sent' })]);
    const sent: [string, string][] = [];
    const waiting = await replayDue(access, async (_url, init) => {
      sent.push([new Headers(init.headers).get('Idempotency-Key')!, init.body as string]);
      return answer(201, { lead_id: 1 });
    });
    expect(waiting).toBe(0);
    expect(sent).toEqual([['a', '{"id":"a"}'], ['b', '{"id":"b"}']]);
    expect(settled).toEqual([['a', { status: 'sent', last_error: null }], ['b', { status: 'sent', last_error: null }]]);
  });

  it('leaves a lead the page sent meanwhile, and one the server refused for good', async () => {
    const { access, settled } = memoryOutbox([entry('page', 1), entry('refused', 2, { status: 'failed', last_error: 'rejected: Please check the highlighted fields.' })], ['page']);
    const waiting = await replayDue(access, async () => {
      throw new Error('nothing should be sent');
    });
    expect(waiting).toBe(0);
    expect(settled).toEqual([]);
  });

  it('settles each answer: retry later, refused for good, or no answer', async () => {
    const { access, settled } = memoryOutbox([entry('busy', 1), entry('bad', 2), entry('offline', 3)]);
    const answers: (() => Response)[] = [
      () => answer(503),
      () => answer(400, { message: 'Please check the highlighted fields.' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const waiting = await replayDue(access, async () => answers.shift()!());
    expect(waiting).toBe(2);
    expect(settled).toEqual([
      ['busy', { status: 'failed', last_error: 'HTTP 503' }],
      ['bad', { status: 'failed', last_error: 'rejected: Please check the highlighted fields.' }],
      ['offline', { status: 'failed', last_error: 'Failed to fetch' }],
    ]);
  });
});
