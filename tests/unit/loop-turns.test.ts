// Requests taking turns on the event loop: a burst does not hold it, nothing is refused, clients
// take turns and each client's requests keep their order.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loopTurns } from '../../src/server/http/loop-turns.ts';

/** Holds the thread for `ms`, as a request's synchronous work (validation, a SQLite write) does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function burstApp() {
  const app = new Hono();
  const started: number[] = [];
  app.use('*', loopTurns(10));
  app.get('/work/:n', (c) => {
    started.push(Number(c.req.param('n')));
    busy(5);
    return c.text('done');
  });
  return { app, started };
}

describe('loopTurns', () => {
  it('lets a timer run during a burst of 40 requests of 5 ms, and answers them all in order of arrival', async () => {
    const { app, started } = burstApp();
    let doneWhenTimerRan = -1;
    let done = 0;
    setTimeout(() => (doneWhenTimerRan = done), 0);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) => Promise.resolve(app.request(`/work/${n}`)).then((reply: Response) => (done++, reply.status))),
    );
    expect(replies).toEqual(Array.from({ length: 40 }, () => 200));
    expect(started).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // Without turns all 40 (200 ms) run before the timer; with them, about a turn's worth (10 ms) does.
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThan(10);
  });

  it("lets one client's request in ahead of another client's backlog, each client's in order", async () => {
    const app = new Hono();
    const started: string[] = [];
    app.use('*', loopTurns(10, (c) => c.req.header('x-client') ?? ''));
    app.get('/work/:n', (c) => {
      started.push(`${c.req.header('x-client')}${c.req.param('n')}`);
      busy(5);
      return c.text('done');
    });
    const flood = Array.from({ length: 30 }, (_, n) => Promise.resolve(app.request(`/work/${n}`, { headers: { 'x-client': 'a' } })));
    // Sent after the whole flood, as a shopper's request arriving behind it.
    const shopper = Promise.resolve(app.request('/work/0', { headers: { 'x-client': 'b' } }));
    expect((await Promise.all([...flood, shopper])).map((reply) => reply.status)).toEqual(Array.from({ length: 31 }, () => 200));
    // First come first served would start it 31st; in rotation it waits for one of the flood's.
    expect(started.indexOf('b0')).toBeLessThan(6);
    expect(started.filter((name) => name.startsWith('a'))).toEqual(Array.from({ length: 30 }, (_, n) => `a${n}`));
  });

  it('lets a request straight through when the loop is not busy', async () => {
    const app = new Hono();
    let ran = false;
    app.use('*', loopTurns(10));
    app.get('/', (c) => ((ran = true), c.text('ok')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = Promise.resolve(app.request('/'));
    // Run before request() returned: it waited for no turn.
    expect(ran).toBe(true);
    expect(await (await reply).text()).toBe('ok');
  });
});
