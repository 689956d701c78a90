// The screen manifest (src/domain/screens.ts) and its matcher (src/domain/screen-match.ts): every path
// of spec §2 opens the screen the app's route table opened before the manifest (the same patterns,
// through wouter's own parser), a tenant's own paths and switches apply, the app's two routing tables
// (first bundle, then the other pages) agree with the server's one, the service worker's shells are
// the pages it kept before, and the manifest names each screen's module once: nothing else imports a
// screen's module, so moving one is one edit of the manifest.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenAt, redirectAt, type ScreenRoute, type ScreenTenant } from '../../src/domain/screen-match.ts';
import { GATE_MODULE, PAGES_MODULE, REDIRECTS, SCREENS, SHELL_PAGES } from '../../src/domain/screens.ts';
import { DEFAULT_SEARCH_PATH } from '../../src/domain/search-pages.ts';
import { toBrowserTenant } from '../../src/domain/tenant-bootstrap.ts';
import { parseTenantConfig } from '../../src/domain/tenant-config.ts';
import { screensModules } from '../../scripts/build/screen-modules.ts';

const tenant = (slug: string): ScreenTenant => {
  const r = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
  if (!r.ok) throw new Error(slug);
  return toBrowserTenant(r.config);
};
const metro = tenant('metro-auto-group');
const harbour = tenant('harbourside-motors');
const outback = tenant('outback-caravans');

const at = (path: string, t: ScreenTenant = metro) => {
  const { screen, params } = screenAt(path, SCREENS, t);
  return { name: screen.name, params };
};
const nameAt = (path: string, t: ScreenTenant = metro) => at(path, t).name;

describe('which screen a path opens', () => {
  it('home, the car page and the search screens, with their parameters', () => {
    expect(nameAt('/')).toBe('home');
    expect(nameAt('/index.html')).toBe('home');
    expect(at('/cars/2026-toyota-corolla-gr-10198')).toEqual({ name: 'car', params: { slug: '2026-toyota-corolla-gr-10198' } });
    expect(at('/cars/a-car/')).toEqual({ name: 'car', params: { slug: 'a-car' } });
    for (const path of ['/search', '/search/']) expect(at(path), path).toEqual({ name: 'search', params: {} });
    for (const [path, rest] of [['/search/used-cars', 'used-cars'], ['/search/toyota/corolla', 'toyota/corolla']] as const) {
      expect(at(path), path).toEqual({ name: 'search', params: { '*': rest } });
    }
    for (const path of ['/special-offers', '/special-offers/']) expect(nameAt(path), path).toBe('offers');
    for (const path of ['/parts/search', '/parts/search/']) expect(nameAt(path), path).toBe('parts');
    for (const path of ['/searching', '/special-offers/x', '/parts']) expect(nameAt(path), path).not.toMatch(/^(search|offers|parts)$/);
  });

  it('every other route of spec §2, as the route table listed them', () => {
    const expected: Record<string, string> = {
      '/offers/toyota/12': 'offer',
      '/offers/12': 'offer',
      '/cars/trade-in': 'trade-in-car',
      '/checkout-journey': 'checkout-journey',
      '/personalised/finance': 'personalised-finance',
      '/finance': 'finance',
      '/finance-enquiry': 'finance',
      '/apply-for-finance': 'finance',
      '/finance-and-insurance': 'finance',
      '/success': 'success',
      '/print': 'print',
      '/sign-in': 'sign-in',
      '/trade-in': 'trade-in',
      '/sell-my-car': 'sell-my-car',
      '/sell-your-car': 'sell-my-car',
      '/spin-to-win': 'spin-to-win',
      '/online-payment': 'online-payment',
      '/my-garage': 'my-garage',
      '/service': 'service',
      '/book-test-drive': 'test-drive',
      '/contact': 'contact',
      '/contact-us/sydney': 'location-contact',
      '/our-location/sydney': 'location',
      '/locations/sydney': 'location',
      '/dealer-locator': 'dealer-locator',
      '/reviews': 'reviews',
      '/brands': 'brands',
      '/favourites': 'favourites',
      '/compare': 'compare',
      '/offline': 'offline',
      '/toyota/overview': 'brand',
      '/corolla': 'model',
      '/cars/a-car/unknown-step': 'not-found',
      '/a/b/c': 'not-found',
    };
    for (const [path, name] of Object.entries(expected)) expect(nameAt(path), path).toBe(name);
    expect(at('/offers/toyota/12').params).toEqual({ manufacturer: 'toyota', offerId: '12' });
    // As wouter matched: any case, a trailing slash.
    expect(nameAt('/Contact/')).toBe('contact');
  });

  it("a tenant's own paths: its checkout step, its finance link and its content pages", () => {
    expect(at('/cars/a-car/checkout')).toEqual({ name: 'reserve', params: { slug: 'a-car' } });
    expect(nameAt('/cars/a-car/buy-online')).toBe('not-found');
    expect(nameAt('/cars/a-car/buy-online', harbour)).toBe('reserve');
    expect(nameAt('/finance-pre-approval')).toBe('finance');
    for (const path of ['/about-us', '/pages/roadside-assist', '/eofy', '/metro-finance', '/careers']) expect(nameAt(path), path).toBe('content');
    expect(screenAt('/eofy', SCREENS, metro).pattern).toBe('/eofy');
    // Not one of this tenant's pages: /warranty still states the warranty texts (spec §9), another a model's page.
    expect(nameAt('/warranty', outback)).toBe('warranty');
    expect(nameAt('/eofy', outback)).toBe('model');
    expect(nameAt('/outback-outdoor', outback)).toBe('content');
  });

  it("a screen the tenant has switched off is the not-found page, and gated screens say which gate", () => {
    expect(nameAt('/cars/trade-in', harbour)).toBe('not-found');
    expect(nameAt('/spin-to-win', outback)).toBe('not-found');
    expect(nameAt('/my-garage', harbour)).toBe('not-found');
    expect(nameAt('/finance', outback)).toBe('not-found');
    expect(nameAt('/sell-my-car', harbour)).toBe('not-found');
    for (const path of ['/favourites', '/compare']) {
      expect(nameAt(path, outback), path).toBe('not-found');
      expect(nameAt(path, harbour), path).toBe(path.slice(1));
    }
    expect(screenAt('/spin-to-win', SCREENS, metro).screen.gate).toBe('spin-to-win');
    expect(screenAt('/sell-your-car', SCREENS, outback).screen.props).toEqual({ title: 'Sell My Car' });
  });

  it('/cars moves to the stock list', () => {
    expect(redirectAt('/cars', REDIRECTS)).toBe(DEFAULT_SEARCH_PATH);
    expect(redirectAt('/cars/', REDIRECTS)).toBe(DEFAULT_SEARCH_PATH);
    expect(redirectAt('/cars/a-car', REDIRECTS)).toBeNull();
  });

  it("the app's first-bundle table and its pages table open what the server's one table opens", () => {
    const pagesAt = SCREENS.findIndex((s) => s.chunk === 'pages');
    const landing: ScreenRoute[] = [...SCREENS.slice(0, pagesAt), { name: 'pages', paths: [/^\//] }];
    const pages = SCREENS.slice(pagesAt);
    const paths = ['/', '/index.html', '/cars/a-car', '/cars/a-car/checkout', '/cars/trade-in', '/search/used-cars', '/special-offers', '/parts/search', '/favourites', '/about-us', '/eofy', '/corolla', '/toyota/overview', '/spin-to-win', '/x/y/z', '/SEARCH/new-cars'];
    for (const t of [metro, harbour, outback]) {
      for (const path of paths) {
        const first = screenAt(path, landing, t).screen.name;
        const app = first === 'pages' ? screenAt(path, pages, t).screen.name : first;
        expect(app, path).toBe(screenAt(path, SCREENS, t).screen.name);
      }
    }
  });
});

describe('offline shells (the service worker, which has no tenant)', () => {
  it('stores the pages it stored before at install', () => {
    expect(new Set(SHELL_PAGES)).toEqual(new Set(['/', '/offline', '/favourites', '/compare', DEFAULT_SEARCH_PATH]));
  });
  it("serves a search screen's address with the search shell and a local-data page with its own copy, nothing for others", () => {
    const shellAt = (path: string) => screenAt(path, SCREENS).screen.offlineShell ?? null;
    for (const path of ['/search/toyota', '/special-offers', '/parts/search']) expect(shellAt(path), path).toBe(DEFAULT_SEARCH_PATH);
    for (const path of ['/favourites', '/compare', '/offline']) expect(shellAt(path), path).toBe(path);
    for (const path of ['/', '/cars/a-car', '/contact', '/about-us']) expect(shellAt(path), path).toBeNull();
  });
});

/** Every module under src, with the modules it imports (static and dynamic), as paths from the root. */
function importsBySource(): Map<string, string[]> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => join('src', f));
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => relative('.', resolve(dirname(file), m[1]))),
    ]),
  );
}

describe('the manifest names each screen module once', () => {
  it('every module it names exists and exports the component it names; the landing screens come first', () => {
    const { landing, pages } = screensModules(process.cwd());
    expect(landing).toContain('/src/routes/home/Home.tsx');
    expect(pages).toContain('/src/routes/saved/FavouritesPage.tsx');
    expect(() => screensModules(process.cwd(), [...SCREENS.slice(5), SCREENS[0]])).toThrow(/lists the landing screens .* before the others/);
    expect(() => screensModules(process.cwd(), [{ ...SCREENS[0], component: 'Nothing' }, ...SCREENS.slice(1)])).toThrow(/does not export Nothing/);
    expect(() => screensModules(process.cwd(), [{ ...SCREENS[0], module: 'src/routes/moved/Home.tsx' }, ...SCREENS.slice(1)])).toThrow(/names src\/routes\/moved\/Home.tsx, which does not exist/);
  });

  it('no module imports a screen module, so moving one is one edit of the manifest', () => {
    const screenModules = new Set([...SCREENS.map((s) => s.module), GATE_MODULE, PAGES_MODULE]);
    const importers = [...importsBySource()].flatMap(([file, imports]) => imports.filter((i) => screenModules.has(i)).map((i) => `${file} -> ${i}`));
    expect(importers).toEqual([]);
  });

  it('names are unique', () => {
    expect(new Set(SCREENS.map((s) => s.name)).size).toBe(SCREENS.length);
  });
});
