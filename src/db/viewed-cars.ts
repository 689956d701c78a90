// Cars the visitor opened, newest first, the most recent VIEWED_CARS_LIMIT kept. Spec §8: failures
// here are logged and ignored, so neither call rejects nor raises a toast.
// Import as a namespace: `import * as viewedCars from '../db/viewed-cars.ts'`.
import type { ViewedCar, ViewedCarSummary } from './records.ts';
import { readStore, writeStore } from './transactions.ts';

export const VIEWED_CARS_LIMIT = 50;

/** Records a view; a car viewed again moves to the front. */
export async function record({ id, stocknum, make, model, body, simple_body }: ViewedCarSummary): Promise<void> {
  try {
    await writeStore(
      'viewed-cars',
      'add',
      async (store) => {
        await store.put({ id, stocknum, make, model, body, simple_body, viewed_at: Date.now() });
        let older = await store.index('by-viewed-at').openCursor(null, 'prev');
        if (older) older = await older.advance(VIEWED_CARS_LIMIT);
        for (; older; older = await older.continue()) await older.delete();
      },
      { quiet: true },
    );
  } catch (error) {
    console.warn('Viewed car not recorded', error);
  }
}

/** Newest first; empty when the store cannot be read. */
export async function list(): Promise<ViewedCar[]> {
  try {
    const oldestFirst = await readStore('viewed-cars', (store) => store.index('by-viewed-at').getAll(), { quiet: true });
    return oldestFirst.reverse();
  } catch (error) {
    console.warn('Viewed cars not read', error);
    return [];
  }
}
