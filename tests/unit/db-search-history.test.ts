// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import * as searchHistory from '../../src/db/search-history.ts';
import { wipeDb } from './db-helpers.ts';

beforeEach(wipeDb);

describe('search history store', () => {
  it('starts empty', async () => {
    expect(await searchHistory.list()).toEqual([]);
  });

  it('keeps the last 5 searches newest first, deduped, without empty filters', async () => {
    for (const path of ['/1', '/2', '/3', '/4', '/5']) await searchHistory.add({ path, filters: { query: '' } });
    await searchHistory.add({ path: '/2', filters: {} });
    const after = await searchHistory.add({ path: '/6', filters: { make: ['Kia'], body: [] } });

    const expected = [
      { path: '/6', filters: { make: ['Kia'] } },
      { path: '/2', filters: {} },
      { path: '/5', filters: {} },
      { path: '/4', filters: {} },
      { path: '/3', filters: {} },
    ];
    expect(after).toEqual(expected);
    expect(await searchHistory.list()).toEqual(expected);
  });

  it('clears', async () => {
    await searchHistory.add({ path: '/cars', filters: {} });
    await searchHistory.clear();
    expect(await searchHistory.list()).toEqual([]);
  });
});
