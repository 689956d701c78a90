// The page's lead outbox client against fake IndexedDB and a stubbed fetch: the lead is stored
// before it is sent, its UUID is the Idempotency-Key, and only a confirmed send settles it.
// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as outbox from '../../src/db/outbox.ts';
import { replayOutbox, submitLead } from '../../src/features/leads/outbox-client.ts';
import { wipeDb } from './db-helpers.ts';

beforeEach(wipeDb);
afterEach(() => vi.unstubAllGlobals());

type Call = { key: string; body: string; storedFirst: boolean };

function stubFetch(answers: (() => Response | Promise<Response>)[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const key = new Headers(init.headers).get('Idempotency-Key')!;
    calls.push({ key, body: init.body as string, storedFirst: (await outbox.get(key)) !== undefined });
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
  return calls;
}

const json = (status: number, body: object) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('lead outbox client', () => {
  it('stores the lead under its UUID before sending it with that UUID as Idempotency-Key', async () => {
    const calls = stubFetch([json(201, { lead_id: 7 })]);
    expect(await submitLead({ name: 'Ana' })).toEqual({ kind: 'sent', leadId: 7 });
    expect(calls).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: '{"name":"Ana"}', storedFirst: true }]);
    expect(await outbox.get(calls[0].key)).toMatchObject({ status: 'sent' });
  });

  it('a network failure is queued, and a replay sends the same bytes with the same key', async () => {
    const calls = stubFetch([offline, json(201, { lead_id: 8 })]);
    expect(await submitLead({ name: 'Bo' })).toEqual({ kind: 'queued' });
    expect(await outbox.pending()).toEqual([expect.objectContaining({ status: 'failed', last_error: 'Failed to fetch' })]);
    expect(await replayOutbox()).toBe(0);
    expect(calls[1]).toEqual({ ...calls[0], storedFirst: true });
    expect(await outbox.pending()).toEqual([]);
    // Nothing is due any more: no third request.
    expect(await replayOutbox()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('409, 429 and 5xx keep it waiting; a 400 is discarded and returned with its errors', async () => {
    stubFetch([json(409, {}), json(503, {}), json(429, {})]);
    expect(await submitLead({ n: 1 })).toEqual({ kind: 'queued' });
    expect(await replayOutbox()).toBe(1);
    expect(await replayOutbox()).toBe(1);
    expect(await outbox.pending()).toEqual([expect.objectContaining({ attempts: 3, last_error: 'HTTP 429' })]);

    await wipeDb();
    stubFetch([json(400, { message: 'Please check the highlighted fields.', errors: [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }] })]);
    expect(await submitLead({ n: 2 })).toEqual({
      kind: 'rejected',
      message: 'Please check the highlighted fields.',
      errors: [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }],
    });
    expect(await outbox.pending()).toEqual([]);
  });
});
