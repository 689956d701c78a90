import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { getCar } from '../../api/cars.ts';
import type { Car } from '../../domain/stock.ts';
import { usePageCar } from '../../platform/page-data.tsx';

export type CarState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; car: Car };

/** The car the server inlined in the page, else its JSON from the dealer API (the service worker keeps it for offline use). */
export function useCar(slug: string): CarState {
  const served = usePageCar(slug);
  // The car this page view started with, if the server sent it: its visit needs no fetch.
  const startedWith = useRef(served);
  // Keyed by slug, so moving to another car reads as loading without resetting state in the effect.
  const [result, setResult] = useState<{ slug: string; state: CarState } | null>(() => (served ? { slug, state: { status: 'ready', car: served } } : null));
  useEffect(() => {
    if (startedWith.current?.slug === slug) {
      startedWith.current = null;
      return;
    }
    const abort = new AbortController();
    const setState = (state: CarState) => setResult({ slug, state });
    getCar(slug, { signal: abort.signal })
      .then((car) => setState({ status: 'ready', car }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const status = error instanceof ApiError ? error.status : 0;
        // 410: sold before the site's sold-car days, so no longer shown.
        setState({ status: status === 404 || status === 410 || status === 400 ? 'missing' : 'error' });
      });
    return () => abort.abort();
  }, [slug]);
  return result?.slug === slug ? result.state : { status: 'loading' };
}
