// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as favourites from '../../src/db/favourites.ts';
import { carSummary, laterBy, startClock, wipeDb } from './db-helpers.ts';

beforeEach(async () => {
  await wipeDb();
  startClock();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('favourites', () => {
  it('toggles a car in and out', async () => {
    expect(await favourites.toggle(carSummary(1))).toBe(true);
    expect(await favourites.has(1)).toBe(true);
    expect(await favourites.toggle(carSummary(1))).toBe(false);
    expect(await favourites.has(1)).toBe(false);
    expect(await favourites.list()).toEqual([]);
  });

  it('lists newest first and keeps only the Favourite record fields', async () => {
    await favourites.add({ ...carSummary(7), price: 30_000, vin: 'X' } as ReturnType<typeof carSummary>);
    laterBy();
    await favourites.add(carSummary(3));
    laterBy();
    await favourites.add(carSummary(5));

    const listed = await favourites.list();
    expect(listed.map((car) => car.id)).toEqual([5, 3, 7]);
    expect(Object.keys(listed[2]).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'saved_at', 'slug']);
  });

  it('adding a saved car again keeps one entry and its place', async () => {
    await favourites.add(carSummary(1));
    laterBy();
    await favourites.add(carSummary(2));
    laterBy();
    await favourites.add(carSummary(1));
    expect((await favourites.list()).map((car) => car.id)).toEqual([2, 1]);
  });

  it('removes one car and leaves the rest', async () => {
    await favourites.add(carSummary(1));
    await favourites.add(carSummary(2));
    await favourites.remove(1);
    expect((await favourites.list()).map((car) => car.id)).toEqual([2]);
  });
});
