// The built app's index.html with the tenant's bootstrap and theme inlined, plus what a page knows
// ahead of the app (a car page's title, data and first photo). Inlined data is JSON (not script); the
// two inline scripts open the head: the ICU warm-up, so its worker starts before anything else, and the
// early-tap recorder, so it listens from the first paint.
import { EARLY_TAP_SCRIPT } from './early-tap.ts';
import { ICU_WARMUP_SCRIPT } from './icu-warmup.ts';
import { scriptsAfterPhoto } from './photo-first.ts';
import { PAGE_DATA_ID, type PageData } from '../../domain/page-data.ts';
import { SESSION_DATA_ID, themeCss, type ServedSession, type TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { escapeHtml } from './html.ts';

export const HEAD_MARK = '<!--tenant-head-->';
export const BOOTSTRAP_MARK = '<!--tenant-bootstrap-->';
export const APP_MARK = '<!--app-html-->';
/** At the top of the body: after the first bundle's CSS in the cascade, before (and blocking the paint of) the app's HTML. */
export const STYLES_MARK = '<!--page-styles-->';

/** `<link>` elements for a page's lazy chunks and their imports (scripts), and their CSS (styles). */
export interface ChunkLinks {
  styles: string[];
  scripts: string[];
}

/** What the server knows about the page before the app runs. */
export interface PageHead {
  title?: string;
  description?: string;
  /** Elements for the head: what the first paint needs (a car page's first photo), link-preview tags. */
  headTags: string[];
  /**
   * The page's lazy chunks: their CSS before the app's HTML (a server-rendered page's first paint
   * needs it), their scripts after the first bundle's own so they queue behind it.
   */
  chunks?: ChunkLinks;
  /** The data the page's first render needs from the server (src/domain/page-data.ts): no API call, no second search. */
  data?: PageData | null;
  /** The app's HTML for the page, rendered on the server (the browser hydrates it). */
  appHtml?: string;
  /**
   * A car page or search screen the server rendered: the first bundle's tags in index.html, to be
   * loaded with the page's chunk links once its photo is in (photo-first.ts).
   */
  scriptsAfterPhoto?: string[];
  /** Who is signed in, on sites with sign-in (absent elsewhere). */
  session?: ServedSession;
}

/**
 * Holds the page's first paint until the parser has reached the element with this id (a page
 * without one paints once it is parsed whole). Chromium lets the paint go at the element's start tag.
 */
export const firstPaintAfter = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;

/** JSON that cannot close its <script> element or open a comment. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * `favicon`: the tab's icon as a data URL (createFaviconHrefs). Inline, it takes no request: not at
 * load, and not when Chromium asks for it again after a history push (every search refinement), which
 * in a window that keeps no icons (a private one) fetched and decoded it on the main thread between
 * the click and its results.
 */
export function renderIndexPage(template: string, config: TenantConfig, bootstrap: TenantBootstrap, favicon: string, page: PageHead = { headTags: [] }): string {
  const css = themeCss(config);
  const head = [
    `<script>${ICU_WARMUP_SCRIPT}</script>`,
    `<script>${EARLY_TAP_SCRIPT}</script>`,
    // The first paint waits for the header to be parsed whole (up to the main content's start), so a
    // page arriving in pieces never shows half a navigation that then moves as its links come in.
    firstPaintAfter('main'),
    `<title>${escapeHtml(page.title ? `${page.title} | ${config.name}` : config.name)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description ?? config.description)}">`,
    `<meta name="theme-color" content="${config.theme.colors.primary}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="${favicon}">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
    `<style id="tenant-theme">${css}</style>`,
    ...page.headTags,
  ].join('\n    ');
  const data = [
    `<script type="application/json" id="tenant-bootstrap">${safeJson(bootstrap)}</script>`,
    ...(page.data ? [`<script type="application/json" id="${PAGE_DATA_ID}">${safeJson(page.data)}</script>`] : []),
    ...(page.session ? [`<script type="application/json" id="${SESSION_DATA_ID}">${safeJson(page.session)}</script>`] : []),
    ...(page.scriptsAfterPhoto ? [] : (page.chunks?.scripts ?? [])),
  ].join('\n    ');
  const shell = page.scriptsAfterPhoto ? scriptsAfterPhoto(template, page.scriptsAfterPhoto, page.chunks?.scripts ?? [], BOOTSTRAP_MARK) : template;
  // Replacer functions: a `$&` in a dealer's text or a car's comments must stay as written.
  return shell
    .replace(HEAD_MARK, () => head)
    .replace(STYLES_MARK, () => (page.chunks?.styles ?? []).join('\n    '))
    .replace(APP_MARK, () => page.appHtml ?? '')
    .replace(BOOTSTRAP_MARK, () => data);
}
