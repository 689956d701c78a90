import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATE_MODULE, PAGES_MODULE, SCREENS } from '../../src/domain/screens.ts';
import { chunkPrefetches, chunkPreloads, inlineEntryStyles, inlineStyles, loadClientBuild, type ViteManifest } from '../../src/server/http/client-build.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_aria.js': { file: 'assets/aria-c.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-d.js' },
  'src/routes/saved/FavouritesPage.tsx': { file: 'assets/FavouritesPage-e.js', imports: ['_react.js', '_aria.js'], css: ['assets/FavouritesPage-f.css'] },
  'src/routes/car/CarPage.tsx': { file: 'assets/CarPage-g.js', imports: ['_react.js', '_aria.js'], css: ['assets/CarPage-h.css'] },
  'src/routes/search/SearchPage.tsx': { file: 'assets/SearchPage-k.js', imports: ['_react.js', '_aria.js'] },
  'src/routes/search/OffersSearchPage.tsx': { file: 'assets/OffersSearchPage-l.js', imports: ['_react.js'] },
  'src/routes/search/PartsSearchPage.tsx': { file: 'assets/PartsSearchPage-m.js', imports: ['_react.js'], css: ['assets/PartsSearchPage-n.css'] },
  'src/routes/car/CarSections.tsx': { file: 'assets/CarSections-i.js', imports: ['_react.js', '_aria.js', '_slider.js'] },
  '_slider.js': { file: 'assets/slider-j.js', imports: ['_react.js'] },
  'src/routes/home/HomeSections.tsx': { file: 'assets/HomeSections-o.js', imports: ['_react.js', '_slider.js'], css: ['assets/HomeSections-p.css'] },
};

describe('screen chunk links', () => {
  it('links a screen’s chunk, its imports and its CSS, but not what the first bundle already loads', () => {
    expect(chunkPreloads(manifest, ['src/routes/saved/FavouritesPage.tsx'])).toEqual({
      styles: ['<link rel="preload" as="style" crossorigin href="/assets/FavouritesPage-f.css">'],
      scripts: [
        '<link rel="modulepreload" crossorigin href="/assets/FavouritesPage-e.js">',
        '<link rel="modulepreload" crossorigin href="/assets/aria-c.js">',
        '<link rel="modulepreload" crossorigin href="/assets/icons-d.js">',
      ],
    });
  });
  it('links a shared import once when two chunks need it', () => {
    const links = chunkPreloads(manifest, ['src/routes/saved/FavouritesPage.tsx', 'src/routes/car/CarPage.tsx']);
    expect(links.scripts.filter((l) => l.includes('aria-c.js'))).toHaveLength(1);
    expect(links.scripts).toContain('<link rel="modulepreload" crossorigin href="/assets/CarPage-g.js">');
    expect(links.styles).toContain('<link rel="preload" as="style" crossorigin href="/assets/CarPage-h.css">');
  });
  it('inlines the CSS for a page the server renders, naming the file in a link the browser does not fetch', () => {
    expect(inlineStyles(manifest, ['src/routes/car/CarPage.tsx'], (file) => `/* ${file} */ a{b:c}</style>`)).toEqual([
      '<style>/* assets/CarPage-h.css */ a{b:c}<\\/style></style><link rel="stylesheet" crossorigin href="/assets/CarPage-h.css" media="not all" disabled>',
    ]);
  });
  it('inlines the first bundle’s stylesheet in index.html, named by a link the browser does not fetch, and stops when the page does not link it', () => {
    const withCss: ViteManifest = { ...manifest, 'index.html': { ...manifest['index.html'], css: ['assets/index-z.css'] } };
    const html = '<head><!--tenant-head-->\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-z.css">\n</head>';
    expect(inlineEntryStyles(html, withCss, (file) => `/* ${file} */ body{m:0}`)).toBe(
      '<head><!--tenant-head-->\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n<style>/* assets/index-z.css */ body{m:0}</style><link rel="stylesheet" crossorigin href="/assets/index-z.css" media="not all" disabled>\n</head>',
    );
    expect(inlineEntryStyles(html, manifest, () => 'x')).toBe(html);
    expect(() => inlineEntryStyles('<head></head>', withCss, () => 'x')).toThrow(/does not link assets\/index-z.css as Vite writes it: rebuild the app/);
  });
  it('prefetches the chunks of a page the server rendered, each once, none the first bundle loads', () => {
    expect(chunkPrefetches(manifest, ['src/routes/car/CarPage.tsx', 'src/routes/car/CarSections.tsx'])).toEqual([
      '<link rel="prefetch" crossorigin href="/assets/CarPage-g.js">',
      '<link rel="prefetch" crossorigin href="/assets/aria-c.js">',
      '<link rel="prefetch" crossorigin href="/assets/icons-d.js">',
      '<link rel="prefetch" crossorigin href="/assets/CarSections-i.js">',
      '<link rel="prefetch" crossorigin href="/assets/slider-j.js">',
    ]);
  });
  it('stops with a clear error when the build has no chunk for a screen or no manifest', () => {
    const { 'src/routes/saved/FavouritesPage.tsx': _dropped, ...rest } = manifest;
    expect(() => chunkPreloads(rest, ['src/routes/saved/FavouritesPage.tsx'])).toThrow(/no src\/routes\/saved\/FavouritesPage.tsx chunk: rebuild the app/);
    const dir = mkdtempSync(join(tmpdir(), 'forecourt-client-'));
    const entryScripts = ['<script type="module" crossorigin src="/assets/index-a.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/react-b.js">'];
    writeFileSync(join(dir, 'index.html'), `<head><!--tenant-head-->${entryScripts.join('\n')}</head><body><!--page-styles--><div id="root"><!--app-html--></div><!--tenant-bootstrap--></body>`);
    expect(() => loadClientBuild(dir)).toThrow(/has no \.vite\/manifest\.json: rebuild the app/);
    mkdirSync(join(dir, '.vite'));
    // Every screen of the manifest has a chunk in a real build; here the others get one each.
    const screens = Object.fromEntries([...SCREENS.filter((s) => s.chunk !== 'first').map((s) => s.module), GATE_MODULE, PAGES_MODULE].map((m) => [m, { file: `assets/${m.replace(/\W/g, '_')}.js`, imports: ['_react.js'] }]));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ ...screens, ...manifest }));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/CarPage-h.css'), 'a{b:c}');
    writeFileSync(join(dir, 'assets/PartsSearchPage-n.css'), 'p{q:r}');
    writeFileSync(join(dir, 'assets/HomeSections-p.css'), 'h{s:t}');
    const build = loadClientBuild(dir);
    // The first bundle's tags as index.html has them: a rendered car page moves them after its photo.
    expect(build.entryScripts).toEqual(entryScripts);
    // Each screen its own chunk only; home's code is in the first bundle, its sections' is not.
    expect(build.chunks.home.preload).toEqual(chunkPreloads(manifest, ['src/routes/home/HomeSections.tsx']));
    expect(build.chunks.search.preload).toEqual(chunkPreloads(manifest, ['src/routes/search/SearchPage.tsx']));
    expect(build.chunks.parts.preload.scripts.some((l) => l.includes('FavouritesPage'))).toBe(false);
    expect(build.chunks.car.preload).toEqual(chunkPreloads(manifest, ['src/routes/car/CarPage.tsx']));
    // Every other screen loads with their routing table's chunk.
    expect(build.chunks.favourites.preload).toEqual(chunkPreloads({ ...screens, ...manifest }, [PAGES_MODULE, 'src/routes/saved/FavouritesPage.tsx']));
    expect(build.chunks.favourites.preload).not.toEqual(chunkPreloads(manifest, ['src/routes/saved/FavouritesPage.tsx']));
    expect(build.chunks.favourites.rendered).toBeUndefined();
    // A rendered car page: its CSS inlined, its chunk and its sections' (loaded later) prefetched.
    expect(build.chunks.car.rendered!.styles[0]).toContain('<style>a{b:c}</style>');
    expect(build.chunks.car.rendered!.scripts).toEqual(chunkPrefetches(manifest, ['src/routes/car/CarPage.tsx', 'src/routes/car/CarSections.tsx']));
    // A rendered search screen: its own CSS inlined and its chunk prefetched.
    expect(build.chunks.search.rendered!.styles).toEqual([]);
    expect(build.chunks.parts.rendered!.styles.map((s) => s.slice(0, 20))).toEqual(['<style>p{q:r}</style']);
    expect(build.chunks.offers.rendered!.scripts).toEqual(chunkPrefetches(manifest, ['src/routes/search/OffersSearchPage.tsx']));
    expect(build.chunks.offers.rendered!.scripts.some((l) => l.includes('OffersSearchPage-l.js'))).toBe(true);
    // Home as the server rendered it: its sections' CSS inlined, their chunks prefetched.
    expect(build.chunks.home.rendered!.styles.map((s) => s.slice(0, 20))).toEqual(['<style>h{s:t}</style']);
    expect(build.chunks.home.rendered!.scripts).toEqual(['<link rel="prefetch" crossorigin href="/assets/HomeSections-o.js">', '<link rel="prefetch" crossorigin href="/assets/slider-j.js">']);
    // The car page's later sections are not in its server render: their CSS is not inlined.
    expect(build.chunks.car.rendered!.styles).toHaveLength(1);
  });
});
