import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/server/search/engine.ts';
import { parseFilters } from '../../src/server/search/filter-parser.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';
import { stockFilter, stockListing } from '../../src/domain/stock-filter.ts';
import { CAR_INDEX_SETTINGS, toSearchRecord } from '../../src/domain/search-record.ts';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const NOW_SECONDS = NOW / 1000;
const DAY = 86_400;

describe('stockFilter', () => {
  it('lists available cars and cars sold in the last 3 days, only when shown on the dealer website', () => {
    expect(stockFilter({ now: NOW })).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${NOW_SECONDS - 3 * DAY}) AND show_on_dealer_website:true`,
    );
  });

  it('uses the tenant sold-car window, and drops sold cars at 0 days', () => {
    expect(stockFilter({ now: NOW, includeSoldCarsDays: 14 })).toContain(`sold_date_timestamp > ${NOW_SECONDS - 14 * DAY}`);
    expect(stockFilter({ now: NOW, includeSoldCarsDays: 0 })).toBe('(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true');
  });

  it('adds minimum photos, minimum price and certified-only', () => {
    for (const minimumPhotos of [1, 2, 3, 4, 5, 7, 14]) {
      expect(stockFilter({ now: NOW, minimumPhotos })).toMatch(new RegExp(` AND photos_count >= ${minimumPhotos}$`));
    }
    expect(stockFilter({ now: NOW, minimumPhotos: 0, minimumPrice: 0 })).not.toMatch(/photos_count|price/);
    expect(stockFilter({ now: NOW, minimumPrice: 5, certifiedOnly: true, minimumPhotos: 3 })).toMatch(
      / AND show_on_dealer_website:true AND photos_count >= 3 AND price >= 5 AND certified:true$/,
    );
  });

  it('is a valid filter that selects the listed stock', () => {
    const records = [
      { objectID: 'in', status: 'in_stock', show_on_dealer_website: true, photos_count: 4, price: 100, certified: true },
      { objectID: 'soon', status: 'coming_soon', show_on_dealer_website: true, photos_count: 0, price: 100, certified: false },
      { objectID: 'sold-recently', status: 'sold', sold_date_timestamp: NOW_SECONDS - 2 * DAY, show_on_dealer_website: true, photos_count: 9, price: 0, certified: true },
      { objectID: 'sold-long-ago', status: 'sold', sold_date_timestamp: NOW_SECONDS - 4 * DAY, show_on_dealer_website: true, photos_count: 9, price: 100, certified: true },
      { objectID: 'hidden', status: 'in_stock', show_on_dealer_website: false, photos_count: 9, price: 100, certified: true },
      { objectID: 'held', status: 'on_hold', show_on_dealer_website: true, photos_count: 9, price: 100, certified: true },
    ];
    const settings = { searchableAttributes: [], attributesForFaceting: ['filterOnly(status)', 'filterOnly(show_on_dealer_website)', 'certified'], customRanking: [], replicas: [] };
    const view = new SearchIndex('cars', settings, records).view('cars')!;
    const listed = (filters: string) => view.search(readSearchParams({ filters })).hits.map((hit) => hit.objectID).sort();
    expect(parseFilters(stockFilter({ now: NOW, minimumPhotos: 14, minimumPrice: 7, certifiedOnly: true }))).not.toBeNull();
    expect(listed(stockFilter({ now: NOW }))).toEqual(['in', 'sold-recently', 'soon']);
    expect(listed(stockFilter({ now: NOW, minimumPhotos: 1, minimumPrice: 1, certifiedOnly: true }))).toEqual(['in']);
  });
});

describe('stockListing', () => {
  const data = generateDemoData({ now: new Date(NOW) });
  const dealerships = new Map(data.dealerships.map((d) => [d.id, d]));
  const records = data.cars.map((car) => toSearchRecord(car, { dealership: dealerships.get(car.dealership_id)! }));
  // The cars index's own settings: what the stock filter runs against in production.
  const view = new SearchIndex('cars', { ...CAR_INDEX_SETTINGS, replicas: [] }, records).view('cars')!;

  it.each([
    {},
    { includeSoldCarsDays: 0 },
    { includeSoldCarsDays: 30, minimumPhotos: 5 },
    { minimumPrice: 20_000, certifiedOnly: true },
  ])('reads one car as the filter selects it among all demo cars (%j)', (options) => {
    const filter = stockFilter({ ...options, now: NOW });
    // A dealership at a time, so each answer stays within one page.
    const selected = new Set(
      data.dealerships.flatMap((d) => view.search(readSearchParams({ filters: `${filter} AND dealership_id = ${d.id}`, hitsPerPage: 1000 })).hits.map((hit) => Number(hit.objectID))),
    );
    const listed = data.cars.filter((car) => stockListing(car, { ...options, now: NOW }) === 'listed').map((car) => car.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(selected);
  });

  it('tells a car sold before the sold-car days (gone) from one the rules hide', () => {
    const car = data.cars.find((c) => c.status === 'in_stock' && c.show_on_dealer_website)!;
    expect(stockListing(car, { now: NOW })).toBe('listed');
    expect(stockListing({ ...car, status: 'sold', sold_date_timestamp: NOW_SECONDS - 2 * DAY }, { now: NOW })).toBe('listed');
    expect(stockListing({ ...car, status: 'sold', sold_date_timestamp: NOW_SECONDS - 4 * DAY }, { now: NOW })).toBe('sold');
    expect(stockListing({ ...car, status: 'sold', sold_date_timestamp: NOW_SECONDS - 4 * DAY, show_on_dealer_website: false }, { now: NOW })).toBe('hidden');
    expect(stockListing({ ...car, show_on_dealer_website: false }, { now: NOW })).toBe('hidden');
    expect(stockListing({ ...car, status: 'on_hold' }, { now: NOW })).toBe('hidden');
    expect(stockListing(car, { now: NOW, minimumPhotos: car.images.length + 1 })).toBe('hidden');
  });
});
