// Favourites and the compare list hold the same record (spec §3 Favourite record) and behave
// alike; the compare list is capped. These are the operations they share.
import type { CarSummary, SavedCar } from './records.ts';
import { readStore, writeStore, type StoreIn } from './transactions.ts';

export type SavedCarStore = 'favourites' | 'compare';

/** 'full': the list already holds its limit and the car was not added. */
export type AddOutcome = 'added' | 'already-there' | 'full';
export type ToggleOutcome = 'added' | 'removed' | 'full';

export function addSavedCar(name: SavedCarStore, car: CarSummary, limit = Infinity): Promise<AddOutcome> {
  return writeStore(name, 'add', async (store) =>
    (await store.count(car.id)) > 0 ? 'already-there' : putWithinLimit(store, car, limit),
  );
}

export function removeSavedCar(name: SavedCarStore, id: number): Promise<void> {
  return writeStore(name, 'remove', (store) => store.delete(id));
}

export function toggleSavedCar(name: SavedCarStore, car: CarSummary, limit = Infinity): Promise<ToggleOutcome> {
  return writeStore(name, 'toggle', async (store) => {
    if ((await store.count(car.id)) === 0) return putWithinLimit(store, car, limit);
    await store.delete(car.id);
    return 'removed';
  });
}

export function hasSavedCar(name: SavedCarStore, id: number): Promise<boolean> {
  return readStore(name, async (store) => (await store.count(id)) > 0);
}

async function putWithinLimit(
  store: StoreIn<SavedCarStore, 'readwrite'>,
  car: CarSummary,
  limit: number,
): Promise<'added' | 'full'> {
  if ((await store.count()) >= limit) return 'full';
  await store.put(savedCar(car));
  return 'added';
}

// Callers may pass a whole Car or search hit; only the record's fields are kept.
function savedCar({ id, name, slug, make, model, primary_image_url }: CarSummary): SavedCar {
  return { id, name, slug, make, model, primary_image_url, saved_at: Date.now() };
}
