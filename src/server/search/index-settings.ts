// Index settings in Algolia's own vocabulary, so the same object can be pushed to a real Algolia app
// (scripts/algolia/push-payload.ts) and drive the embedded engine. Understood here:
//   searchableAttributes  earlier = more important; `a,b` shares a rank; `unordered(a)` accepted
//   attributesForFaceting plain names, `searchable(x)` (facet-value search) or `filterOnly(x)`
//   customRanking         asc(x) / desc(x)
//   replicas[].ranking    asc(x) / desc(x), optionally placing Algolia's criteria and 'custom'
//   allowTyposOnNumericTokens, renderingContent  as on Algolia

import type { IndexSettings } from '../../domain/search-record.ts';

export type { IndexSettings };
export type ReplicaSettings = IndexSettings['replicas'][number];

export interface SearchableAttribute {
  name: string;
  /** 0 for the most important. */
  rank: number;
}

export interface FacetAttribute {
  name: string;
  /** Declared `searchable(x)`: searchForFacetValues allowed. */
  searchable: boolean;
  /** Declared `filterOnly(x)`: never counted in `facets`. */
  filterOnly: boolean;
}

export interface SortCriterion {
  attribute: string;
  direction: 'asc' | 'desc';
}

export type RelevanceCriterion = 'typo' | 'geo' | 'words' | 'filters' | 'attribute' | 'exact';
export type RankingCriterion = SortCriterion | RelevanceCriterion;

const WRAPPED = /^(\w+)\((.+)\)$/;
/** Algolia's default ranking, less proximity (not computed: searchable values here are a few words). */
const RELEVANCE: readonly RelevanceCriterion[] = ['typo', 'geo', 'words', 'filters', 'attribute', 'exact'];
const IGNORED_CRITERIA = new Set(['proximity']);

export function parseSearchableAttributes(entries: readonly string[]): SearchableAttribute[] {
  return entries.flatMap((entry, rank) =>
    entry.split(',').map((part) => {
      const name = part.trim();
      const wrapped = WRAPPED.exec(name);
      if (wrapped && wrapped[1] !== 'unordered') throw new Error(`searchableAttributes: unknown modifier in "${entry}"`);
      return { name: wrapped ? wrapped[2].trim() : name, rank };
    }),
  );
}

export function parseFacetAttributes(entries: readonly string[]): FacetAttribute[] {
  return entries.map((entry) => {
    const wrapped = WRAPPED.exec(entry.trim());
    if (!wrapped) return { name: entry.trim(), searchable: false, filterOnly: false };
    const [, modifier, name] = wrapped;
    if (modifier === 'searchable') return { name: name.trim(), searchable: true, filterOnly: false };
    if (modifier === 'filterOnly') return { name: name.trim(), searchable: false, filterOnly: true };
    throw new Error(`attributesForFaceting: unknown modifier in "${entry}"`);
  });
}

export function parseSort(entry: string, setting: string): SortCriterion {
  const wrapped = WRAPPED.exec(entry.trim());
  if (!wrapped || (wrapped[1] !== 'asc' && wrapped[1] !== 'desc')) {
    throw new Error(`${setting}: expected asc(attribute) or desc(attribute), got "${entry}"`);
  }
  return { attribute: wrapped[2].trim(), direction: wrapped[1] };
}

/**
 * A full ranking formula. Without `ranking` (the primary index) it is relevance then customRanking;
 * a replica's ranking comes first and relevance follows unless the replica places it itself.
 */
export function rankingFormula(customRanking: readonly string[], ranking: readonly string[] = []): RankingCriterion[] {
  const custom = customRanking.map((entry) => parseSort(entry, 'customRanking'));
  const names = new Set(ranking.map((entry) => entry.trim()));
  const placesRelevance = RELEVANCE.some((criterion) => names.has(criterion)) || names.has('custom');
  const formula: RankingCriterion[] = [];
  for (const raw of ranking) {
    const entry = raw.trim();
    if ((RELEVANCE as readonly string[]).includes(entry)) formula.push(entry as RelevanceCriterion);
    else if (entry === 'custom') formula.push(...custom);
    else if (!IGNORED_CRITERIA.has(entry)) formula.push(parseSort(entry, 'ranking'));
  }
  if (!placesRelevance) formula.push(...RELEVANCE, ...custom);
  return formula;
}
