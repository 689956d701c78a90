// The app's routing tables, made of the screen manifest (src/domain/screens.ts) by the build
// (vite.config.ts, both builds), so the manifest is the only place a screen's module is named:
//   virtual:screens        (first bundle) the landing screens (chunk groups first, car, search): what
//                          matching needs of each (src/domain/screen-match.ts) and its component, a
//                          first-bundle screen's imported as it is, the others' as preloadable lazy
//                          components (src/perf/preloadable.tsx) over a dynamic import of their module;
//                          then every other path to PAGES_MODULE's component, loaded so with the next table.
//   virtual:screens/pages  (PAGES_MODULE's chunk) every other screen the same way (one chunk per
//                          module), the redirects and the gated-page redirect's component.
// So the first bundle carries no more of the manifest than its landing screens need.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { GATE_MODULE, PAGES_MODULE, REDIRECTS, SCREENS, type Screen } from '../../src/domain/screens.ts';

const LANDING = 'virtual:screens';
const PAGES = 'virtual:screens/pages';

/** The module's source exports `name` (a function, a constant or a re-export). */
const exports = (source: string, name: string) => new RegExp(`export (?:async )?(?:function|const|class) ${name}\\b|export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(source);

const PRELOADABLE = "import { preloadable } from '/src/perf/preloadable.tsx';";

const pathCode = (path: string | RegExp) => (path instanceof RegExp ? String(path) : JSON.stringify(path));

/** The two generated modules, for the project at `root` and the manifest's screens. */
export function screensModules(root: string, screens: readonly Screen[] = SCREENS): { landing: string; pages: string } {
  const from = (module: string, component: string) => {
    const file = join(root, module);
    if (!existsSync(file)) throw new Error(`The screen manifest names ${module}, which does not exist (src/domain/screens.ts)`);
    if (!exports(readFileSync(file, 'utf8'), component)) throw new Error(`${module} does not export ${component}, which the screen manifest names (src/domain/screens.ts)`);
    return JSON.stringify(`/${module}`);
  };
  const lazy = (module: string, component: string) => `preloadable(() => import(${from(module, component)}).then((m) => m.${component}))`;
  const route = ({ name, paths, feature, gate, props }: Screen, component: string) =>
    `  { ${[`name: ${JSON.stringify(name)}`, `paths: [${paths.map(pathCode).join(', ')}]`, feature && `feature: ${JSON.stringify(feature)}`, gate && `gate: ${JSON.stringify(gate)}`, props && `props: ${JSON.stringify(props)}`, `Component: ${component}`].filter(Boolean).join(', ')} },`;
  const pagesAt = screens.findIndex((screen) => screen.chunk === 'pages');
  if (screens.slice(pagesAt).some((screen) => screen.chunk !== 'pages')) throw new Error('The screen manifest lists the landing screens (chunk groups first, car and search) before the others (src/domain/screens.ts)');
  const imports: string[] = [];
  const landing = screens.slice(0, pagesAt).map((screen, i) => {
    if (screen.chunk !== 'first') return route(screen, lazy(screen.module, screen.component));
    imports.push(`import { ${screen.component} as screen${i} } from ${from(screen.module, screen.component)};`);
    return route(screen, `screen${i}`);
  });
  const pagesRoute = `  { name: "pages", paths: [/^\\//], Component: ${lazy(PAGES_MODULE, 'PageScreens')} },`;
  return {
    landing: [PRELOADABLE, ...imports, `export const SCREEN_ROUTES = [\n${[...landing, pagesRoute].join('\n')}\n];`, ''].join('\n'),
    pages: [
      PRELOADABLE,
      `export const PAGE_ROUTES = [\n${screens.slice(pagesAt).map((screen) => route(screen, lazy(screen.module, screen.component))).join('\n')}\n];`,
      `export const REDIRECTS = ${JSON.stringify(REDIRECTS)};`,
      `export const Gate = ${lazy(GATE_MODULE, 'Gate')};`,
      '',
    ].join('\n'),
  };
}

export function screenModules(root: string): Plugin {
  let generated: ReturnType<typeof screensModules> | null = null;
  return {
    name: 'forecourt-screen-modules',
    buildStart() {
      generated = screensModules(root);
    },
    resolveId: (source) => (source === LANDING || source === PAGES ? `\0${source}` : null),
    load: (id) => (id === `\0${LANDING}` ? generated!.landing : id === `\0${PAGES}` ? generated!.pages : null),
  };
}
