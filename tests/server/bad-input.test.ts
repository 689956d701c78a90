// Bad input to the calls the stock search and the car page make, over real HTTP with a real
// SQLite file: each is refused with a 4xx that says what was wrong (the dealer API's 400s list field
// errors; search answers Algolia's {message, status}; /img names the bad parameter), never a 500 or
// a hang, and the server answers good requests afterwards.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaPaths } from '../../src/domain/media.ts';
import type { Car } from '../../src/domain/stock.ts';
import { youxQuoteRequest } from '../../src/domain/youx-quote.ts';
import { startTestServer, tempDir, type TestServer } from './harness.ts';

const METRO = 'metro-auto-group';
const SPIN_FRAME = mediaPaths.spinFrame('sedan', 'Blue', 0);

let server: TestServer;
let car: Car;
let searchAuth: string;

const post = (body: string, contentType = 'application/json'): RequestInit => ({ method: 'POST', body, headers: { 'content-type': contentType } });
const postJson = (body: unknown) => post(JSON.stringify(body));
/** JSON.parse takes this (200 KB of brackets); JSON.stringify and recursive walks overflow on it. */
const DEEP = 100_000;
const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

/** A dealer API refusal: the status, and for a 400 the field errors the API convention promises. */
async function expectApiError(res: Response, status: 400 | 404, field?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ status, message: expect.any(String) });
  if (status === 400) {
    expect(body.errors).toEqual(expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]));
    if (field) expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  }
}

/** An Algolia-shaped refusal, which the official client turns into an ApiError. */
async function expectSearchError(res: Response, status: 400 | 403 | 404) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message: expect.any(String), status });
}

const search = (path: string, init?: RequestInit) => server.get(METRO, `/1/indexes/${path}${searchAuth}`, init);
const queries = (body: string) => search('*/queries', post(body, 'text/plain'));
const oneQuery = (request: Record<string, unknown>) => queries(JSON.stringify({ requests: [{ indexName: 'cars', ...request }] }));

beforeAll(async () => {
  const mediaDir = tempDir('forecourt-bad-input-media-');
  mkdirSync(join(mediaDir, SPIN_FRAME, '..'), { recursive: true });
  writeFileSync(join(mediaDir, SPIN_FRAME), await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3366cc' } }).jpeg().toBuffer());
  server = await startTestServer({ MEDIA_DIR: mediaDir });
  const metroIds = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
  car = (await server.repo.cars()).find((c) => metroIds.has(c.dealership_id))!;
  const { search: connection } = await (await server.get(METRO, '/api/tenant')).json();
  searchAuth = `?x-algolia-api-key=${encodeURIComponent(connection.apiKey)}&x-algolia-application-id=${connection.appId}`;
});
afterAll(() => server?.dispose());
// Whatever a test sent, the server is still up and answering.
afterEach(async () => {
  expect((await server.get(METRO, '/api/health')).status).toBe(200);
});

describe('search (/1/indexes)', () => {
  it('refuses malformed bodies and parameters with 400', async () => {
    await expectSearchError(await queries('{'), 400);
    await expectSearchError(await queries('[]'), 400);
    await expectSearchError(await queries(JSON.stringify({ requests: 'cars' })), 400);
    await expectSearchError(await queries(JSON.stringify({ requests: [null] })), 400);
    await expectSearchError(await queries(JSON.stringify({ requests: [{ query: 'x' }] })), 400);
    await expectSearchError(await oneQuery({ query: { text: 'x' } }), 400);
    await expectSearchError(await oneQuery({ page: 'NaN' }), 400);
    await expectSearchError(await oneQuery({ params: 'hitsPerPage=-1.5e3' }), 400);
    await expectSearchError(await oneQuery({ facets: { make: true } }), 400);
    await expectSearchError(await oneQuery({ facetFilters: [1, null] }), 400);
    await expectSearchError(await oneQuery({ numericFilters: ['price>abc'] }), 400);
    await expectSearchError(await oneQuery({ filters: 'make:' }), 400);
    await expectSearchError(await oneQuery({ type: 'facet' }), 400);
    await expectSearchError(await search('cars/facets/__proto__/query', post('{}', 'text/plain')), 400);
  });

  it('refuses deeply nested JSON with 400, not a stack overflow', async () => {
    await expectSearchError(await queries(`{"requests":[{"indexName":"cars","facetFilters":${nested(DEEP, '"make:Audi"')}}]}`), 400);
    await expectSearchError(await queries(`{"requests":[{"indexName":"cars","ruleContexts":${nested(DEEP)}}]}`), 400);
    await expectSearchError(await search('cars/query', post(`{"numericFilters":${nested(DEEP, '"price>1"')}}`, 'text/plain')), 400);
  });

  it('refuses overlong strings with 400 instead of multiplying them into the response', async () => {
    await expectSearchError(await oneQuery({ query: 'a'.repeat(100_000) }), 400);
    await expectSearchError(await oneQuery({ type: 'facet', facet: 'make', facetQuery: 'a'.repeat(100_000) }), 400);
    // Every highlighted match repeats the tags: 100 KB tags on 1000 hits made a 40 MB reply.
    await expectSearchError(await oneQuery({ query: 'a', hitsPerPage: 1000, highlightPreTag: 'x'.repeat(100_000) }), 400);
    await expectSearchError(await oneQuery({ query: 'a', highlightPostTag: 'y'.repeat(100_000) }), 400);
    await expectSearchError(await oneQuery({ filters: Array.from({ length: 5000 }, (_, i) => `make:m${i}`).join(' OR ') }), 400);
    await expectSearchError(await queries(JSON.stringify({ requests: Array.from({ length: 101 }, () => ({ indexName: 'cars' })) })), 400);
  });

  it('keeps huge page numbers within bounds', async () => {
    const res = await oneQuery({ page: 1e308, hitsPerPage: 1e308 });
    expect(res.status).toBe(200);
    expect((await res.json()).results[0].hits).toEqual([]);
  });

  it('answers 403 without a key or for indices it does not grant, 404 for unknown objects and routes, whatever the method', async () => {
    await expectSearchError(await server.get(METRO, '/1/indexes/*/queries', post('{}', 'text/plain')), 403);
    await expectSearchError(await queries(JSON.stringify({ requests: [{ indexName: 'cars_nope' }] })), 403);
    await expectSearchError(await search(`cars/${'x'.repeat(5000)}`), 404);
    await expectSearchError(await search('cars/__proto__'), 404);
    await expectSearchError(await search('cars/query/extra', post('{}', 'text/plain')), 404);
    await expectSearchError(await search('cars/browse', post('{}', 'text/plain')), 404);
    await expectSearchError(await search('cars', { method: 'DELETE' }), 404);
    await expectSearchError(await server.get(METRO, `/1/keys${searchAuth}`), 404);
  });
});

describe('/img (photos and spin frames)', () => {
  const img = (query: string, path = SPIN_FRAME) => server.get(METRO, `/img/${path}${query}`);
  const expectImgError = async (res: Response, field: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String), field });
  };

  it('refuses bad transform parameters with 400 naming the parameter', async () => {
    for (const w of ['abc', '-1', 'NaN', '1e3', '0', '99999999', '12.5', 'Infinity']) await expectImgError(await img(`?w=${w}`), 'w');
    await expectImgError(await img('?width=5000'), 'width');
    await expectImgError(await img('?h=-20'), 'h');
    for (const q of ['0', '101', '-5', 'high']) await expectImgError(await img(`?q=${q}`), 'q');
    await expectImgError(await img('?format=gif'), 'format');
    await expectImgError(await img('?fm=exe'), 'fm');
    await expectImgError(await img('?fit=stretch'), 'fit');
  });

  it('refuses paths that could leave the media folder and never serves what lies outside it', async () => {
    for (const path of ['..%2f..%2fforecourt.sqlite', 'demo/%2e%2e%2f%2e%2e%2fforecourt.sqlite', 'demo%5c..%5c..%5cforecourt.sqlite', 'demo/%00.jpg', '%E0%A4%A.jpg', '.hidden.jpg']) {
      await expectImgError(await img('?w=100', path), 'path');
    }
    // Plain dot segments are resolved by the URL parser before routing, so these never reach /img.
    for (const path of ['/img/../forecourt.sqlite', '/img/demo/../../forecourt.sqlite', '/img/%2e%2e/forecourt.sqlite', '/img/%2e%2e/%2e%2e/forecourt.sqlite']) {
      const res = await server.get(METRO, path);
      expect(res.headers.get('content-type')).not.toMatch(/sqlite|octet-stream/);
      expect(Buffer.from(await res.arrayBuffer()).includes('SQLite format')).toBe(false);
    }
  });

  it('answers 404 for missing spin frames and other files', async () => {
    expect((await img('?w=150', mediaPaths.spinFrame('sedan', 'Blue', 99))).status).toBe(404);
    expect((await img('', `demo/spins/${'x'.repeat(3000)}/00.jpg`)).status).toBe(404);
    expect((await img('', 'demo/spins/sedan-blue')).status).toBe(404);
    expect((await server.get(METRO, `/media/${'x'.repeat(3000)}.mp4`, { headers: { range: 'bytes=zz' } })).status).toBe(404);
    expect((await server.get(METRO, `/img/${SPIN_FRAME}`, post('x'))).status).toBe(404);
  });
});

describe('the car page’s car calls', () => {
  const SUB_ROUTES = ['', '/view.json', '/autogauge', '/finance-disclaimer', '/pdf'];

  it('answer 400 with a slug field error for malformed slugs', async () => {
    for (const sub of SUB_ROUTES) {
      for (const slug of ['Bad_Slug', '%E0%A4%A', 'a%00b', '-leading', 'two--dashes', '%3Cscript%3E']) {
        await expectApiError(await server.get(METRO, `/api/cars/${slug}${sub}`), 400, 'slug');
      }
    }
  });

  it('answer 404 for unknown, overlong or other tenants’ cars', async () => {
    for (const sub of SUB_ROUTES) {
      await expectApiError(await server.get(METRO, `/api/cars/no-such-car-1${sub}`), 404);
      await expectApiError(await server.get(METRO, `/api/cars/${'a'.repeat(5000)}${sub}`), 404);
      await expectApiError(await server.get('harbourside-motors', `/api/cars/${car.slug}${sub}`), 404);
    }
    await expectApiError(await server.get(METRO, '/api/cars/999999999999999999999999999'), 404);
    await expectApiError(await server.get(METRO, `/api/cars/${car.slug}/print`), 404);
    await expectApiError(await server.get(METRO, `/api/cars/${car.slug}`, postJson({})), 404);
    await expectApiError(await server.get(METRO, `/api/cars/${car.slug}/view.json`, { method: 'DELETE' }), 404);
  });
});

describe('POST /api/reveal-phone', () => {
  const reveal = (init: RequestInit) => server.get(METRO, '/api/reveal-phone', init);
  const good = () => ({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 });

  it('refuses bodies that are not JSON, with a body field error that says so', async () => {
    for (const body of ['{', '', 'car_id=1', 'null']) {
      const res = await reveal(post(body, body.includes('=') ? 'application/x-www-form-urlencoded' : 'application/json'));
      await expectApiError(res.clone(), 400, 'body');
      if (body !== 'null') expect((await res.json()).message).toBe('The request body is not JSON');
    }
    await expectApiError(await reveal(post(`{"car_id":${nested(DEEP)}}`)), 400, 'body');
  });

  it('refuses wrong types, missing fields and out-of-range numbers field by field', async () => {
    await expectApiError(await reveal(postJson([])), 400, 'body');
    await expectApiError(await reveal(postJson({ ...good(), car_id: String(car.id) })), 400, 'car_id');
    await expectApiError(await reveal(postJson({ ...good(), car_id: 1e300 })), 400, 'car_id');
    await expectApiError(await reveal(postJson({ ...good(), car_id: -1 })), 400, 'car_id');
    await expectApiError(await reveal(postJson({ ...good(), dealership_id: 1.5 })), 400, 'dealership_id');
    await expectApiError(await reveal(postJson({ car_id: car.id })), 400, 'website_id');
    await expectApiError(await reveal(postJson({ ...good(), car_id: 99_999_999 })), 400, 'car_id');
    await expectApiError(await reveal(postJson({ ...good(), note: 'x'.repeat(100_000) })), 400);
    await expectApiError(await reveal({ method: 'GET' }), 404);
    expect(await server.repo.phoneReveals(car.id)).toBe(0);
  });
});

describe('GET /api/delivery', () => {
  it('refuses missing, malformed and overlong postcodes with a postcode field error', async () => {
    for (const query of ['', '?postcode=', '?postcode=-200', '?postcode=NaN', '?postcode=20.0', '?postcode=1e3', `?postcode=${'9'.repeat(10_000)}`, '?postcode=%E0%A4%A', '?postcode[]=2000']) {
      await expectApiError(await server.get(METRO, `/api/delivery${query}`), 400, 'postcode');
    }
    await expectApiError(await server.get(METRO, '/api/delivery?postcode=6800'), 404);
  });
});

describe('POST /api/youx/quote', () => {
  const quote = (init: RequestInit) => server.get(METRO, '/api/youx/quote', init);
  const good = () => youxQuoteRequest(car);

  it('refuses bodies that are not JSON', async () => {
    for (const body of ['{', '', 'purchasePrice=30000']) await expectApiError(await quote(post(body)), 400, 'body');
  });

  it('refuses wrong types, missing fields and absurd values field by field', async () => {
    await expectApiError(await quote(postJson({ ...good(), purchasePrice: '30000' })), 400, 'purchasePrice');
    await expectApiError(await quote(postJson({ ...good(), purchasePrice: -1 })), 400, 'purchasePrice');
    await expectApiError(await quote(postJson({ ...good(), purchasePrice: 1e308 })), 400, 'purchasePrice');
    await expectApiError(await quote(postJson({ ...good(), year: 20_000 })), 400, 'year');
    await expectApiError(await quote(postJson({ ...good(), loanTerm: 5.5 })), 400, 'loanTerm');
    await expectApiError(await quote(postJson({ ...good(), vin: 'x'.repeat(100_000) })), 400, 'vin');
    await expectApiError(await quote(postJson({ ...good(), nvic: 'x'.repeat(100_000) })), 400, 'nvic');
    await expectApiError(await quote(postJson({ ...good(), whoIsHelping: 'x'.repeat(100_000) })), 400, 'whoIsHelping');
    const { vin: _vin, ...withoutVin } = good();
    await expectApiError(await quote(postJson(withoutVin)), 400, 'vin');
    await expectApiError(await quote({ method: 'GET' }), 404);
  });
});

describe('POST /api/events (every page, the car page’s views and clicks)', () => {
  it('refuses deeply nested properties with 400, not a stack overflow', async () => {
    // As deep as the 32 KB limit of these bodies allows.
    const res = await server.get(METRO, '/api/events', post(`{"name":"car_view","at":1,"properties":{"a":${nested(16_000)}}}`));
    expect(res.status).toBe(400);
  });
});

describe('the tenant bootstrap', () => {
  it('answers unknown and malformed hosts with 4xx, and other methods with 404', async () => {
    await expectApiError(await server.get('no-such-dealer', '/api/tenant'), 404);
    await expectApiError(await server.get(`${'x'.repeat(3000)}.example`, '/api/tenant'), 404);
    expect((await server.get('a b', '/api/tenant')).status).toBe(400);
    await expectApiError(await server.get(METRO, '/api/tenant', postJson({})), 404);
  });
});

describe('after all of that', () => {
  it('still answers good requests to every endpoint', async () => {
    expect((await server.get(METRO, '/api/tenant')).status).toBe(200);
    expect((await oneQuery({ query: 'a', hitsPerPage: 5 })).status).toBe(200);
    expect((await server.get(METRO, `/img/${SPIN_FRAME}?w=150&q=75&format=auto`, { headers: { accept: 'image/webp' } })).headers.get('content-type')).toBe('image/webp');
    for (const sub of ['', '/view.json', '/pdf']) expect((await server.get(METRO, `/api/cars/${car.slug}${sub}`)).status).toBe(200);
    expect((await server.get(METRO, '/api/delivery?postcode=2000')).status).toBe(200);
    expect((await server.get(METRO, '/api/youx/quote', postJson(youxQuoteRequest(car)))).status).toBe(200);
    expect((await server.get(METRO, '/api/reveal-phone', postJson({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 }))).status).toBe(201);
  });
});
