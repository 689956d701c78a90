import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { estimateFigure, tenantEstimateDefaults } from '../../domain/finance.ts';
import type { SearchRecord } from '../../domain/search-record.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/vehicle-page.ts';
import { carEstimates } from '../../worker-clients/finance-client.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';

/** A card's estimate as it shows: a week's repayment, or a month's on monthly-only tenants. */
export type CardEstimate = ReturnType<typeof estimateFigure>;

/**
 * The estimates reach the cards through context: they arrive after the results, and only each card's
 * estimate line re-renders for them, not the (memoised) cards.
 */
export const CardEstimates = createContext<ReadonlyMap<number, CardEstimate>>(new Map());

/** The estimate of one car on the page, if it has one. */
export function useCardEstimate(carId: number): CardEstimate | undefined {
  return useContext(CardEstimates).get(carId);
}

type EstimateHit = Pick<SearchRecord, 'id' | 'price' | 'year' | 'status' | 'make' | 'dealership_id' | 'finance_lenders'>;

/**
 * Finance estimates for a page of cars that qualify (spec §5, the car page's rule), computed in the
 * finance worker. `now` is the page view's date (the recent-car rule counts years from it).
 */
export function useCardEstimates(hits: readonly EstimateHit[], tenant: BrowserTenant, now: Date): Map<number, CardEstimate> {
  const qualifying = useMemo(() => hits.filter((hit) => carShowsEstimate(hit, tenant, now.getFullYear())), [hits, tenant, now]);
  const [estimates, setEstimates] = useState<Map<number, CardEstimate>>(new Map());
  useEffect(() => {
    if (qualifying.length === 0) return;
    const abort = new AbortController();
    carEstimates(
      qualifying.map((hit) => ({ price: hit.price, lender: carLender(hit, tenant.finance.provider) })),
      tenantEstimateDefaults(tenant.finance),
      abort.signal,
    )
      .then((results) => setEstimates(new Map(results.flatMap((r, i) => (r.enquireForFinance ? [] : [[qualifying[i].id, estimateFigure(r, tenant.finance)] as const])))))
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn('finance estimates failed', error);
      });
    return () => abort.abort();
  }, [qualifying, tenant]);
  return estimates;
}
