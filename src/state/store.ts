// The one module that imports jotai. The app's client state lives in atoms, grouped by concern in
// src/state (the tenant, toasts, the session, saved cars, the showroom list, connectivity, a waiting
// update); this module gives them their store and the hooks that read them. The store is usable
// outside React (worker clients, the service worker's client) and in the Provider; the server renders
// each page with a store of its own (src/app/render-page.tsx).
import { atom, createStore, useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

export const store = createStore();

/**
 * An atom's value for a component the server renders too, when the browser's value may differ from the
 * server's (what IndexedDB, localStorage or the browser say): `onServer` in the server's render and
 * while hydrating, then the atom's own, as useSyncExternalStore gives. A part of the page that
 * hydrates late so never meets a value an earlier part loaded, which the server's HTML does not show.
 */
export function useClientValue<T>(value: Atom<T>, onServer: T): T {
  const current = useStore();
  const subscribe = useCallback((onChange: () => void) => current.sub(value, onChange), [current, value]);
  return useSyncExternalStore(subscribe, () => current.get(value), () => onServer);
}

export { atom, createStore };
export type { Atom };
export { Provider as StoreProvider, useAtomValue, useSetAtom, useAtom } from 'jotai';
