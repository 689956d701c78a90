// stockListing is stockFilter as a test of one car: the explore pages' counts are the search's.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sellingPrice } from '../../src/domain/price-display.ts';
import { stockFilter, stockListing, type ListingFields, type StockFilterOptions } from '../../src/domain/stock-filter.ts';
import { SearchIndex } from '../../src/server/search/engine.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const DAY = 86_400;

const car = fc.record({
  status: fc.constantFrom('in_stock', 'coming_soon', 'sold', 'on_hold'),
  soldDaysAgo: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  show_on_dealer_website: fc.boolean(),
  photos: fc.integer({ min: 0, max: 16 }),
  certified: fc.boolean(),
  price: fc.constantFrom(0, 1, 4, 7, 14, 9990),
  offer_price: fc.option(fc.constantFrom(3, 8, 12, 5000), { nil: null }),
});
const options = fc.record({
  includeSoldCarsDays: fc.constantFrom(0, 3, 7),
  minimumPhotos: fc.constantFrom(0, 1, 3, 14),
  minimumPrice: fc.constantFrom(0, 1, 5, 7, 14),
  certifiedOnly: fc.boolean(),
});
const settings = { searchableAttributes: [], attributesForFaceting: ['filterOnly(status)', 'filterOnly(show_on_dealer_website)', 'certified'], customRanking: [], replicas: [] };

const isListed = (one: object, rules: StockFilterOptions) => stockListing(one as ListingFields, rules) === 'listed';

describe('stockListing against the index', () => {
  it('compares a reduced car’s price as shown (its offer price) with the minimum, as the index does', () => {
    const reduced = { status: 'in_stock', sold_date_timestamp: null, show_on_dealer_website: true, images: [{}], certified: false, price: 9990, offer_price: 12 };
    expect(isListed(reduced, { now: NOW, minimumPrice: 14 })).toBe(false);
    expect(isListed({ ...reduced, offer_price: null }, { now: NOW, minimumPrice: 14 })).toBe(true);
    expect(isListed({ ...reduced, status: 'sold', sold_date_timestamp: NOW / 1000 - 2 * DAY }, { now: NOW })).toBe(true);
    expect(isListed({ ...reduced, status: 'sold', sold_date_timestamp: NOW / 1000 - 4 * DAY }, { now: NOW })).toBe(false);
  });
  it('lists exactly the cars the stock filter finds in the index', () => {
    fc.assert(
      fc.property(fc.array(car, { minLength: 1, maxLength: 30 }), options, (cars, opts: Omit<StockFilterOptions, 'now'>) => {
        const full = cars.map((c, i) => ({
          id: i,
          status: c.status,
          sold_date_timestamp: c.soldDaysAgo === null ? null : NOW / 1000 - c.soldDaysAgo * DAY - 60,
          show_on_dealer_website: c.show_on_dealer_website,
          images: Array.from({ length: c.photos }, () => ({})),
          certified: c.certified,
          price: c.price,
          offer_price: c.offer_price,
        }));
        // The index's record: the price as shown, the photo count, the sold time (0 for none).
        const records = full.map((c) => ({ objectID: String(c.id), status: c.status, sold_date_timestamp: c.sold_date_timestamp ?? 0, show_on_dealer_website: c.show_on_dealer_website, photos_count: c.images.length, certified: c.certified, price: sellingPrice(c) }));
        const view = new SearchIndex('cars', settings, records).view('cars')!;
        const found = view.search(readSearchParams({ filters: stockFilter({ ...opts, now: NOW }), hitsPerPage: 1000 })).hits.map((h) => Number(h.objectID)).sort((a, b) => a - b);
        expect(full.filter((c) => isListed(c, { ...opts, now: NOW })).map((c) => c.id)).toEqual(found);
      }),
      { numRuns: 60 },
    );
  });
});
