import { useMemo } from 'react';
import { financeExample, type FinanceExample } from '../../domain/finance-example.ts';
import { tenantEstimateDefaults } from '../../domain/finance.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';

/** The car's lender's example loan: the one figure the page's estimate, calculator and promo card show. */
export function useFinanceExample(car: Car, tenant: BrowserTenant): FinanceExample | null {
  return useMemo(() => financeExample(car, tenant.finance.provider, tenantEstimateDefaults(tenant.finance)), [car, tenant.finance]);
}
