// Issue 42: the filters a search applies, as removable chips with the search each leaves.
import { describe, expect, it } from 'vitest';
import { activeFilters } from '../../src/domain/active-filters.ts';
import { CAR_FACET_PANELS } from '../../src/domain/search-facets.ts';

describe('activeFilters', () => {
  const state = {
    query: 'corolla',
    page: 3,
    sortBy: 'cars_price_asc',
    refinementList: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
    menu: { item_type: 'car' },
    range: { price: { max: 40000 }, km: { min: 10000, max: 80000 } },
  };

  it('names each filter in page order, with the panel’s label and the value as the panel shows it', () => {
    expect(activeFilters(state, CAR_FACET_PANELS).map((c) => c.label)).toEqual([
      '“corolla”',
      'Condition: Used',
      'Make: Toyota',
      'Make: Mazda',
      'Price: up to $40,000',
      'Kilometres: 10,000 km – 80,000 km',
      'Vehicle type: Car',
    ]);
    expect(activeFilters({ range: { price: { min: 5000 } } }, CAR_FACET_PANELS)[0].label).toBe('Price: from $5,000');
  });

  it('removes one filter, keeps the rest and the sort, and goes back to page 1', () => {
    const [query, , toyota, , price] = activeFilters(state, CAR_FACET_PANELS);
    expect(toyota.without).toEqual({ ...state, page: undefined, refinementList: { make: ['Mazda'], car_type: ['used'] } });
    expect(query.without.query).toBeUndefined();
    expect(price.without.range).toEqual({ km: { min: 10000, max: 80000 } });
    for (const chip of activeFilters(state, CAR_FACET_PANELS)) {
      expect(chip.without.sortBy).toBe('cars_price_asc');
      expect(chip.without.page).toBeUndefined();
    }
  });

  it('has no chips for a search that filters nothing', () => {
    expect(activeFilters({ sortBy: 'cars_latest', page: 2 }, CAR_FACET_PANELS)).toEqual([]);
  });
});
