// What the client build emits. The service worker precaches the app's hashed JS and CSS entry, never
// the per-tenant page (index.html), images, spin frames or the heavy 3D viewer chunks. The first
// bundle is one file, and the lazy react-aria chunk stays out of what every page loads once idle
// (vite.config.ts says why). Unit tests run before
// `npm run build`, so this builds into a temp dir itself, with stand-ins for the files the globs
// must skip (the viewer chunks do not exist yet).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SCREENS } from '../../src/domain/screens.ts';
import { lazyChunks as serverLazyChunks } from '../../src/server/http/client-build.ts';
import { COMPILE_HINT } from '../../vite.config.ts';

const CAR = SCREENS.find((s) => s.name === 'car')!;
const CAR_PAGE = [CAR.module, ...(CAR.later ?? [])];
/** Every other screen whose code is lazy, by its module. */
const OTHER_SCREENS = [...new Set(SCREENS.filter((s) => s.chunk !== 'first' && s.chunk !== 'car').map((s) => s.module))];

const STAND_INS = [
  'assets/three.module-B1x2y3z4.js',
  'assets/SpinViewer-C1x2y3z4.js',
  'assets/viewer-D1x2y3z4.js',
  'assets/spin-frames-E1x2y3z4.js',
  'img/demo/photos/suv/red/side.jpg',
  'img/demo/spins/suv-red/00.jpg',
];

function emitStandIns(): Plugin {
  return {
    name: 'emit-precache-stand-ins',
    generateBundle() {
      for (const fileName of STAND_INS) this.emitFile({ type: 'asset', fileName, source: '/* stand-in */' });
    },
  };
}

let outDir: string;
let precached: string[];
let indexHtml: string;
let manifest: Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'forecourt-sw-build-'));
  await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', plugins: [emitStandIns()], build: { outDir, emptyOutDir: true } });
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
});

/** The files a chunk loads with it: itself and its static imports, transitively. */
function loadedWith(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) loadedWith(dep, seen);
  return seen;
}
const files = (keys: Set<string>) => [...keys].map((key) => manifest[key].file);
/** react-aria's lazy chunk (vite.config.ts's `aria` group). */
const isAria = (file: string) => /(^|\/)aria-[\w-]+\.js$/.test(file);
/** The chunks App.tsx and main.tsx import once idle on every page (as vite.config.ts's IDLE_CHUNK names them). */
const idleChunks = () => Object.keys(manifest).filter((key) => /(^|\/)(PendingEnquiries|outbox-client|event-delivery)-[\w-]+\.js$/.test(manifest[key].file));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('emits the service worker as sw.js with the injected manifest', () => {
  expect(precached.length).toBeGreaterThan(0);
});

it("precaches the app's JS and CSS entry", () => {
  const entries = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(entries.some((e) => e.endsWith('.js'))).toBe(true);
  expect(entries.some((e) => e.endsWith('.css'))).toBe(true);
  for (const entry of entries) expect(precached).toContain(entry);
});

it('never precaches the tenant page, images, spin frames or 3D viewer chunks', () => {
  for (const file of ['index.html', ...STAND_INS]) expect(existsSync(join(outDir, file)), file).toBe(true);
  expect(precached.filter((url) => /(^|\/)index\.html$/.test(url))).toEqual([]);
  expect(precached.filter((url) => /(^|\/)img\//.test(url))).toEqual([]);
  expect(precached.filter((url) => /three|viewer|spin/i.test(url))).toEqual([]);
  expect(precached.every((url) => url.startsWith('assets/'))).toBe(true);
});

it('loads the first bundle as one file', () => {
  expect(manifest['index.html'].isEntry).toBe(true);
  expect(manifest['index.html'].imports ?? []).toEqual([]);
});

it("marks the first bundle, and its compressed copies, for Chromium's eager compiling; no other chunk", () => {
  const entry = join(outDir, manifest['index.html'].file);
  const code = readFileSync(entry);
  // First of all: on the second line, after the chunk loader's map of dependencies, V8 ignores it.
  expect(code.toString().split('\n')[0]).toBe(COMPILE_HINT);
  expect(brotliDecompressSync(readFileSync(`${entry}.br`)).equals(code)).toBe(true);
  expect(gunzipSync(readFileSync(`${entry}.gz`)).equals(code)).toBe(true);
  const others = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && chunk.file !== manifest['index.html'].file);
  expect(others.length).toBeGreaterThan(10);
  for (const chunk of others) expect(readFileSync(join(outDir, chunk.file), 'utf8'), chunk.file).not.toContain(COMPILE_HINT);
});

it("keeps the lazy react-aria chunk, which the car page's sections load, out of what every page loads once idle", () => {
  expect(files(loadedWith(CAR.later![0]!)).filter(isAria)).toHaveLength(1);
  expect(idleChunks()).toHaveLength(3);
  for (const key of idleChunks()) expect(files(loadedWith(key)).filter(isAria), key).toEqual([]);
});

/** The chunks `sources` load beyond the first bundle, as the server links them. */
const lazyChunks = (...sources: string[]) => serverLazyChunks(manifest, sources).keys;

it('loads neither react-aria nor the lead forms with home and its sections, nor react-aria with the search screens', () => {
  const named = (...sources: string[]) => lazyChunks(...sources).map((key) => manifest[key].file);
  const isCarPages = (file: string) => /(^|\/)car-pages-[\w-]+\.js$/.test(file);
  const screen = (name: string) => SCREENS.find((s) => s.name === name)!;
  // Home itself is in the first bundle; its sections are its lazy part.
  const home = named(...(screen('home').later ?? []));
  expect(home.filter((file) => isAria(file) || isCarPages(file))).toEqual([]);
  for (const name of ['search', 'offers', 'parts']) expect(named(screen(name).module).filter(isAria), name).toEqual([]);
  // The car page still has both, as a check that the patterns name real chunks.
  expect(named(...CAR_PAGE).filter((file) => isAria(file) || isCarPages(file))).toHaveLength(2);
});

it("loads the car page's lazy code in at most ten chunks", () => {
  // Its own two (the page, its sections), car, car-pages, car-search-pages, car-home, their three
  // car-later twins and aria; Rolldown alone made 18.
  expect(lazyChunks(...CAR_PAGE).length).toBeLessThanOrEqual(10);
});

it("runs neither react-aria nor zod with the car page's first render: its sections and the enquiry form bring them", () => {
  const hasZod = (file: string) => readFileSync(join(outDir, file), 'utf8').includes('$ZodType');
  const first = files(loadedWith(CAR.module));
  expect(first.filter(isAria)).toEqual([]);
  expect(first.filter(hasZod)).toEqual([]);
  // The same checks find them where they are: with the sections, and with the enquiry form.
  const form = Object.keys(manifest).find((key) => key.endsWith('src/features/leads/EnquiryModal.tsx'))!;
  for (const later of [CAR.later![0]!, form]) {
    expect(files(loadedWith(later)).filter(isAria), later).toHaveLength(1);
    expect(files(loadedWith(later)).filter(hasZod).length, later).toBeGreaterThan(0);
  }
});

it("keeps the car page's own chunk out of every other screen", () => {
  const carOnly = Object.keys(manifest).filter((key) => manifest[key].name === 'car');
  expect(carOnly).toHaveLength(1);
  expect(lazyChunks(CAR.module)).toContain(carOnly[0]);
  expect(OTHER_SCREENS.length).toBeGreaterThan(10);
  for (const screen of OTHER_SCREENS) {
    expect(lazyChunks(screen), screen).not.toContain(carOnly[0]);
  }
});
