// The pure rule of spec §9 "search history 5", without a database.
import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_LIMIT,
  nextSearchHistory,
  sameSearch,
  withoutEmptyFilters,
  type SearchEntry,
} from '../../src/domain/search-history.ts';

const search = (path: string, filters: SearchEntry['filters'] = {}): SearchEntry => ({ path, filters });

describe('withoutEmptyFilters', () => {
  it('drops blank strings and lists with no value, keeps the rest as given', () => {
    expect(
      withoutEmptyFilters({ query: ' ', make: [], body: ['', ' '], model: ['CX-5'], price: ['', '20000'], year: '2020' }),
    ).toEqual({ model: ['CX-5'], price: ['', '20000'], year: '2020' });
  });
});

describe('sameSearch', () => {
  it('ignores the order filters and their values were picked in, and empty filters', () => {
    expect(
      sameSearch(
        search('/cars', { make: ['Mazda', 'Toyota'], year: '2020', query: '' }),
        search('/cars', { year: '2020', make: ['Toyota', 'Mazda'] }),
      ),
    ).toBe(true);
  });

  it('tells apart different paths and values', () => {
    expect(sameSearch(search('/cars', { year: '2020' }), search('/cars/used', { year: '2020' }))).toBe(false);
    expect(sameSearch(search('/cars', { year: '2020' }), search('/cars', { year: '2021' }))).toBe(false);
    expect(sameSearch(search('/cars', { make: 'Mazda' }), search('/cars', { make: ['Mazda'] }))).toBe(false);
  });
});

describe('nextSearchHistory', () => {
  it('puts the new search first without its empty filters', () => {
    expect(nextSearchHistory([search('/cars')], search('/cars/used', { make: 'Kia', query: '' }))).toEqual([
      search('/cars/used', { make: 'Kia' }),
      search('/cars'),
    ]);
  });

  it("keeps the path's title with the search", () => {
    expect(nextSearchHistory([], { path: '/search/used-cars', filters: {}, title: 'Used Cars' })).toEqual([
      { path: '/search/used-cars', filters: {}, title: 'Used Cars' },
    ]);
  });

  it('moves an equal search to the front instead of repeating it', () => {
    const history = [search('/a'), search('/b', { make: ['Kia', 'Audi'] }), search('/c')];
    expect(nextSearchHistory(history, search('/b', { make: ['Audi', 'Kia'] }))).toEqual([
      search('/b', { make: ['Audi', 'Kia'] }),
      search('/a'),
      search('/c'),
    ]);
  });

  it(`keeps ${SEARCH_HISTORY_LIMIT}, dropping the oldest`, () => {
    let history: SearchEntry[] = [];
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6']) history = nextSearchHistory(history, search(path));
    expect(history.map((entry) => entry.path)).toEqual(['/6', '/5', '/4', '/3', '/2']);
  });

  it('leaves the given history untouched', () => {
    const history = Object.freeze([search('/a')]);
    nextSearchHistory(history, search('/b'));
    expect(history).toEqual([search('/a')]);
  });
});
