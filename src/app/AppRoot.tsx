// The whole tree, once for the browser (main.tsx) and once for the server's render of a page
// (render-page.tsx): hydration needs the server's tree to be the browser's, element for element.
import { StrictMode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import type { ServedCar } from '../domain/tenant-bootstrap.ts';
import { ServedCarProvider } from '../features/car/served-car.ts';
import { SearchSourceProvider, type SearchSource } from '../features/search/served-search.ts';
import { StoreProvider, type createStore } from '../state/store.ts';
import { App } from './App.tsx';

export interface AppRootProps {
  store: ReturnType<typeof createStore>;
  servedCar: ServedCar | null;
  /** The answers a server-rendered page's searches render with (src/features/search/served-search.ts). */
  searchSource: SearchSource;
  /** On the server, the request's path and query; the browser reads its own location. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function AppRoot({ store, servedCar, searchSource, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <ServedCarProvider value={servedCar}>
          <SearchSourceProvider value={searchSource}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            {/* Every dealer is Australian. A fixed locale also spares each react-aria control its own
                browser-locale lookup, which re-renders it once hydrated. */}
            <I18nProvider locale="en-AU">
              <App />
            </I18nProvider>
          </Router>
          </SearchSourceProvider>
        </ServedCarProvider>
      </StoreProvider>
    </StrictMode>
  );
}
