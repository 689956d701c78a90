// The search worker's logic: the spec's 10-entry LRU in front of the algoliasearch lite client,
// shared in-flight queries, and newer searches superseding older ones on a channel.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as fc from 'fast-check';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SearchQuery, SearchResult } from 'algoliasearch/lite';
import { searchScope } from '../../src/domain/search-scope.ts';
import { createSearchCache, createSearchService, OfflineSearchError, searchHosts, SupersededError, type SearchAnswer, type SearchTransport } from '../../workers/search-cache.ts';
import { isAbortError } from '../../src/worker-clients/bridge.ts';
import type { SearchConnection } from '../../src/domain/tenant-bootstrap.ts';
import { stableKey } from '../../src/domain/stable-key.ts';
import { memorySavedSearches } from './memory-saved-searches.ts';

// The worker ships algoliasearch's browser build (memory caches on by default); Node would resolve
// the node build (caches off by default), which would make the cache test below prove nothing.
vi.mock('algoliasearch/lite', () => import('algoliasearch/dist/lite/builds/browser.js' as string));

const query = (text: string, extra: { hitsPerPage?: number } = {}): SearchQuery[] => [{ indexName: 'cars', query: text, ...extra }];
const resultFor = (requests: SearchQuery[]): SearchResult[] =>
  requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 21, processingTimeMS: 1, query: 'query' in r ? (r.query ?? '') : '', params: '' }));
const answerFor = (requests: SearchQuery[], saved = false): SearchAnswer => ({ results: resultFor(requests), saved });

/** A transport that answers when told to, so tests choose the order responses arrive in. */
function manualTransport() {
  const calls: { requests: SearchQuery[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const transport = vi.fn<SearchTransport>(
    (requests) =>
      new Promise((resolve, reject) => {
        calls.push({ requests, answer: () => resolve(answerFor(requests)), fail: reject });
      }),
  );
  return { transport, calls };
}

const instantTransport = () => vi.fn<SearchTransport>(async (requests) => answerFor(requests));
const queryOf = (answer: SearchAnswer) => (answer.results[0] as { query: string }).query;

describe('stableKey', () => {
  it('ignores key order at every depth but keeps array order and drops undefined members', () => {
    expect(stableKey([{ b: 1, a: { y: [2, 1], x: null } }])).toBe(stableKey([{ a: { x: null, y: [2, 1] }, b: 1, c: undefined }]));
    expect(stableKey([{ a: { y: [2, 1] } }])).not.toBe(stableKey([{ a: { y: [1, 2] } }]));
    expect(stableKey([{ q: 'a' }, { q: 'b' }])).not.toBe(stableKey([{ q: 'b' }, { q: 'a' }]));
  });
});

describe('createSearchCache', () => {
  it('keeps 10 parameter sets and drops the oldest', async () => {
    const transport = instantTransport();
    const cache = createSearchCache(transport);
    for (let i = 0; i <= 10; i++) await cache.search('results', query(`q${i}`));
    expect(transport).toHaveBeenCalledTimes(11);
    await cache.search('results', query('q10'));
    await cache.search('results', query('q1'));
    expect(transport).toHaveBeenCalledTimes(11);
    await cache.search('results', query('q0'));
    expect(transport).toHaveBeenCalledTimes(12);
  });

  it('keys by the full parameter set, whatever the key order', async () => {
    const transport = instantTransport();
    const cache = createSearchCache(transport);
    await cache.search('results', [{ indexName: 'cars', query: 'ute', facetFilters: [['make:Ford']], page: 0 }]);
    await cache.search('results', [{ page: 0, facetFilters: [['make:Ford']], query: 'ute', indexName: 'cars' }]);
    expect(transport).toHaveBeenCalledTimes(1);
    await cache.search('results', [{ indexName: 'cars', query: 'ute', facetFilters: [['make:Ford']], page: 1 }]);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('shares one round trip between identical queries in flight', async () => {
    const { transport, calls } = manualTransport();
    const cache = createSearchCache(transport);
    const a = cache.search('results', query('hilux', { hitsPerPage: 21 }));
    const b = cache.search('similar', [{ hitsPerPage: 21, query: 'hilux', indexName: 'cars' }]);
    expect(transport).toHaveBeenCalledTimes(1);
    calls[0].answer();
    expect(await a).toEqual(await b);
  });

  it('rejects the older search on a channel as soon as a newer one starts, whatever order the answers come in', async () => {
    const { transport, calls } = manualTransport();
    const cache = createSearchCache(transport);
    const rendered: string[] = [];
    const older = cache.search('results', query('cor'));
    const newer = cache.search('results', query('corolla'));
    const shown = Promise.allSettled([older, newer].map((p) => p.then((r) => rendered.push(queryOf(r)))));

    calls[1].answer();
    calls[0].answer();
    const [olderOutcome] = await shown;
    expect(rendered).toEqual(['corolla']);
    expect(olderOutcome.status).toBe('rejected');
    await expect(older).rejects.toBeInstanceOf(SupersededError);
    await expect(older).rejects.toSatisfy(isAbortError);

    // The replaced round trip still filled the cache.
    await cache.search('results', query('cor'));
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('never lets an older search on a channel resolve, in any answer order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 2, max: 8 }), async (s, count) => {
        const cache = createSearchCache((requests) => s.schedule(Promise.resolve(answerFor(requests))));
        const outcomes = Array.from({ length: count }, (_, i) => cache.search('results', query(`q${i}`)).then(queryOf, (e: unknown) => e));
        await s.waitAll();
        const settled = await Promise.all(outcomes);
        expect(settled.at(-1)).toBe(`q${count - 1}`);
        for (const early of settled.slice(0, -1)) expect(isAbortError(early)).toBe(true);
      }),
    );
  });

  it('lets channels run side by side', async () => {
    const { transport, calls } = manualTransport();
    const cache = createSearchCache(transport);
    const results = cache.search('results', query('ranger'));
    const facets = cache.search('facets', query('ranger', { hitsPerPage: 0 }));
    calls[1].answer();
    calls[0].answer();
    expect(queryOf(await results)).toBe('ranger');
    expect(queryOf(await facets)).toBe('ranger');
  });

  it('passes transport failures to every waiting caller and caches nothing', async () => {
    const { transport, calls } = manualTransport();
    const cache = createSearchCache(transport);
    const a = cache.search('results', query('mx5'));
    const b = cache.search('other', query('mx5'));
    calls[0].fail(new Error('Unreachable hosts'));
    await expect(a).rejects.toThrow('Unreachable hosts');
    await expect(b).rejects.toThrow('Unreachable hosts');
    const retry = cache.search('results', query('mx5'));
    expect(transport).toHaveBeenCalledTimes(2);
    calls[1].answer();
    expect(queryOf(await retry)).toBe('mx5');
  });

  it("does not keep stored answers in the LRU: the next search asks the network again", async () => {
    const transport = vi.fn<SearchTransport>(async (requests) => answerFor(requests, true));
    const cache = createSearchCache(transport);
    expect((await cache.search('results', query('ute'))).saved).toBe(true);
    await cache.search('results', query('ute'));
    expect(transport).toHaveBeenCalledTimes(2);
  });
});

describe('searchHosts', () => {
  const connection = (mode: SearchConnection['mode'], host: string | null): SearchConnection => ({
    mode,
    appId: mode === 'embedded' ? 'FORECOURT' : 'APP123',
    apiKey: 'key',
    host,
    carsIndex: 'cars',
    offersIndex: 'offers',
    partsIndex: 'parts',
  });

  it('sends embedded searches to this origin, over its protocol, port included', () => {
    expect(searchHosts(connection('embedded', null), 'http://harbourside-motors.localhost:8080')).toEqual([
      { url: 'harbourside-motors.localhost:8080', protocol: 'http', accept: 'readWrite' },
    ]);
    expect(searchHosts(connection('embedded', 'search.example.com.au'), 'https://example.com.au')).toEqual([
      { url: 'search.example.com.au', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it("leaves hosted Algolia on the client's own hosts unless one is named", () => {
    expect(searchHosts(connection('algolia', null), 'https://example.com.au')).toBeUndefined();
    expect(searchHosts(connection('algolia', 'APP123-dsn.algolia.net'), 'https://example.com.au')).toEqual([
      { url: 'APP123-dsn.algolia.net', protocol: 'https', accept: 'readWrite' },
    ]);
  });
});

/** Enough of XMLHttpRequest, over node:http, for algoliasearch's browser requester. */
class NodeXmlHttpRequest {
  static readonly OPENED = 1;
  readonly OPENED = 1;
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #method = 'GET';
  #url = '';
  #headers: Record<string, string> = {};
  #responseHeaders: IncomingHttpHeaders = {};
  #request: ReturnType<typeof request> | undefined;

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers[name] = value;
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.#responseHeaders)
      .map(([name, value]) => `${name}: ${String(value)}`)
      .join('\r\n');
  }

  abort(): void {
    this.#request?.destroy();
  }

  send(body?: string): void {
    this.#request = request(this.#url, { method: this.#method, headers: this.#headers }, (response) => {
      this.status = response.statusCode ?? 0;
      this.#responseHeaders = response.headers;
      this.readyState = 2;
      this.onreadystatechange?.();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        this.responseText = text;
        this.readyState = 4;
        this.onload?.();
      });
    });
    this.#request.on('error', () => this.onerror?.());
    this.#request.end(body);
  }
}

interface Received {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: { requests: SearchQuery[] };
}

describe('createSearchService against an Algolia-compatible server', () => {
  let server: Server;
  let origin: string;
  const received: Received[] = [];
  /** The server drops every connection: as good as no network. */
  let unreachable = false;

  beforeAll(async () => {
    vi.stubGlobal('XMLHttpRequest', NodeXmlHttpRequest);
    server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://placeholder');
        if (req.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw) as { requests: SearchQuery[] };
        received.push({ method: req.method, url, headers: req.headers, body });
        const text = 'query' in body.requests[0] ? body.requests[0].query : '';
        if (unreachable) {
          res.socket?.destroy();
          return;
        }
        if (text === 'server-error') {
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down for maintenance","status":503}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: resultFor(body.requests) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server.close(resolve));
  });

  it("queries this origin over http with the tenant's key and app id, behind only the 10-entry LRU", async () => {
    const service = createSearchService();
    service.init({ mode: 'embedded', appId: 'FORECOURT', apiKey: 'tenant-search-key', host: null, carsIndex: 'cars', offersIndex: 'offers', partsIndex: 'parts' }, origin);

    const { results: [first], saved } = await service.search('results', query('q0', { hitsPerPage: 21 }));
    expect(first).toMatchObject({ hits: [], nbHits: 0, query: 'q0' });
    expect(saved).toBe(false);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent.headers.host).toBe(new URL(origin).host);
    // The browser build authenticates in the query string.
    expect(sent.url.searchParams.get('x-algolia-application-id')).toBe('FORECOURT');
    expect(sent.url.searchParams.get('x-algolia-api-key')).toBe('tenant-search-key');
    expect(sent.body.requests).toEqual([{ indexName: 'cars', query: 'q0', hitsPerPage: 21 }]);

    await service.search('results', [{ hitsPerPage: 21, query: 'q0', indexName: 'cars' }]);
    expect(received).toHaveLength(1);

    for (let i = 1; i <= 10; i++) await service.search('results', query(`q${i}`));
    expect(received).toHaveLength(11);
    // q0 has left the LRU; had the client kept its own cache, this would not reach the server.
    await service.search('results', query('q0', { hitsPerPage: 21 }));
    expect(received).toHaveLength(12);
  });

  it('keeps each answer on the device and gives it, marked saved, once no server answers; a search never kept is offline', async () => {
    const saved = memorySavedSearches();
    const connection = { mode: 'embedded', appId: 'FORECOURT', apiKey: 'k', host: null, carsIndex: 'cars', offersIndex: 'offers', partsIndex: 'parts' } as const;
    const online = createSearchService({ saved });
    online.init(connection, origin);
    expect(await online.search('results', query('kept'))).toMatchObject({ saved: false, results: [{ query: 'kept' }] });
    await vi.waitFor(() => expect(saved.entries.size).toBe(1));

    unreachable = true;
    try {
      // A new service: the kept answer, not the 10-entry LRU's, answers.
      const offline = createSearchService({ saved });
      offline.init(connection, origin);
      expect(await offline.search('results', query('kept'))).toMatchObject({ saved: true, results: [{ query: 'kept' }] });
      await expect(offline.search('results', query('never searched'))).rejects.toBeInstanceOf(OfflineSearchError);
    } finally {
      unreachable = false;
    }
  });

  it("passes a server's error on as an error, not as offline", async () => {
    const service = createSearchService({ saved: memorySavedSearches() });
    service.init({ mode: 'embedded', appId: 'FORECOURT', apiKey: 'k', host: null, carsIndex: 'cars', offersIndex: 'offers', partsIndex: 'parts' }, origin);
    const serverError = await service.search('results', query('server-error')).catch((error: unknown) => error);
    expect(serverError).not.toBeInstanceOf(OfflineSearchError);
    expect(serverError).toBeInstanceOf(Error);
  });

  it('reports a search that reaches no server at all as offline', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const service = createSearchService();
    service.init({ mode: 'embedded', appId: 'FORECOURT', apiKey: 'k', host: null, carsIndex: 'cars', offersIndex: 'offers', partsIndex: 'parts' }, deadOrigin);
    await expect(service.search('results', query('anything'))).rejects.toBeInstanceOf(OfflineSearchError);
  });

  it("adds a hosted tenant's stock filter and offer exclusion to every query it sends", async () => {
    const scope = searchScope({ id: 9, search: { carsIndex: 'cars', offersIndex: 'offers' }, stock: { includeSoldCarsDays: 3, minimumPhotos: 0, minimumPrice: 0, certifiedOnly: false }, offers: { alwaysShowIds: [] } });
    const service = createSearchService();
    service.init({ mode: 'embedded', appId: 'FORECOURT', apiKey: 'k', host: null, carsIndex: 'cars', offersIndex: 'offers', partsIndex: 'parts', scope }, origin);
    const before = received.length;
    await service.search('results', [
      { indexName: 'cars_latest', query: 'scoped', filters: 'make:Kia' },
      { indexName: 'offers', query: 'scoped' },
      { indexName: 'parts', query: 'scoped' },
    ]);
    const [cars, offers, parts] = received[before].body.requests as { filters?: string }[];
    expect(cars.filters).toMatch(/^\(status:in_stock OR status:coming_soon OR sold_date_timestamp > \d+\) AND show_on_dealer_website:true AND make:Kia$/);
    expect(offers.filters).toBe('NOT excluded_website_ids:9');
    expect(parts.filters).toBeUndefined();
  });

  it('refuses to search before init', async () => {
    await expect(createSearchService().search('results', query('x'))).rejects.toThrow(/before init/);
  });
});
