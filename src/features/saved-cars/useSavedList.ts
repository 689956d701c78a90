import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from '../../db/changes.ts';
import type { SavedCar } from '../../db/records.ts';

type SavedStore = 'favourites' | 'compare';

interface SharedList {
  /** null until first read. Kept after the last view goes, so the next one starts from it. */
  cars: SavedCar[] | null;
  views: Set<() => void>;
  stop: (() => void) | null;
}

// One read and one change subscription per store for the whole page, however many views show it:
// a results page has 21 cards with a favourite and a compare toggle each.
const shared = new Map<SavedStore, SharedList>();

function sharedList(store: SavedStore): SharedList {
  let entry = shared.get(store);
  if (!entry) shared.set(store, (entry = { cars: null, views: new Set(), stop: null }));
  return entry;
}

function watch(store: SavedStore, list: () => Promise<SavedCar[]>, onChange: () => void): () => void {
  const entry = sharedList(store);
  entry.views.add(onChange);
  if (!entry.stop) {
    const set = (cars: SavedCar[]) => {
      entry.cars = cars;
      for (const view of entry.views) view();
    };
    const load = () => list().then(set, () => set(entry.cars ?? []));
    void load();
    entry.stop = subscribe(store, load);
  }
  return () => {
    entry.views.delete(onChange);
    if (entry.views.size === 0) {
      entry.stop?.();
      entry.stop = null;
    }
  };
}

const NOT_READ = () => null;

/** A saved-cars store's list (null until read), kept fresh across writes in this tab and in others. */
export function useSavedList(store: SavedStore, list: () => Promise<SavedCar[]>): SavedCar[] | null {
  const onStore = useCallback((onChange: () => void) => watch(store, list, onChange), [store, list]);
  return useSyncExternalStore(onStore, () => sharedList(store).cars, NOT_READ);
}
