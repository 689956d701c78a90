// What the server needs from the built client: index.html with its marks, and, from Vite's manifest,
// the lazy chunks (JS and CSS) each screen of the screen manifest (src/domain/screens.ts) loads first.
// Its pages link them so the browser fetches them alongside the first bundle instead of after the
// first bundle has run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATE_MODULE, PAGES_MODULE, SCREENS } from '../../domain/screens.ts';
import { APP_MARK, BOOTSTRAP_MARK, HEAD_MARK, STYLES_MARK, type ChunkLinks } from './index-page.ts';

/** A lazily loaded screen's chunk links, by the screen's name. */
export interface ScreenChunks {
  /** The browser renders the page: its chunks and their CSS preloaded. */
  preload: ChunkLinks;
  /**
   * The server rendered the page (a screen it renders): the chunks' CSS inlined, so the HTML paints
   * styled without waiting for a stylesheet, and so is the CSS of what it loads later: home's sections
   * are in the server's render, and a stylesheet arriving with the car page's sections would restyle
   * the whole page in the middle of its load. Its chunks and those it loads later are prefetched, not
   * preloaded: fetched at the lowest priority, they leave the bandwidth to the photo the first paint
   * needs. Being linked, they are also on the page for Vite's chunk loader, which otherwise adds a
   * modulepreload link per chunk inside the hydration render (each one costly on a slow phone).
   */
  rendered?: ChunkLinks;
}

export interface ClientBuild {
  template: string;
  /** The first bundle's script and modulepreload tags, as index.html has them (a car page moves them: photo-first.ts). */
  entryScripts: string[];
  /** Every screen whose code is not in the first bundle, and home for its sections (loaded later). */
  chunks: Readonly<Record<string, ScreenChunks>>;
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const MANIFEST = '.vite/manifest.json';

export function loadClientBuild(clientDir: string): ClientBuild {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  for (const mark of [HEAD_MARK, STYLES_MARK, BOOTSTRAP_MARK, APP_MARK]) {
    if (!html.includes(mark)) throw new Error(`${clientDir}/index.html lacks ${mark}: rebuild the app (npm run build)`);
  }
  const manifestPath = join(clientDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${clientDir} has no ${MANIFEST}: rebuild the app (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  const chunks = Object.fromEntries(
    SCREENS.filter((screen) => screen.chunk !== 'first' || screen.later).map((screen) => {
      // A screen in the first bundle has only what it loads later (home's sections) to link.
      const own = screen.chunk === 'first' ? [] : [screen.module];
      const later = screen.later ?? [];
      // A `pages` screen loads with their routing table's chunk, and one that may be gated with the gate's.
      const preload = chunkPreloads(manifest, [...(screen.chunk === 'pages' ? [PAGES_MODULE] : []), ...(own.length ? own : later), ...(screen.gate ? [GATE_MODULE] : [])]);
      if (!screen.serverRendered) return [screen.name, { preload }];
      const rendered = { styles: inlineStyles(manifest, [...own, ...later], read), scripts: chunkPrefetches(manifest, [...own, ...later]) };
      return [screen.name, { preload, rendered }];
    }),
  );
  return {
    template: inlineEntryStyles(html, manifest, read),
    entryScripts: html.match(/<script type="module" crossorigin src="[^"]*"><\/script>|<link rel="modulepreload" crossorigin href="[^"]*">/g) ?? [],
    chunks,
  };
}

/** Keys of a chunk and everything it imports statically. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The chunks `sources` need beyond what the first bundle loads, and their CSS files. */
export function lazyChunks(manifest: ViteManifest, sources: string[]): { keys: string[]; css: string[] } {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, loadedByEntry);
  const keys = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The build manifest has no ${source} chunk: rebuild the app (npm run build)`);
    closure(manifest, source, keys);
  }
  const needed = [...keys].filter((key) => !loadedByEntry.has(key));
  return { keys: needed, css: [...new Set(needed.flatMap((key) => manifest[key].css ?? []))] };
}

/** A page the browser renders: its chunks and their CSS preloaded, to be applied when the chunk runs. */
export function chunkPreloads(manifest: ViteManifest, sources: string[]): ChunkLinks {
  const { keys, css } = lazyChunks(manifest, sources);
  return {
    styles: css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    scripts: keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  };
}

/** `<link rel="prefetch">` for the chunks `sources` need beyond the first bundle (see ScreenChunks.rendered). */
export function chunkPrefetches(manifest: ViteManifest, sources: string[]): string[] {
  return lazyChunks(manifest, sources).keys.map((key) => `<link rel="prefetch" crossorigin href="/${manifest[key].file}">`);
}

/**
 * A page the server rendered: its chunks' CSS in the page itself. Each file is also named by a
 * stylesheet link that Vite's chunk loader takes as the file being on the page already, so it does not
 * load and apply it a second time. The link is disabled, so the parser does not load it, and matches
 * no media, so the preload scanner (which ignores `disabled`) does not fetch it either: it did, at
 * the highest priority, sharing a slow connection with the photo and delaying its paint.
 */
export function inlineStyles(manifest: ViteManifest, sources: string[], read: (file: string) => string): string[] {
  return lazyChunks(manifest, sources).css.map((file) => inlinedStylesheet(file, read(file)));
}

/** A stylesheet's rules in the page, with the disabled link that tells Vite's chunk loader it is there. */
const inlinedStylesheet = (file: string, css: string) =>
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${file}" media="not all" disabled>`;

/**
 * The first bundle's stylesheet inlined in index.html's head, for every page. Linked, it was a
 * render-blocking request of its own: the first paint waited for a round trip after the HTML, and on
 * a fast connection for the scripts downloading beside it (docs/performance.md). Kept linked
 * (disabled) for Vite's chunk loader, which otherwise fetches and applies it again when a lazy chunk
 * that shares it loads.
 */
export function inlineEntryStyles(html: string, manifest: ViteManifest, read: (file: string) => string): string {
  const entryCss = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  let page = html;
  for (const file of entryCss) {
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    if (!page.includes(link)) throw new Error(`index.html does not link ${file} as Vite writes it: rebuild the app (npm run build)`);
    page = page.replace(link, () => inlinedStylesheet(file, read(file)));
  }
  return page;
}
