import { useMemo } from 'react';
import { carEstimate, estimateFigure, tenantEstimateDefaults, type CarEstimate } from '../../domain/finance.ts';
import { formatMoney, sellingPrice } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/car-page.ts';

/**
 * The car's estimate where it shows one (spec §5 conditions), else null. Worked out in the render, on
 * the server too, so the line is in the page's HTML: one car's figure is a few operations of the same
 * src/domain maths the finance worker runs for a results page, and starting that worker for it took
 * the main thread as the page became live, a long task on a phone.
 */
export function useCarEstimate(car: Car, tenant: BrowserTenant, now: Date): CarEstimate | null {
  const shows = carShowsEstimate(car, tenant, now.getFullYear());
  return useMemo(
    () => (shows ? carEstimate({ price: sellingPrice(car), lender: carLender(car, tenant.finance.provider) }, tenantEstimateDefaults(tenant.finance)) : null),
    [car, shows, tenant.finance],
  );
}

/** The estimate as the sidebar and sticky header say it: '$123.45 / week', or '/ month' on monthly-only tenants. */
export function estimateText(estimate: CarEstimate, tenant: BrowserTenant): string {
  const { amount, per } = estimateFigure(estimate, tenant.finance);
  return `${formatMoney(amount)} / ${per}`;
}
