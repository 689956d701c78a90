// Spec §5 offer exclusion as an index filter: `NOT` on the array attribute excluded_website_ids must
// pick exactly the offers offerVisibleOn keeps (empty arrays, several sites, the always-shown ids).
import { describe, expect, it } from 'vitest';
import { offerVisibilityFilter, offerVisibleOn } from '../../src/domain/offers.ts';
import { offerIndexSettings, toOfferRecord } from '../../src/domain/search-record.ts';
import { buildPushPlan } from '../../scripts/algolia/push-payload.ts';
import { SearchIndex } from '../../src/server/search/engine.ts';
import { parseFilters } from '../../src/server/search/filter-parser.ts';
import { readSearchParams } from '../../src/server/search/search-params.ts';

const OFFERS = [
  { id: 1, excluded_website_ids: [] },
  { id: 2, excluded_website_ids: [2] },
  { id: 3, excluded_website_ids: [1, 3] },
  { id: 4, excluded_website_ids: [2, 3] },
  { id: 5, excluded_website_ids: [12] },
  { id: 6, excluded_website_ids: [1, 2, 3] },
];
const records = OFFERS.map((o) => ({ objectID: String(o.id), name: `Offer ${o.id}`, created_order: o.id, ...o }));
const view = new SearchIndex('offers', offerIndexSettings(), records).view('offers')!;

function visibleIds(filters: string, restriction: string | null = null): number[] {
  const response = view.search(readSearchParams({ filters, hitsPerPage: 100 }), restriction === null ? null : parseFilters(restriction));
  return response.hits.map((hit) => Number(hit.objectID)).sort((a, b) => a - b);
}

describe('offer exclusion filter', () => {
  it('is NOT on the excluded sites, with the always-shown ids ORed in', () => {
    expect(offerVisibilityFilter(2)).toBe('NOT excluded_website_ids:2');
    expect(offerVisibilityFilter(2, [4, 6])).toBe('(NOT excluded_website_ids:2 OR id:4 OR id:6)');
  });

  it('NOT on an array attribute drops a record when any element matches, and keeps empty arrays', () => {
    expect(visibleIds('NOT excluded_website_ids:1')).toEqual([1, 2, 4, 5]);
    expect(visibleIds('NOT excluded_website_ids:12')).toEqual([1, 2, 3, 4, 6]);
    // "1" must not match "12": values compare whole.
    expect(visibleIds('NOT excluded_website_ids:99')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps exactly what offerVisibleOn keeps, for every site and always-shown list', () => {
    for (const site of [1, 2, 3, 12, 99]) {
      for (const always of [[], [4], [2, 6]]) {
        const expected = OFFERS.filter((o) => offerVisibleOn(o, site, always)).map((o) => o.id);
        expect(visibleIds(offerVisibilityFilter(site, always)), `site ${site} always ${always.join()}`).toEqual(expected);
      }
    }
  });

  it('holds when applied as the key restriction, ANDed with the request filters', () => {
    expect(visibleIds('', offerVisibilityFilter(2))).toEqual([1, 3, 5]);
    expect(visibleIds('id:2 OR id:3', offerVisibilityFilter(2))).toEqual([3]);
  });
});

describe('the Algolia push', () => {
  it('sends excluded_website_ids on every offer record and makes it (and id) filterable', () => {
    const offer = { id: 9, website_id: 1, excluded_website_ids: [2, 3], model: null } as unknown as Parameters<typeof toOfferRecord>[0];
    const plan = buildPushPlan({ indexName: 'prod_offers', settings: offerIndexSettings(), records: [toOfferRecord(offer)] });
    expect(plan.settings[0].body.attributesForFaceting).toEqual(expect.arrayContaining(['filterOnly(excluded_website_ids)', 'filterOnly(id)']));
    const [write] = plan.batches[0].body.requests;
    expect(write.body).toMatchObject({ id: 9, excluded_website_ids: [2, 3] });
  });
});
