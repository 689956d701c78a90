// A browse's whole set, fetched from the embedded search service with the official client, answers
// refinements exactly as the service does: the same hits in the same order, counts, facet order,
// stats and pages, for every demo tenant's key, each sort replica and a /search path's filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liteClient, type SearchQuery } from 'algoliasearch/lite';
import { refineLocally, wholeSetOf, wholeSetRequest, type RefinableRequest, type WholeSet } from '../../src/domain/local-refinement.ts';
import { CAR_CARD_ATTRIBUTES, CAR_FACETS, carIndexNames } from '../../src/domain/search-record.ts';
import { MAX_VALUES_PER_FACET } from '../../src/domain/search-facets.ts';
import { dealershipSearch, manufacturerModelSearch } from '../../src/domain/explore-search.ts';
import { searchRequests } from '../../src/domain/search-request.ts';
import type { SearchUiState } from '../../src/domain/search-ui-state.ts';
import { searchPathFilter } from '../../src/url/search-path.ts';
import { localHosts, startSearchTestServer, type SearchTestServer } from './search-harness.ts';

let search: SearchTestServer;
beforeAll(async () => {
  search = await startSearchTestServer();
});
afterAll(() => search?.dispose());

const client = (slug: string) => liteClient('FORECOURT', search.keys[slug], { hosts: localHosts(search.server.port) });
const ask = async (slug: string, requests: RefinableRequest[]) => (await client(slug).search({ requests: requests as SearchQuery[] })).results as unknown as Record<string, unknown>[];
/** What the service says that a local answer cannot: its own timing and its echo of the wire form. */
const comparable = ({ processingTimeMS: _time, params: _params, ...answer }: Record<string, unknown>) => answer;

/** A small deterministic generator, so a failure names a state that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const LISTED = ['make', 'body', 'fuel', 'transmission', 'car_type', 'colour', 'drive', 'filtered_features', 'seats', 'reserved', 'location_name', 'categories'];
const RANGED = ['price', 'km', 'year'];

/** Refinement states drawn from the set's own values: several values of a list, a menu, ranges, pages. */
function statesFrom(set: WholeSet, count: number, seed: number): SearchUiState[] {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const valuesOf = (attribute: string) => [...new Set(set.hits.flatMap((hit) => [hit[attribute]].flat()).filter((v) => v !== undefined && v !== null).map(String))];
  const states: SearchUiState[] = [];
  for (let i = 0; i < count; i++) {
    const refinementList: Record<string, string[]> = {};
    for (let n = Math.floor(next() * 3); n > 0; n--) {
      const attribute = pick(LISTED);
      const values = valuesOf(attribute);
      if (values.length) refinementList[attribute] = [...new Set([pick(values), ...(next() < 0.4 ? [pick(values)] : [])])];
    }
    const state: SearchUiState = { refinementList };
    if (next() < 0.3) state.menu = { model: pick(valuesOf('model')) };
    if (next() < 0.4) {
      const attribute = pick(RANGED);
      const numbers = valuesOf(attribute).map(Number).filter(Number.isFinite).sort((a, b) => a - b);
      if (numbers.length) state.range = { [attribute]: { min: numbers[Math.floor(numbers.length * next() * 0.5)], ...(next() < 0.6 ? { max: numbers[Math.floor(numbers.length * (0.5 + next() * 0.5))] } : {}) } };
    }
    if (next() < 0.2) state.page = 2;
    states.push(state);
  }
  return states;
}

const options = (indexName: string, filters: string) => ({
  indexName,
  facets: CAR_FACETS,
  hitsPerPage: 21,
  maxValuesPerFacet: MAX_VALUES_PER_FACET,
  filters,
  numericFilters: indexName.endsWith('_price_asc') ? ['price>0'] : [],
  attributesToRetrieve: CAR_CARD_ATTRIBUTES,
});

async function wholeSet(slug: string, first: RefinableRequest, multiQuery?: RefinableRequest[]): Promise<WholeSet> {
  const request = wholeSetRequest(first, multiQuery)!;
  const [answer] = await ask(slug, [request]);
  const set = wholeSetOf(request, answer as { hits: Record<string, unknown>[]; nbHits: number });
  expect(set, `${slug} ${first.indexName}: the whole browse in one answer`).not.toBeNull();
  return set!;
}

describe('refinements answered from a whole set', () => {
  const cases = [
    ['metro-auto-group', carIndexNames('cars').relevance, ''],
    ['metro-auto-group', carIndexNames('cars').priceAsc, ''],
    ['harbourside-motors', carIndexNames('cars').latest, searchPathFilter('used-cars').filters],
    ['outback-caravans', carIndexNames('cars').priceDesc, searchPathFilter('new-used-and-demo-cars').filters],
  ] as const;
  for (const [slug, indexName, filters] of cases) {
    it(`gives the service's answers for ${slug} on ${indexName}${filters ? ` (${filters})` : ''}`, async () => {
      const [first] = searchRequests({}, options(indexName, filters));
      const set = await wholeSet(slug, first);
      expect(set.hits.length).toBeGreaterThan(21);
      let narrowed = 0;
      for (const state of statesFrom(set, 40, slug.length * 31 + indexName.length)) {
        const requests = searchRequests(state, options(indexName, filters));
        const local = requests.map((request) => refineLocally(set, request));
        expect(local.every((answer) => answer !== null), JSON.stringify(state)).toBe(true);
        const served = await ask(slug, requests);
        expect(local.map((answer) => comparable(answer!)), JSON.stringify(state)).toEqual(served.map(comparable));
        if ((served[0].nbHits as number) < set.hits.length && (served[0].nbHits as number) > 0) narrowed++;
      }
      // The states narrow the browse to something, mostly: the comparison is not of empty answers.
      expect(narrowed).toBeGreaterThan(20);
    });
  }
});

describe('explore searches answered from a whole set', () => {
  /** Each of a browse's choices alone and with another, on the first and second pages. */
  async function compareChoices(slug: string, ask1: (choice: { a: string | null; b: string | null; page: number }) => RefinableRequest[], [a, b]: readonly [string, string]) {
    const first = ask1({ a: null, b: null, page: 0 });
    const set = await wholeSet(slug, first[0], first);
    const values = (attribute: string) => [null, ...new Set(set.hits.flatMap((hit) => [hit[attribute]].flat()).filter((v) => typeof v === 'string'))] as (string | null)[];
    let compared = 0;
    for (const x of values(a)) {
      for (const y of values(b).slice(0, 4)) {
        for (const page of [0, 1]) {
          const requests = ask1({ a: x, b: y, page });
          const local = requests.map((request) => refineLocally(set, request));
          expect(local.every((answer) => answer !== null), JSON.stringify({ x, y, page })).toBe(true);
          const served = await ask(slug, requests);
          expect(local.map((answer) => comparable(answer!)), JSON.stringify({ x, y, page })).toEqual(served.map(comparable));
          compared++;
        }
      }
    }
    return compared;
  }
  it("gives the service's answers to a brand page's model and body choices", async () => {
    const cars = carIndexNames('cars').relevance;
    const [browse] = searchRequests({}, options(cars, ''));
    const [all] = await ask('metro-auto-group', [{ ...browse, facets: ['make'], hitsPerPage: 0 }]);
    const make = Object.entries((all.facets as Record<string, Record<string, number>>).make).sort((p, q) => q[1] - p[1])[0][0];
    const compared = await compareChoices('metro-auto-group', ({ a, b, page }) => manufacturerModelSearch(cars, { make, model: a, body: b, page }), ['model', 'body']);
    expect(compared).toBeGreaterThan(8);
  });
  it("gives the service's answers to a group's dealership search choices", async () => {
    const compared = await compareChoices('metro-auto-group', ({ a, b, page }) => dealershipSearch(carIndexNames('cars').relevance, { category: a, price: b, page }), ['categories', 'price_range']);
    expect(compared).toBeGreaterThan(8);
  });
});
