// Moving inside the app as its links do: the address changes with no page load.
import type { Page } from '@playwright/test';

/** Goes to each path in turn inside the app (history entry and popstate), as a client-side link does. */
export async function moveInApp(page: Page, ...paths: string[]) {
  for (const path of paths) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
}
