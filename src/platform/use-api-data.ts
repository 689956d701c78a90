import { startTransition, useEffect, useState } from 'react';
import { inOwnTask } from '../perf/own-task.ts';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error?: unknown };

/**
 * A dealer API read (src/api) made once per `key` (null: nothing to read), from a task of its own
 * (`inOwnTask`). A failed call is 'failed' with its error (an ApiError's status tells a 404), and logged (spec §8).
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [result, setResult] = useState<{ key: string; state: ApiData<T> } | null>(null);
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    const cancel = inOwnTask(() =>
      load(abort.signal)
        .then((data) => {
          // A transition: an answer is never urgent, and this continuation can run while the browser is
          // still dispatching an event (a worker's or the scheduler's message), whose priority React
          // would otherwise give the update, rendering it synchronously in one long task.
          startTransition(() => setResult({ key, state: { status: 'ready', data } }));
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          console.warn(`${key} failed`, error);
          startTransition(() => setResult({ key, state: { status: 'failed', error } }));
        }),
    );
    return () => {
      cancel();
      abort.abort();
    };
    // `key` stands for the call: the same key is the same read.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { status: 'failed' };
  return result?.key === key ? result.state : { status: 'loading' };
}
