// Requests take turns on the event loop. The loop hands every connection that became readable to
// its handler in one go, so a burst of requests (sixty arriving together) would each run its
// synchronous part (validation, a SQLite write, a page render) back to back, and timers and other
// I/O would wait for all of them. Here, once the requests handled since the loop last turned have
// held it TURN_MS, the next request waits and is let in one a turn of the loop (setImmediate)
// while a backlog lasts. Nothing is refused and under light load nothing waits.
//
// The waiting requests are let in by client in rotation, each client's oldest first: one client
// with fifty requests in flight (a flood) would otherwise put a shopper's one request fifty turns
// back; in rotation it waits at most one turn for each other client that has requests waiting.
import type { Context, MiddlewareHandler } from 'hono';

/** How long the requests begun in one turn of the event loop may hold it before the next waits. */
export const TURN_MS = 10;

/** `clientOf` names who sent a request (the client's address); requests wait in rotation by it. */
export function loopTurns(turnMs = TURN_MS, clientOf: (c: Context) => string = () => ''): MiddlewareHandler {
  // By client, in the order their turn comes: a Map keeps insertion order, and a client let in
  // with more still waiting goes to the back.
  const waiting = new Map<string, (() => void)[]>();
  let turnBegan = 0;
  let turnOpen = false;
  let pumping = false;

  const openTurn = () => {
    turnOpen = true;
    turnBegan = performance.now();
    // Runs once the loop has polled: the next request begun after it is in a new turn.
    setImmediate(() => (turnOpen = false));
  };
  // One waiting request a turn, its synchronous part run (from its promise) before the next turn.
  const pump = () => {
    const [client, queue] = waiting.entries().next().value ?? [];
    if (client === undefined || !queue) {
      pumping = false;
      return;
    }
    const next = queue.shift()!;
    waiting.delete(client);
    if (queue.length > 0) waiting.set(client, queue);
    openTurn();
    next();
    setImmediate(pump);
  };

  return async (c, next) => {
    if (waiting.size > 0 || (turnOpen && performance.now() - turnBegan >= turnMs)) {
      const client = clientOf(c);
      const admitted = new Promise<void>((resolve) => {
        const queue = waiting.get(client);
        if (queue) queue.push(resolve);
        else waiting.set(client, [resolve]);
      });
      if (!pumping) {
        pumping = true;
        setImmediate(pump);
      }
      await admitted;
    } else if (!turnOpen) {
      openTurn();
    }
    await next();
  };
}
