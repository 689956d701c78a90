// The search state in the address bar (InstantSearch routing format) and back: the round-trip law,
// the exact format, and links written by the old site's InstantSearch (qs encoding).
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { normalizeUiState, setRange, toggleRefinement, type SearchUiState } from '../../src/domain/search-ui-state.ts';
import { parseRange, routeToState, stateToRoute } from '../../src/url/search-route.ts';

const attribute = fc.constantFrom('make', 'model', 'car_type', 'body', 'price', 'km', 'city', 'dealership_name', 'make_model', 'hierarchical.lvl0', 'weekly_price_range');
const value = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
const number = fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }));
const range = fc.record({ min: number, max: number }, { requiredKeys: [] });

const uiState: fc.Arbitrary<SearchUiState> = fc
  .record(
    {
      query: fc.string({ maxLength: 20, unit: 'grapheme' }),
      page: fc.integer({ min: 1, max: 500 }),
      sortBy: fc.constantFrom('cars', 'cars_latest', 'cars_price_asc', 'cars_price_desc'),
      refinementList: fc.dictionary(attribute, fc.uniqueArray(value, { minLength: 1, maxLength: 4 })),
      menu: fc.dictionary(attribute, value),
      range: fc.dictionary(attribute, range),
    },
    { requiredKeys: [] },
  )
  .map(normalizeUiState);

describe('stateToRoute / routeToState', () => {
  it('round-trips every state: routeToState(stateToRoute(s)) equals s', () => {
    fc.assert(
      fc.property(uiState, (state) => {
        expect(routeToState(stateToRoute(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('a route written by stateToRoute is written back identically', () => {
    fc.assert(fc.property(uiState, (state) => {
      const route = stateToRoute(state);
      expect(stateToRoute(routeToState(route))).toBe(route);
    }));
  });

  it('writes the InstantSearch format: 1-based page left out on page 1, indexed lists, min:max ranges', () => {
    const route = stateToRoute({
      query: 'red suv',
      page: 2,
      sortBy: 'cars_price_asc',
      refinementList: { make: ['Mazda', 'Toyota'] },
      menu: { car_type: 'used' },
      range: { price: { min: 10000, max: 50000 }, km: { max: 80000 }, year: { min: 2018 } },
    });
    expect(decodeURIComponent(route)).toBe(
      'query=red suv&page=2&sortBy=cars_price_asc&refinementList[make][0]=Mazda&refinementList[make][1]=Toyota&menu[car_type]=used&range[price]=10000:50000&range[km]=:80000&range[year]=2018:',
    );
    expect(stateToRoute({ page: 1 })).toBe('');
    expect(stateToRoute({ query: 'a&b=c' })).toBe('query=a%26b%3Dc');
  });

  it('reads links from the old site: raw or encoded brackets, + for space, [] lists, index order', () => {
    expect(
      routeToState('?query=hilux+sr5&page=3&refinementList[make][1]=Toyota&refinementList%5Bmake%5D%5B0%5D=Ford&refinementList[body][]=Ute&range%5Bprice%5D=%3A40000'),
    ).toEqual({ query: 'hilux sr5', page: 3, refinementList: { make: ['Ford', 'Toyota'], body: ['Ute'] }, range: { price: { max: 40000 } } });
  });

  it('ignores what it does not understand and drops page 1, bad pages and empty ranges', () => {
    expect(routeToState('page=1&utm_source=x&range[price]=abc:&refinementList[__proto__][0]=x&menu[make][0]=x')).toEqual({});
    expect(routeToState('page=-2')).toEqual({});
    expect(routeToState('page=2.5')).toEqual({});
    expect(Object.getPrototypeOf(routeToState('menu[__proto__]=x').menu ?? {})).toBe(Object.prototype);
  });

  it('parses one-sided and two-sided ranges', () => {
    expect(parseRange('1000:2000')).toEqual({ min: 1000, max: 2000 });
    expect(parseRange(':2000')).toEqual({ max: 2000 });
    expect(parseRange('1000:')).toEqual({ min: 1000 });
    expect(parseRange(':')).toBeNull();
  });
});

describe('refining', () => {
  it('toggles a value and goes back to page 1', () => {
    const on = toggleRefinement({ page: 4, refinementList: { make: ['Ford'] } }, 'make', 'Kia');
    expect(on).toEqual({ refinementList: { make: ['Ford', 'Kia'] } });
    expect(toggleRefinement(on, 'make', 'Ford')).toEqual({ refinementList: { make: ['Kia'] } });
    expect(toggleRefinement({ refinementList: { make: ['Kia'] } }, 'make', 'Kia')).toEqual({});
  });

  it('sets and removes a range', () => {
    const set = setRange({ page: 2 }, 'price', { min: 5000 });
    expect(set).toEqual({ range: { price: { min: 5000 } } });
    expect(setRange(set, 'price', null)).toEqual({});
  });
});
