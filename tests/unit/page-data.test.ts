// The page-data contract (src/domain/page-data.ts) and its one reader (src/platform/page-data.tsx):
// the inlined data is for the address it was served for, serves the first render only, and the
// server's source runs each search its render makes once and inlines only what the render read.
import { describe, expect, it } from 'vitest';
import { newPageData, pageClock, pageDataAt } from '../../src/domain/page-data.ts';
import type { Car } from '../../src/domain/stock.ts';
import { browserPageData, serverPageData } from '../../src/platform/page-data.tsx';

const car = { id: 7, slug: 'a-car' } as Car;

describe('page data', () => {
  it("dates the page view by the renderer's own calendar, as YYYY-MM-DD", () => {
    const instants = [Date.UTC(2026, 0, 5, 3), Date.UTC(2026, 11, 31, 23, 59), Date.UTC(2027, 1, 28, 13, 30), Date.UTC(2024, 1, 29, 0, 1), 0];
    for (const at of instants) {
      const local = new Date(at);
      expect(pageClock(at)).toEqual({ at, day: local.toLocaleDateString('en-CA') });
      expect(pageClock(at).day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(pageClock(new Date(2026, 2, 9, 12).getTime()).day).toBe('2026-03-09');
  });

  it('is read for the address it was served for; another address gets none of it', () => {
    const data = newPageData('/search/used-cars?page=2', null, Date.UTC(2026, 0, 5, 3), 0.25);
    const text = JSON.stringify(data);
    expect(pageDataAt(text, '/search/used-cars?page=2')).toEqual(data);
    expect(pageDataAt(text, '/search/used-cars')).toBe('elsewhere');
    expect(pageDataAt(null, '/')).toBeNull();
    expect(pageDataAt('', '/')).toBeNull();
  });

  it('serves the first render only: once the page is live every read answers as with none', () => {
    const data = { ...newPageData('/cars/a-car', car, 1000, 0.5), searches: { k: [{ nbHits: 3 }] } };
    const source = browserPageData(data);
    expect(source.car('a-car')).toBe(car);
    expect(source.car('another-car')).toBeNull();
    expect(source.answer('k', [])).toEqual([{ nbHits: 3 }]);
    expect(source.draw()).toBe(0.5);
    expect(source.opened()).toEqual(data.opened);
    source.end();
    expect(source.car('a-car')).toBeNull();
    expect(source.answer('k', [])).toBeNull();
    expect(source.opened()).toBeNull();
    expect(source.draw()).not.toBe(0.5);
  });

  it('without data, the first render searches and draws for itself', () => {
    const source = browserPageData(null);
    expect(source.car('a-car')).toBeNull();
    expect(source.answer('k', [])).toBeNull();
    expect(source.opened()).toBeNull();
  });

  it("on the server, runs each search the render makes once, waits for it, and inlines the answers", async () => {
    const runs: unknown[][] = [];
    const { source, rendered } = serverPageData(newPageData('/search', null), async (requests) => {
      runs.push([...requests]);
      return [{ nbHits: requests.length }];
    });
    const first = source.answer('k', [{ indexName: 'cars' }]);
    expect(first).toBeInstanceOf(Promise);
    expect(source.answer('k', [{ indexName: 'cars' }])).toBe(first);
    await first;
    expect(source.answer('k', [])).toEqual([{ nbHits: 1 }]);
    expect(runs).toHaveLength(1);
    expect(rendered()?.searches).toEqual({ k: [{ nbHits: 1 }] });
  });

  it('on the server, a failed search renders loading and is not inlined', async () => {
    const { source, rendered } = serverPageData(newPageData('/search', null), async () => {
      throw new Error('down');
    });
    expect(await source.answer('k', [])).toBeNull();
    expect(rendered()?.searches).toEqual({});
  });

  it('inlines nothing for a render that read none of it (home), and what a car page read', () => {
    expect(serverPageData(newPageData('/', null), null).rendered()).toBeNull();
    const carPage = serverPageData(newPageData('/cars/a-car', car), null);
    expect(carPage.source.car('a-car')).toBe(car);
    expect(carPage.rendered()?.car).toBe(car);
  });
});
