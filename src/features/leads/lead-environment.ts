// What every lead form needs from the site: the tenant's form options, its dealerships (for the
// preferred-dealership select) and locations, and the rules the shared schema derives from them.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { getDealerships } from '../../api/leads.ts';
import { leadRules, type LeadForm, type LeadRules } from '../../domain/lead-schema.ts';
import { slugify } from '../../domain/media.ts';
import { serviceLocations } from '../../domain/location-blocks.ts';
import type { Dealership, LocationType } from '../../domain/stock.ts';
import { useAtomValue } from '../../state/store.ts';
import { navigationAtom, tenantAtom } from '../../state/tenant.ts';

let dealershipsRequest: Promise<Pick<Dealership, 'slug' | 'name'>[]> | null = null;
function loadDealerships() {
  dealershipsRequest ??= getDealerships().catch((error: unknown) => {
    // An answer that is not the list stays as none; with no answer at all, the next form asks again.
    if (!(error instanceof ApiError) || error.status === 0) dealershipsRequest = null;
    return [];
  });
  return dealershipsRequest;
}

export interface LeadEnvironment {
  siteName: string;
  dealerships: Pick<Dealership, 'slug' | 'name'>[];
  locations: { name: string; slug: string }[];
  /** The locations a form's location select lists: the service form only service locations (spec §2). */
  locationsFor(form: LeadForm): { name: string; slug: string }[];
  manufacturerSlug: string | null;
  validationContext: { forms: { messageOptional: boolean; removePreferredDealership: boolean }; dealershipCount: number; locationCount: number; serviceLocationCount: number };
  rules(form: LeadForm, hasCar: boolean): LeadRules;
}

export function useLeadEnvironment(): LeadEnvironment {
  const tenant = useAtomValue(tenantAtom);
  const nav = useAtomValue(navigationAtom);
  const [dealerships, setDealerships] = useState<Pick<Dealership, 'slug' | 'name'>[]>([]);
  useEffect(() => {
    let live = true;
    void loadDealerships().then((list) => live && setDealerships(list));
    return () => {
      live = false;
    };
  }, []);
  const forService = serviceLocations(nav.locations.map((l) => ({ ...l, location_type: l.type as LocationType, visible: true })));
  const validationContext = { forms: tenant.forms, dealershipCount: dealerships.length, locationCount: nav.locations.length, serviceLocationCount: forService.length };
  return {
    siteName: tenant.name,
    dealerships,
    locations: nav.locations,
    locationsFor: (form) => (form === 'service' ? forService : nav.locations),
    manufacturerSlug: tenant.manufacturer ? slugify(tenant.manufacturer.name) : null,
    validationContext,
    rules: (form, hasCar) => leadRules({ form, hasCar, ...validationContext }),
  };
}
