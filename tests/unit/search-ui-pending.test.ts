// 'Show Me N cars' commits refinements still inside their debounce (issue 4 §2).
import { describe, expect, it } from 'vitest';
import { noPending, withPending } from '../../src/features/search/pending-refinements.ts';
import { stateToRoute } from '../../src/url/search-route.ts';

describe('withPending', () => {
  const state = { page: 3, refinementList: { make: ['Mazda'] }, range: { price: { min: 10000 } } };

  it('leaves the state (page included) alone when nothing is pending', () => {
    expect(withPending(state, noPending())).toBe(state);
  });

  it('applies pending text and ranges, back to page 1', () => {
    const pending = noPending();
    pending.query = 'cx-5';
    pending.ranges.set('price', { min: 10000, max: 40000 });
    expect(stateToRoute(withPending(state, pending))).toBe(
      stateToRoute({ query: 'cx-5', refinementList: { make: ['Mazda'] }, range: { price: { min: 10000, max: 40000 } } }),
    );
  });

  it('removes a range whose slider went back to the full bounds', () => {
    const pending = noPending();
    pending.ranges.set('price', null);
    expect(withPending(state, pending)).toEqual({ refinementList: { make: ['Mazda'] } });
  });
});
