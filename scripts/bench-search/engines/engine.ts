// What the bench asks of each engine it times: build an index of the records, then answer the
// neutral queries (queries.ts) in its own API.
import type { SearchRecord } from '../../../src/domain/search-record.ts';
import type { BenchQuery } from '../queries.ts';

export interface BenchAnswer {
  nbHits: number;
  /** objectIDs of the page of hits, in the engine's order. */
  ids: string[];
  /** Facet name → values counted (how many distinct values came back, summed): shows the facets were counted. */
  facetValues: number;
}

export interface BenchEngine {
  name: string;
  /**
   * What of the bench's queries the engine cannot express, said in the output: the query still runs
   * with the rest of what it asks (its time is then for less work than ours).
   */
  limits: readonly string[];
  build(records: SearchRecord[]): void | Promise<void>;
  search(query: BenchQuery): BenchAnswer | Promise<BenchAnswer>;
}
