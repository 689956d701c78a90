// Dealer information over real HTTP with a real SQLite file: locations with their hours (hidden ones
// never served), reviews 12 at a time, postcode geocoding through the embedded table and through the
// Google-protocol client, and the drawn map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODE_NO_RESULT, POSTCODE_INVALID } from '../../src/domain/delivery.ts';
import { haversineKm } from '../../src/domain/distance.ts';
import type { ReviewsPage } from '../../src/domain/reviews.ts';
import type { ServedLocation } from '../../src/domain/served-location.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { httpGeocoder } from '../../src/server/geo/geocoder.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const METRO = 'metro-auto-group';
const HARBOUR = 'harbourside-motors';
const OUTBACK = 'outback-caravans';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.dispose());

const getJson = async <T>(host: string, path: string, status = 200): Promise<T> => {
  const res = await server.get(host, path);
  expect(res.status, `${path} answered ${res.status}`).toBe(status);
  return (await res.json()) as T;
};

describe('GET /api/locations', () => {
  it('lists the tenant’s visible locations with every §3 field, hours and time zone; never a hidden one', async () => {
    const hidden = (await server.repo.locations(1)).filter((l) => !l.visible);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = await getJson<ServedLocation[]>(METRO, '/api/locations');
    expect(listed.length).toBe((await server.repo.locations(1)).length - hidden.length);
    expect(listed.every((l) => l.visible)).toBe(true);
    for (const h of hidden) expect(listed.some((l) => l.id === h.id || l.slug === h.slug)).toBe(false);
    const parramatta = listed.find((l) => l.slug === 'metro-toyota-parramatta')!;
    expect(parramatta).toMatchObject({ time_zone: 'Australia/Sydney', dealership_name: 'Metro Toyota', primary: true, location_type: 'sales' });
    expect(parramatta.contact_detail.opening_hours).toHaveLength(7);
    expect(parramatta.special_hours.length).toBeGreaterThan(0);
    expect(parramatta.dealer_license_number).toMatch(/^MD\d{6}$/);
    // Other tenants' locations are not this tenant's.
    const harbour = await getJson<ServedLocation[]>(HARBOUR, '/api/locations');
    expect(harbour.map((l) => l.dealership_slug)).toEqual(['harbourside-mazda', 'harbourside-mazda', 'harbourside-mazda']);
  });
  it('serves one location and its hours by slug; a hidden or another tenant’s slug is not found', async () => {
    const one = await getJson<ServedLocation>(OUTBACK, '/api/locations/outback-caravans-darwin');
    expect(one.time_zone).toBe('Australia/Darwin');
    const hours = await getJson<{ location_id: number; time_zone: string; special_hours: unknown[]; opening_hours: unknown[] }>(OUTBACK, '/api/locations/outback-caravans-darwin/hours');
    expect(hours).toMatchObject({ location_id: one.id, time_zone: 'Australia/Darwin' });
    // This dealer's system sends the nested §3 shape of special hours.
    expect(hours.special_hours[0]).toMatchObject({ location: { id: one.id }, hours: expect.any(Object) });
    const hidden = (await server.repo.locations(1)).find((l) => !l.visible)!;
    await getJson(METRO, `/api/locations/${hidden.slug}`, 404);
    await getJson(METRO, `/api/locations/${hidden.slug}/hours`, 404);
    await getJson(HARBOUR, '/api/locations/metro-toyota-parramatta', 404);
    const bad = await getJson<{ errors: { field: string }[] }>(METRO, '/api/locations/Not_A_Slug', 400);
    expect(bad.errors[0].field).toBe('slug');
  });
});

describe('GET /api/reviews', () => {
  it('serves 12 at a time, at or above the minimum rating, with count and average_rating as a string', async () => {
    const first = await getJson<ReviewsPage>(METRO, '/api/reviews');
    const all = await server.repo.websiteReviews(1);
    expect(first).toMatchObject({ count: all.length, per_page: 12, page: 1, listed: all.filter((r) => r.rating >= 4).length });
    expect(first.average_rating).toMatch(/^\d\.\d$/);
    expect(first.reviews).toHaveLength(12);
    expect(first.reviews.every((r) => r.rating >= 4)).toBe(true);
    expect(first.reviews[0]).toMatchObject({ review_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), created_at_time_ago_in_words: expect.any(String), review_date_in_words: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/) });
    const second = await getJson<ReviewsPage>(METRO, '/api/reviews?page=2');
    expect(second.reviews.some((r) => first.reviews.some((f) => f.id === r.id))).toBe(false);
  });
  it('serves a location’s dealership’s reviews, or a dealership’s', async () => {
    const byLocation = await getJson<ReviewsPage>(HARBOUR, '/api/reviews?location=harbourside-mazda-parts');
    const byDealership = await getJson<ReviewsPage>(HARBOUR, '/api/reviews?dealership=harbourside-mazda');
    expect(byLocation).toEqual(byDealership);
    expect(byLocation.count).toBe((await server.repo.reviews(6)).length);
  });
  it('answers 404 where reviews are hidden, for a hidden location and another tenant’s dealership', async () => {
    await getJson(OUTBACK, '/api/reviews', 404);
    const hidden = (await server.repo.locations(1)).find((l) => !l.visible)!;
    await getJson(METRO, `/api/reviews?location=${hidden.slug}`, 404);
    await getJson(METRO, '/api/reviews?dealership=harbourside-mazda', 404);
  });
  it('answers 400 with field errors for a bad page or an unknown parameter', async () => {
    for (const query of ['page=0', 'page=abc', 'page=999', 'sort=best', 'location=Bad_Slug']) {
      const body = await getJson<{ errors: { field: string }[] }>(METRO, `/api/reviews?${query}`, 400);
      expect(body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/geocode', () => {
  it('finds a postcode’s centroid from the embedded table', async () => {
    const parramatta = await getJson<{ lat: number; lng: number }>(METRO, '/api/geocode?postcode=2150');
    expect(haversineKm(parramatta, { lat: -33.815, lng: 151.001 })).toBeLessThan(5);
  });
  it('answers the spec’s messages: 400 for a malformed postcode, 404 "Invalid postcode" for none', async () => {
    const malformed = await getJson<{ message: string; errors: { field: string; message: string }[] }>(METRO, '/api/geocode?postcode=21a', 400);
    expect(malformed.errors).toEqual([{ field: 'postcode', message: POSTCODE_INVALID }]);
    expect((await getJson<{ message: string }>(METRO, '/api/geocode?postcode=0100', 404)).message).toBe(GEOCODE_NO_RESULT);
  });
});

describe('the Google-protocol geocoder', () => {
  it('speaks Google’s Geocoding API at /maps/api/geocode/json', async () => {
    const res = await fetch(server.url('/maps/api/geocode/json?components=postal_code:0820|country:AU&key=anything'));
    const body = await res.json();
    expect(body.status).toBe('OK');
    expect(body.results[0].geometry.location).toEqual({ lat: expect.closeTo(-12.43, 1), lng: expect.closeTo(130.87, 1) });
    expect(body.results[0].address_components.at(-1)).toMatchObject({ short_name: 'AU', types: ['country', 'political'] });
    expect((await (await fetch(server.url('/maps/api/geocode/json?components=postal_code:0100|country:AU'))).json()).status).toBe('ZERO_RESULTS');
    expect((await (await fetch(server.url('/maps/api/geocode/json?components=postal_code:2150|country:NZ'))).json()).status).toBe('ZERO_RESULTS');
    expect((await fetch(server.url('/maps/api/geocode/json'))).status).toBe(400);
  });
  it('is what the HTTP geocoder client reads, and a server using it answers as the embedded one', async () => {
    const client = httpGeocoder({ url: server.url('/maps/api/geocode/json'), key: 'k' });
    expect(await client.geocodePostcode('4814')).toEqual({ lat: expect.closeTo(-19.29, 1), lng: expect.closeTo(146.75, 1) });
    expect(await client.geocodePostcode('0100')).toBeNull();
    const remote = await startTestServer({ GEOCODER_URL: server.url('/maps/api/geocode/json'), GEOCODER_KEY: 'k' });
    try {
      const res = await remote.get(METRO, '/api/geocode?postcode=3175');
      expect(res.status).toBe(200);
      expect(haversineKm(await res.json(), { lat: -38.0, lng: 145.2 })).toBeLessThan(10);
      expect((await remote.get(METRO, '/api/geocode?postcode=0100')).status).toBe(404);
      expect((await (await remote.get(METRO, '/api/delivery?postcode=2000')).json()).name).toBe('Sydney Metro');
    } finally {
      await remote.dispose();
    }
  });
  it('answers 503 with Retry-After when the configured geocoder cannot be reached', async () => {
    const down = await startTestServer({ GEOCODER_URL: 'http://127.0.0.1:9/maps/api/geocode/json' });
    try {
      const res = await down.get(METRO, '/api/geocode?postcode=2150');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
    } finally {
      await down.dispose();
    }
  });
});

describe('GET /api/maps/locations.svg', () => {
  it('draws the named locations, numbered in order, and lets it be cached', async () => {
    const res = await server.get(METRO, '/api/maps/locations.svg?slugs=metro-toyota-parramatta,metro-hyundai-ringwood&w=600&h=400');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    const svg = await res.text();
    expect(svg).toContain('Metro Toyota Parramatta');
    expect(svg).toContain('>2</text>');
    // The tenant's brand colour for the pins.
    const metro = await getJson<TenantBootstrap>(METRO, '/api/tenant');
    expect(svg).toContain(`fill="${metro.tenant.theme.colors.primary}"`);
  });
  it('draws every visible location without slugs, never a hidden one', async () => {
    const svg = await (await server.get(METRO, '/api/maps/locations.svg')).text();
    const visible = (await server.repo.locations(1)).filter((l) => l.visible).length;
    expect(svg).toContain(`>${visible}</text>`);
    expect(svg).not.toContain(`>${visible + 1}</text>`);
    const hidden = (await server.repo.locations(1)).find((l) => !l.visible)!;
    await getJson(METRO, `/api/maps/locations.svg?slugs=${hidden.slug}`, 404);
    await getJson(METRO, '/api/maps/locations.svg?w=5000', 400);
    await getJson(METRO, '/api/maps/locations.svg?slugs=a,B_c', 400);
  });
});

describe('the site rating in the bootstrap', () => {
  it('is the mean of every review of the site’s dealerships', async () => {
    const harbour = await getJson<TenantBootstrap>(HARBOUR, '/api/tenant');
    const reviews = await server.repo.websiteReviews(2);
    expect(harbour.navigation.rating).toEqual({ average: Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10, count: reviews.length });
    expect(harbour.tenant.reviews.ratingIn).toEqual(['header', 'footer']);
  });
});
