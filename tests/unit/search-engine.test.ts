import { describe, expect, it } from 'vitest';
import {
  ANSWER_BYTES_KEPT,
  ANSWER_BYTES_KEPT_EACH,
  type Hit,
  type IndexRecord,
  type IndexSettings,
  type IndexView,
  SearchIndex,
  type SearchResponseBody,
  IndexCatalog,
} from '../../src/server/search/engine.ts';
import { type FilterNode, parseFilters } from '../../src/server/search/filter-parser.ts';
import { SearchRequestError } from '../../src/server/search/search-errors.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';

const SETTINGS: IndexSettings = {
  searchableAttributes: ['make', 'model', 'badge', 'colour', 'features', 'dealercomments'],
  attributesForFaceting: ['searchable(make)', 'model', 'year', 'price', 'colour', 'features', 'certified', 'filterOnly(status)', 'body'],
  customRanking: ['desc(created)'],
  replicas: [
    { name: 'cars_price_asc', ranking: ['asc(price)'] },
    { name: 'cars_price_desc', ranking: ['desc(price)'] },
  ],
};

function car(id: number, fields: Partial<IndexRecord>): IndexRecord {
  return { objectID: String(id), created: id, ...fields };
}

const CARS: IndexRecord[] = [
  car(1, { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2020, price: 25000, colour: 'White', body: 'Hatch', features: ['Bluetooth', 'Reverse Camera'], certified: true, status: 'in_stock' }),
  car(2, { make: 'Toyota', model: 'Corolla Cross', badge: 'GX', year: 2022, price: 35000, colour: 'Red', body: 'SUV', features: ['Bluetooth'], certified: false, status: 'in_stock' }),
  car(3, { make: 'Mazda', model: 'CX-5', badge: 'Maxx', year: 2019, price: 30000, colour: 'White', body: 'SUV', features: [], certified: true, status: 'sold' }),
  car(4, { make: 'Ford', model: 'Ranger', badge: 'XLT', year: 2021, price: 45000, colour: 'Blue', body: 'Ute', features: ['Tow Bar', 'Bluetooth'], certified: false, status: 'coming_soon' }),
  car(5, { make: 'Mitsubishi', model: 'Outlander', badge: 'ES', year: 2018, price: 18000, colour: 'Silver', body: 'SUV', features: ['Bluetooth'], certified: true, status: 'in_stock' }),
  car(6, { make: 'Kia', model: 'Cerato', badge: 'S', year: 2018, price: 15000, colour: 'white', body: 'Sedan', certified: false, status: 'in_stock', dealercomments: 'One owner, full Toyota-style service history' }),
  car(7, { make: 'Hyundai', model: 'i30', badge: 'Active', year: 2021, colour: 'Grey', body: 'Hatch', features: ['Reverse Camera'], certified: false, status: 'in_stock' }),
  car(8, { make: 'Škoda', model: 'Octavia', badge: 'RS', year: 2023, price: 42000, colour: 'Red', body: 'Wagon', features: ['Sunroof'], certified: true, status: 'in_stock' }),
];

const search = (view: IndexView, body: Record<string, unknown>, restriction: FilterNode | null = null) =>
  view.search(readSearchParams(body), restriction);
/** The answer as the routes send it, kept for the next asker. */
const kept = (view: IndexView, body: Record<string, unknown>, restriction: FilterNode | null = null) => view.searchBytes(readSearchParams(body), restriction);
/** A kept answer read back (its JSON stops short of the closing brace the route writes). */
const keptAnswer = (view: IndexView, body: Record<string, unknown>, restriction: FilterNode | null = null) =>
  JSON.parse(`${kept(view, body, restriction).toString()}}`) as SearchResponseBody;
const ids = (response: { hits: { objectID: string }[] }) => response.hits.map((hit) => hit.objectID);
const highlightsOf = ({ _highlightResult: highlights }: Hit) => highlights!;

function primary(records: IndexRecord[] = CARS): IndexView {
  return new SearchIndex('cars', SETTINGS, records).view('cars')!;
}

describe('text search', () => {
  const cars = primary();

  it('matches the last word as a prefix, earlier words whole', () => {
    expect(ids(search(cars, { query: 'toyo' }))).toEqual(['2', '1', '6']);
    expect(ids(search(cars, { query: 'toyo corolla' }))).toEqual([]);
    expect(ids(search(cars, { query: 'toyota coro' }))).toEqual(['2', '1']);
  });

  it('stops prefix matching once the query ends with a space', () => {
    expect(search(cars, { query: 'toyo ' }).nbHits).toBe(0);
  });

  it('requires every word', () => {
    expect(ids(search(cars, { query: 'toyota red' }))).toEqual(['2']);
    expect(search(cars, { query: 'toyota silver' }).nbHits).toBe(0);
  });

  it('allows 1 typo from 4 letters and 2 from 8, none below 4 letters or in numbers', () => {
    expect(ids(search(cars, { query: 'toyta' }))).toEqual(['2', '1', '6']);
    expect(ids(search(cars, { query: 'rangr' }))).toEqual(['4']);
    expect(ids(search(cars, { query: 'mitsbshi' }))).toEqual(['5']);
    expect(search(cars, { query: 'mtsbshi' }).nbHits).toBe(0);
    expect(search(cars, { query: 'kai ' }).nbHits).toBe(0);
    expect(ids(search(cars, { query: '2019 ' }))).toEqual([]);
  });

  it('counts a transposition as one typo', () => {
    expect(ids(search(cars, { query: 'rangre ' }))).toEqual(['4']);
    expect(ids(search(cars, { query: 'rnagre ' }))).toEqual([]);
  });

  it('folds case and accents', () => {
    expect(ids(search(cars, { query: 'SKODA' }))).toEqual(['8']);
    expect(ids(search(cars, { query: 'škod' }))).toEqual(['8']);
  });

  it('matches a model written with or without its separator', () => {
    expect(ids(search(cars, { query: 'cx5' }))).toEqual(['3']);
    expect(ids(search(cars, { query: 'cx-5' }))).toEqual(['3']);
    expect(ids(search(cars, { query: 'cx 5' }))).toEqual(['3']);
  });

  it('returns every record for an empty query', () => {
    expect(search(cars, { query: '' }).nbHits).toBe(CARS.length);
  });
});

describe('relevance', () => {
  const cars = primary();

  it('ranks fewer typos first', () => {
    // The newer record (higher customRanking) is only a typo away.
    const index = primary([car(1, { model: 'Colt' }), car(2, { model: 'Cold' })]);
    expect(ids(search(index, { query: 'colt ' }))).toEqual(['1', '2']);
  });

  it('ranks matches in earlier searchable attributes first', () => {
    // Car 6 only mentions Toyota in its comments and is the newest of the three.
    expect(ids(search(cars, { query: 'toyota' }))).toEqual(['2', '1', '6']);
  });

  it('ranks an exact make and model first, then by customRanking', () => {
    expect(ids(search(cars, { query: 'toyota corolla' }))).toEqual(['1', '2']);
    expect(ids(search(cars, { query: 'corolla' }))).toEqual(['1', '2']);
    expect(ids(search(cars, { query: 'corolla cross' }))).toEqual(['2']);
  });

  it('orders an empty query by customRanking', () => {
    expect(ids(search(cars, { hitsPerPage: 3 }))).toEqual(['8', '7', '6']);
  });
});

describe('filters', () => {
  const cars = primary();
  const hits = (filters: string) => ids(search(cars, { filters })).sort();

  it('matches facet values case-insensitively, including array attributes', () => {
    expect(hits('colour:WHITE')).toEqual(['1', '3', '6']);
    expect(hits('features:bluetooth')).toEqual(['1', '2', '4', '5']);
  });

  it('filters booleans as facets and as 0/1 numbers', () => {
    expect(hits('certified:true')).toEqual(['1', '3', '5', '8']);
    expect(hits('certified = 1')).toEqual(['1', '3', '5', '8']);
  });

  it('filters numbers as facets, comparisons and ranges; absent values never match', () => {
    expect(hits('year:2018')).toEqual(['5', '6']);
    expect(hits('price < 20000')).toEqual(['5', '6']);
    expect(hits('price != 25000')).toEqual(['2', '3', '4', '5', '6', '8']);
    expect(hits('price:18000 TO 30000')).toEqual(['1', '3', '5']);
    expect(hits('NOT price:0 TO 1000000')).toEqual(['7']);
  });

  it('combines AND, OR and NOT', () => {
    expect(hits('(status:in_stock OR status:coming_soon) AND NOT body:SUV')).toEqual(['1', '4', '6', '7', '8']);
    expect(hits('make:Toyota OR price > 40000')).toEqual(['1', '2', '4', '8']);
  });

  it('ANDs filters, facetFilters, numericFilters and the restriction', () => {
    const response = search(
      cars,
      { filters: 'body:SUV OR body:Hatch', facetFilters: [['certified:true']], numericFilters: ['year>=2019'] },
      parseFilters('NOT make:Mazda'),
    );
    expect(ids(response)).toEqual(['1']);
  });

  it('negates facetFilters', () => {
    expect(ids(search(cars, { facetFilters: ['body:-SUV', '-colour:white'] })).sort()).toEqual(['4', '7', '8']);
  });

  it('filters only declared facets, _tags, objectID and numeric attributes, as Algolia does', () => {
    // badge is searchable but not a facet; created is numeric (Algolia filters numbers undeclared).
    expect(hits('badge:GX')).toEqual([]);
    expect(hits('created >= 7')).toEqual(['7', '8']);
    expect(hits('objectID:3')).toEqual(['3']);
  });

  it('builds no column for filters on names no setting or record declares', () => {
    const index = new SearchIndex('cars', SETTINGS, CARS);
    const view = index.view('cars')!;
    search(view, { filters: 'make:Toyota' });
    const columns = index.columnCount;
    expect(columns).toBeGreaterThan(0);
    const invented = Array.from({ length: 80 }, (_, i) => `make.x${i}:1 OR model.y${i} > 2 OR nope${i}:3`).join(' OR ');
    expect(search(view, { filters: invented }).nbHits).toBe(0);
    expect(search(view, { numericFilters: ['make.z < 1'], facetFilters: [['colour.w:1']] }).nbHits).toBe(0);
    expect(index.columnCount).toBe(columns);
  });

  it('matches nothing for unknown attributes or values', () => {
    expect(hits('nope:1')).toEqual([]);
    expect(hits('nope != 1')).toEqual([]);
    expect(hits('make:Lada')).toEqual([]);
    expect(hits('NOT nope:1')).toHaveLength(CARS.length);
  });
});

describe('facets', () => {
  const cars = primary();

  it('counts every declared facet for facets ["*"], leaving out filterOnly ones', () => {
    const response = search(cars, { facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(response.facets!).sort()).toEqual(['body', 'certified', 'colour', 'features', 'make', 'model', 'price', 'year']);
    expect(response.facets!.body).toEqual({ SUV: 3, Hatch: 2, Sedan: 1, Ute: 1, Wagon: 1 });
    // Facet values merge case-insensitively under their first spelling.
    expect(response.facets!.colour).toEqual({ White: 3, Red: 2, Blue: 1, Grey: 1, Silver: 1 });
  });

  it('orders by count, then value, and cuts at maxValuesPerFacet', () => {
    const response = search(cars, { facets: ['body'], maxValuesPerFacet: 2 });
    expect(Object.entries(response.facets!.body)).toEqual([
      ['SUV', 3],
      ['Hatch', 2],
    ]);
    const ties = search(cars, { facets: ['body'], maxValuesPerFacet: 4 });
    expect(Object.keys(ties.facets!.body)).toEqual(['SUV', 'Hatch', 'Sedan', 'Ute']);
  });

  it('ignores facets that are not declared or filter-only', () => {
    expect(search(cars, { facets: ['status', 'badge', 'make'] }).facets).toEqual({
      make: { Toyota: 2, Ford: 1, Hyundai: 1, Kia: 1, Mazda: 1, Mitsubishi: 1, Škoda: 1 },
    });
  });

  it('gives facets_stats for numeric facets over the matching records', () => {
    const response = search(cars, { facets: ['price', 'year', 'make'], filters: 'body:SUV' });
    expect(response.facets_stats).toEqual({
      price: { min: 18000, max: 35000, avg: 83000 / 3, sum: 83000 },
      year: { min: 2018, max: 2022, avg: (2018 + 2019 + 2022) / 3, sum: 2018 + 2019 + 2022 },
    });
  });

  it('agrees with a direct count over the records for many random filters', () => {
    const random = seeded(7);
    const makes = ['Toyota', 'Mazda', 'Ford', 'Kia'];
    const colours = ['White', 'Black', 'Red'];
    const records = Array.from({ length: 400 }, (_, i) =>
      car(i, {
        make: makes[Math.floor(random() * makes.length)],
        colour: random() < 0.1 ? undefined : colours[Math.floor(random() * colours.length)],
        year: 2015 + Math.floor(random() * 8),
        price: random() < 0.05 ? null : Math.round(random() * 50) * 1000,
        features: colours.filter(() => random() < 0.4),
        certified: random() < 0.5,
      }),
    );
    const index = primary(records);
    const filters = [
      'make:Toyota',
      'make:Toyota OR make:Kia',
      'NOT make:Mazda AND year >= 2018',
      '(colour:White OR colour:Red) AND price:10000 TO 30000',
      'features:Red AND NOT features:Black',
      'certified:false OR price < 5000',
      'NOT colour:White',
    ];
    for (const filter of filters) {
      const node = parseFilters(filter)!;
      const expected = records.filter((record) => evaluate(node, record));
      const response = search(index, { filters: filter, facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 });
      expect(response.nbHits, filter).toBe(expected.length);
      expect(ids(response).sort(), filter).toEqual(expected.map((record) => record.objectID).sort());
      for (const attribute of ['make', 'colour', 'year', 'features', 'certified']) {
        expect(response.facets![attribute] ?? {}, `${filter} / ${attribute}`).toEqual(directCounts(expected, attribute));
      }
    }
  });
});

describe('pagination', () => {
  const many = primary(Array.from({ length: 45 }, (_, i) => car(i + 1, { make: 'Kia' })));

  it('pages from 0 with nbPages and nbHits', () => {
    const response = search(many, { hitsPerPage: 20, page: 2 });
    expect(response).toMatchObject({ page: 2, nbPages: 3, nbHits: 45, hitsPerPage: 20 });
    expect(response.hits).toHaveLength(5);
  });

  it('clamps negative and huge values as Algolia does', () => {
    expect(search(many, { page: -3, hitsPerPage: 10 })).toMatchObject({ page: 0, nbPages: 5 });
    expect(search(many, { hitsPerPage: -1 })).toMatchObject({ hitsPerPage: 0, nbPages: 0, hits: [] });
    expect(search(many, { hitsPerPage: 5000 }).hitsPerPage).toBe(1000);
    expect(search(many, { page: 99 }).hits).toEqual([]);
    expect(search(many, { params: 'hitsPerPage=7&page=1' })).toMatchObject({ hitsPerPage: 7, page: 1 });
  });

  it('never returns hits past the 1000th', () => {
    const big = primary(Array.from({ length: 1100 }, (_, i) => car(i + 1, {})));
    expect(search(big, { hitsPerPage: 100 })).toMatchObject({ nbHits: 1100, nbPages: 10 });
    expect(search(big, { hitsPerPage: 100, page: 10 }).hits).toEqual([]);
  });

  it('supports offset and length', () => {
    const response = search(many, { offset: 40, length: 10 });
    expect(response).toMatchObject({ offset: 40, length: 10, nbHits: 45 });
    expect(response.page).toBeUndefined();
    expect(ids(response)).toEqual(['5', '4', '3', '2', '1']);
  });
});

describe('replicas', () => {
  const index = new SearchIndex('cars', SETTINGS, CARS);

  it('sorts by the replica ranking, absent values last in both directions', () => {
    expect(ids(search(index.view('cars_price_asc')!, {}))).toEqual(['6', '5', '1', '3', '2', '8', '4', '7']);
    expect(ids(search(index.view('cars_price_desc')!, {}))).toEqual(['4', '8', '2', '3', '1', '5', '6', '7']);
  });

  it('applies the replica ranking before relevance', () => {
    expect(ids(search(index.view('cars_price_desc')!, { query: 'toyota' }))).toEqual(['2', '1', '6']);
    expect(ids(search(index.view('cars_price_asc')!, { query: 'toyota' }))).toEqual(['6', '1', '2']);
  });

  it('resolves replica names through a catalog', () => {
    const catalog = new IndexCatalog();
    catalog.set(index);
    expect(catalog.resolve('cars_price_asc')?.indexName).toBe('cars_price_asc');
    expect(catalog.resolve('cars')?.indexName).toBe('cars');
    expect(catalog.resolve('cars_nope')).toBeUndefined();
    catalog.delete('cars');
    expect(catalog.resolve('cars_price_asc')).toBeUndefined();
  });
});

describe('highlighting and retrieval', () => {
  const cars = primary();

  it('wraps matched words in the tags, only the typed part of a prefix', () => {
    const [hit] = search(cars, { query: 'toyota coro', highlightPreTag: '<b>', highlightPostTag: '</b>', filters: 'objectID:1' }).hits;
    expect(highlightsOf(hit).make).toEqual({ value: '<b>Toyota</b>', matchLevel: 'partial', matchedWords: ['toyota'], fullyHighlighted: true });
    expect(highlightsOf(hit).model).toEqual({ value: '<b>Coro</b>lla', matchLevel: 'partial', matchedWords: ['coro'], fullyHighlighted: false });
    expect(highlightsOf(hit).badge).toEqual({ value: 'Ascent Sport', matchLevel: 'none', matchedWords: [] });
  });

  it('marks full matches, typo matches and array attributes', () => {
    const [hit] = search(cars, { query: 'corola cross' }).hits;
    expect(highlightsOf(hit).model).toEqual({
      value: '<em>Corolla</em> <em>Cross</em>',
      matchLevel: 'full',
      matchedWords: ['corola', 'cross'],
      fullyHighlighted: true,
    });
    const [withFeatures] = search(cars, { query: 'blue', filters: 'objectID:4' }).hits;
    expect(highlightsOf(withFeatures).features).toEqual([
      { value: 'Tow Bar', matchLevel: 'none', matchedWords: [] },
      { value: '<em>Blue</em>tooth', matchLevel: 'full', matchedWords: ['blue'], fullyHighlighted: false },
    ]);
  });

  it('highlights a joined model name as one span', () => {
    expect(highlightsOf(search(cars, { query: 'cx5' }).hits[0]).model).toMatchObject({ value: '<em>CX-5</em>', matchLevel: 'full' });
  });

  it('returns only attributesToRetrieve (objectID always) and echoes query and params', () => {
    const response = search(cars, { query: 'ranger', attributesToRetrieve: ['make', 'price'] });
    expect(response.hits[0]).toMatchObject({ objectID: '4', make: 'Ford', price: 45000 });
    expect(Object.keys(response.hits[0]).sort()).toEqual(['_highlightResult', 'make', 'objectID', 'price']);
    expect(response.query).toBe('ranger');
    expect(response.params).toBe('query=ranger&attributesToRetrieve=%5B%22make%22%2C%22price%22%5D');
    const excluded = search(cars, { query: 'ranger', attributesToRetrieve: ['*', '-price'] }).hits[0];
    expect(excluded).not.toHaveProperty('price');
    expect(excluded).toHaveProperty('badge', 'XLT');
  });

  it('reads objects, hiding those outside a restriction', () => {
    expect(cars.getObject('4', ['make'])).toEqual({ objectID: '4', make: 'Ford' });
    expect(cars.getObject('4', undefined, parseFilters('make:Ford'))).toMatchObject({ model: 'Ranger' });
    expect(cars.getObject('4', undefined, parseFilters('make:Kia'))).toBeUndefined();
    expect(cars.getObject('404')).toBeUndefined();
  });
});

describe('searchForFacetValues', () => {
  const cars = primary();
  const facetSearch = (body: Record<string, unknown>, restriction: FilterNode | null = null) =>
    cars.searchForFacetValues('make', readSearchParams(body), restriction).facetHits;

  it('prefix-matches values, counts them under the filters and highlights the prefix', () => {
    expect(facetSearch({ facetQuery: 'to' })).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 2 }]);
    expect(facetSearch({ facetQuery: 'to', filters: 'body:SUV' })).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 1 }]);
    expect(facetSearch({ facetQuery: 'to' }, parseFilters('body:Ute'))).toEqual([]);
    expect(facetSearch({ facetQuery: 'sko' })).toEqual([{ value: 'Škoda', highlighted: '<em>Ško</em>da', count: 1 }]);
  });

  it('lists the most frequent values for an empty facetQuery, up to maxFacetHits', () => {
    expect(facetSearch({ maxFacetHits: 2 }).map((hit) => [hit.value, hit.count])).toEqual([
      ['Toyota', 2],
      ['Ford', 1],
    ]);
  });

  it('refuses facets not declared searchable()', () => {
    expect(() => cars.searchForFacetValues('colour', readSearchParams({}))).toThrow(SearchRequestError);
    expect(() => cars.searchForFacetValues('colour', readSearchParams({}))).toThrow(/searchable\(colour\)/);
  });
});

describe('updates', () => {
  it('reflects upserts and removals in the next query', () => {
    const index = new SearchIndex('cars', SETTINGS, CARS);
    const view = index.view('cars')!;
    expect(search(view, { query: 'ranger' }).nbHits).toBe(1);
    index.upsert([car(4, { make: 'Ford', model: 'Everest', price: 50000 }), car(99, { make: 'Ford', model: 'Ranger' })]);
    expect(ids(search(view, { query: 'ranger' }))).toEqual(['99']);
    expect(ids(search(view, { query: 'everest' }))).toEqual(['4']);
    index.remove(['99']);
    expect(search(view, { query: 'ranger' }).nbHits).toBe(0);
    expect(search(view, {}).nbHits).toBe(CARS.length);
    index.replaceAll([car(1, { make: 'Kia' })]);
    expect(index.size).toBe(1);
    expect(search(view, {}).nbHits).toBe(1);
  });

  it('keeps the answer to a repeated query until the records change, apart for each scope and index', () => {
    const index = new SearchIndex('cars', SETTINGS, CARS);
    const [view, dearest] = [index.view('cars')!, index.view('cars_price_desc')!];
    const answer = kept(view, { facetFilters: [['body:SUV']], facets: ['make'] });
    expect(kept(view, { facetFilters: [['body:SUV']], facets: ['make'] })).toBe(answer);
    expect(kept(view, { facetFilters: [['body:SUV']], facets: ['make'], page: 1 })).not.toBe(answer);
    const mitsubishiOnly = parseFilters('make:Mitsubishi');
    expect(ids(keptAnswer(view, { facetFilters: [['body:SUV']], facets: ['make'] }, mitsubishiOnly))).toEqual(['5']);
    expect(ids(keptAnswer(view, { facetFilters: [['body:SUV']], facets: ['make'] }))).toEqual(['5', '3', '2']);
    expect(ids(keptAnswer(dearest, { facetFilters: [['body:SUV']], facets: ['make'] }))).toEqual(['2', '3', '5']);
    index.upsert([car(9, { make: 'Kia', body: 'SUV' })]);
    expect(keptAnswer(view, { facetFilters: [['body:SUV']], facets: ['make'] }).facets!.make).toEqual({ Mitsubishi: 1, Toyota: 1, Mazda: 1, Kia: 1 });
  });

  it('sends as bytes the answer it gives as an object, less the renderingContent the route adds', () => {
    const view = primary();
    for (const body of [
      { query: 'toyta', facets: ['*'], getRankingInfo: true },
      { query: 'corolla', attributesToSnippet: ['model:2'], attributesToRetrieve: ['make', 'price'], offset: 1, length: 1 },
      { filters: 'price > 20000', hitsPerPage: 2, page: 1, highlightPreTag: '<b>"', highlightPostTag: '"</b>' },
    ]) {
      const { renderingContent, processingTimeMS: _object, ...answer } = search(view, body);
      const { processingTimeMS: _bytes, ...sent } = keptAnswer(view, body);
      expect(renderingContent).toEqual({});
      expect(sent).toEqual(answer);
      expect(answer.hits.length).toBeGreaterThan(0);
    }
  });

  it('keeps no answer when told to keep none (bench:search times the engine)', () => {
    const view = new SearchIndex('cars', SETTINGS, CARS, { answersKept: 0 }).view('cars')!;
    expect(kept(view, { query: 'toyota' })).not.toBe(kept(view, { query: 'toyota' }));
  });

  it('keeps the most recently asked answers only', () => {
    const view = primary();
    const first = kept(view, { query: 'toyota' });
    const second = kept(view, { query: 'mazda' });
    for (let page = 0; page < 200; page++) {
      kept(view, { page: page + 2 });
      if (page === 100) kept(view, { query: 'mazda' });
    }
    expect(kept(view, { query: 'mazda' })).toBe(second);
    expect(kept(view, { query: 'toyota' })).not.toBe(first);
  });

  it('keeps answers within a byte bound, and none larger than its share', () => {
    // 400 records of about 2 kB: a page of 100 is about 200 kB, so 200 such answers would be 40 MB.
    const records = Array.from({ length: 400 }, (_, i) => car(i, { make: 'Kia', notes: `note ${i} `.repeat(200) }));
    const index = new SearchIndex('cars', SETTINGS, records);
    const view = index.view('cars')!;
    for (let page = 0; page < 4; page++) for (let year = 0; year < 60; year++) kept(view, { hitsPerPage: 100, page, numericFilters: [`created >= ${year}`] });
    expect(index.keptBytes).toBeGreaterThan(ANSWER_BYTES_KEPT / 2);
    expect(index.keptBytes).toBeLessThanOrEqual(ANSWER_BYTES_KEPT);
    const last = kept(view, { hitsPerPage: 100, page: 3, numericFilters: ['created >= 59'] });
    expect(kept(view, { hitsPerPage: 100, page: 3, numericFilters: ['created >= 59'] })).toBe(last);
    const large = kept(view, { hitsPerPage: 400 });
    expect(large.length).toBeGreaterThan(ANSWER_BYTES_KEPT_EACH);
    expect(kept(view, { hitsPerPage: 400 })).not.toBe(large);
  });

  it('rejects records without an objectID', () => {
    expect(() => new SearchIndex('x', SETTINGS, [{ objectID: '' }])).toThrow(/objectID/);
  });
});

/** Reference semantics of a filter over one record, written for clarity rather than speed. */
function evaluate(node: FilterNode, record: IndexRecord): boolean {
  const values = (attribute: string): unknown[] => {
    const value = record[attribute];
    return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  };
  const numbers = (attribute: string) =>
    values(attribute)
      .map((value) => (typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN))
      .filter((value) => !Number.isNaN(value));
  switch (node.type) {
    case 'and':
      return node.operands.every((operand) => evaluate(operand, record));
    case 'or':
      return node.operands.some((operand) => evaluate(operand, record));
    case 'not':
      return !evaluate(node.operand, record);
    case 'facet':
      return values(node.attribute).some((value) => String(value).toLowerCase() === node.value.toLowerCase());
    case 'range':
      return numbers(node.attribute).some((value) => value >= node.lower && value <= node.upper);
    case 'numeric':
      return numbers(node.attribute).some((value) => {
        switch (node.op) {
          case '<':
            return value < node.value;
          case '<=':
            return value <= node.value;
          case '=':
            return value === node.value;
          case '!=':
            return value !== node.value;
          case '>=':
            return value >= node.value;
          case '>':
            return value > node.value;
        }
      });
  }
}

function directCounts(records: IndexRecord[], attribute: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const value = record[attribute];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      counts[String(item)] = (counts[String(item)] ?? 0) + 1;
    }
  }
  return counts;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('answers written in steps', () => {
  it('writes a 200-hit answer in steps, right when other queries run between them', () => {
    const records = Array.from({ length: 200 }, (_, i) => car(i + 1, { make: i % 2 ? 'Toyota' : 'Mazda', model: 'Corolla', year: 2000 + (i % 20), price: 10000 + i * 10, status: 'in_stock' }));
    const view = new SearchIndex('cars', SETTINGS, records, { answersKept: 0 }).view('cars')!;
    const params = readSearchParams({ hitsPerPage: 1000, numericFilters: ['year>=2005'] });
    const whole = view.searchBytes(params).toString();
    const steps = view.searchSteps(params, null);
    let taken = 0;
    let step = steps.next();
    // Between its steps another query fills the index's scratch arrays with other documents.
    for (; !step.done; step = steps.next()) {
      taken++;
      view.searchBytes(readSearchParams({ query: 'mazda', hitsPerPage: 1000 }));
    }
    expect(taken).toBeGreaterThan(3);
    const answer = JSON.parse(`${step.value.toString()}}`) as SearchResponseBody;
    const expected = JSON.parse(`${whole}}`) as SearchResponseBody;
    expect(ids(answer)).toEqual(ids(expected));
    expect(answer.nbHits).toBe(150);
  });
});
