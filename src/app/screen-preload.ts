// A link moved along in the app waits, briefly, for the code of the screen it opens, so the screen
// renders at once rather than behind the page's loading state: a lazy screen's first render suspends,
// and React holds the screen back until 300 ms after that loading state showed, however soon its code
// came (src/perf/preloadable.tsx). A pointer going down on a link, or resting on it, asks for the code
// ahead. Past SCREEN_WAIT_MS (a slow connection) the app moves on and the loading state shows.
import { SCREEN_ROUTES } from 'virtual:screens';
import { screenAt, type ScreenTenant } from '../domain/screen-match.ts';
import { preloadOf } from '../perf/preloadable.tsx';

/** How long a link's move waits for its screen's code. */
export const SCREEN_WAIT_MS = 150;

/** A table of screens (PageScreens) may preload the screen a path opens in it. */
type ScreensTable = { preloadScreen?: (path: string, tenant: ScreenTenant) => Promise<unknown> };

/** Loads the code of the screen `to` opens, and of the table it is in; resolves once it is in, and never rejects. */
export function preloadScreen(to: string, tenant: ScreenTenant): Promise<unknown> {
  const path = new URL(to, 'http://app').pathname;
  const load = preloadOf(screenAt(path, SCREEN_ROUTES).screen.Component);
  if (!load) return Promise.resolve();
  // A failed load is the screen's to show (its boundary offers a reload), not the link's.
  return load()
    .then((table) => (table as ScreensTable).preloadScreen?.(path, tenant))
    .catch(() => undefined);
}

let latestMove = 0;

type MoveOptions = { replace?: boolean };

/** `navigate` once the screen `to` opens is in, or SCREEN_WAIT_MS after; a later move supersedes it. */
export function navigateWhenLoaded(navigate: (to: string, options?: MoveOptions) => void, to: string, tenant: ScreenTenant, options?: MoveOptions): void {
  const move = ++latestMove;
  void Promise.race([preloadScreen(to, tenant), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]).then(() => move === latestMove && navigate(to, options));
}
