// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as favourites from '../../src/db/favourites.ts';
import type { SavedCar } from '../../src/db/records.ts';
import { DB_NAME } from '../../src/domain/browser-db.ts';
import { DB_VERSION, UPGRADE_STEPS, openForecourtDb } from '../../src/db/schema.ts';
import { carSummary, collectDbErrors, startClock, wipeDb } from './db-helpers.ts';

beforeEach(async () => {
  await wipeDb();
  startClock();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('versioned upgrades', () => {
  it('upgrading from v1 keeps the favourites and backfills saved_at for the v2 index', async () => {
    const v1 = await openForecourtDb({ steps: UPGRADE_STEPS.slice(0, 1) });
    expect(v1.version).toBe(1);
    // v1 kept favourites without saved_at.
    for (const id of [2, 1]) await v1.put('favourites', carSummary(id) as SavedCar);
    v1.close();

    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    const listed = await favourites.list();

    expect(listed.map((car) => car.id).sort()).toEqual([1, 2]);
    expect(listed.every((car) => car.saved_at === Date.parse('2025-06-01T00:00:00Z'))).toBe(true);
    const current = await openDB(DB_NAME);
    expect(current.version).toBe(DB_VERSION);
    expect([...current.transaction('favourites').store.indexNames]).toEqual(['by-saved-at']);
    current.close();
  });

  it('a step that fails aborts the upgrade and leaves the old version and its data', async () => {
    const v1 = await openForecourtDb({ steps: UPGRADE_STEPS.slice(0, 1) });
    await v1.put('favourites', carSummary(1) as SavedCar);
    v1.close();

    const failing = [...UPGRADE_STEPS.slice(0, 1), () => Promise.reject(new Error('bad step'))];
    await expect(openForecourtDb({ steps: failing })).rejects.toMatchObject({ kind: 'unknown', cause: new Error('bad step') });

    const old = await openDB(DB_NAME);
    expect(old.version).toBe(1);
    expect(await old.getAll('favourites')).toEqual([carSummary(1)]);
    old.close();
  });

  it('a newer tab upgrading closes this tab’s connection; its next write says to reload', async () => {
    await favourites.add(carSummary(1));
    const errors = collectDbErrors();

    const newerTab = await openForecourtDb({ steps: [...UPGRADE_STEPS, () => {}] });
    expect(newerTab.version).toBe(DB_VERSION + 1);

    await expect(favourites.add(carSummary(2))).rejects.toMatchObject({ name: 'DbError', kind: 'blocked' });
    expect(errors.map((error) => error.kind)).toEqual(['blocked']);
    expect(await newerTab.getAll('favourites')).toMatchObject([carSummary(1)]);
    newerTab.close();
  });

  it('an older connection that will not close blocks the upgrade, which is reported and then completes', async () => {
    const stubborn = await openDB(DB_NAME, 1, { upgrade: (db) => db.createObjectStore('favourites', { keyPath: 'id' }) });
    const errors = collectDbErrors();

    const opening = openForecourtDb();
    await vi.waitFor(() => expect(errors.map((error) => error.kind)).toEqual(['blocked']));
    stubborn.close();

    const db = await opening;
    expect(db.version).toBe(DB_VERSION);
    db.close();
  });
});
