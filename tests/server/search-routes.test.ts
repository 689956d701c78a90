// The search endpoints over a real HTTP server, driven by the unmodified official clients (full and
// lite) and by raw fetch for what a client would never send.
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexCatalog, type IndexRecord, type IndexSettings, SearchIndex } from '../../src/server/search/engine.ts';
import { searchRoutes } from '../../src/server/search/routes.ts';
import { createKeyVerifier, generateSecuredKey } from '../../src/server/search/secured-keys.ts';

const APP_ID = 'FORECOURT';
const PARENT_KEY = 'parent-search-key';

const SETTINGS: IndexSettings = {
  searchableAttributes: ['make', 'model', 'colour'],
  attributesForFaceting: ['searchable(make)', 'model', 'colour', 'price', 'filterOnly(website_ids)', 'filterOnly(show_on_dealer_website)'],
  customRanking: ['desc(created)'],
  replicas: [{ name: 'cars_price_asc', ranking: ['asc(price)'] }],
};

const RECORDS: IndexRecord[] = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', colour: 'White', price: 25000, created: 1, website_ids: [1], show_on_dealer_website: true },
  { objectID: '2', make: 'Toyota', model: 'HiLux', colour: 'White', price: 52000, created: 2, website_ids: [1], show_on_dealer_website: true },
  { objectID: '3', make: 'Mazda', model: 'CX-5', colour: 'Red', price: 31000, created: 3, website_ids: [1, 2], show_on_dealer_website: true },
  { objectID: '4', make: 'Ford', model: 'Ranger', colour: 'Blue', price: 48000, created: 4, website_ids: [2], show_on_dealer_website: true },
  { objectID: '5', make: 'Toyota', model: 'Yaris', colour: 'Red', price: 18000, created: 5, website_ids: [1], show_on_dealer_website: false },
  { objectID: 'with space/slash', make: 'Kia', model: 'Rio', colour: 'Blue', price: 15000, created: 0, website_ids: [1], show_on_dealer_website: true },
];

/** Enough stock that a batch of thousand-hit queries takes the server a while. */
const BULK: IndexRecord[] = Array.from({ length: 3000 }, (_, i) => ({
  objectID: `b${i}`,
  make: ['Toyota', 'Mazda', 'Ford', 'Kia'][i % 4],
  model: `Model ${i % 97}`,
  colour: ['White', 'Red', 'Blue'][i % 3],
  price: 10000 + i,
  created: i,
  website_ids: [1],
  show_on_dealer_website: true,
}));

const tenantOneKey = generateSecuredKey(PARENT_KEY, { filters: 'website_ids:1', restrictIndices: ['cars*'] });

let server: ServerType;
let base: string;
let host: { url: string; protocol: 'http'; accept: 'readWrite' };

beforeAll(async () => {
  const catalog = new IndexCatalog();
  catalog.set(new SearchIndex('cars', SETTINGS, RECORDS));
  catalog.set(new SearchIndex('cars_bulk', { ...SETTINGS, replicas: [] }, BULK));
  catalog.set(new SearchIndex('offers', { searchableAttributes: ['name'], attributesForFaceting: [], customRanking: [], replicas: [] }, [{ objectID: 'o1', name: 'Free servicing' }]));
  const app = searchRoutes({
    getIndex: (name) => catalog.resolve(name),
    verifyKey: createKeyVerifier({ appId: APP_ID, parentKeys: [PARENT_KEY] }),
    // What the server adds for every tenant: hidden cars never leave it.
    scopeFilter: (_scope, indexName) => (indexName.startsWith('cars') ? 'show_on_dealer_website:true' : undefined),
    turnMs: 1,
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  host = { url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' };
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fullClient = (apiKey = tenantOneKey) => algoliasearch(APP_ID, apiKey, { hosts: [host] });
const lite = (apiKey = tenantOneKey) => liteClient(APP_ID, apiKey, { hosts: [host] });
const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID);

async function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-algolia-api-key': tenantOneKey, 'x-algolia-application-id': APP_ID, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('the official full client', () => {
  it('searches one index with facets, under the key and server filters', async () => {
    const response = await fullClient().searchSingleIndex({ indexName: 'cars', searchParams: { query: 'toyota', facets: ['*'] } });
    expect(ids(response.hits)).toEqual(['2', '1']);
    expect(response.nbHits).toBe(2);
    expect(response.facets).toEqual({ make: { Toyota: 2 }, model: { Corolla: 1, HiLux: 1 }, colour: { White: 2 }, price: { '25000': 1, '52000': 1 } });
    expect(response.facets_stats).toEqual({ price: { min: 25000, max: 52000, avg: 38500, sum: 77000 } });
    const [{ _highlightResult: highlights }] = response.hits;
    expect(highlights?.make).toEqual({ value: '<em>Toyota</em>', matchLevel: 'full', matchedWords: ['toyota'], fullyHighlighted: true });
  });

  it('runs multi-queries over a replica and a facet query in one request', async () => {
    const { results } = await fullClient().search({
      requests: [
        { indexName: 'cars_price_asc', query: '', hitsPerPage: 3 },
        { indexName: 'cars', type: 'facet', facet: 'make', facetQuery: 'to' },
      ],
    });
    expect(ids((results[0] as { hits: { objectID: string }[] }).hits)).toEqual(['with space/slash', '1', '3']);
    expect(results[1]).toMatchObject({ facetHits: [{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 2 }] });
  });

  it('searches facet values and reads objects', async () => {
    const client = fullClient();
    const facets = await client.searchForFacetValues({ indexName: 'cars', facetName: 'make', searchForFacetValuesRequest: { facetQuery: 'k' } });
    expect(facets.facetHits).toEqual([{ value: 'Kia', highlighted: '<em>K</em>ia', count: 1 }]);
    expect(await client.getObject({ indexName: 'cars', objectID: '3', attributesToRetrieve: ['model'] })).toEqual({ objectID: '3', model: 'CX-5' });
    expect(await client.getObject({ indexName: 'cars', objectID: 'with space/slash' })).toMatchObject({ make: 'Kia' });
  });

  it('gets 404 for records that are missing or outside the key scope', async () => {
    const client = fullClient();
    await expect(client.getObject({ indexName: 'cars', objectID: 'nope' })).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    await expect(client.getObject({ indexName: 'cars', objectID: '4' })).rejects.toMatchObject({ status: 404 });
    await expect(client.getObject({ indexName: 'cars', objectID: '5' })).rejects.toMatchObject({ status: 404 });
  });

  it('never lets request filters widen the key filters', async () => {
    const client = fullClient();
    const widened = await client.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'website_ids:1 OR website_ids:2' } });
    expect(ids(widened.hits).sort()).toEqual(['1', '2', '3', 'with space/slash']);
    const other = await client.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'website_ids:2', facetFilters: [['website_ids:2']] } });
    expect(ids(other.hits)).toEqual(['3']);
    const negated = await client.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'NOT website_ids:1' } });
    expect(negated.nbHits).toBe(0);
  });

  it('refuses indices outside restrictIndices with 403', async () => {
    await expect(fullClient().searchSingleIndex({ indexName: 'offers', searchParams: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Index not allowed with this API key',
    });
    const unrestricted = await fullClient(PARENT_KEY).searchSingleIndex({ indexName: 'offers', searchParams: { query: 'serv' } });
    expect(ids(unrestricted.hits)).toEqual(['o1']);
  });

  it('gets Algolia-shaped errors for unknown indices, bad filters, forged and expired keys', async () => {
    await expect(fullClient().searchSingleIndex({ indexName: 'cars_nope', searchParams: {} })).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    });
    await expect(fullClient().searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'make:' } })).rejects.toMatchObject({
      status: 400,
      message: "filters: unexpected end of input at col 6, expected a value after 'make:'",
    });
    const forged = generateSecuredKey('guessed-parent', { filters: 'website_ids:2' });
    await expect(fullClient(forged).searchSingleIndex({ indexName: 'cars', searchParams: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const expired = generateSecuredKey(PARENT_KEY, { validUntil: Math.floor(Date.now() / 1000) - 1 });
    await expect(fullClient(expired).searchSingleIndex({ indexName: 'cars', searchParams: {} })).rejects.toMatchObject({ status: 403 });
  });
});

describe('the official lite client', () => {
  it('runs multi-queries with v5 JSON parameters', async () => {
    const { results } = await lite().searchForHits({
      requests: [
        { indexName: 'cars', query: 'red', facetFilters: [['make:Mazda', 'make:Toyota']] },
        { indexName: 'cars_price_asc', query: '', hitsPerPage: 1, page: 1 },
      ],
    });
    expect(ids(results[0].hits)).toEqual(['3']);
    expect(results[1]).toMatchObject({ page: 1, hitsPerPage: 1, nbPages: 4, nbHits: 4, index: 'cars_price_asc' });
    expect(ids(results[1].hits)).toEqual(['1']);
  });

  it('runs the legacy (v4) multi-query signature', async () => {
    const { results } = await lite().search([{ indexName: 'cars', params: { query: 'hilux' } }]);
    expect((results[0] as { nbHits: number }).nbHits).toBe(1);
  });
});

describe('raw HTTP', () => {
  it('accepts v4 url-encoded params, merged with JSON fields (JSON wins)', async () => {
    const { status, body } = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'cars', params: 'query=toyota&hitsPerPage=1&filters=colour%3AWhite', hitsPerPage: 5 }] }),
    );
    expect(status).toBe(200);
    const [result] = body.results as { hits: { objectID: string }[]; hitsPerPage: number; params: string }[];
    expect(ids(result.hits)).toEqual(['2', '1']);
    expect(result.hitsPerPage).toBe(5);
    expect(result.params).toBe('query=toyota&hitsPerPage=5&filters=colour%3AWhite');
  });

  it('takes the key and app id from the query string, as the browser client sends them', async () => {
    const response = await fetch(
      `${base}/1/indexes/cars/query?x-algolia-api-key=${encodeURIComponent(tenantOneKey)}&x-algolia-application-id=${APP_ID}&x-algolia-agent=test`,
      { method: 'POST', body: '{"query":"mazda"}' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await response.json()) as { nbHits: number }).nbHits).toBe(1);
  });

  it('answers CORS preflight', async () => {
    const response = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: 'http://harbourside-motors.localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-algolia-api-key');
  });

  it('reads gzip-compressed bodies', async () => {
    const { status, body } = await post('/1/indexes/cars/query', gzipSync(JSON.stringify({ query: 'hilux' })), { 'content-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(body.nbHits).toBe(1);
  });

  it('answers 400 to malformed JSON and malformed parameters', async () => {
    expect(await post('/1/indexes/cars/query', '{"query":')).toMatchObject({ status: 400, body: { message: 'Invalid JSON in request body', status: 400 } });
    expect(await post('/1/indexes/cars/query', '[1,2]')).toMatchObject({ status: 400, body: { status: 400 } });
    expect(await post('/1/indexes/*/queries', '{"requests":"all"}')).toMatchObject({ status: 400, body: { message: 'Missing "requests": expected a list of queries' } });
    expect(await post('/1/indexes/*/queries', '{"requests":[42]}')).toMatchObject({ status: 400 });
    expect(await post('/1/indexes/cars/query', '{"hitsPerPage":"many"}')).toMatchObject({
      status: 400,
      body: { message: 'Invalid value for "hitsPerPage": expected an integer, got "many"' },
    });
    expect(await post('/1/indexes/cars/query', '{"facetFilters":[[["make:Kia", 5]]]}')).toMatchObject({ status: 400 });
    expect(await post('/1/indexes/cars/query', '{"numericFilters":["price >> 5"]}')).toMatchObject({ status: 400 });
    expect(await post('/1/indexes/cars/query', JSON.stringify({ query: 'x'.repeat(600) }))).toMatchObject({ status: 400 });
    expect(await post('/1/indexes/cars/query', 'not gzip', { 'content-encoding': 'gzip' })).toMatchObject({ status: 400 });
  });

  it('answers 400 to a bad filter with the parser message', async () => {
    expect(await post('/1/indexes/cars/query', JSON.stringify({ filters: 'price > cheap' }))).toEqual({
      status: 400,
      headers: expect.anything(),
      body: { message: "filters: unexpected 'cheap' at col 9, expected a number after '>'", status: 400 },
    });
  });

  it('answers 404 to unknown indices and 400 to facet searches on non-searchable facets', async () => {
    expect(await post('/1/indexes/cars_nope/query', '{}')).toMatchObject({ status: 404, body: { message: 'Index does not exist', status: 404 } });
    expect(await post('/1/indexes/cars/facets/colour/query', '{"facetQuery":"r"}')).toMatchObject({ status: 400 });
  });

  it('answers 403 to forged, missing or mismatched credentials', async () => {
    const forged = Buffer.from('f'.repeat(64) + 'filters=').toString('base64');
    expect(await post('/1/indexes/cars/query', '{}', { 'x-algolia-api-key': forged })).toMatchObject({
      status: 403,
      body: { message: 'Invalid Application-ID or API key', status: 403 },
    });
    const mismatched = await post('/1/indexes/cars/query', '{}', { 'x-algolia-application-id': 'OTHER' });
    expect(mismatched.status).toBe(403);
    // A browser on another origin must be able to read the refusal.
    expect(mismatched.headers.get('access-control-allow-origin')).toBe('*');
    const anonymous = await fetch(`${base}/1/indexes/cars/query`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(403);
  });

  it('refuses more queries per request than the maximum, before running any', async () => {
    const requests = (n: number) => JSON.stringify({ requests: Array.from({ length: n }, (_, i) => ({ indexName: 'cars', query: `q${i}` })) });
    expect((await post('/1/indexes/*/queries', requests(50))).status).toBe(200);
    expect(await post('/1/indexes/*/queries', requests(51))).toMatchObject({
      status: 400,
      body: { message: 'Too many queries: 51, the maximum is 50', status: 400 },
    });
  });

  it('gives the event loop back between the queries of a 50-query batch', async () => {
    const batch = JSON.stringify({
      requests: Array.from({ length: 50 }, (_, i) => ({
        indexName: 'cars_bulk',
        query: 'toyta model',
        hitsPerPage: 500,
        attributesToRetrieve: ['model'],
        attributesToHighlight: [],
        numericFilters: [`created >= ${i}`],
      })),
    });
    // The index is built by its first query: built here, so only the batch is measured.
    await post('/1/indexes/cars_bulk/query', JSON.stringify({ query: 'toyta model', hitsPerPage: 1 }));
    // Client and server share this thread: a batch run in one go holds it for the whole batch, and a
    // 1 ms interval fires a handful of times (while the request is sent and read); with turns (of
    // 1 ms here: turnMs in beforeAll) it fires between the queries. Counted rather than timed: a loaded
    // machine stretches time, not turns.
    let turns = 0;
    const interval = setInterval(() => turns++, 1);
    const reply = await post('/1/indexes/*/queries', batch);
    clearInterval(interval);
    expect(turns).toBeGreaterThanOrEqual(25);
    const results = reply.body.results as { nbHits: number }[];
    expect(results.map((result) => result.nbHits)).toEqual(Array.from({ length: 50 }, (_, i) => 750 - Math.ceil(i / 4)));
  });

  it('refuses requests whose answers would hold too many hits times attributes', async () => {
    const thousand = { indexName: 'cars', hitsPerPage: 1000 };
    expect((await post('/1/indexes/*/queries', JSON.stringify({ requests: [thousand, thousand] }))).status).toBe(200);
    const refused = await post('/1/indexes/*/queries', JSON.stringify({ requests: Array.from({ length: 12 }, () => thousand) }));
    expect(refused).toMatchObject({ status: 400, body: { status: 400 } });
    expect(refused.body.message).toMatch(/^hitsPerPage: the answers would hold 132000 values .* the maximum is 120000/);
    expect((await post('/1/indexes/cars/query', JSON.stringify({ hitsPerPage: 1000, attributesToRetrieve: ['make'] }))).status).toBe(200);
  });

  it('answers 413 to bodies over 1 MB, compressed or not', async () => {
    const huge = JSON.stringify({ query: '', filler: 'x'.repeat(1024 * 1024) });
    expect(await post('/1/indexes/cars/query', huge)).toMatchObject({ status: 413, body: { status: 413 } });
    expect(await post('/1/indexes/cars/query', gzipSync(huge), { 'content-encoding': 'gzip' })).toMatchObject({ status: 413 });
  });
});
