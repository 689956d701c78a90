// Distance (spec §9 Earth radius 6371 km), location blocks (§2), grid columns (§9), contact page
// variants (§2) and the locator's address state.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byDistance, EARTH_RADIUS_KM, formatKm, haversineKm } from '../../src/domain/distance.ts';
import { blockLocations, contactVariant, locationGrid, locationTypeOf, serviceLocations } from '../../src/domain/location-blocks.ts';
import type { Location } from '../../src/domain/stock.ts';
import { EMPTY_LOCATOR, locatorToQuery, queryToLocator, type LocatorState } from '../../src/url/locator-route.ts';

describe('haversineKm', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian: pole to equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
    // One degree of longitude on the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((Math.PI / 180) * 6371, 6);
  });
  it('measures Sydney to Melbourne as about 713 km', () => {
    expect(haversineKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(713.4, 0);
  });
  it('is symmetric and zero to itself', () => {
    const point = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(fc.property(point, point, (a, b) => Math.abs(haversineKm(a, b) - haversineKm(b, a)) < 1e-9 && haversineKm(a, a) === 0));
  });
  it('sorts nearest first and formats km', () => {
    const places = [{ n: 'Melbourne', lat: -37.81, lng: 144.96 }, { n: 'Newcastle', lat: -32.93, lng: 151.75 }, { n: 'Parramatta', lat: -33.81, lng: 151.0 }];
    const sorted = byDistance(places, { lat: -33.87, lng: 151.21 }, (p) => p);
    expect(sorted.map((s) => s.item.n)).toEqual(['Parramatta', 'Newcastle', 'Melbourne']);
    expect(formatKm(sorted[0].km)).toMatch(/^\d+\.\d km$/);
    expect(formatKm(1480.4)).toBe('1,480 km');
    expect(formatKm(3.44)).toBe('3.4 km');
  });
});

type L = Pick<Location, 'id' | 'location_type' | 'location_subtype' | 'manufacturers' | 'primary' | 'visible' | 'dealership_id'>;
const loc = (id: number, type: Location['location_type'], extra: Partial<L> = {}): L => ({ id, location_type: type, location_subtype: [], manufacturers: [], primary: false, visible: true, dealership_id: 1, ...extra });
const LOCATIONS: L[] = [
  loc(1, 'sales', { primary: true, manufacturers: ['Toyota'], location_subtype: ['new', 'used'] }),
  loc(2, 'service', { manufacturers: ['Toyota'] }),
  loc(3, 'parts', { manufacturers: ['Toyota'] }),
  loc(4, '', { manufacturers: ['Hyundai'], location_subtype: ['used'], dealership_id: 2 }),
  loc(5, 'service', { manufacturers: ['Hyundai'], location_subtype: ['parts'], dealership_id: 2 }),
  loc(6, 'sales', { visible: false, location_subtype: ['buying'], dealership_id: 2 }),
];
const ids = (block: Parameters<typeof blockLocations>[1]) => blockLocations(LOCATIONS, block).map((l) => l.id);
const serviceLocationsOf = (list: L[]) => serviceLocations(list).map((l) => l.id);

describe('blockLocations', () => {
  it('picks the primary, a type, service-and-parts, all, or one by id', () => {
    expect(ids({ show: 'primary' })).toEqual([1]);
    expect(ids({ show: 'sales' })).toEqual([1, 4]);
    expect(ids({ show: 'service' })).toEqual([2, 5]);
    expect(ids({ show: 'parts' })).toEqual([3]);
    expect(ids({ show: 'service-and-parts' })).toEqual([2, 3, 5]);
    expect(ids({ show: 'all' })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ show: 'id', id: 4 })).toEqual([4]);
  });
  it('never shows a hidden location, even by id', () => {
    expect(ids({ show: 'id', id: 6 })).toEqual([]);
    expect(ids({ show: 'all', subtypes: ['buying'] })).toEqual([]);
  });
  it('counts an empty type as sales, and falls back to the first sales location for a site with no primary', () => {
    expect(locationTypeOf({ location_type: '' })).toBe('sales');
    expect(blockLocations(LOCATIONS.filter((l) => l.id !== 1), { show: 'primary' }).map((l) => l.id)).toEqual([4]);
  });
  it('filters by manufacturer, subtype and include/exclude ids', () => {
    expect(ids({ show: 'all', manufacturers: ['hyundai'] })).toEqual([4, 5]);
    expect(ids({ show: 'all', subtypes: ['used'] })).toEqual([1, 4]);
    expect(ids({ show: 'all', includeIds: [2, 3, 6] })).toEqual([2, 3]);
    expect(ids({ show: 'all', excludeIds: [1, 5] })).toEqual([2, 3, 4]);
    expect(ids({ show: 'service', manufacturers: ['Toyota'], excludeIds: [5] })).toEqual([2]);
  });
});

describe('locationGrid', () => {
  it('lays fewer than 3 wide, 3 in three columns, more than 3 narrow', () => {
    expect(locationGrid(1)).toEqual({ columns: 1, width: 'wide' });
    expect(locationGrid(2)).toEqual({ columns: 2, width: 'wide' });
    expect(locationGrid(3)).toEqual({ columns: 3, width: 'medium' });
    expect(locationGrid(4)).toEqual({ columns: 4, width: 'narrow' });
    expect(locationGrid(11)).toEqual({ columns: 4, width: 'narrow' });
  });
});

describe('contactVariant', () => {
  it('one location: hero map; several dealerships: dealerships list; else locations list', () => {
    expect(contactVariant([LOCATIONS[0]])).toBe('hero-map');
    expect(contactVariant([LOCATIONS[0], LOCATIONS[5]])).toBe('hero-map');
    expect(contactVariant(LOCATIONS)).toBe('dealerships');
    expect(contactVariant(LOCATIONS.slice(0, 3))).toBe('locations');
  });
});

describe('locator address state', () => {
  it('round-trips and leaves defaults out', () => {
    const state = fc.record({
      postcode: fc.stringMatching(/^\d{0,4}$/),
      type: fc.constantFrom(null, 'sales' as const, 'service' as const, 'parts' as const),
      brand: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }),
    });
    fc.assert(
      fc.property(state, (s: LocatorState) => {
        expect(queryToLocator(locatorToQuery(s))).toEqual(s);
      }),
    );
    expect(locatorToQuery(EMPTY_LOCATOR)).toBe('');
    expect(locatorToQuery({ postcode: '2150', type: 'service', brand: 'Toyota' })).toBe('?postcode=2150&type=service&brand=Toyota');
  });
  it('ignores an unknown type', () => {
    expect(queryToLocator('?type=boats&brand=')).toEqual(EMPTY_LOCATOR);
  });
});

describe('serviceLocations', () => {
  it('lists the visible service locations, or every visible location for a dealer without one', () => {
    expect(serviceLocationsOf(LOCATIONS)).toEqual([2, 5]);
    expect(serviceLocationsOf([loc(1, 'sales'), loc(2, ''), loc(3, 'sales', { visible: false })])).toEqual([1, 2]);
  });
});
