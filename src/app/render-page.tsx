// The server-rendering entry, built by `vite build --ssr` into dist/server/render-page.js and loaded
// by the server (src/server/http/page-renderer.ts) through the RenderPage contract. It renders a page
// as the browser's first render will (the same AppRoot, the inlined car or search answers, a store of
// its own), so the photo, the price or the results paint before any script runs and the browser
// hydrates rather than re-renders.
// Waits for every lazy chunk the page renders (the car page's own), unlike renderToString.
import { prerender } from 'react-dom/static';
import type { RenderPage } from '../domain/page-data.ts';
import { createStore } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';
import { serverPageData } from '../platform/page-data.tsx';
import { applySession } from '../features/account/session-source.ts';
import { AppRoot } from './AppRoot.tsx';

export const renderPage: RenderPage = async ({ bootstrap, path, search, data, searchIndex, session }) => {
  const store = createStore();
  store.set(bootstrapAtom, bootstrap);
  applySession(store, session);
  // A part that fails on the server would be left for the browser to render; the server would rather
  // send no HTML at all (the browser renders the page) than half a page.
  const errors: unknown[] = [];
  const pageData = serverPageData(data, searchIndex);
  const { prelude } = await prerender(<AppRoot store={store} pageData={pageData.source} ssrPath={path} ssrSearch={search} />, {
    // Every part inline: a part sent out of line needs an inline script to move it, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `Rendering ${path} failed`);
  return { html, data: pageData.rendered() };
};
