// The search pages' shared waits and readings.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PAGE_LIVE } from '../../../src/domain/early-tap.ts';
import { WHOLE_SET_MAX_HITS } from '../../../src/domain/local-refinement.ts';

/** The address's query string, decoded (the InstantSearch spelling, brackets and all). */
export const decodedQuery = (page: Page) => decodeURIComponent(new URL(page.url()).search.slice(1));

/**
 * The page is live: a search page the server rendered shows its results before the app has
 * hydrated them, and what is done to it before then is replayed only once it is.
 */
export async function live(page: Page, timeout?: number) {
  await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, PAGE_LIVE, { timeout });
}

/**
 * The results answer the address, or say why they cannot, and the page is live. A click's address
 * changes at once, while its render may wait a moment for the answer, so the loading state alone is
 * not enough. The answer's cards below the fold may still be on their way (a frame later).
 */
export async function answered(page: Page) {
  await live(page);
  await expect(page.locator('.search-loading')).toHaveCount(0);
  await expect(page.locator('.search-count')).toBeVisible();
  await page.waitForFunction(() => {
    // The same parameters, however the address spells them (a link may encode its brackets).
    const params = (query: string) => JSON.stringify([...new URLSearchParams(query)].sort());
    const results = document.querySelector('.search-results');
    const shows = results?.getAttribute('data-answered');
    return (shows != null && params(shows) === params(location.search)) || results?.querySelector('.search-error, .offline-note') != null;
  });
}

/** As `answered`, with every card of the answer in (a paused page clock never gets there: use `answered`). */
export async function settled(page: Page) {
  await answered(page);
  await expect(page.locator('.results-grid[data-more-cards]')).toHaveCount(0);
}

/**
 * Scrolls `target` into view and waits until it holds still. Result cards off the screen are laid out
 * at an estimated height (content-visibility) and take their real one as they near it, moving what
 * follows them (the pagination) a few frames after a scroll: a click aimed before then misses.
 */
export async function scrollIntoViewSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  let last: string | undefined;
  await expect
    .poll(async () => {
      const box = JSON.stringify(await target.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { intervals: [150] })
    .toBe(true);
}

/** The search worker's request for a browse's whole set (src/domain/local-refinement.ts). */
export const isWholeSetRequest = (body: string | null) => (body ?? '').includes(`"hitsPerPage":${WHOLE_SET_MAX_HITS}`);

/**
 * Keeps every browse's whole set from the search worker, so each refinement goes to the network: for
 * the tests of that path (its loading state, errors, searches ahead). A test's own holds
 * (./hold.ts) pass whole sets on to this.
 */
export async function withoutWholeSets(context: BrowserContext) {
  await context.route('**/1/indexes/*/queries*', (route) => (isWholeSetRequest(route.request().postData()) ? route.abort() : route.fallback()));
}
