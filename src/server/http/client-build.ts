// What the server needs from the built client: index.html with its marks, and, from Vite's manifest,
// the lazy chunks (JS and CSS) each kind of page loads: the page's own, which pages other than home
// link so the browser fetches them alongside the first bundle instead of after it has run, and the
// chunks every page loads once idle, linked for prefetch.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { APP_MARK, BOOTSTRAP_MARK, HEAD_MARK, STYLES_MARK } from './index-page.ts';

/** `<link>` elements for a page's lazy chunks and their imports (scripts), and their CSS (styles). */
export interface ChunkLinks {
  styles: string[];
  scripts: string[];
}

export interface ChunkPreloads {
  /** Home (part of the first bundle): the idle chunks, prefetched. */
  home: ChunkLinks;
  /** Every other page but a car page: the route table, and the idle chunks prefetched. */
  routes: ChunkLinks;
  /** A car page the browser renders: its own chunk (the app routes it without the route table); no idle chunks. */
  carPage: ChunkLinks;
  /**
   * A car page the server rendered: the chunk's CSS inlined, so the HTML paints styled without
   * waiting for a stylesheet. Its chunks and those of its sections are prefetched, not preloaded:
   * fetched at the lowest priority, they leave the bandwidth to the photo the first paint needs.
   */
  renderedCarPage: ChunkLinks;
}

export interface ClientBuild {
  template: string;
  chunks: ChunkPreloads;
}

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const ROUTE_TABLE_SOURCE = 'src/app/RouteTable.tsx';
const CAR_PAGE_SOURCE = 'src/routes/cars/CarPage.tsx';
const CAR_SECTIONS_SOURCE = 'src/routes/cars/CarSections.tsx';
/**
 * What the first bundle imports on every page once it is idle (src/app/main.tsx and App.tsx): the
 * lead outbox, event delivery, the pending-enquiries indicator. Pages but car pages link them for
 * prefetch. A linked chunk is on the page for Vite's chunk loader, which otherwise adds a
 * modulepreload link for it when it is imported; each such link costs the main thread (tens of
 * milliseconds on a slow phone). A car page leaves them out: its photo and its own chunks need the
 * bandwidth first (in Lighthouse's simulation, linking them too put its first paint ~200 ms later).
 */
const IDLE_SOURCES = ['src/features/leads/PendingEnquiries.tsx', 'src/features/leads/outbox-client.ts', 'src/features/leads/event-delivery.ts'];
const MANIFEST = '.vite/manifest.json';

export function loadClientBuild(clientDir: string): ClientBuild {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  for (const mark of [HEAD_MARK, STYLES_MARK, BOOTSTRAP_MARK, APP_MARK]) {
    if (!html.includes(mark)) throw new Error(`${clientDir}/index.html lacks ${mark}: rebuild the app (npm run build)`);
  }
  const manifestPath = join(clientDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${clientDir} has no ${MANIFEST}: rebuild the app (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  return {
    template: html,
    chunks: {
      home: { styles: [], scripts: chunkPrefetches(manifest, IDLE_SOURCES) },
      routes: chunkPreloads(manifest, [ROUTE_TABLE_SOURCE], IDLE_SOURCES),
      carPage: chunkPreloads(manifest, [CAR_PAGE_SOURCE]),
      renderedCarPage: {
        styles: inlineStyles(manifest, [CAR_PAGE_SOURCE], (file) => readFileSync(join(clientDir, file), 'utf8')),
        scripts: chunkPrefetches(manifest, [CAR_PAGE_SOURCE, CAR_SECTIONS_SOURCE]),
      },
    },
  };
}

/** Keys of a chunk and everything it imports statically. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The manifest's key for a module's chunk: the module's path, or, for a module other chunks import
 * too (a shared chunk, keyed by its name and hash), the shared chunk of that name.
 */
function chunkKey(manifest: ViteManifest, source: string): string {
  if (manifest[source]) return source;
  const name = basename(source).replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
  if (!shared) throw new Error(`The build manifest has no ${source} chunk: rebuild the app (npm run build)`);
  return shared;
}

/** The chunks `sources` need beyond what the first bundle loads, and their CSS files. */
function lazyChunks(manifest: ViteManifest, sources: string[]): { keys: string[]; css: string[] } {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, loadedByEntry);
  const keys = new Set<string>();
  for (const source of sources) closure(manifest, chunkKey(manifest, source), keys);
  const needed = [...keys].filter((key) => !loadedByEntry.has(key));
  return { keys: needed, css: [...new Set(needed.flatMap((key) => manifest[key].css ?? []))] };
}

/**
 * A page the browser renders: its chunks and their CSS preloaded, to be applied when the chunk runs;
 * the chunks of `later` it does not need itself linked for prefetch.
 */
export function chunkPreloads(manifest: ViteManifest, sources: string[], later: string[] = []): ChunkLinks {
  const { keys, css } = lazyChunks(manifest, sources);
  const prefetched = lazyChunks(manifest, later).keys.filter((key) => !keys.includes(key));
  return {
    styles: css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    scripts: [...keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`), ...prefetched.map((key) => prefetchLink(manifest, key))],
  };
}

/** `<link rel="prefetch">` for the chunks `sources` need beyond the first bundle. */
export function chunkPrefetches(manifest: ViteManifest, sources: string[]): string[] {
  return lazyChunks(manifest, sources).keys.map((key) => prefetchLink(manifest, key));
}

const prefetchLink = (manifest: ViteManifest, key: string) => `<link rel="prefetch" crossorigin href="/${manifest[key].file}">`;

/**
 * A page the server rendered: its chunks' CSS in the page itself. Each file is also named by a
 * disabled stylesheet link, which the browser does not fetch but Vite's chunk loader takes as the
 * file being on the page already, so it does not load and apply it a second time.
 */
export function inlineStyles(manifest: ViteManifest, sources: string[], read: (file: string) => string): string[] {
  return lazyChunks(manifest, sources).css.map((file) => `<style>${read(file).replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`);
}
