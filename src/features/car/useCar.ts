import { useEffect, useState } from 'react';
import type { Car } from '../../domain/stock.ts';
import { forgetServedCar, servedCar } from './served-car.ts';

export type CarState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; car: Car };

/** The car the server inlined in the page, else its JSON from the dealer API (the service worker keeps it for offline use). */
export function useCar(slug: string): CarState {
  // Keyed by slug, so moving to another car reads as loading without resetting state in the effect.
  const [result, setResult] = useState<{ slug: string; state: CarState } | null>(() => {
    const car = servedCar(slug);
    return car ? { slug, state: { status: 'ready', car } } : null;
  });
  useEffect(() => {
    if (servedCar(slug)) return forgetServedCar();
    const abort = new AbortController();
    const setState = (state: CarState) => setResult({ slug, state });
    fetch(`/api/cars/${encodeURIComponent(slug)}`, { signal: abort.signal })
      .then(async (res) => {
        if (res.status === 404 || res.status === 400) return setState({ status: 'missing' });
        if (!res.ok) return setState({ status: 'error' });
        setState({ status: 'ready', car: (await res.json()) as Car });
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    return () => abort.abort();
  }, [slug]);
  return result?.slug === slug ? result.state : { status: 'loading' };
}
