import { useEffect, useState } from 'react';
import { estimateFigure, tenantEstimateDefaults, type CarEstimate } from '../../domain/finance.ts';
import { formatMoney, sellingPrice } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/vehicle-page.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { carEstimates } from '../../worker-clients/finance-client.ts';
import { inOwnTask } from '../../ui/own-task.ts';

/**
 * Whether the weekly estimate shows (spec §5 conditions) and, once the finance worker has worked it
 * out, the estimate; `shows` is known at once, so the line can hold its place while it loads.
 */
export function useCarEstimate(car: Car, tenant: BrowserTenant, now: Date): { shows: boolean; estimate: CarEstimate | null } {
  const shows = carShowsEstimate(car, tenant, now.getFullYear());
  const [estimate, setEstimate] = useState<{ id: number; value: CarEstimate } | null>(null);
  useEffect(() => {
    if (!shows) return;
    const abort = new AbortController();
    // From a task of its own: the first call starts the finance worker, in the page's hydration commit otherwise.
    const cancel = inOwnTask(() =>
      carEstimates([{ price: sellingPrice(car), lender: carLender(car, tenant.finance.provider) }], tenantEstimateDefaults(tenant.finance), abort.signal).then(
        ([value]) => setEstimate({ id: car.id, value }),
        (error: unknown) => {
          if (!isAbortError(error)) console.warn('finance estimate failed', error);
        },
      ),
    );
    return () => {
      cancel();
      abort.abort();
    };
  }, [car, shows, tenant.finance]);
  return { shows, estimate: shows && estimate?.id === car.id ? estimate.value : null };
}

/** The estimate as the sidebar and sticky header say it: '$123.45 / week', or '/ month' on monthly-only tenants. */
export function estimateText(estimate: CarEstimate, tenant: BrowserTenant): string {
  const { amount, per } = estimateFigure(estimate, tenant.finance);
  return `${formatMoney(amount)} / ${per}`;
}
