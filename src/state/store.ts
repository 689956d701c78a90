// The one module that imports jotai. The store is usable outside React (workers' clients, the SW
// client) as well as through the Provider.
import { atom, createStore } from 'jotai';
import type { TenantBootstrap } from '../domain/tenant-bootstrap.ts';

export const store = createStore();

/** Set once at start from the inlined bootstrap; never changes during a page's life. */
export const bootstrapAtom = atom<TenantBootstrap | null>(null);
export const tenantAtom = atom((get) => {
  const bootstrap = get(bootstrapAtom);
  if (!bootstrap) throw new Error('tenantAtom read before the bootstrap was set');
  return bootstrap.tenant;
});

export { Provider as StoreProvider, useAtomValue } from 'jotai';
