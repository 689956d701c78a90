// Search work shared among requests and spread over event-loop turns. The queries of the requests
// waiting run in rotation, one query (or one step of one) of each in turn (a 50-query batch does
// not keep a shopper's single query waiting behind it), and a turn ends once it has run TURN_MS,
// so timers, I/O and the rest of the server's requests go between: the loop is held at most
// TURN_MS plus one query or step, however many queries are asked for at once. A query that
// returns Steps (a thousand-hit answer written a few dozen hits a step) is run a step at a time.

/** How long one turn runs queries before the event loop gets the thread back. */
export const TURN_MS = 8;

/** Work done in steps: each next() a step, the last one's value its result. */
export class Steps<T> {
  constructor(readonly iterator: Iterator<unknown, T>) {}
}

interface Job {
  works: (() => unknown)[];
  results: unknown[];
  /** The query under way in steps. */
  current: Iterator<unknown, unknown> | null;
  resolve(results: unknown[]): void;
  reject(error: unknown): void;
}

export interface Turns {
  /** Runs each piece of work in turn with other requests' and resolves with their results, in order; the first that throws rejects. */
  take<T>(works: (() => T | Steps<T>)[]): Promise<T[]>;
}

/** Runs a step of the job's work; true when that work is done (its result pushed). */
function advance(job: Job): boolean {
  if (!job.current) {
    const made = job.works[job.results.length]();
    if (!(made instanceof Steps)) {
      job.results.push(made);
      return true;
    }
    job.current = made.iterator;
  }
  const step = job.current.next();
  if (!step.done) return false;
  job.current = null;
  job.results.push(step.value);
  return true;
}

export function createTurns(turnMs = TURN_MS): Turns {
  /** The requests waiting, the next to run first; a request goes to the back after each query or step. */
  const jobs: Job[] = [];
  let scheduled = false;

  const turn = () => {
    scheduled = false;
    const until = performance.now() + turnMs;
    do {
      const job = jobs.shift()!;
      try {
        if (advance(job) && job.results.length === job.works.length) {
          job.resolve(job.results);
          continue;
        }
      } catch (error) {
        job.reject(error);
        continue;
      }
      jobs.push(job);
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
    take<T>(works: (() => T | Steps<T>)[]): Promise<T[]> {
      if (works.length === 0) return Promise.resolve([]);
      return new Promise<T[]>((resolve, reject) => {
        jobs.push({ works, results: [], current: null, resolve: resolve as (results: unknown[]) => void, reject });
        schedule();
      });
    },
  };
}
