import { describe, expect, it } from 'vitest';
import { ALGOLIA_DEFAULT_RANKING, buildPushPlan, replicaRanking } from '../../scripts/algolia/push-payload.ts';
import type { IndexSettings } from '../../src/domain/search-record.ts';

const SETTINGS: IndexSettings = {
  searchableAttributes: ['make', 'model'],
  attributesForFaceting: ['searchable(make)', 'filterOnly(website_ids)'],
  customRanking: ['desc(created_at_timestamp)'],
  replicas: [
    { name: 'prod_cars_price_asc', ranking: ['asc(price)'] },
    { name: 'prod_cars_custom', ranking: ['desc(year)', 'typo', 'custom'] },
  ],
};

const records = (count: number) => Array.from({ length: count }, (_, i) => ({ objectID: String(i), make: 'Kia' }));

describe('buildPushPlan', () => {
  it('sets the primary settings with its replicas, and each replica ranking then relevance', () => {
    const plan = buildPushPlan({ indexName: 'prod_cars', settings: SETTINGS, records: [] });
    expect(plan.settings).toEqual([
      {
        indexName: 'prod_cars',
        body: {
          searchableAttributes: ['make', 'model'],
          attributesForFaceting: ['searchable(make)', 'filterOnly(website_ids)'],
          customRanking: ['desc(created_at_timestamp)'],
          replicas: ['prod_cars_price_asc', 'prod_cars_custom'],
        },
      },
      {
        indexName: 'prod_cars_price_asc',
        body: {
          searchableAttributes: ['make', 'model'],
          attributesForFaceting: ['searchable(make)', 'filterOnly(website_ids)'],
          customRanking: ['desc(created_at_timestamp)'],
          ranking: ['asc(price)', ...ALGOLIA_DEFAULT_RANKING],
        },
      },
      {
        indexName: 'prod_cars_custom',
        body: expect.objectContaining({ ranking: ['desc(year)', 'typo', 'custom'] }),
      },
    ]);
    expect(plan.batches).toEqual([]);
  });

  it('batches records as addObject operations, at most 1000 per batch', () => {
    const plan = buildPushPlan({ indexName: 'prod_cars', settings: SETTINGS, records: records(2500) });
    expect(plan.batches.map((batch) => batch.body.requests.length)).toEqual([1000, 1000, 500]);
    expect(plan.batches.every((batch) => batch.indexName === 'prod_cars')).toBe(true);
    expect(plan.batches[0].body.requests[0]).toEqual({ action: 'addObject', body: { objectID: '0', make: 'Kia' } });
    expect(plan.batches[2].body.requests[499]).toEqual({ action: 'addObject', body: { objectID: '2499', make: 'Kia' } });
  });

  it('deletes records Algolia holds that are gone, after the saves', () => {
    const plan = buildPushPlan({ indexName: 'prod_cars', settings: SETTINGS, records: records(2), existingObjectIDs: ['1', 'gone-a', 'gone-b'], batchSize: 3 });
    expect(plan.batches.map((batch) => batch.body.requests)).toEqual([
      [
        { action: 'addObject', body: { objectID: '0', make: 'Kia' } },
        { action: 'addObject', body: { objectID: '1', make: 'Kia' } },
        { action: 'deleteObject', body: { objectID: 'gone-a' } },
      ],
      [{ action: 'deleteObject', body: { objectID: 'gone-b' } }],
    ]);
  });

  it('refuses bad batch sizes, missing and duplicate object ids', () => {
    expect(() => buildPushPlan({ indexName: 'x', settings: SETTINGS, records: [], batchSize: 1001 })).toThrow(RangeError);
    expect(() => buildPushPlan({ indexName: 'x', settings: SETTINGS, records: [{ objectID: '' }] })).toThrow(/objectID/);
    expect(() => buildPushPlan({ indexName: 'x', settings: SETTINGS, records: [{ objectID: 'a' }, { objectID: 'a' }] })).toThrow(/Duplicate/);
  });
});

describe('replicaRanking', () => {
  it('appends the default formula unless relevance criteria are placed', () => {
    expect(replicaRanking(['desc(price)'])).toEqual(['desc(price)', ...ALGOLIA_DEFAULT_RANKING]);
    expect(replicaRanking(['typo', 'desc(price)'])).toEqual(['typo', 'desc(price)']);
  });
});
