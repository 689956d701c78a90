// The search worker's whole sets: once the network has answered a browse that fits in one answer,
// the browse's whole set is fetched once, and refinements of it are answered without a round trip
// until it ages out; everything else still goes to the network. (That a set's answers are the
// service's own is tests/server/search-local-refinement.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchQuery, SearchResult } from 'algoliasearch/lite';
import { refineLocally, WHOLE_SET_MAX_HITS, wholeSetOf, wholeSetRequest, type RefinableRequest } from '../../src/domain/local-refinement.ts';
import { refiningTransport, WHOLE_SET_MAX_AGE_MS, type SearchAnswer, type SearchTransport } from '../../workers/search-cache.ts';

const CARS = Array.from({ length: 30 }, (_, i) => ({ objectID: String(i), name: `Car ${i}`, make: ['Toyota', 'Mazda', 'Ford'][i % 3], price: 10_000 + i * 1_000 }));
const browse = (extra: Partial<RefinableRequest> = {}): RefinableRequest => ({
  indexName: 'cars',
  query: '',
  facets: ['make', 'price'],
  hitsPerPage: 10,
  page: 0,
  maxValuesPerFacet: 100,
  attributesToRetrieve: ['name'],
  attributesToHighlight: [],
  ...extra,
});
const toyotas = browse({ facetFilters: [['make:Toyota']] });

/** A service over CARS: the whole set's request gets every car, any other a page of them. */
function network(nbHits = CARS.length, saved = false) {
  const requests: SearchQuery[][] = [];
  const transport = vi.fn<SearchTransport>(async (asked) => {
    requests.push(asked);
    const results = asked.map((request) => {
      const { hitsPerPage = 20 } = request as RefinableRequest;
      return { hits: CARS.slice(0, hitsPerPage), nbHits, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 1, query: '', params: '' } as SearchResult;
    });
    return { results, saved } satisfies SearchAnswer;
  });
  return { transport, requests };
}

/** Lets the whole set's fetch, started after an answer, come back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('refiningTransport', () => {
  it('fetches a browse’s whole set once, then answers its refinements without the network', async () => {
    const { transport } = network();
    const sets = network();
    const search = refiningTransport(transport, sets.transport);
    // Two answers of the browse before its set is back: one fetch.
    await Promise.all([search([browse() as SearchQuery]), search([browse({ page: 1 }) as SearchQuery])]);
    await settle();
    expect(sets.requests).toEqual([[wholeSetRequest(browse())]]);
    expect(transport).toHaveBeenCalledTimes(2);

    const answer = await search([toyotas as SearchQuery, browse({ facets: ['make'], hitsPerPage: 0 }) as SearchQuery]);
    expect(transport).toHaveBeenCalledTimes(2);
    const set = wholeSetOf(wholeSetRequest(browse())!, { hits: CARS, nbHits: CARS.length })!;
    expect(answer).toEqual({ results: [refineLocally(set, toyotas), refineLocally(set, browse({ facets: ['make'], hitsPerPage: 0 }))], saved: false });
    expect((answer.results[0] as { nbHits: number }).nbHits).toBe(10);
    expect(sets.transport).toHaveBeenCalledTimes(1);
  });

  it('fetches the set of an explore search, whose cards and choices’ counts are two queries of one browse', async () => {
    const { transport } = network();
    const sets = network();
    const search = refiningTransport(transport, sets.transport);
    const cards = (make?: string) => browse({ facets: [], ...(make ? { facetFilters: [[`make:${make}`]] } : {}) }) as SearchQuery;
    const counts = browse({ facets: ['make'], hitsPerPage: 0, attributesToRetrieve: undefined }) as SearchQuery;
    await search([cards(), counts]);
    await settle();
    expect(sets.requests).toEqual([[{ ...wholeSetRequest(browse())!, attributesToRetrieve: ['name', 'make'] }]]);
    const answer = await search([cards('Mazda'), counts]);
    expect(transport).toHaveBeenCalledTimes(1);
    expect((answer.results[0] as { nbHits: number }).nbHits).toBe(10);
  });

  it('leaves to the network a multi-query with one query the set cannot answer', async () => {
    const { transport } = network();
    const search = refiningTransport(transport, network().transport);
    await search([browse() as SearchQuery]);
    await settle();
    await search([toyotas as SearchQuery, browse({ query: 'hilux' }) as SearchQuery]);
    await search([browse({ indexName: 'cars_latest' }) as SearchQuery]);
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('asks for the set again once it has aged out', async () => {
    let now = 0;
    const { transport } = network();
    const sets = network();
    const search = refiningTransport(transport, sets.transport, { now: () => now });
    await search([browse() as SearchQuery]);
    await settle();
    now += WHOLE_SET_MAX_AGE_MS - 1;
    await search([toyotas as SearchQuery]);
    expect(transport).toHaveBeenCalledTimes(1);
    now += 1;
    await search([toyotas as SearchQuery]);
    expect(transport).toHaveBeenCalledTimes(2);
    await settle();
    expect(sets.transport).toHaveBeenCalledTimes(2);
  });

  it('fetches no set for a text search, a saved answer, a browse over the limit or a cramped connection', async () => {
    for (const [first, answers, roomy] of [
      [browse({ query: 'hilux' }), network(), true],
      [browse(), network(CARS.length, true), true],
      [browse(), network(WHOLE_SET_MAX_HITS + 1), true],
      [browse({ attributesToHighlight: undefined }), network(), true],
      [browse(), network(), false],
    ] as const) {
      const sets = network();
      const search = refiningTransport(answers.transport, sets.transport, { roomy: () => roomy });
      await search([first as SearchQuery]);
      await settle();
      expect(sets.transport, JSON.stringify(first)).not.toHaveBeenCalled();
    }
  });

  it('takes a data-saving or 2G connection as cramped', async () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g' }]) {
      vi.stubGlobal('navigator', { connection });
      const sets = network();
      await refiningTransport(network().transport, sets.transport)([browse() as SearchQuery]);
      await settle();
      expect(sets.transport.mock.calls.length, JSON.stringify(connection)).toBe(connection.effectiveType === '4g' && !connection.saveData ? 1 : 0);
    }
  });

  it('asks once, not at every answer, for a browse whose refinement fitted but whose set came short', async () => {
    const { transport } = network();
    const sets = network(WHOLE_SET_MAX_HITS + 1);
    const search = refiningTransport(transport, sets.transport);
    await search([toyotas as SearchQuery]);
    await settle();
    await search([browse({ facetFilters: [['make:Mazda']] }) as SearchQuery]);
    await settle();
    expect(sets.transport).toHaveBeenCalledTimes(1);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('goes on asking the network when the set fails to come or comes short', async () => {
    for (const sets of [vi.fn<SearchTransport>(async () => Promise.reject(new Error('down'))), network(CARS.length + 1).transport]) {
      const { transport } = network();
      const search = refiningTransport(transport, sets);
      await search([browse() as SearchQuery]);
      await settle();
      await search([toyotas as SearchQuery]);
      expect(transport).toHaveBeenCalledTimes(2);
    }
  });
});
