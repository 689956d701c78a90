import { describe, expect, it } from 'vitest';
import { AttributeColumn } from '../../src/server/search/columns.ts';
import { parseFacetAttributes, parseSearchableAttributes, rankingFormula } from '../../src/server/search/index-settings.ts';
import { CompiledRanking, packRelevance } from '../../src/server/search/ranking.ts';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('rankingFormula', () => {
  it('puts relevance before customRanking on the primary', () => {
    expect(rankingFormula(['desc(created)'])).toEqual(['typo', 'geo', 'words', 'filters', 'attribute', 'exact', { attribute: 'created', direction: 'desc' }]);
  });

  it('puts a replica sort first, then relevance and customRanking', () => {
    expect(rankingFormula(['desc(created)'], ['asc(price)'])).toEqual([
      { attribute: 'price', direction: 'asc' },
      'typo',
      'geo',
      'words',
      'filters',
      'attribute',
      'exact',
      { attribute: 'created', direction: 'desc' },
    ]);
  });

  it('keeps criteria a replica places itself, skipping proximity (not computed here)', () => {
    expect(rankingFormula(['desc(created)'], ['typo', 'proximity', 'geo', 'asc(price)', 'custom'])).toEqual([
      'typo',
      'geo',
      { attribute: 'price', direction: 'asc' },
      { attribute: 'created', direction: 'desc' },
    ]);
  });

  it('refuses malformed entries', () => {
    expect(() => rankingFormula(['price'])).toThrow(/customRanking: expected asc\(attribute\) or desc\(attribute\)/);
    expect(() => rankingFormula([], ['up(price)'])).toThrow(/ranking/);
  });
});

describe('settings parsing', () => {
  it('reads searchable attribute ranks and facet modifiers', () => {
    expect(parseSearchableAttributes(['make', 'model,badge', 'unordered(comments)'])).toEqual([
      { name: 'make', rank: 0 },
      { name: 'model', rank: 1 },
      { name: 'badge', rank: 1 },
      { name: 'comments', rank: 2 },
    ]);
    expect(parseFacetAttributes(['make', 'searchable(model)', 'filterOnly(id)'])).toEqual([
      { name: 'make', searchable: false, filterOnly: false },
      { name: 'model', searchable: true, filterOnly: false },
      { name: 'id', searchable: false, filterOnly: true },
    ]);
    expect(() => parseFacetAttributes(['hidden(x)'])).toThrow(/unknown modifier/);
  });
});

describe('CompiledRanking', () => {
  /** Sorts with a plain comparator over the same criteria, as the reference. */
  function referenceOrder(records: Record<string, number | undefined>[], relevance: number[], formula: ReturnType<typeof rankingFormula>) {
    const relevanceField: Record<string, (r: number) => number> = {
      typo: (r) => r >>> 16,
      words: (r) => (r >>> 12) & 15,
      attribute: (r) => (r >>> 4) & 255,
      exact: (r) => r & 15,
      geo: () => 0,
      filters: () => 0,
    };
    return records
      .map((_, doc) => doc)
      .sort((a, b) => {
        for (const criterion of formula) {
          if (typeof criterion === 'string') {
            const difference = relevanceField[criterion](relevance[a]) - relevanceField[criterion](relevance[b]);
            if (difference !== 0) return difference;
            continue;
          }
          const x = records[a][criterion.attribute];
          const y = records[b][criterion.attribute];
          if (x === y) continue;
          if (x === undefined) return 1;
          if (y === undefined) return -1;
          return criterion.direction === 'asc' ? x - y : y - x;
        }
        return a - b;
      });
  }

  function check(size: number, formula: ReturnType<typeof rankingFormula>, shared?: ConstructorParameters<typeof CompiledRanking>[3]) {
    const random = seeded(size);
    const records = Array.from({ length: size }, () => ({
      a: random() < 0.1 ? undefined : Math.floor(random() * size),
      b: Math.floor(random() * size),
      c: Math.floor(random() * 5),
      d: Math.floor(random() * size),
    }));
    const columns = new Map<string, AttributeColumn>();
    const columnOf = (name: string) => {
      if (!columns.has(name)) columns.set(name, new AttributeColumn(name, records));
      return columns.get(name)!;
    };
    const ranking = new CompiledRanking(formula, size, columnOf, shared);
    const relevance = records.map(() => packRelevance(Math.floor(random() * 3), Math.floor(random() * 2), Math.floor(random() * 4), Math.floor(random() * 3)));
    const docs = Uint32Array.from(records.map((_, doc) => doc));
    ranking.sort(docs, size, Uint32Array.from(relevance));
    expect([...docs]).toEqual(referenceOrder(records, relevance, formula));
    expect([...ranking.browseOrder()]).toEqual(referenceOrder(records, records.map(() => packRelevance(0, 0, 0, 0)), formula));
  }

  it('orders like a plain comparator when the key packs into one float', () => {
    check(500, rankingFormula(['desc(c)', 'asc(d)'], ['asc(a)']));
  });

  it('orders like a plain comparator when the formula is too wide to pack', () => {
    // Four sort runs of ~3000 distinct values each around relevance: far past 2^53 combined.
    check(3000, rankingFormula(['asc(d)'], ['asc(a)', 'typo', 'desc(b)', 'words', 'attribute', 'asc(c)', 'desc(d)', 'exact', 'custom']));
  });

  it('replicas sharing ranks order as if each made its own', () => {
    // desc(c) ends the first formula (a total order: ties broken by document) and leads the second
    // (ties left to typo, then asc(d)): the same sorts, ranks that must not be shared.
    const shared = new Map();
    check(500, rankingFormula(['desc(c)'], ['typo', 'custom']), shared);
    check(500, rankingFormula(['asc(d)'], ['desc(c)', 'typo', 'custom']), shared);
    check(500, rankingFormula(['asc(d)'], ['desc(c)', 'words', 'custom']), shared);
    expect(shared.size).toBe(3);
    // A replica of the same sorts reuses the ranks made (no second copy of a rank per listing).
    const made = [...shared.values()];
    check(500, rankingFormula(['desc(c)'], ['typo', 'custom']), shared);
    [...shared.values()].forEach((ranks, i) => expect(ranks).toBe(made[i]));
  });
});
