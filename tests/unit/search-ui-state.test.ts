// The search state's rules beyond its URL spelling: a page past the last one, a change made again on the address.
import { describe, expect, it } from 'vitest';
import { clampPage, rebaseChange, refine, setRange, toggleRefinement } from '../../src/domain/search-ui-state.ts';

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

describe('rebaseChange', () => {
  const shown = { refinementList: { car_type: ['new'] } };
  const latest = toggleRefinement(shown, 'make', 'Toyota');

  it('is the change itself when the screen shows the address', () => {
    const next = toggleRefinement(shown, 'car_type', 'used');
    expect(rebaseChange(shown, next, shown)).toBe(next);
  });

  it('keeps a refinement still on its way to the screen: a second value switched on or off', () => {
    expect(rebaseChange(shown, toggleRefinement(shown, 'car_type', 'used'), latest)).toEqual({ refinementList: { car_type: ['new', 'used'], make: ['Toyota'] } });
    expect(rebaseChange(shown, toggleRefinement(shown, 'car_type', 'new'), latest)).toEqual({ refinementList: { make: ['Toyota'] } });
    // The same list twice: a value of the same group.
    expect(rebaseChange(shown, toggleRefinement(shown, 'make', 'Mazda'), latest)).toEqual({ refinementList: { car_type: ['new'], make: ['Toyota', 'Mazda'] } });
  });

  it('switches off a value the address holds but the screen does not show yet only when the control says so', () => {
    const offAgain = toggleRefinement(latest, 'make', 'Toyota');
    expect(rebaseChange(latest, offAgain, latest)).toEqual(shown);
    // A control on the older screen that did not touch make leaves Toyota in.
    expect(rebaseChange(shown, refine(shown, { query: 'hilux' }), latest)).toEqual({ query: 'hilux', refinementList: { car_type: ['new'], make: ['Toyota'] } });
  });

  it('takes the query, sort, menu and range where the change set them, and the address otherwise', () => {
    const ahead = { ...latest, query: 'gr', sortBy: 'stock_price_desc', menu: { state: 'VIC' } };
    expect(rebaseChange(shown, setRange(shown, 'price', { max: 40000 }), ahead)).toEqual({ ...ahead, range: { price: { max: 40000 } } });
    expect(rebaseChange(shown, refine(shown, { sortBy: 'stock_price_asc' }), ahead)).toEqual({ ...ahead, sortBy: 'stock_price_asc' });
    expect(rebaseChange({ ...shown, menu: { state: 'VIC' } }, { ...shown }, ahead)).toEqual({ ...latest, query: 'gr', sortBy: 'stock_price_desc' });
  });

  it('sends a refinement to page 1 and keeps the address page for a change that refines nothing', () => {
    const onPage3 = { ...latest, page: 3 };
    expect(rebaseChange(shown, toggleRefinement(shown, 'car_type', 'used'), onPage3).page).toBeUndefined();
    expect(rebaseChange(shown, { ...shown, page: 2 }, latest)).toEqual({ ...latest, page: 2 });
    expect(rebaseChange({ ...shown, page: 2 }, { ...shown, page: 2, sortBy: undefined }, onPage3).page).toBe(3);
  });
});
