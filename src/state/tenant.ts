// The tenant's browser bootstrap, inlined by the server (src/domain/tenant-bootstrap.ts): set once at
// start (src/app/main.tsx, or the server's render) and unchanged for the page's life.
import type { TenantBootstrap } from '../domain/tenant-bootstrap.ts';
import { atom } from './store.ts';

export const bootstrapAtom = atom<TenantBootstrap | null>(null);
export const tenantAtom = atom((get) => {
  const bootstrap = get(bootstrapAtom);
  if (!bootstrap) throw new Error('tenantAtom read before the bootstrap was set');
  return bootstrap.tenant;
});
export const navigationAtom = atom((get) => get(bootstrapAtom)!.navigation);
