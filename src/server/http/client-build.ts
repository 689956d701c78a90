// What the server needs from the built client: index.html with its marks, and, from Vite's manifest,
// the lazy chunks (JS and CSS) that pages other than home load first. Those pages link them so the
// browser fetches them alongside the first bundle instead of after the first bundle has run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOTSTRAP_MARK, HEAD_MARK } from './index-page.ts';

/** `<link>` elements preloading a page's lazy chunks, their imports and their CSS. */
export interface ChunkPreloads {
  /** Every page but home: the route table. */
  routes: string[];
  /** A car page: its own chunk (the app routes it without the route table). */
  carPage: string[];
}

export interface ClientBuild {
  template: string;
  chunks: ChunkPreloads;
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const ROUTE_TABLE_SOURCE = 'src/app/RouteTable.tsx';
const CAR_PAGE_SOURCE = 'src/routes/cars/CarPage.tsx';
const MANIFEST = '.vite/manifest.json';

export function loadClientBuild(clientDir: string): ClientBuild {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  for (const mark of [HEAD_MARK, BOOTSTRAP_MARK]) {
    if (!html.includes(mark)) throw new Error(`${clientDir}/index.html lacks ${mark}: rebuild the app (npm run build)`);
  }
  const manifestPath = join(clientDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${clientDir} has no ${MANIFEST}: rebuild the app (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  return {
    template: html,
    chunks: { routes: chunkPreloads(manifest, [ROUTE_TABLE_SOURCE]), carPage: chunkPreloads(manifest, [CAR_PAGE_SOURCE]) },
  };
}

/** Keys of a chunk and everything it imports statically. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function chunkPreloads(manifest: ViteManifest, sources: string[]): string[] {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, loadedByEntry);
  const keys = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The build manifest has no ${source} chunk: rebuild the app (npm run build)`);
    closure(manifest, source, keys);
  }
  const needed = [...keys].filter((key) => !loadedByEntry.has(key));
  const css = [...new Set(needed.flatMap((key) => manifest[key].css ?? []))];
  return [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...needed.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ];
}
