// The browser's one door to the dealer API (src/api/http.ts) against a stubbed fetch: the error
// shape a failed call has, the timeout, the retries a read gets when no answer came (and a write
// never gets), and an abort passed through as it is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson } from '../../src/api/http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: (init: RequestInit) => Response | Promise<Response>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    return answer(init);
  });
  return calls;
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API door', () => {
  it("answers the server's JSON", async () => {
    stubFetch(() => json(200, { views: 12 }));
    expect(await getJson('/api/cars/x/view.json')).toEqual({ views: 12 });
  });

  it("fails with the server's status, message and field errors", async () => {
    const errors = [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }];
    stubFetch(() => json(400, { message: 'Please check the highlighted fields.', status: 400, errors }));
    const error = await failureOf(postJson('/api/leads', { postcode: '12' }));
    expect(error).toMatchObject({ status: 400, message: '/api/leads answered 400: Please check the highlighted fields.', serverMessage: 'Please check the highlighted fields.', errors });
  });

  it('fails with its own message when the server sent none', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await failureOf(getJson('/api/cars/x'))).toMatchObject({ status: 502, message: '/api/cars/x answered 502', serverMessage: null, errors: [] });
  });

  it('fails with status 0 when no answer came, after one more try for a read that asks for it', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(offline);
    const failed = failureOf(getJson('/api/dealerships', { retries: 1 }));
    await vi.runAllTimersAsync();
    expect(await failed).toMatchObject({ status: 0, message: 'Failed to fetch' });
    expect(calls).toEqual(['GET /api/dealerships', 'GET /api/dealerships']);
  });

  it('a read retried after a dropped answer resolves with the next answer', async () => {
    vi.useFakeTimers();
    let tries = 0;
    stubFetch(() => (tries++ === 0 ? offline() : json(200, { days: [] })));
    const answer = getJson('/api/appointments', { retries: 1 });
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ days: [] });
  });

  it('never retries a write', async () => {
    const calls = stubFetch(offline);
    expect(await failureOf(postJson('/api/miscellaneous', {}, { retries: 3 }))).toMatchObject({ status: 0 });
    expect(calls).toEqual(['POST /api/miscellaneous']);
  });

  it('gives up after its timeout as when no answer came', async () => {
    stubFetch(
      (init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    expect(await failureOf(getJson('/api/cars/x', { timeoutMs: 20 }))).toMatchObject({ status: 0 });
  });

  it("passes the caller's abort through as an AbortError, without retrying", async () => {
    const calls = stubFetch(
      (init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const abort = new AbortController();
    const call = getJson('/api/cars/x', { signal: abort.signal, retries: 2 });
    abort.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
