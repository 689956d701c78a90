// The search routes' scheduler: requests' queries in rotation, the event loop given back between turns.
import { describe, expect, it } from 'vitest';
import { createTurns, Steps } from '../../src/server/search/turns.ts';

/** Holds the thread for `ms`, as a heavy query does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('createTurns', () => {
  it('runs the waiting requests one query each in rotation, results in each request’s order', async () => {
    const turns = createTurns(0);
    const ran: string[] = [];
    const work = (name: string) => () => {
      ran.push(name);
      return name;
    };
    const batch = turns.take([work('a1'), work('a2'), work('a3')]);
    const single = turns.take([work('b1')]);
    expect(await Promise.all([batch, single])).toEqual([['a1', 'a2', 'a3'], ['b1']]);
    expect(ran).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('gives the event loop back between turns, so a timer does not wait for the whole batch', async () => {
    const turns = createTurns(8);
    const started = performance.now();
    let timerAt = 0;
    setTimeout(() => (timerAt = performance.now() - started), 0);
    await turns.take(Array.from({ length: 10 }, () => () => busy(15)));
    const batchMs = performance.now() - started;
    expect(batchMs).toBeGreaterThanOrEqual(150);
    expect(timerAt).toBeGreaterThan(0);
    expect(timerAt).toBeLessThan(batchMs / 2);
  });

  it('rejects a request whose query throws, and goes on with the others', async () => {
    const turns = createTurns(0);
    const failing = turns.take([
      () => 1,
      () => {
        throw new Error('bad query');
      },
      () => 3,
    ]);
    const other = turns.take([() => 'x', () => 'y']);
    await expect(failing).rejects.toThrow('bad query');
    expect(await other).toEqual(['x', 'y']);
  });
});

describe('createTurns with work in steps', () => {
  it('runs another request’s query between the steps of one', async () => {
    const turns = createTurns(0);
    const ran: string[] = [];
    const long = turns.take([
      () =>
        new Steps(
          (function* () {
            for (const part of ['a1', 'a2', 'a3']) {
              ran.push(part);
              yield;
            }
            return 'a';
          })(),
        ),
    ]);
    const single = turns.take([() => (ran.push('b1'), 'b')]);
    expect(await Promise.all([long, single])).toEqual([['a'], ['b']]);
    expect(ran).toEqual(['a1', 'b1', 'a2', 'a3']);
  });
});
