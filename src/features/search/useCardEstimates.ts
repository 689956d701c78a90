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
 * estimate line re-renders for them, not the (memoised) cards. A qualifying car's entry is null while
 * the finance worker works its figure out: its line keeps its room, so the card does not grow when the
 * figure comes (on a page the server rendered, that is after the page is live).
 */
export const CardEstimates = createContext<ReadonlyMap<number, CardEstimate | null>>(new Map());

/** The estimate of one car on the page: its figure, null while it is worked out, undefined if it has none. */
export function useCardEstimate(carId: number): CardEstimate | null | undefined {
  return useContext(CardEstimates).get(carId);
}

type EstimateHit = Pick<SearchRecord, 'id' | 'price' | 'year' | 'status' | 'make' | 'dealership_id' | 'finance_lenders'>;

/**
 * Finance estimates for a page of cars that qualify (spec §5, the car page's rule), computed in the
 * finance worker. `now` is the page view's date (the recent-car rule counts years from it).
 */
export function useCardEstimates(hits: readonly EstimateHit[], tenant: BrowserTenant, now: Date): Map<number, CardEstimate | null> {
  const qualifying = useMemo(() => hits.filter((hit) => carShowsEstimate(hit, tenant, now.getFullYear())), [hits, tenant, now]);
  // The figures and the cars they were worked out for: another page's figures leave this page's pending.
  const [worked, setWorked] = useState<{ cars: readonly EstimateHit[]; figures: Map<number, CardEstimate> } | null>(null);
  useEffect(() => {
    if (qualifying.length === 0) return;
    const abort = new AbortController();
    carEstimates(
      qualifying.map((hit) => ({ price: hit.price, lender: carLender(hit, tenant.finance.provider) })),
      tenantEstimateDefaults(tenant.finance),
      abort.signal,
    )
      .then((results) =>
        setWorked({ cars: qualifying, figures: new Map(results.flatMap((r, i) => (r.enquireForFinance ? [] : [[qualifying[i].id, estimateFigure(r, tenant.finance)] as const]))) }),
      )
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('finance estimates failed', error);
        // No figures: the lines kept for them close.
        setWorked({ cars: qualifying, figures: new Map() });
      });
    return () => abort.abort();
  }, [qualifying, tenant]);
  return useMemo(() => {
    const current = worked?.cars === qualifying;
    const shown = new Map<number, CardEstimate | null>();
    for (const hit of qualifying) {
      // A car's figure depends on the car alone: one still on the page keeps it while the rest are worked out.
      const figure = worked?.figures.get(hit.id);
      if (figure) shown.set(hit.id, figure);
      // Worked out and absent: 'Enquire for Finance' (spec §5), no line.
      else if (!current) shown.set(hit.id, null);
    }
    return shown;
  }, [qualifying, worked]);
}
