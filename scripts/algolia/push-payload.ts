// The exact requests that mirror an embedded index on a real Algolia app: settings for the primary
// and each replica, then `batch` bodies of at most 1000 operations. Pure, so it is tested without an
// Algolia account; scripts/algolia/push.ts sends them.

import type { BatchWriteParams, IndexSettings as AlgoliaIndexSettings } from 'algoliasearch';
import type { IndexSettings } from '../../src/domain/search-record.ts';

/** Algolia's default ranking formula, which replicas append after their own sort. */
export const ALGOLIA_DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const RELEVANCE_CRITERIA = new Set(ALGOLIA_DEFAULT_RANKING);
/** Algolia's limit on operations per batch call. */
export const MAX_BATCH_SIZE = 1000;

export type PushRecord = Record<string, unknown> & { objectID: string };

export interface PushPlan {
  settings: { indexName: string; body: AlgoliaIndexSettings }[];
  batches: { indexName: string; body: BatchWriteParams }[];
}

export interface PushPlanInput {
  indexName: string;
  /** Replica names are used as given (already prefixed). */
  settings: IndexSettings;
  records: readonly PushRecord[];
  /** Object ids the Algolia index holds now; those not in `records` are deleted. */
  existingObjectIDs?: Iterable<string>;
  batchSize?: number;
}

/**
 * The embedded engine ranks a replica by its own sort first, then by relevance; on Algolia that is
 * the sort followed by the default formula, unless the replica already places relevance criteria.
 */
export function replicaRanking(ranking: readonly string[]): string[] {
  return ranking.some((criterion) => RELEVANCE_CRITERIA.has(criterion)) ? [...ranking] : [...ranking, ...ALGOLIA_DEFAULT_RANKING];
}

export function buildPushPlan({ indexName, settings, records, existingObjectIDs = [], batchSize = MAX_BATCH_SIZE }: PushPlanInput): PushPlan {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    throw new RangeError(`batchSize must be an integer from 1 to ${MAX_BATCH_SIZE}`);
  }
  const shared = {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    customRanking: settings.customRanking,
  };
  // Replicas get every setting explicitly rather than relying on copy-at-creation, so a re-push
  // after a settings change updates them too.
  const settingsRequests = [
    { indexName, body: { ...shared, replicas: settings.replicas.map((replica) => replica.name) } },
    ...settings.replicas.map((replica) => ({ indexName: replica.name, body: { ...shared, ranking: replicaRanking(replica.ranking) } })),
  ];

  const seen = new Set<string>();
  for (const record of records) {
    if (typeof record.objectID !== 'string' || record.objectID === '') throw new TypeError('Every record needs a non-empty string objectID');
    if (seen.has(record.objectID)) throw new Error(`Duplicate objectID ${record.objectID}`);
    seen.add(record.objectID);
  }
  const operations: BatchWriteParams['requests'] = [
    ...records.map((record) => ({ action: 'addObject' as const, body: { ...record } })),
    ...[...existingObjectIDs].filter((id) => !seen.has(id)).map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } })),
  ];
  const batches: PushPlan['batches'] = [];
  for (let start = 0; start < operations.length; start += batchSize) {
    batches.push({ indexName, body: { requests: operations.slice(start, start + batchSize) } });
  }
  return { settings: settingsRequests, batches };
}
