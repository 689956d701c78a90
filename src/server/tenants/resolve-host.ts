// Host header -> tenant: {slug}.localhost, a domain listed in tenant.json, or plain localhost for the default.
import type { LoadedTenant } from './load-tenants.ts';

export interface TenantDirectory {
  all: LoadedTenant[];
  bySlug(slug: string): LoadedTenant | undefined;
  resolve(hostHeader: string | undefined): LoadedTenant | undefined;
  defaultTenant: LoadedTenant;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createTenantDirectory(tenants: LoadedTenant[]): TenantDirectory {
  const bySlug = new Map(tenants.map((t) => [t.config.slug, t]));
  const byDomain = new Map(tenants.flatMap((t) => t.config.domains.map((d) => [d, t] as const)));
  const defaultTenant = tenants.find((t) => t.config.default) ?? tenants[0];
  return {
    all: tenants,
    defaultTenant,
    bySlug: (slug) => bySlug.get(slug),
    resolve(hostHeader) {
      if (!hostHeader) return undefined;
      const host = hostHeader.toLowerCase().replace(/:\d+$/, '');
      if (LOOPBACK.has(host)) return defaultTenant;
      if (host.endsWith('.localhost')) return bySlug.get(host.slice(0, -'.localhost'.length));
      return byDomain.get(host);
    },
  };
}

/** The local URL a tenant is served on. */
export function tenantLocalUrl(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}`;
}
