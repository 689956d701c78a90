// Taking the browser offline for real. Playwright's setOffline does not stop a service worker's
// own fetches (microsoft/playwright#2311), so every request the context makes is aborted as well.
import type { BrowserContext, Page } from '@playwright/test';

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/**
 * Whether the page can get an answer for a URL no cache holds: an image path the worker must
 * fetch from the network, so a `true` offline means the worker's own traffic still gets out.
 */
export async function workerReachesNetwork(page: Page): Promise<boolean> {
  return page.evaluate(async (url) => {
    try {
      await fetch(url);
      return true;
    } catch {
      return false;
    }
  }, `/img/never-cached-${Date.now()}.jpg?w=10`);
}
