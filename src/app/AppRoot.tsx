// The whole tree, once for the browser (main.tsx) and once for the server's render of a page
// (render-page.tsx): hydration needs the server's tree to be the browser's, element for element.
import { StrictMode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { PageDataProvider, type PageDataSource } from '../platform/page-data.tsx';
import { StoreProvider, type createStore } from '../state/store.ts';
import { App } from './App.tsx';

export interface AppRootProps {
  store: ReturnType<typeof createStore>;
  /** The server's data for the first render (src/platform/page-data.tsx). */
  pageData: PageDataSource;
  /** On the server, the request's path and query; the browser reads its own location. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function AppRoot({ store, pageData, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <PageDataProvider value={pageData}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            {/* Every dealer is Australian. A fixed locale also spares each react-aria control its own
                browser-locale lookup, which re-renders it once hydrated. */}
            <I18nProvider locale="en-AU">
              <App />
            </I18nProvider>
          </Router>
        </PageDataProvider>
      </StoreProvider>
    </StrictMode>
  );
}
