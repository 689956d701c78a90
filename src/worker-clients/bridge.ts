// A lazy, abortable bridge to one worker's comlink API, after squoosh's worker bridge: the worker
// starts on the first call, ends after `idleMs` with no call in flight and starts again on the next
// call. Where a worker cannot be created or dies before its first reply (no module workers, a
// blocked script), the same API runs on the main thread from then on.
import { wrap, type Endpoint } from 'comlink';

/** Any object of functions; a worker exposes one (`export type XApi = typeof api`). */
export type WorkerApi = Record<string, (...args: never[]) => unknown>;

type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Result<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

export type Invoke<Api> = <K extends keyof Api & string>(method: K, args: Args<Api[K]>) => Promise<Result<Api[K]>>;

/** What the bridge needs of a Worker, so tests can hand it a MessageChannel-backed fake. */
export interface WorkerLike extends Endpoint {
  terminate(): void;
}

export interface WorkerClientOptions<Api> {
  /** Keep the `new Worker(new URL('…', import.meta.url), { type: 'module' })` form: Vite bundles it. */
  create: () => WorkerLike;
  /** The same API for the main thread, imported lazily so it stays out of the main bundle. */
  fallback: () => Promise<Api>;
  /** End the worker after this long without calls; omitted, it lives as long as the page. */
  idleMs?: number;
  /**
   * Runs before the first call on every fresh worker (and once on the fallback): state a worker holds,
   * such as the search connection, has to be given again after an idle restart.
   */
  setup?: (invoke: Invoke<Api>) => Promise<unknown>;
}

export interface CallOptions {
  /** Aborting rejects the call with `signal.reason` at once; work the worker cannot stop is dropped. */
  signal?: AbortSignal;
}

export interface WorkerClient<Api> {
  call<K extends keyof Api & string>(method: K, args: Args<Api[K]>, options?: CallOptions): Promise<Result<Api[K]>>;
  /** Ends the worker now, rejecting calls still waiting on it; the next call starts a new one. */
  terminate(): void;
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The worker failed before it ever answered: it will not work in this browser. */
class WorkerStartError extends Error {
  constructor() {
    super('The worker failed before its first reply');
    this.name = 'WorkerStartError';
  }
}

interface Runner<Api> {
  readonly kind: 'worker' | 'main thread';
  invoke: Invoke<Api>;
  end(): void;
}

type AnyMethod = (...args: unknown[]) => unknown;

function workerRunner<Api>(worker: WorkerLike): Runner<Api> {
  const remote = wrap<Api>(worker) as unknown as Record<string, AnyMethod>;
  let answered = false;
  let fail: (error: Error) => void = () => {};
  // Settles only as a failure; every call races against it, so a dead worker cannot leave one hanging.
  const broken = new Promise<never>((_, reject) => (fail = reject));
  broken.catch(() => {});
  const onError = () => {
    if (!answered) fail(new WorkerStartError());
  };
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', onError);
  return {
    kind: 'worker',
    invoke: (method, args) => {
      const reply = Promise.resolve(remote[method](...args));
      const markAnswered = () => {
        answered = true;
      };
      reply.then(markAnswered, markAnswered);
      return Promise.race([reply, broken]) as Promise<never>;
    },
    end() {
      fail(new DOMException('The worker was terminated', 'AbortError'));
      worker.terminate();
    },
  };
}

function mainThreadRunner<Api>(api: Api): Runner<Api> {
  const methods = api as unknown as Record<string, AnyMethod>;
  return {
    kind: 'main thread',
    invoke: async (method, args) => (await methods[method](...args)) as never,
    end() {},
  };
}

export function createWorkerClient<Api extends WorkerApi>(options: WorkerClientOptions<Api>): WorkerClient<Api> {
  const { idleMs = Number.POSITIVE_INFINITY } = options;
  let onMainThread = false;
  let current: Promise<Runner<Api>> | null = null;
  // The runner `current` resolved to, once it has: a call then reaches the worker at once rather than
  // a microtask later, so a search sent from an input's change handler leaves before React's
  // synchronous re-render for that input.
  let started: { launching: Promise<Runner<Api>>; runner: Runner<Api> } | null = null;
  let inFlight = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function createWorker(): WorkerLike | null {
    try {
      return options.create();
    } catch {
      // Browsers without module workers throw here (others only fail to load it: see WorkerStartError).
      return null;
    }
  }

  async function launch(): Promise<Runner<Api>> {
    if (!onMainThread) {
      const worker = createWorker();
      if (worker) {
        const runner = workerRunner<Api>(worker);
        try {
          await options.setup?.(runner.invoke);
          return runner;
        } catch (error) {
          runner.end();
          if (!(error instanceof WorkerStartError)) throw error;
        }
      }
      onMainThread = true;
    }
    const runner = mainThreadRunner(await options.fallback());
    await options.setup?.(runner.invoke);
    return runner;
  }

  function currentRunner(): Promise<Runner<Api>> {
    if (!current) {
      const launching = launch();
      current = launching;
      launching.then((runner) => {
        if (current === launching) started = { launching, runner };
      }, () => {});
      // A failed launch (setup rejected) is retried by the next call.
      launching.catch(() => {
        if (current === launching) current = null;
      });
    }
    return current;
  }

  async function run<K extends keyof Api & string>(method: K, args: Args<Api[K]>): Promise<Result<Api[K]>> {
    const launching = currentRunner();
    const active = started?.launching === launching ? started.runner : await launching;
    try {
      return await active.invoke(method, args);
    } catch (error) {
      if (!(error instanceof WorkerStartError)) throw error;
      if (current === launching) {
        active.end();
        current = null;
        onMainThread = true;
      }
      return run(method, args);
    }
  }

  async function endIdleWorker() {
    if (inFlight > 0 || !current) return;
    const launched = current;
    const active = await launched.catch(() => null);
    // Only a worker costs memory worth freeing, and a call may have arrived meanwhile.
    if (active?.kind !== 'worker' || inFlight > 0 || current !== launched) return;
    current = null;
    active.end();
  }

  function callEnded() {
    inFlight -= 1;
    if (inFlight === 0 && Number.isFinite(idleMs)) idleTimer = setTimeout(endIdleWorker, idleMs);
  }

  return {
    call(method, args, { signal } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      inFlight += 1;
      clearTimeout(idleTimer);
      const work = run(method, args).finally(callEnded);
      if (!signal) return work;
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    terminate() {
      clearTimeout(idleTimer);
      const ending = current;
      current = null;
      ending?.then((active) => active.end(), () => {});
    },
  };
}
