// Requests held back until the test lets them through, so a page's waiting state stays on screen to
// be looked at for as long as the test needs, with no timeout involved.
import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned function is called; then each is answered
 * by `answer` (passed on to the server unless given).
 */
export async function holdRequests(target: BrowserContext | Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
