// Moving inside the app as its links do: the address changes with no page load.
import type { Page } from '@playwright/test';
import { live } from './search.ts';

/** Goes to each path in turn inside the app (history entry and popstate), as a client-side link does. */
export async function moveInApp(page: Page, ...paths: string[]) {
  // Until the page is live nothing listens for the move (home, the car and search pages load the app's
  // scripts once their photo is in, which may be after the load event).
  await live(page);
  for (const path of paths) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
}

/**
 * Starts watching for the page's loading state (`PageLoading`: a screen whose code was not in when the
 * app moved to it, not a screen's own wait for its data); the function returned tells whether it
 * showed since.
 */
export async function watchForPageLoading(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { pageLoadingSeen: boolean };
    w.pageLoadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('main > .page[aria-busy="true"] > .page-loading')) w.pageLoadingSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { pageLoadingSeen: boolean }).pageLoadingSeen);
}
