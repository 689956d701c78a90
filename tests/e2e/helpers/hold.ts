// Requests held back until the test lets them through, so a page's waiting state stays on screen to
// be looked at for as long as the test needs, with no timeout involved.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { isWholeSetRequest } from './search.ts';

/**
 * Holds every request matching `url` until the returned function is called; then each is answered
 * by `answer` (passed on to the server unless given).
 */
export async function holdRequests(target: BrowserContext | Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    // A search worker's whole set is not the tests' to hold: it goes on to the routes before this
    // one (./search.ts withoutWholeSets keeps it away) or to the network.
    if (isWholeSetRequest(route.request().postData())) return route.fallback();
    await held;
    await answer(route);
  });
  return release;
}
