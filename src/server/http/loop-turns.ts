// Requests take turns on the event loop. The loop hands every connection that became readable to
// its handler in one go, so a burst of requests (sixty arriving together) would each run its
// synchronous part (validation, a SQLite write, a page render) back to back, and timers and other
// I/O would wait for all of them. Here, once the requests handled since the loop last turned have
// held it TURN_MS, the next request waits, oldest first, and is let in one a turn of the loop
// (setImmediate) while a backlog lasts. Nothing is refused and under light load nothing waits.
import type { MiddlewareHandler } from 'hono';

/** How long the requests begun in one turn of the event loop may hold it before the next waits. */
export const TURN_MS = 10;

export function loopTurns(turnMs = TURN_MS): MiddlewareHandler {
  const waiting: (() => void)[] = [];
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
    const next = waiting.shift();
    if (!next) {
      pumping = false;
      return;
    }
    openTurn();
    next();
    setImmediate(pump);
  };

  return async (_c, next) => {
    if (waiting.length > 0 || (turnOpen && performance.now() - turnBegan >= turnMs)) {
      const admitted = new Promise<void>((resolve) => waiting.push(resolve));
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
