import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPrefetches, chunkPreloads, inlineEntryStyles, inlineStyles, loadClientBuild, type ViteManifest } from '../../src/server/http/client-build.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_aria.js': { file: 'assets/aria-c.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-d.js' },
  'src/app/RouteTable.tsx': { file: 'assets/RouteTable-e.js', imports: ['_react.js', '_aria.js'], css: ['assets/RouteTable-f.css'] },
  'src/routes/car/CarPage.tsx': { file: 'assets/CarPage-g.js', imports: ['_react.js', '_aria.js'], css: ['assets/CarPage-h.css'] },
  'src/routes/search/SearchPage.tsx': { file: 'assets/SearchPage-k.js', imports: ['_react.js', '_aria.js'] },
  'src/routes/search/OffersSearchPage.tsx': { file: 'assets/OffersSearchPage-l.js', imports: ['_react.js'] },
  'src/routes/search/PartsSearchPage.tsx': { file: 'assets/PartsSearchPage-m.js', imports: ['_react.js'], css: ['assets/PartsSearchPage-n.css'] },
  'src/routes/car/CarSections.tsx': { file: 'assets/CarSections-i.js', imports: ['_react.js', '_aria.js', '_slider.js'] },
  '_slider.js': { file: 'assets/slider-j.js', imports: ['_react.js'] },
};

describe('route table preloads', () => {
  it('links the route chunk, its imports and its CSS, but not what the first bundle already loads', () => {
    expect(chunkPreloads(manifest, ['src/app/RouteTable.tsx'])).toEqual({
      styles: ['<link rel="preload" as="style" crossorigin href="/assets/RouteTable-f.css">'],
      scripts: [
        '<link rel="modulepreload" crossorigin href="/assets/RouteTable-e.js">',
        '<link rel="modulepreload" crossorigin href="/assets/aria-c.js">',
        '<link rel="modulepreload" crossorigin href="/assets/icons-d.js">',
      ],
    });
  });
  it('links a shared import once when two chunks need it', () => {
    const links = chunkPreloads(manifest, ['src/app/RouteTable.tsx', 'src/routes/car/CarPage.tsx']);
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
  it('stops with a clear error when the build has no route table or no manifest', () => {
    const { 'src/app/RouteTable.tsx': _dropped, ...rest } = manifest;
    expect(() => chunkPreloads(rest, ['src/app/RouteTable.tsx'])).toThrow(/no src\/app\/RouteTable.tsx chunk: rebuild the app/);
    const dir = mkdtempSync(join(tmpdir(), 'forecourt-client-'));
    const entryScripts = ['<script type="module" crossorigin src="/assets/index-a.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/react-b.js">'];
    writeFileSync(join(dir, 'index.html'), `<head><!--tenant-head-->${entryScripts.join('\n')}</head><body><!--page-styles--><div id="root"><!--app-html--></div><!--tenant-bootstrap--></body>`);
    expect(() => loadClientBuild(dir)).toThrow(/has no \.vite\/manifest\.json: rebuild the app/);
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/CarPage-h.css'), 'a{b:c}');
    writeFileSync(join(dir, 'assets/PartsSearchPage-n.css'), 'p{q:r}');
    const build = loadClientBuild(dir);
    // The first bundle's tags as index.html has them: a rendered car page moves them after its photo.
    expect(build.entryScripts).toEqual(entryScripts);
    // A search screen routes without the route table: its own chunk only.
    expect(build.chunks.search.cars).toEqual(chunkPreloads(manifest, ['src/routes/search/SearchPage.tsx']));
    expect(build.chunks.search.parts.scripts.some((l) => l.includes('RouteTable'))).toBe(false);
    expect(build.chunks.carPage).toEqual(chunkPreloads(manifest, ['src/routes/car/CarPage.tsx']));
    expect(build.chunks.renderedCarPage.styles[0]).toContain('<style>a{b:c}</style>');
    expect(build.chunks.renderedCarPage.scripts).toEqual(chunkPrefetches(manifest, ['src/routes/car/CarPage.tsx', 'src/routes/car/CarSections.tsx']));
    // A rendered search screen: its own CSS inlined and its chunk prefetched, nothing of the route table.
    expect(build.chunks.renderedSearch.cars.styles).toEqual([]);
    expect(build.chunks.renderedSearch.parts.styles.map((s) => s.slice(0, 20))).toEqual(['<style>p{q:r}</style']);
    expect(build.chunks.renderedSearch.offers.scripts).toEqual(chunkPrefetches(manifest, ['src/routes/search/OffersSearchPage.tsx']));
    expect(build.chunks.renderedSearch.offers.scripts.some((l) => l.includes('OffersSearchPage-l.js'))).toBe(true);
    expect(build.chunks.renderedSearch.offers.scripts.some((l) => l.includes('RouteTable'))).toBe(false);
  });
});
