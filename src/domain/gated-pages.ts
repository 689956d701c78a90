// Spec §4/§6 gated pages: when the page is gated for this tenant and nobody is signed in (once
// loading has finished), go to /sign-in?type=..&redirect=..&back=.. .
import type { GATEABLE_PAGES, TenantConfig } from './tenant-config.ts';

export type GateType = (typeof GATEABLE_PAGES)[number];

export function isGated(type: GateType, tenant: Pick<TenantConfig, 'features' | 'auth'>): boolean {
  return tenant.features.authentication && tenant.auth.gatedPages.includes(type);
}

export interface GateInput {
  type: GateType;
  tenant: Pick<TenantConfig, 'features' | 'auth'>;
  /** The wanted page: path plus query string. */
  wanted: string;
  /** Where to return if the visitor gives up: the previous page on this site, else home. */
  back: string;
  signedIn: boolean;
  loading: boolean;
}

/** The sign-in URL to redirect to, or null to show the page. */
export function signInRedirect({ type, tenant, wanted, back, signedIn, loading }: GateInput): string | null {
  if (loading || signedIn || !isGated(type, tenant)) return null;
  const query = new URLSearchParams({ type, redirect: wanted, back });
  return `/sign-in?${query.toString()}`;
}
