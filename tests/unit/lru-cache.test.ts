// Spec §9: the search cache holds 10 entries, dropping the oldest (least recently used).
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { LruCache } from '../../src/domain/lru-cache.ts';

function filled(count: number, capacity = 10): LruCache<string, number> {
  const cache = new LruCache<string, number>(capacity);
  for (let i = 0; i < count; i++) cache.set(`q${i}`, i);
  return cache;
}

describe('LruCache', () => {
  it('holds 10 entries and drops the oldest on the 11th', () => {
    const cache = filled(10);
    expect(cache.size).toBe(10);
    cache.set('q10', 10);
    expect(cache.size).toBe(10);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.keys()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10']);
  });

  it('counts a hit as a use: the entry read last is dropped last', () => {
    const cache = filled(10);
    expect(cache.get('q0')).toBe(0);
    cache.set('q10', 10);
    expect(cache.get('q0')).toBe(0);
    expect(cache.get('q1')).toBeUndefined();
  });

  it('counts overwriting a key as a use, without growing', () => {
    const cache = filled(10);
    cache.set('q0', 100);
    cache.set('q10', 10);
    expect(cache.size).toBe(10);
    expect(cache.get('q0')).toBe(100);
    expect(cache.get('q1')).toBeUndefined();
  });

  it('leaves recency alone on a miss', () => {
    const cache = filled(3, 3);
    expect(cache.get('nope')).toBeUndefined();
    expect(cache.keys()).toEqual(['q0', 'q1', 'q2']);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
    expect(() => new LruCache(2.5)).toThrow(RangeError);
  });

  it('behaves like a reference model under any sequence of reads and writes', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 15 }), value: fc.integer() }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 15 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const cache = new LruCache<number, number>(10);
        // Reference: an array of [key, value], most recently used last.
        let model: [number, number][] = [];
        for (const o of ops) {
          const found = model.find(([k]) => k === o.key);
          if (o.kind === 'get') {
            expect(cache.get(o.key)).toBe(found?.[1]);
            if (found) model = [...model.filter(([k]) => k !== o.key), found];
          } else {
            cache.set(o.key, o.value);
            model = [...model.filter(([k]) => k !== o.key), [o.key, o.value] as [number, number]].slice(-10);
          }
          expect(cache.keys()).toEqual(model.map(([k]) => k));
        }
      }),
    );
  });
});
