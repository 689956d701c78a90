// The search worker's stored answers (workers/saved-searches.ts): what the network gives is kept; no
// server, or no answer in time, gives the kept answer to the same search, marked saved.
import { describe, expect, it, vi } from 'vitest';
import type { EndRequest, Requester, Response as AlgoliaResponse } from '@algolia/client-common';
import { savingRequester, SEARCH_SOURCE_HEADER, type SavedSearches } from '../../workers/saved-searches.ts';
import { memorySavedSearches } from './memory-saved-searches.ts';

const URL_1 = 'http://metro.localhost/1/indexes/*/queries?x-algolia-api-key=k&x-algolia-application-id=FORECOURT&x-algolia-request-id=aaa';
/** The same search sent again: algoliasearch gives every request a new id. */
const URL_1_AGAIN = URL_1.replace('aaa', 'bbb');
const BODY = '{"requests":[{"indexName":"cars","query":"hilux"}]}';
const request = (url = URL_1, data: string = BODY): EndRequest => ({ url, method: 'POST', headers: {}, data, connectTimeout: 6000, responseTimeout: 10000 });
const ok = (content: string): AlgoliaResponse => ({ content, status: 200, isTimedOut: false });
const NO_SERVER: AlgoliaResponse = { content: 'Network request failed', status: 0, isTimedOut: false };

/** A network whose every answer the test gives when it chooses. */
function manualNetwork() {
  const pending: ((response: AlgoliaResponse) => void)[] = [];
  const requester: Requester = { send: () => new Promise((resolve) => pending.push(resolve)) };
  return { requester, answer: (response: AlgoliaResponse) => pending.shift()!(response) };
}

const instantNetwork = (response: AlgoliaResponse): Requester => ({ send: async () => response });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
 * Until the answer is kept: the requester keeps it once its search is hashed (crypto.subtle, on
 * Node's thread pool), which one timer turn does not wait for on a busy machine.
 */
const keptOne = (store: { entries: Map<string, string> }) => vi.waitFor(() => expect(store.entries.size).toBe(1));

describe('savingRequester', () => {
  it("gives the network's answer in time and keeps it for the same search, whatever its request id", async () => {
    const store = memorySavedSearches();
    const online = savingRequester(instantNetwork(ok('{"results":[1]}')), store);
    expect(await online.send(request())).toEqual(ok('{"results":[1]}'));
    await keptOne(store);

    const offline = savingRequester(instantNetwork(NO_SERVER), store);
    const saved = await offline.send(request(URL_1_AGAIN));
    expect(saved).toMatchObject({ content: '{"results":[1]}', status: 200, isTimedOut: false });
    expect(saved.headers?.[SEARCH_SOURCE_HEADER]).toBe('saved');
  });

  it('keeps a separate answer for each search: another body is not answered from it', async () => {
    const store = memorySavedSearches();
    await savingRequester(instantNetwork(ok('{"results":[1]}')), store).send(request());
    await keptOne(store);
    const offline = savingRequester(instantNetwork(NO_SERVER), store);
    expect(await offline.send(request(URL_1, BODY.replace('hilux', 'ranger')))).toEqual(NO_SERVER);
  });

  it('with no server and nothing kept, gives what the network ended with (the client reports it offline)', async () => {
    expect(await savingRequester(instantNetwork(NO_SERVER), memorySavedSearches()).send(request())).toEqual(NO_SERVER);
  });

  it("keeps no server's error and gives it as it is, even with an answer kept", async () => {
    const store = memorySavedSearches();
    await savingRequester(instantNetwork(ok('{"results":[1]}')), store).send(request());
    await keptOne(store);
    const failing: AlgoliaResponse = { content: '{"message":"down"}', status: 503, isTimedOut: false };
    const digest = vi.spyOn(crypto.subtle, 'digest');
    try {
      expect(await savingRequester(instantNetwork(failing), store).send(request())).toEqual(failing);
      // Once the search is hashed, a put would follow within promise callbacks, all run before a timer.
      expect(digest).toHaveBeenCalledOnce();
      await digest.mock.results[0]!.value;
      await settle();
    } finally {
      digest.mockRestore();
    }
    expect([...store.entries.values()]).toEqual(['{"results":[1]}']);
  });

  it('on a slow network gives the kept answer once the wait is over, and keeps the late answer when it comes', async () => {
    const store = memorySavedSearches();
    await savingRequester(instantNetwork(ok('{"results":["old"]}')), store).send(request());
    await keptOne(store);
    const slow = manualNetwork();
    const started = performance.now();
    const saved = await savingRequester(slow.requester, store, 30).send(request());
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(saved.content).toBe('{"results":["old"]}');
    expect(saved.headers?.[SEARCH_SOURCE_HEADER]).toBe('saved');
    slow.answer(ok('{"results":["new"]}'));
    await vi.waitFor(() => expect([...store.entries.values()]).toEqual(['{"results":["new"]}']));
  });

  it('on a slow network with nothing kept, waits for the answer', async () => {
    const slow = manualNetwork();
    const pending = savingRequester(slow.requester, memorySavedSearches(), 10).send(request());
    await new Promise((resolve) => setTimeout(resolve, 40));
    slow.answer(ok('{"results":["late"]}'));
    expect(await pending).toEqual(ok('{"results":["late"]}'));
  });

  it('loses no answer when keeping it fails (a full quota), nor a search when reading fails', async () => {
    const broken: SavedSearches = { get: () => Promise.reject(new Error('no storage')), put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
    expect(await savingRequester(instantNetwork(ok('{"results":[]}')), broken).send(request())).toEqual(ok('{"results":[]}'));
    expect(await savingRequester(instantNetwork(NO_SERVER), broken).send(request())).toEqual(NO_SERVER);
  });
});
