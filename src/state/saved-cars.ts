// The shopper's favourites and compare lists (spec §4), as the app shows them: read from IndexedDB
// once per page for every view of a list (a results page has a favourite and a compare toggle on each
// of its cards), and read again after each write, in this tab or another (src/db/changes.ts).
import * as compare from '../db/compare.ts';
import { subscribe } from '../db/changes.ts';
import * as favourites from '../db/favourites.ts';
import type { SavedCar } from '../db/records.ts';
import { atom, useClientValue, type Atom } from './store.ts';

export type SavedList = 'favourites' | 'compare';

/** null until first read; kept after the last view goes, so the next one starts from it. */
function savedListAtom(list: SavedList, read: () => Promise<SavedCar[]>): Atom<SavedCar[] | null> {
  const cars = atom<SavedCar[] | null>(null);
  cars.onMount = (set) => {
    const load = () => read().then(set, () => set((shown) => shown ?? []));
    void load();
    return subscribe(list, load);
  };
  return cars;
}

const LISTS: Record<SavedList, Atom<SavedCar[] | null>> = {
  favourites: savedListAtom('favourites', favourites.list),
  compare: savedListAtom('compare', compare.list),
};

/** A saved-cars list (null until read, and in the server's render), kept fresh across writes in every tab. */
export function useSavedList(list: SavedList): SavedCar[] | null {
  return useClientValue(LISTS[list], null);
}
