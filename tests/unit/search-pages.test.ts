import { describe, expect, it } from 'vitest';
import { searchScreenAt } from '../../src/domain/search-pages.ts';

describe('the search screens’ paths', () => {
  it('name the screen each path opens', () => {
    for (const path of ['/search', '/search/', '/search/used-cars', '/search/toyota/corolla']) expect(searchScreenAt(path), path).toBe('cars');
    for (const path of ['/special-offers', '/special-offers/']) expect(searchScreenAt(path), path).toBe('offers');
    for (const path of ['/parts/search', '/parts/search/']) expect(searchScreenAt(path), path).toBe('parts');
  });
  it('leave every other page out', () => {
    for (const path of ['/', '/searching', '/special-offers/x', '/offers/toyota/1', '/parts', '/parts/search/x', '/cars/a-car']) expect(searchScreenAt(path), path).toBeNull();
  });
});
