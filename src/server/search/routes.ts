// Algolia's search REST endpoints over the embedded index, so the unmodified algoliasearch client
// (full or lite, browser or Node) can be pointed at this server. Every refusal is Algolia-shaped:
// {"message": "...", "status": n}.

import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { IndexView, OpenAnswer } from './engine.ts';
import { type InsightsStore, readEvents } from './insights.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth.ts';
import { FilterSyntaxError, allOf, parseFilters, type FilterNode } from './filter-parser.ts';
import { SearchRequestError } from './search-errors.ts';
import { storeUnavailableResponse, unavailableReason } from '../store-unavailable.ts';
import { type SearchParams, readSearchParams } from './search-params.ts';
import { type KeyScope, indexAllowed } from './secured-keys.ts';
import { createTurns, Steps } from './turns.ts';

export interface SearchDeps {
  /** A primary or replica index by name (replicas share the primary's records, with their own ranking). */
  getIndex(name: string): IndexView | undefined;
  /** The key's scope, or null to refuse the request (403). */
  verifyKey(apiKey: string | undefined, appId: string | undefined): KeyScope | null;
  /** An extra filter ANDed server-side, e.g. the tenant's stock filter. */
  scopeFilter?(scope: KeyScope, indexName: string): string | undefined;
  /** The key's own renderingContent for an index (a tenant's facet order), over the index settings'. */
  renderingContent?(scope: KeyScope, indexName: string): Record<string, unknown> | undefined;
  /** Where Insights events go; without it `POST /1/events` is not served. */
  insights?: InsightsStore;
  /** How long a turn of the event loop runs queries (turns.ts; TURN_MS unless said). */
  turnMs?: number;
}

/** Properties responseFields cannot leave out (Algolia's list, and what getRankingInfo adds). */
const ALWAYS_RETURNED = new Set(['message', 'warning', 'cursor', 'abTestVariantID', 'serverUsed', 'parsedQuery', 'timeoutCounts', 'timeoutHits']);

const MAX_BODY_BYTES = 1024 * 1024;
const TOO_LARGE = `Request body is larger than ${MAX_BODY_BYTES} bytes`;
/**
 * InstantSearch sends one query plus one per refined disjunctive facet (the results page has 25
 * facets); Algolia bounds a batch too. This bounds the work one request can ask for.
 */
export const MAX_QUERIES_PER_REQUEST = 50;
/**
 * Values (hits times attributes retrieved and highlighted) the answers to one request may hold in
 * all: a thousand full car hits fit, as on Algolia (hitsPerPage up to 1000), a hundred such do not.
 */
export const MAX_HIT_VALUES_PER_REQUEST = 120_000;

function fail(c: Context, status: 400 | 403 | 404 | 413 | 500, message: string): Response {
  return c.json({ message, status }, status);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request body as a JSON object; the client sends it as text/plain, optionally gzipped. */
async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  if (c.req.header('content-encoding')?.toLowerCase() === 'gzip') {
    const compressed = Buffer.from(await c.req.arrayBuffer());
    try {
      text = gunzipSync(compressed, { maxOutputLength: MAX_BODY_BYTES }).toString('utf8');
    } catch (error) {
      if (error instanceof RangeError) throw new SearchRequestError(413, TOO_LARGE);
      throw new SearchRequestError(400, 'Request body is not valid gzip');
    }
  } else {
    text = await c.req.text();
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SearchRequestError(400, 'Invalid JSON in request body');
  }
  if (!isObject(parsed)) throw new SearchRequestError(400, 'Request body must be a JSON object');
  if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) throw new SearchRequestError(400, `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  return parsed;
}

/**
 * The answer as this asker gets it: the renderingContent asked for, else the key's, else the index's;
 * a fresh queryID; only the responseFields asked for (parsed for that alone: clients ask for all).
 */
function delivered(view: IndexView, answer: OpenAnswer, params: SearchParams, keyRenderingContent: Record<string, unknown> | undefined): Buffer[] {
  const renderingContent = params.renderingContent ?? keyRenderingContent ?? view.renderingContent ?? {};
  const tail = `,"renderingContent":${JSON.stringify(renderingContent)}${params.clickAnalytics ? `,"queryID":"${randomBytes(16).toString('hex')}"` : ''}}`;
  if (params.responseFields.includes('*')) return [answer, Buffer.from(tail)];
  const whole = JSON.parse(`${answer.toString('utf8')}${tail}`) as Record<string, unknown>;
  const fields = new Set(params.responseFields);
  return [Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(whole).filter(([key]) => fields.has(key) || ALWAYS_RETURNED.has(key)))))];
}

/** A query's answer as delivered, written in steps (turns.ts runs them between other work). */
function answerSteps(view: IndexView, params: SearchParams, restriction: FilterNode | null, keyRenderingContent: Record<string, unknown> | undefined): Steps<Buffer[]> {
  return new Steps(
    (function* () {
      return delivered(view, yield* view.searchSteps(params, restriction), params, keyRenderingContent);
    })(),
  );
}

/** A JSON answer made of Buffers, sent as they are. */
function sendJson(c: Context, parts: Buffer[]): Response {
  return c.body(Buffer.concat(parts), 200, { 'Content-Type': 'application/json' });
}

function checkHitValues(values: number): void {
  if (values > MAX_HIT_VALUES_PER_REQUEST) {
    throw new SearchRequestError(
      400,
      `hitsPerPage: the answers would hold ${values} values (hits times attributes retrieved and highlighted), the maximum is ${MAX_HIT_VALUES_PER_REQUEST}: ask for fewer hits or attributes`,
    );
  }
}

const COMMA = Buffer.from(',');

export function searchRoutes(deps: SearchDeps): Hono {
  const app = new Hono();
  const turns = createTurns(deps.turnMs);

  // Mounted at the server's root: every middleware stays under /1/ so other routes are untouched.
  app.use('/1/*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 86_400 }));
  app.use(
    '/1/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, TOO_LARGE) }),
  );

  // The Node client sends credentials as headers, the browser client in the query string (search-insights
  // spells the names X-Algolia-API-Key: query names are matched without case, as headers are).
  const fromQuery = (c: Context, name: string): string | undefined => {
    for (const [key, value] of new URL(c.req.url).searchParams) if (key.toLowerCase() === name) return value;
    return undefined;
  };
  const authorize = (c: Context): KeyScope => {
    const apiKey = c.req.header('x-algolia-api-key') ?? fromQuery(c, 'x-algolia-api-key');
    const appId = c.req.header('x-algolia-application-id') ?? fromQuery(c, 'x-algolia-application-id');
    const scope = deps.verifyKey(apiKey, appId);
    if (!scope) throw new SearchRequestError(403, 'Invalid Application-ID or API key');
    return scope;
  };

  /** The view and the filter a scope imposes on it, or a refusal. */
  const open = (scope: KeyScope, indexName: unknown) => {
    if (typeof indexName !== 'string' || indexName === '') throw new SearchRequestError(400, 'Missing "indexName"');
    if (!indexAllowed(scope, indexName)) throw new SearchRequestError(403, 'Index not allowed with this API key');
    const view = deps.getIndex(indexName);
    if (!view) throw new SearchRequestError(404, 'Index does not exist');
    const restriction: FilterNode | null = allOf([parseFilters(scope.filters ?? ''), parseFilters(deps.scopeFilter?.(scope, indexName) ?? '')]);
    return { view, restriction, renderingContent: deps.renderingContent?.(scope, indexName) };
  };

  app.post('/1/indexes/*/queries', async (c) => {
    const scope = authorize(c);
    const body = await readJsonObject(c);
    const { requests } = body;
    if (!Array.isArray(requests)) throw new SearchRequestError(400, 'Missing "requests": expected a list of queries');
    if (requests.length > MAX_QUERIES_PER_REQUEST) {
      throw new SearchRequestError(400, `Too many queries: ${requests.length}, the maximum is ${MAX_QUERIES_PER_REQUEST}`);
    }
    // Every query is read and costed before any runs: a refused request costs no search.
    const queries = requests.map((request: unknown) => {
      if (!isObject(request)) throw new SearchRequestError(400, 'Each entry of "requests" must be an object');
      const opened = open(scope, request.indexName);
      const params = readSearchParams(request);
      if (request.type === 'facet' && typeof request.facet !== 'string') throw new SearchRequestError(400, 'A facet query needs "facet"');
      return { ...opened, params, facet: request.type === 'facet' ? (request.facet as string) : null };
    });
    checkHitValues(queries.reduce((sum, { view, params, facet }) => sum + (facet === null ? view.hitValues(params) : 0), 0));
    const results = await turns.take(
      queries.map(({ view, restriction, params, facet, renderingContent }) => () =>
        facet === null ? answerSteps(view, params, restriction, renderingContent) : [Buffer.from(JSON.stringify(view.searchForFacetValues(facet, params, restriction)))],
      ),
    );
    const parts: Buffer[] = [Buffer.from('{"results":[')];
    results.forEach((result, i) => parts.push(...(i > 0 ? [COMMA] : []), ...result));
    parts.push(Buffer.from(']}'));
    return sendJson(c, parts);
  });

  app.post('/1/indexes/:index/query', async (c) => {
    const { view, restriction, renderingContent } = open(authorize(c), c.req.param('index'));
    const params = readSearchParams(await readJsonObject(c));
    checkHitValues(view.hitValues(params));
    const [answer] = await turns.take([() => answerSteps(view, params, restriction, renderingContent)]);
    return sendJson(c, answer);
  });

  // getObjects: what the key may read of each, null for a record it may not see or that is missing.
  app.post('/1/indexes/*/objects', async (c) => {
    const scope = authorize(c);
    const { requests } = await readJsonObject(c);
    if (!Array.isArray(requests) || requests.length > MAX_QUERIES_PER_REQUEST * 20) {
      throw new SearchRequestError(400, `Missing "requests": expected a list of at most ${MAX_QUERIES_PER_REQUEST * 20} objects to read`);
    }
    const results = requests.map((request: unknown, i) => {
      if (!isObject(request) || typeof request.objectID !== 'string') throw new SearchRequestError(400, `requests[${i}].objectID: expected a string`);
      const { view, restriction } = open(scope, request.indexName);
      const attributes = request.attributesToRetrieve;
      if (attributes !== undefined && !(Array.isArray(attributes) && attributes.every((name) => typeof name === 'string'))) {
        throw new SearchRequestError(400, `requests[${i}].attributesToRetrieve: expected a list of strings`);
      }
      return view.getObject(request.objectID, attributes as string[] | undefined, restriction) ?? null;
    });
    return c.json({ results });
  });

  // Insights events for the key's tenant, on the indexes the key may search.
  app.post('/1/events', async (c) => {
    const scope = authorize(c);
    if (!deps.insights || !scope.userToken) throw new SearchRequestError(403, 'Insights events need a tenant search key');
    const events = readEvents(await readJsonObject(c), Date.now());
    events.forEach((event, i) => {
      if (!indexAllowed(scope, event.index) || !deps.getIndex(event.index)) throw new SearchRequestError(400, `events[${i}].index: not an index of this key`);
    });
    if (events.length > 0) await deps.insights.record(scope.userToken, events);
    return c.json({ status: 200, message: 'OK' });
  });

  app.post('/1/indexes/:index/facets/:facet/query', async (c) => {
    const { view, restriction } = open(authorize(c), c.req.param('index'));
    const params = readSearchParams(await readJsonObject(c));
    const [answer] = await turns.take([() => view.searchForFacetValues(c.req.param('facet'), params, restriction)]);
    return c.json(answer);
  });

  app.get('/1/indexes/:index/:objectID', (c) => {
    const { view, restriction } = open(authorize(c), c.req.param('index'));
    const attributes = c.req.query('attributesToRetrieve');
    const record = view.getObject(c.req.param('objectID'), attributes ? attributes.split(',').map((name) => name.trim()) : undefined, restriction);
    return record ? c.json(record) : fail(c, 404, 'ObjectID does not exist');
  });

  // Anything else under /1/ (another Algolia route, another method) is not served here; without
  // this it would fall through to the tenant's app page and answer 200 HTML to a search client.
  app.all('/1/*', (c) => fail(c, 404, `No search route ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof SearchRequestError) return fail(c, error.status, error.message);
    if (error instanceof FilterSyntaxError) return fail(c, 400, error.message);
    // Only Insights events need the store; while it is down they are answered as any store write is.
    if (unavailableReason(error)) return storeUnavailableResponse();
    console.error('search: unexpected error', error);
    return fail(c, 500, 'Internal error');
  });

  return app;
}
