// The engine's structures for scale: filters as document bit sets (the same documents as the
// per-document predicate), codes in the narrowest array (absent values stay absent), numbers by
// code (a string "2018" is still no number), and facet values and stats read from the counts.
import { describe, expect, it } from 'vitest';
import { AttributeColumn } from '../../src/server/search/columns.ts';
import { type IndexRecord, type IndexSettings, SearchIndex } from '../../src/server/search/engine.ts';
import { FilterBits, hasDoc } from '../../src/server/search/filter-bits.ts';
import { compileFilter } from '../../src/server/search/filter-compiler.ts';
import { parseFilters } from '../../src/server/search/filter-parser.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';

/** Deterministic records with single, array, numeric, boolean, mixed and often-absent attributes. */
function records(count: number): IndexRecord[] {
  const colours = ['Red', 'White', 'Blue', 'Grey'];
  return Array.from({ length: count }, (_, i) => {
    const record: IndexRecord = { objectID: String(i), price: 10_000 + ((i * 7919) % 900) * 100, year: 2010 + (i % 14), colour: colours[i % 4], certified: i % 3 === 0, features: i % 5 === 0 ? [] : ['Bluetooth', ...(i % 2 === 0 ? ['Tow Bar'] : [])], serial: `s${i}` };
    if (i % 7 !== 0) record.badge = `B${i % 300}`;
    // Mixed: mostly numbers, some numeric-looking strings.
    record.model_year = i % 11 === 0 ? String(2000 + (i % 20)) : 2000 + (i % 20);
    return record;
  });
}

describe('filters as document bit sets', () => {
  const docs = records(700);
  const columns = new Map<string, AttributeColumn>();
  const columnOf = (name: string) => {
    if (!['price', 'year', 'colour', 'certified', 'features', 'badge', 'model_year'].includes(name)) return null;
    if (!columns.has(name)) columns.set(name, new AttributeColumn(name, docs));
    return columns.get(name)!;
  };
  const bits = new FilterBits(docs.length, columnOf);
  const filters = [
    'colour:red',
    'NOT colour:Red',
    'badge:B7 OR badge:B8 OR badge:nothing',
    'NOT badge:B7',
    'features:"Tow Bar"',
    'NOT features:Bluetooth',
    'certified:true AND year >= 2015',
    'price != 10700',
    'price:20000 TO 40000',
    'year < 2012 OR year > 2021',
    'model_year > 2010',
    'model_year = 2011',
    'model_year:2011',
    'unknown:x OR NOT unknown:y',
    '(colour:Blue OR colour:Grey) AND NOT (features:"Tow Bar" AND year = 2020)',
  ];
  for (const filter of filters) {
    it(`keeps the documents the predicate keeps: ${filter}`, () => {
      const node = parseFilters(filter)!;
      const predicate = compileFilter(node, columnOf);
      const set = bits.evaluate(node);
      const expected = docs.map((_, doc) => predicate(doc));
      expect(docs.map((_, doc) => hasDoc(set, doc))).toEqual(expected);
      expect(expected.some(Boolean)).toBe(true);
    });
  }

  it('a kept condition answers the next query the same', () => {
    const node = parseFilters('colour:white AND price > 30000')!;
    const first = Array.from(bits.evaluate(node));
    expect(Array.from(bits.evaluate(node))).toEqual(first);
  });
});

describe('array facets kept as masks', () => {
  // 800 records holding 2-6 of 32 features (one in nine holds none), so the column is counted from
  // its masks: counts above 255 (the bit planes' fold) and every value from bit 0 to bit 31.
  const FEATURES = Array.from({ length: 32 }, (_, code) => `F${code}`);
  const dense = Array.from({ length: 800 }, (_, i): IndexRecord => ({
    objectID: String(i),
    year: 2010 + (i % 14),
    features: i % 9 === 0 ? [] : FEATURES.filter((_feature, code) => code === 0 ? i % 10 !== 3 : code === 31 ? i % 2 === 0 : (i * (code + 3)) % 11 < 2),
  }));
  const settings: IndexSettings = { searchableAttributes: [], attributesForFaceting: ['features', 'year'], customRanking: [], replicas: [] };
  const view = new SearchIndex('cars', settings, dense, { answersKept: 0 }).view('cars')!;

  it('keeps a column of at most 32 values held several to a document as masks, and no other', () => {
    expect(new AttributeColumn('features', dense).masks).toBeInstanceOf(Uint32Array);
    // Fewer than two values a document, a 33rd value, or a value held twice: the flat list alone.
    expect(new AttributeColumn('features', records(700)).masks).toBeNull();
    expect(new AttributeColumn('features', [...dense, { objectID: 'x', features: ['F33', 'F0', 'F1'] }]).masks).toBeNull();
    expect(new AttributeColumn('features', [...dense, { objectID: 'x', features: ['F1', 'F1', 'F2'] }]).masks).toBeNull();
  });

  for (const filter of ['', 'year >= 2015', 'features:F0 AND NOT features:F31', 'year = 2011']) {
    it(`counts each value as the records hold it: "${filter}"`, () => {
      const node = filter ? parseFilters(filter) : null;
      const predicate = node ? compileFilter(node, (name) => new AttributeColumn(name, dense)) : () => true;
      const expected: Record<string, number> = {};
      dense.forEach((record, doc) => {
        if (predicate(doc)) for (const feature of record.features as string[]) expected[feature] = (expected[feature] ?? 0) + 1;
      });
      const answer = view.search(readSearchParams({ filters: filter, facets: ['features'], maxValuesPerFacet: 100, hitsPerPage: 0 }));
      expect(answer.facets!.features ?? {}).toEqual(expected);
    });
  }

  it('the counts reach past 255 and every bit is counted', () => {
    const counts = view.search(readSearchParams({ facets: ['features'], maxValuesPerFacet: 100, hitsPerPage: 0 })).facets!.features;
    expect(counts.F0).toBeGreaterThan(600);
    expect(Object.keys(counts)).toHaveLength(32);
  });
});

describe('columns for scale', () => {
  it('codes sit in the narrowest array, and an absent value is never a value', () => {
    const docs = records(70_000);
    expect(new AttributeColumn('colour', docs).codes).toBeInstanceOf(Uint8Array);
    const badge = new AttributeColumn('badge', docs);
    expect(badge.codes).toBeInstanceOf(Uint16Array);
    expect(new AttributeColumn('serial', docs).codes).toBeInstanceOf(Int32Array);
    // Every 7th record has no badge: none of them is counted or matched as one.
    const index = new SearchIndex('cars', { searchableAttributes: ['badge'], attributesForFaceting: ['badge', 'serial'], customRanking: [], replicas: [] }, docs, { answersKept: 0 });
    const answer = index.view('cars')!.search(readSearchParams({ facets: ['badge'], maxValuesPerFacet: 1000, hitsPerPage: 0 }));
    const counted = Object.values(answer.facets!.badge).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(docs.filter((record) => record.badge !== undefined).length);
    expect(index.view('cars')!.search(readSearchParams({ filters: 'NOT badge:B1', hitsPerPage: 0 })).nbHits).toBe(docs.filter((record) => record.badge !== 'B1').length);
  });

  it('a numeric-looking string shares its facet value but is no number to numeric filters', () => {
    const docs: IndexRecord[] = [
      { objectID: 'a', model_year: 2018 },
      { objectID: 'b', model_year: '2018' },
      { objectID: 'c', model_year: 2019 },
    ];
    const index = new SearchIndex('cars', { searchableAttributes: [], attributesForFaceting: ['model_year'], customRanking: [], replicas: [] }, docs, { answersKept: 0 });
    const ids = (params: Record<string, unknown>) => index.view('cars')!.search(readSearchParams(params)).hits.map((hit) => hit.objectID).sort();
    expect(ids({ numericFilters: ['model_year >= 2018'] })).toEqual(['a', 'c']);
    expect(ids({ filters: 'model_year:2018' })).toEqual(['a', 'b']);
  });
});

describe('facet values read from the counts', () => {
  const settings: IndexSettings = { searchableAttributes: ['name'], attributesForFaceting: ['listed', 'price'], customRanking: [], replicas: [] };

  it('ties at the cut-off are the first values in label order, among thousands', () => {
    // 5,000 listing dates, one listing each (one has two): the top 10 are that one, then the 9 earliest.
    const docs: IndexRecord[] = Array.from({ length: 5000 }, (_, i) => ({ objectID: String(i), listed: 1_700_000_000 + ((i * 7907) % 5000) * 60, name: 'car' }));
    docs.push({ objectID: 'twice', listed: docs[123].listed, name: 'car' });
    const index = new SearchIndex('cars', settings, docs, { answersKept: 0 });
    const facet = index.view('cars')!.search(readSearchParams({ facets: ['listed'], maxValuesPerFacet: 10 })).facets!.listed;
    const earliest = Array.from({ length: 10 }, (_, i) => String(1_700_000_000 + i * 60)).filter((value) => value !== String(docs[123].listed));
    // (Numeric keys list in ascending order in any JS object, so the answer is compared as a whole.)
    expect(facet).toEqual(Object.fromEntries([[String(docs[123].listed), 2], ...earliest.slice(0, 9).map((value) => [value, 1])]));
  });

  it('facets_stats over the matches, a value counted as often as it is held', () => {
    const docs: IndexRecord[] = [
      { objectID: '1', name: 'car', price: 100 },
      { objectID: '2', name: 'car', price: 100 },
      { objectID: '3', name: 'car', price: 250 },
      { objectID: '4', name: 'van', price: 1000 },
      { objectID: '5', name: 'car' },
    ];
    const index = new SearchIndex('cars', settings, docs, { answersKept: 0 });
    const answer = index.view('cars')!.search(readSearchParams({ query: 'car', facets: ['price'] }));
    expect(answer.facets_stats!.price).toEqual({ min: 100, max: 250, avg: 150, sum: 450 });
    expect(answer.facets!.price).toEqual({ 100: 2, 250: 1 });
  });
});
