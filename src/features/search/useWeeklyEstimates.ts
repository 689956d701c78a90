import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { SearchRecord } from '../../domain/search-record.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/vehicle-page.ts';
import { carEstimates } from '../../worker-clients/finance-client.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';

/**
 * The estimates reach the cards through context: they arrive after the results, and only each card's
 * estimate line re-renders for them, not the (memoised) cards.
 */
export const WeeklyEstimates = createContext<ReadonlyMap<number, number>>(new Map());

/** The weekly estimate of one car on the page, if it has one. */
export function useWeeklyEstimate(carId: number): number | undefined {
  return useContext(WeeklyEstimates).get(carId);
}

type EstimateHit = Pick<SearchRecord, 'id' | 'price' | 'year' | 'status' | 'make' | 'dealership_id' | 'finance_lenders'>;

/**
 * Weekly finance estimates for a page of cars that qualify (spec §5, the car page's rule), computed in
 * the finance worker. `now` is the page view's date (the recent-car rule counts years from it).
 */
export function useWeeklyEstimates(hits: readonly EstimateHit[], tenant: BrowserTenant, now: Date): Map<number, number> {
  const qualifying = useMemo(() => {
    if (!tenant.features.finance) return [];
    return hits.filter((hit) => carShowsEstimate(hit, tenant.finance, now.getFullYear()));
  }, [hits, tenant, now]);
  const [estimates, setEstimates] = useState<Map<number, number>>(new Map());
  useEffect(() => {
    if (qualifying.length === 0) return;
    const abort = new AbortController();
    carEstimates(
      qualifying.map((hit) => ({ price: hit.price, lender: carLender(hit, tenant.finance.provider) })),
      { interestPercent: tenant.finance.defaultInterest, termYears: 5 },
      abort.signal,
    )
      .then((results) => setEstimates(new Map(results.flatMap((r, i) => (r.enquireForFinance ? [] : [[qualifying[i].id, r.weekly] as const])))))
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn('finance estimates failed', error);
      });
    return () => abort.abort();
  }, [qualifying, tenant]);
  return estimates;
}
