// Which requests a browse's whole set answers, and how (the answers' parity with the search service
// over the demo stock is tests/server/search-local-refinement.test.ts).
import { describe, expect, it } from 'vitest';
import { facetFilter } from '../../src/domain/search-request.ts';
import { browseKey, refineLocally, WHOLE_SET_MAX_HITS, wholeSetOf, wholeSetRequest, type RefinableRequest } from '../../src/domain/local-refinement.ts';

const HITS = [
  { objectID: 'a', name: 'A', make: 'Toyota', price: 30_000, features: ['Sunroof', 'Tow bar'], reserved: false },
  { objectID: 'b', name: 'B', make: 'toyota', price: 20_000, features: ['Tow bar'], reserved: true },
  { objectID: 'c', name: 'C', make: 'Mazda', price: 25_000, features: [], reserved: false },
  { objectID: 'd', name: 'D', make: 'Ford', features: ['Sunroof'], reserved: false },
];
const results = (extra: Partial<RefinableRequest> = {}): RefinableRequest => ({
  indexName: 'cars',
  query: '',
  filters: 'car_type:used',
  facets: ['make', 'price', 'features', 'reserved'],
  hitsPerPage: 2,
  page: 0,
  maxValuesPerFacet: 10,
  attributesToRetrieve: ['name'],
  attributesToHighlight: [],
  ...extra,
});
const set = wholeSetOf(wholeSetRequest(results())!, { hits: HITS, nbHits: HITS.length })!;
const ids = (answer: Record<string, unknown> | null) => (answer!.hits as { objectID: string }[]).map((hit) => hit.objectID);

describe('wholeSetRequest', () => {
  it("asks for every hit of the browse, with the hits' and the facets' attributes", () => {
    expect(wholeSetRequest(results({ facetFilters: [['make:Ford']], numericFilters: ['price>=1'], page: 3 }))).toEqual({
      indexName: 'cars',
      query: '',
      filters: 'car_type:used',
      facets: [],
      hitsPerPage: WHOLE_SET_MAX_HITS,
      page: 0,
      attributesToRetrieve: ['name', 'make', 'price', 'features', 'reserved'],
      attributesToHighlight: [],
    });
  });

  it('asks for none for a text query, all attributes, highlighting, a counts query, no facets or a parameter it does not handle', () => {
    for (const request of [
      results({ query: 'hilux' }),
      results({ attributesToRetrieve: ['*'] }),
      results({ attributesToRetrieve: undefined }),
      results({ attributesToHighlight: undefined }),
      results({ hitsPerPage: 0 }),
      results({ facets: [] }),
      { ...results(), aroundLatLng: '1,2' },
    ]) {
      expect(wholeSetRequest(request), JSON.stringify(request)).toBeNull();
    }
  });

  it('counts the facets its multi-query counts on the same browse (an explore search counts its choices apart)', () => {
    const cards = results({ facets: [], facetFilters: [['make:Ford']] });
    const counts = results({ facets: ['make', 'features'], hitsPerPage: 0 });
    const elsewhere = results({ facets: ['colour'], hitsPerPage: 0, filters: 'car_type:new' });
    expect(wholeSetRequest(cards)).toBeNull();
    expect(wholeSetRequest(cards, [cards, counts, elsewhere])?.attributesToRetrieve).toEqual(['name', 'make', 'features']);
    expect(wholeSetRequest(cards, [cards, elsewhere])).toBeNull();
  });

  it('keeps no set that came short of the browse', () => {
    expect(wholeSetOf(wholeSetRequest(results())!, { hits: HITS.slice(1), nbHits: HITS.length })).toBeNull();
  });
});

describe('refineLocally', () => {
  it('filters in the browse order, a facet value in any case, ORed within a group and ANDed across', () => {
    expect(ids(refineLocally(set, results({ facetFilters: [['make:TOYOTA']], hitsPerPage: 10 })))).toEqual(['a', 'b']);
    expect(ids(refineLocally(set, results({ facetFilters: [['make:Mazda', 'make:Ford']], hitsPerPage: 10 })))).toEqual(['c', 'd']);
    expect(ids(refineLocally(set, results({ facetFilters: [['make:Toyota'], ['features:Sunroof']], hitsPerPage: 10 })))).toEqual(['a']);
    expect(ids(refineLocally(set, results({ facetFilters: ['reserved:true'], hitsPerPage: 10 })))).toEqual(['b']);
    expect(ids(refineLocally(set, results({ facetFilters: [['make:Holden']], hitsPerPage: 10 })))).toEqual([]);
  });

  it('applies numeric comparisons and ranges, a hit without the number failing them', () => {
    expect(ids(refineLocally(set, results({ numericFilters: ['price>=25000'], hitsPerPage: 10 })))).toEqual(['a', 'c']);
    expect(ids(refineLocally(set, results({ numericFilters: ['price:20000 TO 25000'], hitsPerPage: 10 })))).toEqual(['b', 'c']);
    expect(ids(refineLocally(set, results({ numericFilters: [['price<21000', 'price>29000']], hitsPerPage: 10 })))).toEqual(['a', 'b']);
    expect(ids(refineLocally(set, results({ numericFilters: ['price!=20000'], hitsPerPage: 10 })))).toEqual(['a', 'c', 'd']);
  });

  it('pages, counts by value (first label kept) most first then by label, with numeric stats', () => {
    const answer = refineLocally(set, results({ page: 1 }))!;
    expect(ids(answer)).toEqual(['c', 'd']);
    expect(answer).toMatchObject({ nbHits: 4, page: 1, nbPages: 2, hitsPerPage: 2, query: '', index: 'cars' });
    expect(answer.hits).toEqual([
      { objectID: 'c', name: 'C', _highlightResult: {} },
      { objectID: 'd', name: 'D', _highlightResult: {} },
    ]);
    expect(answer.facets).toEqual({
      make: { Toyota: 2, Ford: 1, Mazda: 1 },
      price: { '20000': 1, '25000': 1, '30000': 1 },
      features: { Sunroof: 2, 'Tow bar': 2 },
      reserved: { false: 3, true: 1 },
    });
    expect(Object.keys((answer.facets as Record<string, object>).make)).toEqual(['Toyota', 'Ford', 'Mazda']);
    expect(answer.facets_stats).toEqual({ price: { min: 20_000, max: 30_000, avg: 25_000, sum: 75_000 } });
    expect(Object.keys(refineLocally(set, results({ maxValuesPerFacet: 1 }))!.facets as object)).toHaveLength(4);
    expect((refineLocally(set, results({ maxValuesPerFacet: 1 }))!.facets as Record<string, object>).make).toEqual({ Toyota: 2 });
  });

  it('reads an escaped leading dash as a literal one, as the engine does', () => {
    const dashed = wholeSetOf(wholeSetRequest(results({ facets: ['make'] }))!, { hits: [...HITS, { objectID: 'e', name: 'E', make: '-X' }], nbHits: 5 })!;
    expect(ids(refineLocally(dashed, results({ facets: ['make'], facetFilters: [[facetFilter('make', '-X')]] })))).toEqual(['e']);
    expect(refineLocally(dashed, results({ facets: ['make'], facetFilters: [['make:-X']] }))).toBeNull();
  });

  it("leaves to the server what it cannot answer as the server would", () => {
    for (const request of [
      results({ query: 'hilux' }),
      results({ indexName: 'cars_latest' }),
      results({ filters: 'car_type:new' }),
      results({ facetFilters: [['make:-Ford']] }),
      results({ facetFilters: [['-make:Ford']] }),
      results({ facetFilters: [['make:Ford<score=2>']] }),
      results({ facetFilters: [['colour:Red']] }),
      results({ numericFilters: ['km<1000'] }),
      results({ numericFilters: ['price = price'] }),
      results({ attributesToRetrieve: ['name', 'vin'] }),
      results({ attributesToHighlight: ['name'] }),
      results({ facets: ['colour'] }),
      { ...results(), distinct: true },
    ]) {
      expect(refineLocally(set, request), JSON.stringify(request)).toBeNull();
    }
    expect(browseKey(results({ facetFilters: [['make:Ford']], page: 2 }))).toBe(browseKey(results()));
  });
});
