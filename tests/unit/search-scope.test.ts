import { describe, expect, it } from 'vitest';
import { scopeFilter, scopeRequests, searchScope } from '../../src/domain/search-scope.ts';
import { stableKey } from '../../src/domain/stable-key.ts';
import { stockFilter } from '../../src/domain/stock-filter.ts';

const scope = searchScope({
  id: 42,
  search: { carsIndex: 'acme_cars', offersIndex: 'acme_offers' },
  stock: { includeSoldCarsDays: 3, minimumPhotos: 2, minimumPrice: 0, certifiedOnly: true },
  offers: { alwaysShowIds: [] },
});
const AT = Date.parse('2026-11-25T10:20:30Z');
const HOUR = Date.parse('2026-11-25T10:00:00Z');
const STOCK = stockFilter({ includeSoldCarsDays: 3, minimumPhotos: 2, minimumPrice: 0, certifiedOnly: true, now: HOUR });

describe('scopeRequests (a hosted tenant’s queries)', () => {
  it('ANDs the stock filter onto queries of the cars index and each sort replica', () => {
    for (const indexName of ['acme_cars', 'acme_cars_latest', 'acme_cars_price_desc', 'acme_cars_price_asc']) {
      expect(scopeRequests([{ indexName }], scope, AT)).toEqual([{ indexName, filters: STOCK }]);
      expect(scopeRequests([{ indexName, filters: 'make:Toyota AND car_type:used' }], scope, AT)[0].filters).toBe(`${STOCK} AND make:Toyota AND car_type:used`);
    }
    expect(STOCK).toContain('show_on_dealer_website:true');
    expect(STOCK).toContain('certified:true');
  });

  it('ANDs the offer exclusion onto the offers index and leaves other indexes alone', () => {
    const [offers, parts, other] = scopeRequests([{ indexName: 'acme_offers', filters: 'make:Kia' }, { indexName: 'parts', query: 'filter' }, { indexName: 'elsewhere' }], scope, AT);
    expect(offers.filters).toBe('NOT excluded_website_ids:42 AND make:Kia');
    expect(parts).toEqual({ indexName: 'parts', query: 'filter' });
    expect(other).toEqual({ indexName: 'elsewhere' });
  });

  it('puts one OR group in parentheses, and never parentheses around an AND (Algolia rejects both otherwise)', () => {
    const filters = (own: string) => scopeRequests([{ indexName: 'acme_cars', filters: own }], scope, AT)[0].filters;
    expect(filters('make:Kia OR make:Mazda')).toBe(`${STOCK} AND (make:Kia OR make:Mazda)`);
    expect(filters('(make:Kia OR make:Mazda) AND fuel:Diesel')).toBe(`${STOCK} AND (make:Kia OR make:Mazda) AND fuel:Diesel`);
    expect(filters('model:"Kia OR Mazda"')).toBe(`${STOCK} AND model:"Kia OR Mazda"`);
    expect(filters('')).toBe(STOCK);
  });

  it('takes the clock to the hour, so a search keeps one cache key for the hour', () => {
    const key = (at: string) => stableKey(scopeRequests([{ indexName: 'acme_cars', query: 'hilux' }], scope, Date.parse(at)));
    expect(key('2026-11-25T10:00:00Z')).toBe(key('2026-11-25T10:59:59Z'));
    expect(key('2026-11-25T11:00:00Z')).not.toBe(key('2026-11-25T10:59:59Z'));
    expect(scopeRequests([{ indexName: 'acme_cars' }], scope, AT)[0].filters).toContain(`sold_date_timestamp > ${HOUR / 1000 - 3 * 86_400}`);
  });

  it('gives the server’s own engine the same filter for the hour (one kept answer per search)', () => {
    const filter = (at: string) => scopeFilter(scope, 'acme_cars_price_asc', Date.parse(at));
    expect(filter('2026-11-25T10:00:00Z')).toBe(STOCK);
    expect(filter('2026-11-25T10:59:59Z')).toBe(STOCK);
    expect(filter('2026-11-25T11:00:00Z')).not.toBe(STOCK);
  });

  it('keeps offers a site always shows', () => {
    const always = searchScope({ id: 7, search: { carsIndex: 'c', offersIndex: 'o' }, stock: { includeSoldCarsDays: 3, minimumPhotos: 0, minimumPrice: 0, certifiedOnly: false }, offers: { alwaysShowIds: [3, 9] } });
    expect(scopeRequests([{ indexName: 'o' }], always, AT)[0].filters).toBe('(NOT excluded_website_ids:7 OR id:3 OR id:9)');
  });
});
