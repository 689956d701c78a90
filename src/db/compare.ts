// The compare list (spec §2): up to COMPARE_LIMIT cars, in the order they were added so the
// comparison columns stay put. A full list is an expected outcome, not a failure: adding to it
// resolves to 'full' (show COMPARE_FULL_MESSAGE from messages.ts) and stores nothing.
// Import as a namespace: `import * as compare from '../db/compare.ts'`.
import type { CarSummary, SavedCar } from './records.ts';
import { addSavedCar, hasSavedCar, removeSavedCar, toggleSavedCar, type AddOutcome, type ToggleOutcome } from './saved-cars.ts';
import { readStore, writeStore } from './transactions.ts';

export const COMPARE_LIMIT = 4;

export type { AddOutcome, ToggleOutcome };

export function add(car: CarSummary): Promise<AddOutcome> {
  return addSavedCar('compare', car, COMPARE_LIMIT);
}

export function remove(id: number): Promise<void> {
  return removeSavedCar('compare', id);
}

export function toggle(car: CarSummary): Promise<ToggleOutcome> {
  return toggleSavedCar('compare', car, COMPARE_LIMIT);
}

export function has(id: number): Promise<boolean> {
  return hasSavedCar('compare', id);
}

/** In the order added. */
export async function list(): Promise<SavedCar[]> {
  const cars = await readStore('compare', (store) => store.getAll());
  return cars.sort((a, b) => a.saved_at - b.saved_at);
}

export function clear(): Promise<void> {
  return writeStore('compare', 'clear', (store) => store.clear());
}
