import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Switch, useLocation } from 'wouter';
import { Home } from '../routes/home/Home.tsx';
import { UpdatePrompt } from '../sw-client/UpdatePrompt.tsx';
import { SiteFooter } from '../ui/SiteFooter.tsx';
import { SiteHeader } from '../ui/SiteHeader.tsx';
import { ToastRegion } from '../ui/ToastRegion.tsx';

// Home is in the first bundle; every other screen loads with the route table, so the first screen
// stays small (the service worker precaches the chunk for offline use).
const RouteTable = lazy(() => import('./RouteTable.tsx').then((m) => ({ default: m.RouteTable })));
const PendingEnquiries = lazy(() => import('../features/leads/PendingEnquiries.tsx').then((m) => ({ default: m.PendingEnquiries })));

/** Mounted anew for each path (keyed by it), so every new page starts at the top. */
function ScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}

export function App() {
  const [path, navigate] = useLocation();
  return (
    // react-aria-components links navigate client-side through wouter.
    <RouterProvider navigate={(href) => navigate(href)}>
      <ScrollToTop key={path} />
      <SiteHeader
        status={
          <Suspense fallback={null}>
            <PendingEnquiries />
          </Suspense>
        }
      />
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/" component={Home} />
          <Route>
            <Suspense fallback={<div className="page" aria-busy="true" />}>
              <RouteTable />
            </Suspense>
          </Route>
        </Switch>
      </main>
      <SiteFooter />
      <ToastRegion />
      <UpdatePrompt />
    </RouterProvider>
  );
}
