import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Switch, useLocation } from 'wouter';
import { CAR_PAGE_PATH } from '../domain/car-page.ts';
import { followLinksInApp } from './app-links.ts';
import { Home } from '../routes/home/Home.tsx';
import { WhenIdle } from '../perf/WhenIdle.tsx';
import { LoadBoundary, PageLoadFailed, PageLoading } from './LoadBoundary.tsx';
import { UpdatePrompt } from '../sw-client/UpdatePrompt.tsx';
import { SiteFooter } from '../shell/SiteFooter.tsx';
import { SiteHeader } from '../shell/SiteHeader.tsx';
import { ToastRegion } from '../shell/ToastRegion.tsx';
import { EarlyTapReplay } from '../perf/early-tap.ts';
import { useEndFirstRender } from '../platform/page-data.tsx';
import { RegisterWhenSettled } from '../sw-client/RegisterWhenSettled.tsx';

// Home is in the first bundle; every other screen loads with the route table, so the first screen
// stays small (the service worker precaches the chunk for offline use).
const RouteTable = lazy(() => import('./RouteTable.tsx').then((m) => ({ default: m.RouteTable })));
// The car page and the search screens, where shoppers land from search engines, ads and shared
// links, route from here too: each loads its own chunk (which the server links from the page's HTML)
// without the route table, whose lead forms and their schemas (zod) these pages do not need.
const CarPage = lazy(() => import('../routes/car/CarPage.tsx').then((m) => ({ default: m.CarPage })));
const SearchPage = lazy(() => import('../routes/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));
const OffersSearchPage = lazy(() => import('../routes/search/OffersSearchPage.tsx').then((m) => ({ default: m.OffersSearchPage })));
const PartsSearchPage = lazy(() => import('../routes/search/PartsSearchPage.tsx').then((m) => ({ default: m.PartsSearchPage })));
const PendingEnquiries = lazy(() => import('../features/leads/PendingEnquiries.tsx').then((m) => ({ default: m.PendingEnquiries })));

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
  useEffect(() => followLinksInApp((to) => navigate(to)), [navigate]);
  return (
    // react-aria-components links navigate client-side through wouter.
    <RouterProvider navigate={(href) => navigate(href)}>
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
      </Suspense>
      <main id="main" tabIndex={-1}>
        <LoadBoundary resetKey={path} fallback={<PageLoadFailed />}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/" component={Home} />
              <Route path={CAR_PAGE_PATH}>{(p) => <CarPage slug={p.slug!} />}</Route>
              <Route path="/search">
                <SearchPage rest="" />
              </Route>
              <Route path="/search/*">{(p) => <SearchPage rest={p['*'] ?? ''} />}</Route>
              <Route path="/special-offers">
                <OffersSearchPage />
              </Route>
              <Route path="/parts/search">
                <PartsSearchPage />
              </Route>
              <Route component={RouteTable} />
            </Switch>
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
  );
}
