import { startTransition, useEffect, useState } from 'react';
import { inOwnTask } from '../../perf/own-task.ts';

export type JsonState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * GETs JSON once per URL (null: nothing to fetch), from a task of its own (`inOwnTask`). A non-OK
 * answer or a network error is 'failed', and logged (spec §8).
 */
export function useJson<T>(url: string | null): JsonState<T> {
  const [result, setResult] = useState<{ url: string; state: JsonState<T> } | null>(null);
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    const cancel = inOwnTask(() =>
      fetch(url, { signal: abort.signal })
        .then(async (res) => {
          if (!res.ok) throw new Error(`answered ${res.status}`);
          const data = (await res.json()) as T;
          // A transition: an answer is never urgent, and this continuation can run while the browser is
          // still dispatching an event (a worker's or the scheduler's message), whose priority React
          // would otherwise give the update, rendering it synchronously in one long task.
          startTransition(() => setResult({ url, state: { status: 'ready', data } }));
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          console.warn(`${url} failed`, error);
          startTransition(() => setResult({ url, state: { status: 'failed' } }));
        }),
    );
    return () => {
      cancel();
      abort.abort();
    };
  }, [url]);
  if (!url) return { status: 'failed' };
  return result?.url === url ? result.state : { status: 'loading' };
}

/** True once the page has scrolled past `px` (rAF-throttled, passive). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first reading waits for the next frame: reading scrollY while the page is being inserted
    // would force a layout of all of it in the middle of React's commit.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
