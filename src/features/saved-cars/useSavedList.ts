import { useEffect, useState } from 'react';
import { subscribe } from '../../db/changes.ts';
import type { SavedCar } from '../../db/records.ts';

/** A saved-cars store's list, kept fresh across writes in this tab and in others. */
export function useSavedList(store: 'favourites' | 'compare', list: () => Promise<SavedCar[]>) {
  const [cars, setCars] = useState<SavedCar[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      list()
        .then((next) => live && setCars(next))
        .catch(() => live && setCars((prev) => prev ?? []));
    load();
    const unsubscribe = subscribe(store, load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, list]);
  return cars;
}
