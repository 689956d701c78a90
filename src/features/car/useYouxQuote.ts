import { useEffect, useState } from 'react';
import type { Car, YouxQuote } from '../../domain/stock.ts';
import { shouldFetchYouxQuote, youxQuoteRequest } from '../../domain/youx-quote.ts';
import { sellingPrice } from '../../domain/price-display.ts';
import { getYouxQuote } from '../../api/cars.ts';
import { inOwnTask } from '../../perf/own-task.ts';

/** Spec §4/§7 finance quote fetch: idle, loading, then stored; failures are silent. */
export function useYouxQuote(car: Car, enabled: boolean): YouxQuote | null {
  const [quote, setQuote] = useState<{ id: number; value: YouxQuote } | null>(null);
  const known = car.youxQuote ?? (quote?.id === car.id ? quote.value : null);
  const wanted = shouldFetchYouxQuote(enabled, known, sellingPrice(car));
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    // From a task of its own: it starts as the finance section mounts, with the section's other work.
    const cancel = inOwnTask(() =>
      getYouxQuote(youxQuoteRequest(car), { signal: abort.signal })
        .then((value) => setQuote({ id: car.id, value }))
        .catch(() => {}),
    );
    return () => {
      cancel();
      abort.abort();
    };
  }, [wanted, car]);
  return known;
}
