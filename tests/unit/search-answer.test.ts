import { describe, expect, it } from 'vitest';
import { sameResults } from '../../src/domain/search-answer.ts';

const response = (hits: string[], extra: Record<string, unknown> = {}) => ({ hits: hits.map((objectID) => ({ objectID })), nbHits: hits.length, facets: { make: { Kia: hits.length } }, ...extra });

describe('sameResults', () => {
  it('ignores the engine timing of each run', () => {
    expect(sameResults([response(['1', '2'], { processingTimeMS: 3 })], [response(['1', '2'], { processingTimeMS: 9, serverTimeMS: 11 })])).toBe(true);
  });
  it('tells a changed hit, count or order apart', () => {
    expect(sameResults([response(['1', '2'])], [response(['1', '3'])])).toBe(false);
    expect(sameResults([response(['1', '2'])], [response(['2', '1'])])).toBe(false);
    expect(sameResults([response(['1'])], [response(['1']), response(['1'])])).toBe(false);
    expect(sameResults([response(['1'], { nbHits: 5 })], [response(['1'])])).toBe(false);
  });
});
