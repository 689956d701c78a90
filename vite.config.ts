import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { loadTenants } from './src/server/tenants/load-tenants.ts';
import { carPageChunks, FEATURE_ENTRY } from './scripts/build/car-page-chunks.ts';
import { screenModules } from './scripts/build/screen-modules.ts';

/** Chromium's magic comment for compiling every function after it in a file eagerly (V8's explicit compile hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The compressed copies of a text asset, as vite-plugin-compression2 makes them (its defaults, below). */
const COMPRESSED_COPIES: [string, (code: string) => Buffer][] = [
  ['.br', (code) => brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } })],
  ['.gz', (code) => gzipSync(code, { level: zlib.Z_BEST_COMPRESSION })],
];

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** The build fails on a bad tenant file, as start-up does. */
function validateTenants(): Plugin {
  return {
    name: 'forecourt-validate-tenants',
    buildStart() {
      loadTenants(process.env.TENANTS_DIR || 'tenants');
    },
  };
}

/**
 * Points react-aria's useId, useDefaultLocale and useDisclosure at src/perf/aria-ssr.ts for what they
 * import from its SSRProvider (why: there). The build fails if one no longer imports it, so an upgrade
 * cannot drop the change unnoticed.
 */
function ariaWithoutSsrStore(): Plugin {
  const replacement = fileURLToPath(new URL('./src/perf/aria-ssr.ts', import.meta.url));
  const importers = ['utils[\\/]useId', 'i18n[\\/]useDefaultLocale', 'disclosure[\\/]useDisclosure'].map((module) => new RegExp(`[\\\\/]react-aria[\\\\/]dist[\\\\/]private[\\\\/]${module}\\.mjs$`));
  const redirected = new Set<RegExp>();
  return {
    name: 'forecourt-aria-without-ssr-store',
    enforce: 'pre',
    buildStart() {
      redirected.clear();
    },
    resolveId(source, from) {
      const importer = source === '../ssr/SSRProvider.mjs' && from ? importers.find((pattern) => pattern.test(from)) : undefined;
      if (!importer) return null;
      redirected.add(importer);
      return replacement;
    },
    buildEnd(error) {
      const missed = importers.filter((pattern) => !redirected.has(pattern));
      if (!error && missed.length > 0) this.error(`react-aria no longer imports ../ssr/SSRProvider.mjs from ${missed.join(', ')}: see src/perf/aria-ssr.ts`);
    },
  };
}

/**
 * Marks the first bundle for Chromium's explicit compile hints, which on a file's first line have V8
 * compile every function in it while the file streams in, off the main thread, instead of each on its
 * first call.
 */
function compileFirstBundleEagerly(): Plugin {
  return {
    name: 'forecourt-compile-first-bundle-eagerly',
    apply: 'build',
    // After minifying, which drops comments, and after Vite puts the chunk loader's map of dependencies
    // at the top: V8 honours the hint only on a file's first line (on the second, a trace of the car page
    // still showed the bundle's functions compiled one by one as it ran). The compression plugin made
    // the entry's copies before this hook, so they are made again from the marked code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.isEntry) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          for (const [suffix, compress] of COMPRESSED_COPIES) {
            const copy = bundle[`${file.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(file.code);
          }
        }
      },
    },
  };
}

/** The chunks of what the app imports once idle (named after their modules). */
const IDLE_CHUNK = /\/(PendingEnquiries|outbox-client|event-delivery)-[\w-]+\.js$/;

// `vite build --ssr` builds the server-rendering entry (src/app/render-page.tsx) into dist/server;
// the server loads it at start. It needs neither the service worker nor compressed copies.
// Its dependencies are bundled too: some (workbox-window) resolve to builds Node cannot import.
const SERVER_RENDER_BUILD: UserConfig = {
  plugins: [ariaWithoutSsrStore(), screenModules(ROOT), react(), validateTenants()],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20', rollupOptions: { input: 'src/app/render-page.tsx' } },
};

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? SERVER_RENDER_BUILD : {
  plugins: [
    ariaWithoutSsrStore(),
    screenModules(ROOT),
    react(),
    validateTenants(),
    compileFirstBundleEagerly(),
    // workers/sw.ts -> dist/client/sw.js. The server renders each tenant's page (bootstrap inlined)
    // and serves its manifest, so index.html is never precached and no manifest is generated here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        // Hashed JS, CSS, fonts and icons only. Images (/img) are cached as they are seen; the 3D
        // viewer and spin chunks are heavy and load only when a shopper opens them.
        globPatterns: ['assets/**/*.{js,css,woff,woff2,ttf,otf,svg,png,ico,webp}'],
        globIgnores: ['**/index.html', 'img/**', '**/*.map', '**/*{three,Three,viewer,Viewer,spin,Spin}*'],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside each text asset; the server sends them (serveStatic precompressed),
    // so no asset is compressed per request. Every asset gets its copies, also a tiny chunk whose copy
    // comes out a few bytes larger (left to itself the plugin skips those, so whether such a chunk is
    // sent encoded would hang on its hashes' bytes).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|webmanifest)$/, skipIfLargerOrEqual: false }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads it to link each page's screen chunks (src/server/http/client-build.ts).
    manifest: true,
    // The first bundle as one file. Left to itself Rolldown splits it wherever a lazy chunk shares its
    // modules (some tiny), and each request costs the browser and the server on every page view.
    // The react-aria modules the pages load later (dialogs, fields, sliders, selects) as one chunk
    // rather than the many Rolldown makes of them: far fewer requests for a car or search page, at about
    // the same bytes. Nothing every page loads imports it (the pending-enquiries popover is a lazy chunk
    // of its own for that), which tests/build/client-build.test.ts checks; nor does a car page's first
    // render. The car page's other modules go into a few chunks by which other screens share them and
    // whether its first render uses them (scripts/build/car-page-chunks.ts).
    // Their dependencies are not pulled in after them: each goes by the screens that import it.
    // docs/performance.md has the figures.
    rolldownOptions: {
      // A feature's public entry only re-exports: importing one name from it need not run the rest of
      // the feature (the car page takes the enquiry button from the leads feature, not its forms).
      treeshake: { moduleSideEffects: (id) => (FEATURE_ENTRY.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'aria', test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]/, priority: 1 },
            { name: carPageChunks(ROOT), priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    // What the app imports once idle on every page (src/app/main.tsx and App.tsx: the lead outbox,
    // event delivery, the pending-enquiries indicator) loads without modulepreload links: Vite's
    // chunk loader would add one per chunk and import, each costly on a slow phone's main thread, for
    // work nobody waits on.
    modulePreload: { resolveDependencies: (file, deps) => (IDLE_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps) },
  },
});
