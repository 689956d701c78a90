// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as compare from '../../src/db/compare.ts';
import { COMPARE_FULL_MESSAGE } from '../../src/db/messages.ts';
import { carSummary, laterBy, startClock, wipeDb } from './db-helpers.ts';

beforeEach(async () => {
  await wipeDb();
  startClock();
});
afterEach(() => {
  vi.useRealTimers();
});

async function fillCompare(ids: number[]): Promise<void> {
  for (const id of ids) {
    expect(await compare.add(carSummary(id))).toBe('added');
    laterBy();
  }
}

describe('compare list', () => {
  it(`holds at most ${compare.COMPARE_LIMIT} cars: a fifth resolves to 'full' and is not stored`, async () => {
    await fillCompare([1, 2, 3, 4]);
    expect(await compare.add(carSummary(5))).toBe('full');
    expect(await compare.toggle(carSummary(5))).toBe('full');
    expect(await compare.has(5)).toBe(false);
    expect((await compare.list()).map((car) => car.id)).toEqual([1, 2, 3, 4]);
    expect(COMPARE_FULL_MESSAGE).toContain('4 cars');
  });

  it('a car already in the list is not counted twice', async () => {
    await fillCompare([1, 2, 3, 4]);
    expect(await compare.add(carSummary(2))).toBe('already-there');
  });

  it('keeps the order cars were added in, and makes room when one is removed', async () => {
    await fillCompare([4, 2, 9, 1]);
    expect(await compare.toggle(carSummary(2))).toBe('removed');
    expect(await compare.toggle(carSummary(6))).toBe('added');
    expect((await compare.list()).map((car) => car.id)).toEqual([4, 9, 1, 6]);
  });

  it('clears', async () => {
    await fillCompare([1, 2]);
    await compare.clear();
    expect(await compare.list()).toEqual([]);
  });
});
