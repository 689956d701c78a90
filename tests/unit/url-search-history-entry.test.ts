// Search history entries (spec §9) from the URL state and back to a link.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { normalizeUiState, type SearchUiState } from '../../src/domain/search-ui-state.ts';
import { historyEntry, historyHref, historyLabel } from '../../src/url/search-history-entry.ts';
import { routeToState } from '../../src/url/search-route.ts';

describe('search history entries', () => {
  const state: SearchUiState = { query: 'cx-5', page: 3, sortBy: 'cars_latest', refinementList: { make: ['Mazda', 'Kia'] }, range: { price: { max: 50000 } } };

  it('keeps each non-empty filter plus the path (not the page or sort)', () => {
    expect(historyEntry('/search/used-cars', state)).toEqual({
      path: '/search/used-cars',
      filters: { query: 'cx-5', 'refinementList[make]': ['Mazda', 'Kia'], 'range[price]': ':50000' },
    });
  });

  it('links back to the same filters', () => {
    const href = historyHref(historyEntry('/search/used-cars', state));
    const [path, query] = href.split('?');
    expect(path).toBe('/search/used-cars');
    expect(routeToState(query)).toEqual({ query: 'cx-5', refinementList: { make: ['Mazda', 'Kia'] }, range: { price: { max: 50000 } } });
    expect(historyLabel(historyEntry('/x', state))).toBe('cx-5 · Mazda, Kia · price any–50000');
  });

  it("names a path that filters by its title, first in the label", () => {
    const entry = historyEntry('/search/toyota/corolla', {}, 'Toyota Corolla');
    expect(entry).toEqual({ path: '/search/toyota/corolla', filters: {}, title: 'Toyota Corolla' });
    expect(historyLabel(entry)).toBe('Toyota Corolla');
    expect(historyHref(entry)).toBe('/search/toyota/corolla');
    expect(historyLabel(historyEntry('/search/used-cars', state, 'Used Cars'))).toBe('Used Cars · cx-5 · Mazda, Kia · price any–50000');
  });

  it('round-trips any filters through the entry', () => {
    const values = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.record({ query: fc.string({ maxLength: 8 }), refinementList: fc.dictionary(fc.constantFrom('make', 'body'), values), menu: fc.dictionary(fc.constantFrom('car_type'), fc.string({ minLength: 1 })) }, { requiredKeys: [] }), (raw) => {
        const s = normalizeUiState(raw);
        const query = historyHref(historyEntry('/p', s)).split('?')[1] ?? '';
        expect(routeToState(query)).toEqual(s);
      }),
    );
  });
});
