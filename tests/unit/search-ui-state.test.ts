// The search state's rules beyond its URL spelling: a page past the last one.
import { describe, expect, it } from 'vitest';
import { clampPage } from '../../src/domain/search-ui-state.ts';

describe('clampPage', () => {
  const state = { query: 'toyota', page: 9, refinementList: { make: ['Toyota'] } };

  it('sends a page past the last one to the last, keeping the search', () => {
    expect(clampPage(state, 3)).toEqual({ query: 'toyota', page: 3, refinementList: { make: ['Toyota'] } });
  });

  it('writes a last page of 1 as no page, as every page-1 address is written', () => {
    expect(clampPage(state, 1)).toEqual({ query: 'toyota', refinementList: { make: ['Toyota'] } });
  });

  it('leaves a page in range, and a search with no pages, alone', () => {
    expect(clampPage(state, 9)).toBeNull();
    expect(clampPage(state, 12)).toBeNull();
    expect(clampPage({ query: 'toyota' }, 1)).toBeNull();
    expect(clampPage(state, 0)).toBeNull();
  });
});
