// Search work shared among requests and spread over event-loop turns. The queries of the requests
// waiting run in rotation, one query of each in turn (a 50-query batch does not keep a shopper's
// single query waiting behind it), and a turn ends once it has run TURN_MS, so timers, I/O and the
// rest of the server's requests go between: the loop is held at most TURN_MS plus one query,
// however many queries are asked for at once.

/** How long one turn runs queries before the event loop gets the thread back. */
export const TURN_MS = 8;

interface Job {
  works: (() => unknown)[];
  results: unknown[];
  resolve(results: unknown[]): void;
  reject(error: unknown): void;
}

export interface Turns {
  /** Runs each piece of work in turn with other requests' and resolves with their results, in order; the first that throws rejects. */
  take<T>(works: (() => T)[]): Promise<T[]>;
}

export function createTurns(turnMs = TURN_MS): Turns {
  /** The requests waiting, the next to run first; a request goes to the back after each query. */
  const jobs: Job[] = [];
  let scheduled = false;

  const turn = () => {
    scheduled = false;
    const until = performance.now() + turnMs;
    do {
      const job = jobs.shift()!;
      try {
        job.results.push(job.works[job.results.length]());
      } catch (error) {
        job.reject(error);
        continue;
      }
      if (job.results.length === job.works.length) job.resolve(job.results);
      else jobs.push(job);
    } while (jobs.length > 0 && performance.now() < until);
    if (jobs.length > 0) schedule();
  };
  // setImmediate: the next turn comes after the event loop has polled for I/O (and run due timers).
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };

  return {
    take<T>(works: (() => T)[]): Promise<T[]> {
      if (works.length === 0) return Promise.resolve([]);
      return new Promise<T[]>((resolve, reject) => {
        jobs.push({ works, results: [], resolve: resolve as (results: unknown[]) => void, reject });
        schedule();
      });
    },
  };
}
