import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { SCREEN_ROUTES } from 'virtual:screens';
import { useLocation } from 'wouter';
import { screenAt } from '../domain/screen-match.ts';
import { followLinksInApp } from './app-links.ts';
import { navigateWhenLoaded, preloadScreen } from './screen-preload.ts';
import { WhenIdle } from '../perf/WhenIdle.tsx';
import { LoadBoundary, PageLoadFailed, PageLoading } from './LoadBoundary.tsx';
import { UpdatePrompt } from '../sw-client/UpdatePrompt.tsx';
import { SiteFooter } from '../shell/SiteFooter.tsx';
import { SiteHeader } from '../shell/SiteHeader.tsx';
import { ToastRegion } from '../shell/ToastRegion.tsx';
import { EarlyTapReplay, HeaderTapReplay } from '../perf/early-tap.ts';
import { useEndFirstRender } from '../platform/page-data.tsx';
import { ScreenMovesProvider, type ScreenMoves } from '../platform/screen-moves.tsx';
import { RegisterWhenSettled } from '../sw-client/RegisterWhenSettled.tsx';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

const PendingEnquiries = lazy(() => import('../features/leads/PendingEnquiries.tsx').then((m) => ({ default: m.PendingEnquiries })));

/**
 * The screen the path opens (src/domain/screens.ts, matched by src/domain/screen-match.ts), with its
 * path's parameters. The routing table comes from the build (scripts/build/screen-modules.ts): home's
 * component is in the first bundle, the car page's and the search screens' each load with a chunk of
 * their own, and every other path goes to PageScreens, which loads with the other screens' table;
 * the server links a page's chunks from its HTML.
 */
function Screen({ path }: { path: string }) {
  const { screen, params, pattern } = screenAt(path, SCREEN_ROUTES);
  return <screen.Component params={params} path={path} pattern={pattern} />;
}

/**
 * Mounted anew for each path (keyed by it), so every page moved to in the app starts at the top. The
 * page the document was loaded with keeps the browser's scroll: where a shopper scrolled before the
 * page was live (it used to jump back to the top as the app became live), or an anchor's place.
 */
function ScrollToTop({ landing }: { landing: boolean }) {
  useEffect(() => {
    if (!landing) window.scrollTo(0, 0);
  }, [landing]);
  return null;
}

/**
 * Commits with the first render of the page the document was loaded with (inside the page's boundary,
 * which on a page the server rendered commits once all of it is hydrated): the page is live. Its
 * first render is over, so the server's page data is used no more, and the taps and typing made before
 * then are replayed.
 */
function PageLive() {
  const end = useEndFirstRender();
  useLayoutEffect(end, [end]);
  return <EarlyTapReplay />;
}

export function App() {
  const [path, navigate] = useLocation();
  // The path the document was loaded with, until the shopper moves to another.
  const [landingPath, setLandingPath] = useState<string | null>(path);
  if (landingPath !== null && landingPath !== path) setLandingPath(null);
  const tenant = useAtomValue(tenantAtom);
  // A link, and the app's own moves (a lead's /success, sign-in's), go once the screen's code is in
  // (src/app/screen-preload.ts); one value, so nothing that reads it re-renders with a move.
  const moves = useMemo<ScreenMoves>(
    () => ({ preload: (to) => void preloadScreen(to, tenant), move: (to, options) => navigateWhenLoaded(navigate, to, tenant, options) }),
    [navigate, tenant],
  );
  useEffect(() => followLinksInApp((to) => moves.move(to), moves.preload), [moves]);
  return (
    // react-aria-components links navigate client-side through wouter.
    <ScreenMovesProvider value={moves}>
      <RouterProvider navigate={(href) => moves.move(href)}>
        <ScrollToTop key={path} landing={path === landingPath} />
        {/* On a page the server rendered, each boundary hydrates in its own slices of main-thread time,
            so the header, the page and the footer becoming live never block the browser together. */}
        <Suspense fallback={null}>
          <SiteHeader
            status={
              <WhenIdle>
                <LoadBoundary resetKey={path} fallback={null}>
                  <Suspense fallback={null}>
                    <PendingEnquiries />
                  </Suspense>
                </LoadBoundary>
              </WhenIdle>
            }
          />
          {/* The header is live once hydrated, ahead of the page: a tap on it before then is replayed. */}
          <HeaderTapReplay />
        </Suspense>
        <main id="main" tabIndex={-1}>
          <LoadBoundary resetKey={path} fallback={<PageLoadFailed />}>
            <Suspense fallback={<PageLoading />}>
              <Screen path={path} />
              <PageLive />
              <RegisterWhenSettled />
            </Suspense>
          </LoadBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <ToastRegion />
        <UpdatePrompt />
      </RouterProvider>
    </ScreenMovesProvider>
  );
}
