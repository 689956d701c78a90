// The server-rendering bundle `vite build --ssr` makes beside the client build (dist/server beside
// dist/client): the app's own code, loaded at run time through the RenderPage contract in src/domain,
// so the server renders a car page's first view without importing client code at build time.
// A build without it (the server tests' fixture) serves pages the browser renders itself.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderInput, RenderedPage, RenderPage } from '../../domain/page-data.ts';

export const RENDER_BUNDLE = 'render-page.js';

export function renderBundlePath(clientDir: string): string {
  return join(dirname(clientDir), 'server', RENDER_BUNDLE);
}

export async function loadPageRenderer(clientDir: string): Promise<RenderPage | null> {
  const file = renderBundlePath(clientDir);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof bundle.renderPage !== 'function') throw new Error(`${file} does not export renderPage: rebuild the app (npm run build)`);
  return bundle.renderPage as RenderPage;
}

/** The rendered page, or null (the browser renders it) if rendering fails: a page is never lost to it. */
export async function renderOrEmpty(render: RenderPage | null, input: PageRenderInput): Promise<RenderedPage | null> {
  if (!render) return null;
  try {
    return await render(input);
  } catch (error) {
    console.error(`Server rendering of ${input.path} failed; the browser will render it`, error);
    return null;
  }
}
