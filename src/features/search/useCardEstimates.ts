import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { estimateFigure, tenantEstimateDefaults } from '../../domain/finance.ts';
import type { SearchRecord } from '../../domain/search-record.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/car-page.ts';
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

/** A figure depends on the price and the lender's terms alone: cars alike in both share it. */
const figureKey = (hit: EstimateHit, provider: string | null) => JSON.stringify([hit.price, carLender(hit, provider)]);

/** The figures worked out so far (null: none, 'Enquire for Finance'), and the page of cars whose figures failed. */
type Worked = { figures: ReadonlyMap<string, CardEstimate | null>; failed: readonly EstimateHit[] | null };

/**
 * Finance estimates for a page of cars that qualify (spec §5, the car page's rule), computed in the
 * finance worker. `now` is the page view's date (the recent-car rule counts years from it). Figures are
 * kept for the page view, so a car seen before (a refinement taken back, a page revisited) shows its
 * figure in the results' own render: no pending line, no second render when the worker answers.
 */
function useCardEstimates(hits: readonly EstimateHit[], tenant: BrowserTenant, now: Date): Map<number, CardEstimate | null> {
  const { provider } = tenant.finance;
  const qualifying = useMemo(() => hits.filter((hit) => carShowsEstimate(hit, tenant, now.getFullYear())), [hits, tenant, now]);
  const [worked, setWorked] = useState<Worked>({ figures: new Map(), failed: null });
  const missing = useMemo(() => qualifying.filter((hit) => !worked.figures.has(figureKey(hit, provider))), [qualifying, worked, provider]);
  useEffect(() => {
    if (missing.length === 0 || worked.failed === qualifying) return;
    const abort = new AbortController();
    carEstimates(
      missing.map((hit) => ({ price: hit.price, lender: carLender(hit, provider) })),
      tenantEstimateDefaults(tenant.finance),
      abort.signal,
    )
      .then((results) =>
        setWorked((known) => {
          const figures = new Map(known.figures);
          results.forEach((r, i) => figures.set(figureKey(missing[i], provider), r.enquireForFinance ? null : estimateFigure(r, tenant.finance)));
          return { figures, failed: null };
        }),
      )
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('finance estimates failed', error);
        // No figures for this page: the lines kept for them close (another page tries again).
        setWorked((known) => ({ ...known, failed: qualifying }));
      });
    return () => abort.abort();
  }, [missing, qualifying, worked.failed, tenant, provider]);
  return useMemo(() => {
    const shown = new Map<number, CardEstimate | null>();
    for (const hit of qualifying) {
      const key = figureKey(hit, provider);
      if (worked.figures.has(key)) {
        const figure = worked.figures.get(key);
        if (figure) shown.set(hit.id, figure);
      } else if (worked.failed !== qualifying) shown.set(hit.id, null);
    }
    return shown;
  }, [qualifying, worked, provider]);
}

/**
 * The estimates of `hits` for the cards inside. A component of its own: when the finance worker
 * answers, only this and the cards' estimate lines re-render, not the screen that holds the cards.
 */
export function CardEstimatesFor({ hits, tenant, now, children }: { hits: readonly EstimateHit[]; tenant: BrowserTenant; now: Date; children: ReactNode }) {
  const estimates = useCardEstimates(hits, tenant, now);
  return createElement(CardEstimates.Provider, { value: estimates }, children);
}
