// The time a page view goes by: cards' and the car page's tags, promos, the estimates' recent-car rule.
import { useState, useSyncExternalStore } from 'react';
import { pageClock, type PageClock } from '../domain/tenant-bootstrap.ts';

export const clockNow = (): PageClock => pageClock(Date.now());

const NEVER_CHANGES = () => () => undefined;

/**
 * The page view's time, fixed for the view (a page left open overnight keeps its layout). `served` is
 * the server's, for a page it rendered: the first render must show what the server's did to hydrate.
 * Once live the page moves to the shopper's own time if that is another day (another time zone, or
 * midnight passed in between), as the shopper's calendar says which promos are on.
 */
export function usePageClock(served: PageClock | null): PageClock {
  const [opened] = useState(() => served ?? clockNow());
  const [own] = useState(clockNow);
  const shoppers = own.day === opened.day ? opened : own;
  // The server's snapshot serves the server's render and hydration; React re-renders with the
  // shopper's right after, if it differs.
  return useSyncExternalStore(NEVER_CHANGES, () => shoppers, () => opened);
}
