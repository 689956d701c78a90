// The search worker's logic as a plain module: workers/search-cache.worker.ts exposes it, and the
// search client runs the same code on the main thread when workers are unavailable.
// Must not import React, the DOM, src/server or Node modules: only src/domain, ./saved-searches.ts,
// algoliasearch and its @algolia packages.
import { liteClient, type SearchQuery, type SearchResult } from 'algoliasearch/lite';
// A dependency of algoliasearch (same version), hoisted by npm; it is where the cache factories live.
import { createMemoryCache, createNullCache, type ClientOptions, type Host } from '@algolia/client-common';
// Also algoliasearch's own (same version, hoisted): the browser build's requester, wrapped to keep answers.
import { createXhrRequester } from '@algolia/requester-browser-xhr';
import { browseKey, refineLocally, WHOLE_SET_MAX_HITS, wholeSetOf, wholeSetRequest, type RefinableRequest, type WholeSet } from '../src/domain/local-refinement.ts';
import { LruCache } from '../src/domain/lru-cache.ts';
import { scopeRequests, type SearchScope } from '../src/domain/search-scope.ts';
import { stableKey } from '../src/domain/stable-key.ts';
import type { SearchConnection } from '../src/domain/tenant-bootstrap.ts';
import { OFFLINE_SEARCH_ERROR } from '../src/domain/sw-messages.ts';
import { savingRequester, SEARCH_NETWORK_WAIT_MS, SEARCH_SOURCE_HEADER, type SavedSearches } from './saved-searches.ts';

/** Spec §9: the cache holds 10 entries, dropping the oldest. */
export const SEARCH_CACHE_ENTRIES = 10;

/** A multi-query search's results, in request order. */
export interface SearchAnswer {
  results: SearchResult[];
  /** A stored answer (./saved-searches.ts): the network failed or was too slow. */
  saved: boolean;
}

/** One multi-query round trip. */
export type SearchTransport = (requests: SearchQuery[]) => Promise<SearchAnswer>;

/**
 * The promise of a search that a newer search on the same channel replaced. Named like the
 * platform's abort so callers treat it as one (comlink carries the name across the worker boundary).
 */
export class SupersededError extends Error {
  constructor() {
    super('A newer search on the same channel replaced this one');
    this.name = 'AbortError';
  }
}

/** Where queries go: embedded means this origin (or the given host) over the origin's protocol. */
export function searchHosts(connection: SearchConnection, origin: string): Host[] | undefined {
  if (connection.mode === 'embedded') {
    const url = new URL(origin);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return [{ url: connection.host ?? url.host, protocol, accept: 'readWrite' }];
  }
  return connection.host ? [{ url: connection.host, protocol: 'https', accept: 'readWrite' }] : undefined;
}

/** No network and nothing saved: the app shows its offline state rather than an error. */
export class OfflineSearchError extends Error {
  constructor() {
    super('No network, and no saved answer for this search');
    this.name = OFFLINE_SEARCH_ERROR;
  }
}

interface FailedAttempt {
  response?: { status?: number };
}

/** Every attempt got no response at all. */
function reachedNoServer(error: unknown): boolean {
  const attempts = (error as { stackTrace?: FailedAttempt[] } | null)?.stackTrace;
  return Array.isArray(attempts) && attempts.length > 0 && attempts.every(({ response }) => response?.status === 0);
}

/** Where answers are kept (none: every search asks the network alone) and how long the network has before they stand in. */
export interface StoreOptions {
  saved?: SavedSearches;
  networkWaitMs?: number;
}

export function algoliaTransport(connection: SearchConnection, origin: string, { saved, networkWaitMs }: StoreOptions = {}): SearchTransport {
  const options: ClientOptions = {
    hosts: searchHosts(connection, origin),
    // The browser build caches every response and request in memory; the spec's 10-entry LRU must be
    // the only cache in front of the stored answers (./saved-searches.ts), so both are switched off here.
    responsesCache: createNullCache(),
    requestsCache: createNullCache(),
    // Its default host-state cache reads window.localStorage, which a worker does not have.
    hostsCache: createMemoryCache(),
    // The browser build gives up after 1 s without response headers (2 s to read): on a weak
    // connection that is an 'offline' search, although a stored answer would stand in, or the network
    // would answer, within SEARCH_NETWORK_WAIT_MS.
    timeouts: { connect: SEARCH_NETWORK_WAIT_MS + 2_000, read: SEARCH_NETWORK_WAIT_MS + 6_000, write: 30_000 },
    requester: saved ? savingRequester(createXhrRequester(), saved, networkWaitMs) : createXhrRequester(),
  };
  const client = liteClient(connection.appId, connection.apiKey, options);
  return async (requests) => {
    try {
      // With the HTTP info: the headers say whether the answer is a stored one.
      const { data, headers } = await client.searchWithHTTPInfo({ requests });
      return { results: data.results, saved: headers?.[SEARCH_SOURCE_HEADER] === 'saved' };
    } catch (error) {
      throw reachedNoServer(error) ? new OfflineSearchError() : error;
    }
  };
}

/** How long a browse's whole set answers its refinements: a car sold or reserved since shows after this. */
export const WHOLE_SET_MAX_AGE_MS = 5 * 60_000;
/** The browses kept whole: the one on screen and the one before it (a sort changed back, say). */
const WHOLE_SETS = 2;

/** Whether the connection is one to spend a whole set's download on (not data-saving, not 2G). */
function roomyConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection;
  return !connection?.saveData && !(connection?.effectiveType ?? '').endsWith('2g');
}

export interface RefiningOptions {
  now?: () => number;
  /** Whether to fetch a whole set now (roomyConnection by default). */
  roomy?: () => boolean;
}

/**
 * `transport` with refinements answered at once from their browse's whole set (see
 * src/domain/local-refinement.ts): once the network has answered a browse that fits in one answer,
 * its whole set is fetched over `fetchSet` (a transport that stores nothing) and kept for
 * WHOLE_SET_MAX_AGE_MS. A multi-query is answered locally only when every one of its queries can be.
 */
export function refiningTransport(transport: SearchTransport, fetchSet: SearchTransport, { now = Date.now, roomy = roomyConnection }: RefiningOptions = {}): SearchTransport {
  // A browse whose set came short (over 1,000 hits, though a refinement of it fitted) is kept as null
  // for as long, so its refinements do not ask for it again and again.
  const sets = new LruCache<string, { set: WholeSet | null; at: number }>(WHOLE_SETS);
  const fetching = new Set<string>();
  const heldFor = (browse: string | null) => {
    const held = browse === null ? undefined : sets.get(browse);
    return held && now() - held.at < WHOLE_SET_MAX_AGE_MS ? held : undefined;
  };
  const local = (requests: SearchQuery[]): SearchResult[] | null => {
    const results: SearchResult[] = [];
    for (const request of requests as RefinableRequest[]) {
      const set = heldFor(browseKey(request))?.set;
      const answer = set && refineLocally(set, request);
      if (!answer) return null;
      results.push(answer as unknown as SearchResult);
    }
    return results;
  };
  const learn = (requests: RefinableRequest[], result: SearchResult) => {
    const request = requests[0];
    const wanted = wholeSetRequest(request, requests);
    const browse = browseKey(request);
    const nbHits = (result as { nbHits?: number }).nbHits;
    if (!wanted || browse === null || nbHits === undefined || nbHits > WHOLE_SET_MAX_HITS) return;
    if (heldFor(browse) || fetching.has(browse) || !roomy()) return;
    fetching.add(browse);
    fetchSet([wanted as SearchQuery])
      .then(({ results: [answer], saved }) => {
        if (saved) return;
        const set = wholeSetOf(wanted, answer as Parameters<typeof wholeSetOf>[1]);
        sets.set(browse, { set, at: now() });
        // Answering the browse once codes its facets' columns now, rather than in the first click.
        if (set) refineLocally(set, request);
      })
      // A set that did not come leaves the refinements to the network, as before it was asked for.
      .catch(() => undefined)
      .finally(() => fetching.delete(browse));
  };
  return async (requests) => {
    const results = local(requests);
    if (results) return { results, saved: false };
    const answer = await transport(requests);
    if (!answer.saved && requests.length > 0) learn(requests as RefinableRequest[], answer.results[0]);
    return answer;
  };
}

/**
 * The LRU (fresh answers only: a saved one is asked for again, the network may be back) plus two
 * rules that keep results in order and the network quiet:
 * - identical parameters (in any key order) already in flight share one round trip;
 * - a search on a channel rejects the previous still-pending search on that channel with
 *   SupersededError at once, so an older response can never arrive after a newer one. The replaced
 *   round trip still completes and fills the cache: the shopper often comes back to it.
 */
export function createSearchCache(transport: SearchTransport, capacity = SEARCH_CACHE_ENTRIES) {
  const cache = new LruCache<string, SearchAnswer>(capacity);
  const inFlight = new Map<string, Promise<SearchAnswer>>();
  const pendingByChannel = new Map<string, (reason: SupersededError) => void>();

  function fetchShared(key: string, requests: SearchQuery[]): Promise<SearchAnswer> {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let shared = inFlight.get(key);
    if (!shared) {
      shared = transport(requests).then(
        (answer) => {
          if (!answer.saved) cache.set(key, answer);
          inFlight.delete(key);
          return answer;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, shared);
    }
    return shared;
  }

  return {
    search(channel: string, requests: SearchQuery[]): Promise<SearchAnswer> {
      pendingByChannel.get(channel)?.(new SupersededError());
      return new Promise<SearchAnswer>((resolve, reject) => {
        pendingByChannel.set(channel, reject);
        fetchShared(stableKey(requests), requests)
          .then(resolve, reject)
          .finally(() => {
            if (pendingByChannel.get(channel) === reject) pendingByChannel.delete(channel);
          });
      });
    },
  };
}

/** The API both the worker and the main-thread fallback expose (both keep answers in Cache Storage). */
export function createSearchService(store: StoreOptions = {}) {
  let cache: ReturnType<typeof createSearchCache> | null = null;
  let scope: SearchScope | undefined;
  return {
    /** A new connection starts an empty cache: results from another host or key must not leak in. */
    init(connection: SearchConnection, origin: string): void {
      // A whole set is never stored for offline use (./saved-searches.ts): it is a megabyte, and the
      // worker holds it while it lives.
      const network = algoliaTransport(connection, origin, store);
      cache = createSearchCache(refiningTransport(network, store.saved ? algoliaTransport(connection, origin) : network));
      scope = connection.scope;
    },
    /** The multi-query results, in request order, and whether they are saved ones. */
    search(channel: string, requests: SearchQuery[]): Promise<SearchAnswer> {
      if (!cache) return Promise.reject(new Error('search() before init(): the search client sets the connection first'));
      return cache.search(channel, scope ? scopeRequests(requests, scope, Date.now()) : requests);
    },
  };
}
