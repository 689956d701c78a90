// Algolia's own request corpus (the Common Test Suite of algolia/api-clients-automation, copied in
// tests/fixtures/algolia-cts with its licence) replayed against the running service with a tenant's
// search key: no 5xx; a request using only supported parameters answered 200 with their effect; one
// using a refused or unknown parameter a 400 naming it; the few the corpus writes in a filter
// grammar Algolia itself rejects a 400 naming the filter parameter.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PARAMETERS, mergeParams } from '../../src/server/search/search-params.ts';
import { type SearchTestServer, startSearchTestServer } from './search-harness.ts';

interface CtsCase {
  testName?: string;
  request: { path: string; method: string; body?: Record<string, unknown>; queryParameters?: Record<string, string> };
}

const CORPUS = join(import.meta.dirname, '../fixtures/algolia-cts');
const TENANT = 'metro-auto-group';
const INDEX = 'cars';

/**
 * Cases whose filters Algolia's grammar rejects (values with spaces or a quote left open, unquoted):
 * the corpus holds them as code samples, not as requests Algolia answered.
 */
const INVALID_FILTERS: Record<string, string> = {
  filterOnly: 'filters',
  filterOr: 'filters',
  filterNot: 'filters',
  'filters for stores': 'filters',
  buildTheQuery: 'filters',
  escape_double_quotes: 'filters',
  'search filters accept all of the possible shapes': 'numericFilters',
};

function cases(folder: string): (CtsCase & { file: string })[] {
  return readdirSync(join(CORPUS, folder)).flatMap((file) =>
    (JSON.parse(readFileSync(join(CORPUS, folder, file), 'utf8')) as CtsCase[]).map((entry) => ({ ...entry, file })),
  );
}

/** The corpus' index names become the tenant's cars index; everything else is sent as written. */
function localPath(path: string): string {
  return path.replace(/^\/1\/indexes\/(?!\*)[^/]+/, `/1/indexes/${INDEX}`);
}

function localBody(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!body) return body;
  if (!Array.isArray(body.requests)) return body;
  return { ...body, requests: body.requests.map((request: Record<string, unknown>) => ({ ...request, indexName: INDEX })) };
}

/** The search parameters a body sends (per query for a multi-query). */
function parametersOf(body: Record<string, unknown> | undefined): Record<string, unknown>[] {
  if (!body) return [{}];
  if (Array.isArray(body.requests)) return body.requests.map((request: Record<string, unknown>) => mergeParams(request));
  return [mergeParams(body)];
}

const isDefault = (value: unknown) => value === false || value === 'false' || (Array.isArray(value) && value.length === 0);

/** Names the service must refuse in these parameters: unknown ones, and refused ones not at their default. */
function refusedNames(parameters: Record<string, unknown>[]): string[] {
  return parameters.flatMap((params) =>
    Object.entries(params).flatMap(([name, value]) => {
      const rule = SEARCH_PARAMETERS[name];
      if (!rule) return [name];
      return rule.status === 'refused' && !isDefault(value) ? [name] : [];
    }),
  );
}

let search: SearchTestServer;
let key: string;

beforeAll(async () => {
  search = await startSearchTestServer();
  key = search.keys[TENANT];
});

afterAll(async () => {
  await search.dispose();
});

/** The tenant's Insights events as the store keeps them. */
const keptEvents = () =>
  (search.db.prepare('SELECT data FROM search_events WHERE tenant = ? ORDER BY id').all(TENANT) as { data: string }[]).map(
    (row) => JSON.parse(row.data) as Record<string, unknown>,
  );

async function replay({ request }: CtsCase) {
  const query = new URLSearchParams(request.queryParameters ?? {});
  const url = `http://127.0.0.1:${search.server.port}${localPath(request.path)}${query.size > 0 ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: request.method,
    headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': 'FORECOURT', 'content-type': 'text/plain' },
    body: request.method === 'GET' ? undefined : JSON.stringify(localBody(request.body) ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What each supported parameter visibly adds to a 200 answer. */
function checkEffects(params: Record<string, unknown>, answer: Record<string, unknown>, name: string) {
  const hits = (answer.hits as Record<string, unknown>[] | undefined) ?? [];
  const fields = params.responseFields as string[] | undefined;
  if (fields && !fields.includes('*')) {
    for (const field of Object.keys(answer)) expect([...fields, 'serverUsed', 'parsedQuery', 'timeoutCounts', 'timeoutHits'], `${name}: ${field}`).toContain(field);
    return;
  }
  if (params.clickAnalytics === true) expect(answer.queryID, name).toMatch(/^[0-9a-f]{32}$/);
  else expect(answer, name).not.toHaveProperty('queryID');
  expect(answer, name).toHaveProperty('renderingContent');
  if (params.getRankingInfo === true) for (const hit of hits) expect(hit, name).toHaveProperty('_rankingInfo');
  const snippets = params.attributesToSnippet as string[] | undefined;
  if (snippets && snippets.some((entry) => entry !== '')) for (const hit of hits) expect(hit, name).toHaveProperty('_snippetResult');
}

describe('the Common Test Suite requests, replayed', () => {
  const all = cases('search');

  it('covers the search requests of the corpus', () => {
    expect(all.length).toBeGreaterThan(150);
  });

  for (const entry of all) {
    const name = `${entry.file} / ${entry.testName ?? entry.request.path}`;
    it(name, async () => {
      const { status, body } = await replay(entry);
      expect(status, name).toBeLessThan(500);
      const objects = entry.request.path.endsWith('/objects');
      const parameters = objects ? [] : parametersOf(entry.request.body);
      const refused = refusedNames(parameters);
      const facetSearch = entry.request.path.includes('/facets/') || (entry.request.body?.requests as { type?: string }[] | undefined)?.some((request) => request.type === 'facet');
      const invalidFilter = INVALID_FILTERS[entry.testName ?? ''];
      if (refused.length > 0) {
        expect(status, `${name}: ${JSON.stringify(body)}`).toBe(400);
        expect(refused.some((parameter) => String(body.message).includes(parameter)), `${name}: ${body.message}`).toBe(true);
        return;
      }
      if (invalidFilter !== undefined) {
        expect(status, `${name}: ${JSON.stringify(body)}`).toBe(400);
        expect(String(body.message), name).toMatch(new RegExp(`^${invalidFilter}`));
        return;
      }
      if (facetSearch) {
        // Facet-value search needs a searchable() facet: the corpus' facetName/author are none of the cars index.
        expect(status, name).toBe(400);
        expect(String(body.message), name).toMatch(/^Cannot search in "\w+" attribute/);
        return;
      }
      if (entry.request.method === 'GET') {
        expect(status, name).toBe(404);
        expect(body.message, name).toBe('ObjectID does not exist');
        return;
      }
      expect(status, `${name}: ${JSON.stringify(body)}`).toBe(200);
      if (Array.isArray(body.results) && entry.request.path.endsWith('/queries')) {
        body.results.forEach((answer: Record<string, unknown>, i: number) => {
          if (!('facetHits' in answer)) checkEffects(parameters[i], answer, name);
        });
      } else if (entry.request.path.endsWith('/query')) {
        checkEffects(parameters[0], body, name);
      } else if (objects) {
        // The corpus' objectIDs are none of the tenant's cars.
        expect(body.results, name).toEqual((entry.request.body!.requests as unknown[]).map(() => null));
      }
    });
  }

  it('getObjects reads the key\'s own records and null for another tenant\'s', async () => {
    const firstCar = async (tenant: string) => {
      const response = await fetch(`http://127.0.0.1:${search.server.port}/1/indexes/${INDEX}/query`, {
        method: 'POST',
        headers: { 'x-algolia-api-key': search.keys[tenant], 'x-algolia-application-id': 'FORECOURT' },
        body: JSON.stringify({ hitsPerPage: 1, attributesToRetrieve: ['make'] }),
      });
      return ((await response.json()) as { hits: { objectID: string; make: string }[] }).hits[0];
    };
    const [own, other] = [await firstCar(TENANT), await firstCar('harbourside-motors')];
    const requests = [own, other].map((car) => ({ indexName: INDEX, objectID: car.objectID, attributesToRetrieve: ['make'] }));
    const { status, body } = await replay({ request: { path: '/1/indexes/*/objects', method: 'POST', body: { requests } } });
    expect(status).toBe(200);
    expect(body.results).toEqual([{ objectID: own.objectID, make: own.make }, null]);
  });

  it('takes InstantSearch\'s telemetry event without keeping it, and keys named as search-insights spells them', async () => {
    const before = keptEvents().length;
    const query = new URLSearchParams({ 'X-Algolia-Application-Id': 'FORECOURT', 'X-Algolia-API-Key': key });
    const response = await fetch(`http://127.0.0.1:${search.server.port}/1/events?${query}`, {
      method: 'POST',
      body: JSON.stringify({ events: [{ eventType: 'instantsearch', eventName: '__start__', userToken: 'anon', widgets: [] }] }),
    });
    expect(response.status).toBe(200);
    expect(keptEvents()).toHaveLength(before);
  });

  for (const entry of cases('insights')) {
    it(`insights / ${entry.testName ?? 'pushEvents'}`, async () => {
      const events = (entry.request.body!.events as Record<string, unknown>[]).map((event) => ({
        ...event,
        index: INDEX,
        // The corpus leaves a placeholder for "now, rounded": the client fills it in.
        ...(typeof event.timestamp === 'string' ? { timestamp: Date.now() } : {}),
      }));
      const { status, body } = await replay({ request: { ...entry.request, body: { events } } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ status: 200, message: 'OK' });
      const stored = keptEvents();
      const core = ({ eventType, eventName, index, userToken, objectIDs, queryID }: Record<string, unknown>) => ({ eventType, eventName, index, userToken, objectIDs, queryID });
      expect(stored.slice(-events.length).map(core)).toEqual(events.map(core));
    });
  }
});
