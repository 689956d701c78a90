// The visitor's favourite cars (spec §2, §4: stored in the browser only). Unlimited; listed newest
// first. Import as a namespace: `import * as favourites from '../db/favourites.ts'`.
import type { CarSummary, SavedCar } from './records.ts';
import { addSavedCar, hasSavedCar, removeSavedCar, toggleSavedCar } from './saved-cars.ts';
import { readStore } from './transactions.ts';

export async function add(car: CarSummary): Promise<void> {
  await addSavedCar('favourites', car);
}

export function remove(id: number): Promise<void> {
  return removeSavedCar('favourites', id);
}

/** Saves the car, or unsaves it if it was saved; resolves to whether it is now a favourite. */
export async function toggle(car: CarSummary): Promise<boolean> {
  return (await toggleSavedCar('favourites', car)) === 'added';
}

export function has(id: number): Promise<boolean> {
  return hasSavedCar('favourites', id);
}

/** Newest first. */
export async function list(): Promise<SavedCar[]> {
  const oldestFirst = await readStore('favourites', (store) => store.index('by-saved-at').getAll());
  return oldestFirst.reverse();
}
