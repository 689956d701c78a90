// The URL state as search requests: filters, disjunctive counts queries, sort replicas, pages.
import { describe, expect, it } from 'vitest';
import { carNumericFilters, mergeFacets, searchRequests, sortKeyOf } from '../../src/domain/search-request.ts';

const options = { indexName: 'cars', facets: ['make', 'body', 'price'], hitsPerPage: 21, maxValuesPerFacet: 200, filters: 'car_type:used' };

describe('searchRequests', () => {
  it('sends one results query for an unrefined state, page 1 as page 0', () => {
    expect(searchRequests({ query: 'mazda' }, options)).toEqual([
      { indexName: 'cars', query: 'mazda', filters: 'car_type:used', facets: ['make', 'body', 'price'], hitsPerPage: 21, page: 0, maxValuesPerFacet: 200 },
    ]);
  });

  it('ORs values within a facet, ANDs facets, ranges as numeric filters, and asks counts without each refinement', () => {
    const [main, makeCounts, bodyCounts, priceCounts] = searchRequests(
      { page: 3, refinementList: { make: ['Kia', 'Ford'] }, menu: { body: 'SUV' }, range: { price: { min: 1000, max: 9000 } } },
      { ...options, numericFilters: ['price>0'] },
    );
    expect(main).toMatchObject({ page: 2, hitsPerPage: 21, facetFilters: [['make:Kia', 'make:Ford'], ['body:SUV']], numericFilters: ['price>0', 'price>=1000', 'price<=9000'] });
    expect(makeCounts).toMatchObject({ hitsPerPage: 0, page: 0, facets: ['make'], facetFilters: [['body:SUV']], numericFilters: ['price>0', 'price>=1000', 'price<=9000'] });
    expect(bodyCounts).toMatchObject({ facets: ['body'], facetFilters: [['make:Kia', 'make:Ford']] });
    expect(priceCounts).toMatchObject({ facets: ['price'], numericFilters: ['price>0'] });
    expect(priceCounts.filters).toBe('car_type:used');
  });

  it('escapes a value’s leading dash, which Algolia would read as a negation', () => {
    const [main] = searchRequests({ refinementList: { model: ['-X', 'A-1'] }, menu: { body: '-' } }, options);
    expect(main.facetFilters).toEqual([['model:\\-X', 'model:A-1'], ['body:\\-']]);
  });

  it('asks only the attributes the cards show, highlighting none, on the results query alone', () => {
    const [main, counts] = searchRequests({ refinementList: { make: ['Kia'] } }, { ...options, attributesToRetrieve: ['slug', 'price'] });
    expect(main).toMatchObject({ attributesToRetrieve: ['slug', 'price'], attributesToHighlight: [] });
    expect(counts).not.toHaveProperty('attributesToRetrieve');
    expect(searchRequests({}, options)[0]).not.toHaveProperty('attributesToRetrieve');
  });
});

describe('mergeFacets', () => {
  const state = { refinementList: { make: ['Kia'] }, range: { price: { min: 5000 } } };

  it("takes a refined facet's counts and stats from its own query", () => {
    const merged = mergeFacets(searchRequests(state, options), [
      { facets: { make: { Kia: 4 }, body: { SUV: 4 } }, facets_stats: { price: { min: 5000, max: 9000 } } },
      { facets: { make: { Kia: 4, Ford: 7 } } },
      { facets: { price: {} }, facets_stats: { price: { min: 0, max: 150000 } } },
    ]);
    expect(merged.facets).toEqual({ make: { Kia: 4, Ford: 7 }, body: { SUV: 4 }, price: {} });
    expect(merged.facets_stats.price).toEqual({ min: 0, max: 150000 });
  });

  it('reads each counts answer as the attribute its request asked for, whatever the order', () => {
    const merged = mergeFacets(
      [{ facets: ['make', 'body'] }, { facets: ['body'] }, { facets: ['make'] }],
      [{ facets: { make: { Kia: 4 }, body: { SUV: 4 } } }, { facets: { body: { SUV: 4, Ute: 2 } } }, { facets: { make: { Kia: 4, Ford: 7 } } }],
    );
    expect(merged.facets).toEqual({ make: { Kia: 4, Ford: 7 }, body: { SUV: 4, Ute: 2 } });
  });
});

describe('sort', () => {
  it('reads the replica name in sortBy; anything else is most relevant', () => {
    expect(sortKeyOf('cars_price_asc', 'cars')).toBe('priceAsc');
    expect(sortKeyOf('cars_latest', 'cars')).toBe('latest');
    expect(sortKeyOf('cars_price_desc', 'cars')).toBe('priceDesc');
    expect(sortKeyOf('other', 'cars')).toBe('relevance');
    expect(sortKeyOf(undefined, 'cars')).toBe('relevance');
  });

  it('leaves out price 0 when sorting by lowest price on sites that set it', () => {
    expect(carNumericFilters('priceAsc', true)).toEqual(['price>0']);
    expect(carNumericFilters('priceAsc', false)).toEqual([]);
    expect(carNumericFilters('latest', true)).toEqual([]);
  });
});
