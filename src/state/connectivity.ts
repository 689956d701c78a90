// The browser's own idea of being online (answers it gets offline are the search worker's stored ones,
// which say so themselves).
import { atom, useClientValue } from './store.ts';

const changed = atom(0);
changed.onMount = (set) => {
  set((n) => n + 1);
  const onChange = () => set((n) => n + 1);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const onlineAtom = atom((get) => {
  get(changed);
  return navigator.onLine;
});

/** Online as the server's render assumes it, then as the browser says. */
export function useOnline(): boolean {
  return useClientValue(onlineAtom, true);
}
