// The page links the results show: first, last and two either side of the current page.
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/features/search/Pagination.tsx';

describe('pageWindow', () => {
  it('keeps the first and last pages and two either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 10]);
    expect(pageWindow(6, 10)).toEqual([1, 4, 5, 6, 7, 8, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 8, 9, 10]);
  });
});
