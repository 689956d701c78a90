// A demo tenant's bootstrap set in the app's store, as src/app/main.tsx sets it from the page, and a
// tree rendered inside that store.
import { render, type RenderResult } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { toBrowserTenant, type SiteNavigation, type TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { parseTenantConfig } from '../../src/domain/tenant-config.ts';
import { store, StoreProvider } from '../../src/state/store.ts';
import { bootstrapAtom } from '../../src/state/tenant.ts';

/** Two of metro-auto-group's demo dealerships, as the server lists them in the bootstrap. */
export const LOCATIONS: SiteNavigation['locations'] = [
  { name: 'Metro Toyota Parramatta', slug: 'metro-toyota-parramatta', phone: '02 9000 1000', city: 'Parramatta', type: 'dealership' },
  { name: 'Metro Honda Penrith', slug: 'metro-honda-penrith', phone: '02 9000 2000', city: 'Penrith', type: 'dealership' },
];

export function tenantBootstrap(slug: string): TenantBootstrap {
  const parsed = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
  if (!parsed.ok) throw new Error(`tenants/${slug}/tenant.json does not parse`);
  const navigation: SiteNavigation = {
    models: [],
    stock: { new: 0, demo: 0, used: 0 },
    itemTypes: {},
    offersCount: 0,
    brands: [],
    locations: LOCATIONS,
    rating: null,
    phone: LOCATIONS[0].phone,
    primaryCity: LOCATIONS[0].city,
  };
  const search = { mode: 'embedded' as const, appId: slug, apiKey: 'component-tests', host: null, carsIndex: `${slug}_cars`, offersIndex: `${slug}_offers`, partsIndex: `${slug}_parts` };
  return { tenant: toBrowserTenant(parsed.config), search, navigation, logoUrl: '/logo.svg', imageTemplate: '/img/{path}' };
}

/** Renders `ui` with the tenant's bootstrap in the app's one store (toasts and the rest read it too). */
export function renderForTenant(slug: string, ui: ReactNode): RenderResult {
  store.set(bootstrapAtom, tenantBootstrap(slug));
  return render(<StoreProvider store={store}>{ui}</StoreProvider>);
}
