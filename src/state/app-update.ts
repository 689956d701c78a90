// A new version of the site is installed and waiting (src/sw-client/register.ts sets it); the shopper
// chooses when to reload into it.
import { atom, useClientValue } from './store.ts';

export const updateAvailableAtom = atom(false);

export function useUpdateAvailable(): boolean {
  return useClientValue(updateAvailableAtom, false);
}
