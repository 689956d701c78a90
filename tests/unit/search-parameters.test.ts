// Algolia's query parameters as the engine honours them (issue 41), each against a small index.
import { describe, expect, it } from 'vitest';
import { type Hit, type IndexRecord, type IndexSettings, SearchIndex } from '../../src/server/search/engine.ts';
import { SearchRequestError } from '../../src/server/search/search-errors.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';

const SETTINGS: IndexSettings = {
  searchableAttributes: ['make', 'model', 'notes'],
  attributesForFaceting: ['make', 'colour', 'year'],
  customRanking: ['desc(created)'],
  allowTyposOnNumericTokens: false,
  replicas: [],
};

const CARS: IndexRecord[] = [
  { objectID: '1', created: 1, make: 'Toyota', model: 'Kluger', colour: 'White', year: 2020, notes: 'one owner family car with a full service history and new tyres fitted last month', _geoloc: { lat: -33.87, lng: 151.21 }, _tags: ['used'] },
  { objectID: '2', created: 2, make: 'Toyota', model: 'Corolla', colour: 'Red', year: 2021, notes: 'red paint, city car', _geoloc: { lat: -37.81, lng: 144.96 }, _tags: ['new'] },
  { objectID: '3', created: 3, make: 'Mazda', model: 'CX-5', colour: 'White', year: 2019, notes: 'toyota trade-in welcome', _geoloc: { lat: -27.47, lng: 153.03 }, _tags: ['used', 'demo'] },
  { objectID: '4', created: 4, make: 'Ford', model: 'Ranger', colour: 'Blue', year: 2022, notes: 'ute' },
];

const view = new SearchIndex('cars', SETTINGS, CARS, { answersKept: 0 }).view('cars')!;
const search = (body: Record<string, unknown>) => view.search(readSearchParams(body));
const ids = (body: Record<string, unknown>) => search(body).hits.map((hit) => hit.objectID);
const refusal = (body: Record<string, unknown>) => {
  try {
    readSearchParams(body);
  } catch (error) {
    if (error instanceof SearchRequestError) return error.message;
  }
  return null;
};

describe('parameters Algolia has and this service refuses or does not know', () => {
  it('refuses an unknown parameter by name, and an unsupported one unless at its default', () => {
    expect(refusal({ colour: 'red' })).toBe('Unknown parameter: colour');
    expect(refusal({ aroundLatLngViaIP: true })).toMatch(/^Unsupported parameter: aroundLatLngViaIP/);
    expect(refusal({ ignorePlurals: ['en'] })).toMatch(/^Unsupported parameter: ignorePlurals/);
    expect(refusal({ aroundLatLngViaIP: false, ignorePlurals: false, removeStopWords: [] })).toBeNull();
    expect(refusal({ params: 'sortFacetValuesBy=size' })).toMatch(/"sortFacetValuesBy"/);
  });
});

describe('text parameters', () => {
  it('advancedSyntax excludes -words and requires "exact phrases"', () => {
    expect(ids({ query: 'toyota -Kluger', advancedSyntax: true })).toEqual(['2', '3']);
    // Without advancedSyntax the minus is a separator, as on Algolia.
    expect(ids({ query: 'toyota -Kluger' })).toEqual(['1']);
    expect(ids({ query: '"city car"', advancedSyntax: true })).toEqual(['2']);
    expect(ids({ query: '"car city"', advancedSyntax: true })).toEqual([]);
  });

  it('queryType sets which words match as prefixes', () => {
    expect(ids({ query: 'toy coro', queryType: 'prefixAll' })).toEqual(['2']);
    expect(ids({ query: 'toyo', queryType: 'prefixNone' })).toEqual([]);
    expect(ids({ query: 'toyo' })).toEqual(['2', '1', '3']);
  });

  it('typoTolerance and the word sizes set the typos allowed', () => {
    expect(ids({ query: 'toyta ' })).toHaveLength(3);
    expect(ids({ query: 'toyta ', typoTolerance: false })).toEqual([]);
    expect(ids({ query: 'ford ', minWordSizefor1Typo: 5 })).toEqual(['4']);
    expect(ids({ query: 'fird ', minWordSizefor1Typo: 5 })).toEqual([]);
    expect(ids({ query: '2020 ', allowTyposOnNumericTokens: true, restrictSearchableAttributes: ['notes'] })).toEqual([]);
  });

  it('typoTolerance min keeps only the fewest typos', () => {
    const records = [{ objectID: 'a', make: 'Ranger' }, { objectID: 'b', make: 'Rangor' }];
    const index = new SearchIndex('t', SETTINGS, records).view('t')!;
    expect(index.search(readSearchParams({ query: 'ranger ' })).nbHits).toBe(2);
    expect(index.search(readSearchParams({ query: 'ranger ', typoTolerance: 'min' })).hits.map((hit) => hit.objectID)).toEqual(['a']);
  });

  it('restrictSearchableAttributes and disableTypoToleranceOnAttributes limit where words match', () => {
    expect(ids({ query: 'toyota ', restrictSearchableAttributes: ['make'] })).toEqual(['2', '1']);
    expect(ids({ query: 'toyota ', restrictSearchableAttributes: ['notes'] })).toEqual(['3']);
    expect(ids({ query: 'toyta ', disableTypoToleranceOnAttributes: ['make'] })).toEqual(['3']);
  });

  it('optionalWords and removeWordsIfNoResults widen the match, ranking more words first', () => {
    expect(ids({ query: 'toyota ranger ' })).toEqual([]);
    expect(ids({ query: 'toyota ranger ', optionalWords: ['ranger'] })).toEqual(['2', '1', '3']);
    expect(ids({ query: 'toyota ranger ', optionalWords: ['toyota', 'ranger'] }).sort()).toEqual(['1', '2', '3', '4']);
    const removed = search({ query: 'toyota ranger ', removeWordsIfNoResults: 'lastWords' });
    expect(removed.hits.map((hit) => hit.objectID)).toEqual(['2', '1', '3']);
    expect(removed.queryAfterRemoval).toBe('toyota <em>ranger</em> ');
    expect(ids({ query: 'toyota ranger ', removeWordsIfNoResults: 'firstWords' })).toEqual(['4']);
    expect(ids({ query: 'kluger ranger ', removeWordsIfNoResults: 'allOptional' }).sort()).toEqual(['1', '4']);
  });

  it('similarQuery matches any of its words, most words first', () => {
    expect(ids({ similarQuery: 'red ford' }).sort()).toEqual(['2', '4']);
  });
});

describe('filters that rank', () => {
  it('optionalFilters put matches first, negative ones last, scores in order', () => {
    expect(ids({ optionalFilters: ['colour:Red'] })[0]).toBe('2');
    expect(ids({ optionalFilters: ['colour:-White'] }).slice(-2).sort()).toEqual(['1', '3']);
    expect(ids({ optionalFilters: ['make:Mazda<score=1>', 'make:Ford<score=3>'] }).slice(0, 2)).toEqual(['4', '3']);
  });

  it('filter scores rank an OR group, summed with sumOrFiltersScores', () => {
    const filters = 'make:Toyota<score=1> OR colour:White<score=2> OR make:Mazda<score=2>';
    expect(ids({ filters })).toEqual(['3', '1', '2']);
    expect(ids({ filters, sumOrFiltersScores: true })).toEqual(['3', '1', '2']);
    expect(search({ filters, sumOrFiltersScores: true, getRankingInfo: true }).hits.map(({ _rankingInfo: info }) => info?.filters)).toEqual([4, 3, 1]);
  });

  it('tagFilters filter on _tags', () => {
    expect(ids({ tagFilters: ['used'] })).toEqual(['3', '1']);
    expect(ids({ tagFilters: [['new', 'demo']] })).toEqual(['3', '2']);
    expect(ids({ tagFilters: 'used,-demo' })).toEqual(['1']);
  });
});

describe('geo search', () => {
  it('filters around a point within a radius and ranks by distance', () => {
    const sydney = '-33.87,151.21';
    expect(ids({ aroundLatLng: sydney, aroundRadius: 100_000 })).toEqual(['1']);
    // Melbourne is about 714 km away, Brisbane 732 km; the Ranger has no location.
    expect(ids({ aroundLatLng: sydney, aroundRadius: 'all' })).toEqual(['1', '2', '3']);
    expect(ids({ aroundLatLng: sydney, aroundRadius: 'all', aroundPrecision: 100_000 })).toEqual(['1', '3', '2']);
    const [{ _rankingInfo: info }] = search({ aroundLatLng: sydney, getRankingInfo: true }).hits;
    expect(info).toMatchObject({ geoDistance: 0, geoPrecision: 10, matchedGeoLocation: { lat: -33.87, lng: 151.21, distance: 0 } });
  });

  it('filters inside boxes and polygons', () => {
    expect(ids({ insideBoundingBox: [[-30, 150, -35, 152]] })).toEqual(['1']);
    expect(ids({ insidePolygon: [[-20, 140, -40, 140, -40, 160]] }).sort()).toEqual(['1', '2']);
    expect(refusal({ insidePolygon: [[1, 2, 3, 4]] })).toMatch(/"insidePolygon"/);
  });
});

describe('what an answer holds', () => {
  it('snippets the words around the match, with the ellipsis where cut', () => {
    const [{ _snippetResult: snippet }] = search({ query: 'service', attributesToSnippet: ['notes:4'] }).hits as Hit[];
    expect(snippet?.notes).toEqual({ value: '… a full <em>service</em> history …', matchLevel: 'full' });
    const [{ _snippetResult: short }] = search({ query: 'city', attributesToSnippet: ['notes'] }).hits as Hit[];
    expect(short?.notes).toEqual({ value: 'red paint, <em>city</em> car', matchLevel: 'full' });
    const [{ _snippetResult: other }] = search({ query: 'service', attributesToSnippet: ['notes:4'], snippetEllipsisText: '' }).hits as Hit[];
    expect(other?.notes).toHaveProperty('value', 'a full <em>service</em> history');
  });

  it('gives ranking info per hit', () => {
    const [{ _rankingInfo: ranking }] = search({ query: 'toyta kluger', getRankingInfo: true }).hits;
    // nbExactWords is the exact criterion: "kluger" exact, and the whole model value matched.
    expect(ranking).toMatchObject({ nbTypos: 1, words: 2, nbExactWords: 2 });
  });

  it('orders facet values alphabetically when asked', () => {
    expect(Object.keys(search({ facets: ['colour'], sortFacetValuesBy: 'alpha' }).facets!.colour)).toEqual(['Blue', 'Red', 'White']);
    expect(Object.keys(search({ facets: ['colour'] }).facets!.colour)[0]).toBe('White');
  });

  it('returns renderingContent, from the settings or the request', () => {
    expect(search({}).renderingContent).toEqual({});
    const order = { facetOrdering: { facets: { order: ['colour'] } } };
    expect(search({ renderingContent: order }).renderingContent).toEqual(order);
    const withSettings = new SearchIndex('r', { ...SETTINGS, renderingContent: order }, CARS).view('r')!;
    expect(withSettings.search(readSearchParams({})).renderingContent).toEqual(order);
  });
});
