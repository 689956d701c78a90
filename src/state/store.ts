// The one module that imports jotai. Concern modules in src/state build their atoms from what this
// re-exports; the store is usable outside React (worker clients, the SW client) and in the Provider.
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
export const navigationAtom = atom((get) => get(bootstrapAtom)!.navigation);

// The server renders each page with a store of its own (src/app/render-page.tsx).
export { atom, createStore };
export { Provider as StoreProvider, useAtomValue, useSetAtom, useAtom } from 'jotai';
