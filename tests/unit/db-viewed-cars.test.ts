// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as viewedCars from '../../src/db/viewed-cars.ts';
import { laterBy, startClock, viewedCarSummary, wipeDb } from './db-helpers.ts';

beforeEach(async () => {
  await wipeDb();
  startClock();
});
afterEach(() => {
  vi.useRealTimers();
});

async function view(ids: number[]): Promise<void> {
  for (const id of ids) {
    await viewedCars.record(viewedCarSummary(id));
    laterBy();
  }
}

describe('viewed cars', () => {
  it('lists newest first, a car viewed again moving to the front', async () => {
    await view([1, 2, 3, 1]);
    expect((await viewedCars.list()).map((car) => car.id)).toEqual([1, 3, 2]);
  });

  it(`keeps only the ${viewedCars.VIEWED_CARS_LIMIT} most recent`, async () => {
    const ids = Array.from({ length: viewedCars.VIEWED_CARS_LIMIT + 3 }, (_, i) => i + 1);
    await view(ids);
    const listed = (await viewedCars.list()).map((car) => car.id);
    expect(listed).toHaveLength(viewedCars.VIEWED_CARS_LIMIT);
    expect(listed[0]).toBe(ids.at(-1));
    expect(listed.at(-1)).toBe(4);
  });

  it('stores the Viewed-car record fields only', async () => {
    await viewedCars.record({ ...viewedCarSummary(8), price: 1 } as ReturnType<typeof viewedCarSummary>);
    const [car] = await viewedCars.list();
    expect(Object.keys(car).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum', 'viewed_at']);
  });
});
