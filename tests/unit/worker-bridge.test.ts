// The lazy worker bridge against fake workers: each fake exposes its API with comlink over a
// MessageChannel in this process, so the bridge speaks the real protocol.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expose } from 'comlink';
import { createWorkerClient, isAbortError, type WorkerClient, type WorkerLike } from '../../src/worker-clients/bridge.ts';

function testApi() {
  let calls = 0;
  let label = 'unset';
  return {
    add: (a: number, b: number) => a + b,
    wait: (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(resolve, ms, value)),
    fail: (): never => {
      throw new TypeError('bad input');
    },
    /** Worker state: a fresh worker starts counting again. */
    count: () => ++calls,
    init: (value: string) => {
      label = value;
    },
    label: () => label,
  };
}
type TestApi = ReturnType<typeof testApi>;

class FakeWorker extends EventTarget implements WorkerLike {
  terminated = false;
  readonly #outside: MessagePort;
  readonly #inside: MessagePort;

  constructor(api: object) {
    super();
    const { port1, port2 } = new MessageChannel();
    expose(api, port2);
    this.#outside = port1;
    this.#inside = port2;
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.#outside.postMessage(message, transfer);
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    if (type !== 'message' || !listener) return super.addEventListener(type, listener, options);
    this.#outside.addEventListener(type, listener, options);
    this.#outside.start();
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void {
    if (type !== 'message' || !listener) return super.removeEventListener(type, listener, options);
    this.#outside.removeEventListener(type, listener, options);
  }

  terminate(): void {
    this.terminated = true;
    this.#outside.close();
    this.#inside.close();
  }
}

/** A worker whose script fails to load, as a module worker does where only classic workers exist. */
class UnloadableWorker extends EventTarget implements WorkerLike {
  terminated = false;
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

const IDLE_MS = 1000;
let clients: WorkerClient<TestApi>[] = [];

function startClient(overrides: Partial<Parameters<typeof createWorkerClient<TestApi>>[0]> = {}) {
  const workers: FakeWorker[] = [];
  const create = vi.fn((): WorkerLike => {
    const worker = new FakeWorker(testApi());
    workers.push(worker);
    return worker;
  });
  const fallback = vi.fn(async () => testApi());
  const client = createWorkerClient<TestApi>({ create, fallback, idleMs: IDLE_MS, ...overrides });
  clients.push(client);
  return { client, create, fallback, workers };
}

/** Lets message-port deliveries and promise chains run (setImmediate is not faked). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Until the fake worker has received `count` wait() calls and set their (fake) timers. */
const untilWaiting = (count = 1) => vi.waitUntil(() => vi.getTimerCount() >= count);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  for (const client of clients) client.terminate();
  clients = [];
  vi.useRealTimers();
});

describe('createWorkerClient', () => {
  it('starts no worker before the first call, then one worker for all calls', async () => {
    const { client, create } = startClient();
    expect(create).not.toHaveBeenCalled();
    expect(await client.call('add', [2, 3])).toBe(5);
    expect(await client.call('count', [])).toBe(1);
    expect(await client.call('count', [])).toBe(2);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('ends the worker idleMs after the last call settles, and starts a fresh one on the next call', async () => {
    const { client, create, workers } = startClient();
    expect(await client.call('count', [])).toBe(1);
    vi.advanceTimersByTime(IDLE_MS - 1);
    await settle();
    expect(workers[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await settle();
    expect(workers[0].terminated).toBe(true);

    expect(await client.call('count', [])).toBe(1);
    expect(create).toHaveBeenCalledTimes(2);
    expect(workers[1].terminated).toBe(false);
  });

  it('keeps the worker while a call is in flight, however long it takes', async () => {
    const { client, workers } = startClient();
    const slow = client.call('wait', [5 * IDLE_MS, 'done']);
    await untilWaiting();
    vi.advanceTimersByTime(5 * IDLE_MS - 1);
    await settle();
    expect(workers[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await slow).toBe('done');
    vi.advanceTimersByTime(IDLE_MS);
    await settle();
    expect(workers[0].terminated).toBe(true);
  });

  it('a call that arrives while idle cancels the pending termination', async () => {
    const { client, workers } = startClient();
    await client.call('count', []);
    vi.advanceTimersByTime(IDLE_MS - 10);
    expect(await client.call('count', [])).toBe(2);
    vi.advanceTimersByTime(IDLE_MS - 10);
    await settle();
    expect(workers[0].terminated).toBe(false);
  });

  it('rejects an aborted call with AbortError at once and drops its late result', async () => {
    const { client, workers } = startClient();
    const controller = new AbortController();
    const aborted = client.call('wait', [100, 'late'], { signal: controller.signal });
    const other = client.call('wait', [100, 'kept']);
    await untilWaiting(2);
    controller.abort();
    await expect(aborted).rejects.toSatisfy(isAbortError);
    vi.advanceTimersByTime(100);
    expect(await other).toBe('kept');
    // The worker could not stop the aborted work, but it was not killed for it either.
    expect(workers[0].terminated).toBe(false);
  });

  it('rejects at once, starting nothing, when the signal is already aborted', async () => {
    const { client, create } = startClient();
    await expect(client.call('add', [1, 1], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    expect(create).not.toHaveBeenCalled();
  });

  it("passes the API's own errors through and keeps using the worker", async () => {
    const { client, create, fallback } = startClient();
    await expect(client.call('fail', [])).rejects.toThrow('bad input');
    expect(await client.call('add', [1, 2])).toBe(3);
    expect(create).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('runs the API on the main thread when the worker cannot be created, and stops trying', async () => {
    const create = vi.fn((): WorkerLike => {
      throw new TypeError('Module scripts are not supported in workers');
    });
    const { client, fallback } = startClient({ create });
    expect(await client.call('add', [2, 2])).toBe(4);
    expect(await client.call('count', [])).toBe(1);
    expect(await client.call('count', [])).toBe(2);
    expect(create).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('moves every waiting call to the main thread when the worker dies before its first reply', async () => {
    const broken: UnloadableWorker[] = [];
    const create = vi.fn((): WorkerLike => {
      const worker = new UnloadableWorker();
      broken.push(worker);
      return worker;
    });
    const { client, fallback } = startClient({ create });
    const both = Promise.all([client.call('add', [1, 2]), client.call('add', [3, 4])]);
    vi.advanceTimersByTime(0);
    expect(await both).toEqual([3, 7]);
    expect(broken[0].terminated).toBe(true);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(await client.call('add', [5, 6])).toBe(11);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('runs setup on every fresh worker, so state survives an idle restart', async () => {
    const setup = vi.fn((invoke) => invoke('init', ['tenant-a']));
    const { client, create } = startClient({ setup });
    expect(await client.call('label', [])).toBe('tenant-a');
    vi.advanceTimersByTime(IDLE_MS);
    await settle();
    expect(await client.call('label', [])).toBe('tenant-a');
    expect(create).toHaveBeenCalledTimes(2);
    expect(setup).toHaveBeenCalledTimes(2);
  });

  it('runs setup on the fallback too, once', async () => {
    const setup = vi.fn((invoke) => invoke('init', ['tenant-b']));
    const { client } = startClient({
      setup,
      create: () => {
        throw new Error('no workers');
      },
    });
    expect(await client.call('label', [])).toBe('tenant-b');
    expect(await client.call('label', [])).toBe('tenant-b');
    expect(setup).toHaveBeenCalledTimes(1);
  });

  it('terminate() ends the worker, rejects its waiting calls, and the next call starts another', async () => {
    const { client, workers, create } = startClient();
    const waiting = client.call('wait', [100, 'never']);
    await untilWaiting();
    client.terminate();
    await expect(waiting).rejects.toSatisfy(isAbortError);
    expect(workers[0].terminated).toBe(true);
    expect(await client.call('count', [])).toBe(1);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
