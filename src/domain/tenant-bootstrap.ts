// What the browser gets about its tenant, inlined in the HTML: a browser-safe subset of the config,
// where to search, and the theme as CSS custom properties (so the first paint is already on-brand).
import type { Brand, Car, CarType, ItemType } from './stock.ts';
import type { SearchScope } from './search-scope.ts';
import type { TenantConfig } from './tenant-config.ts';

export interface SearchConnection {
  /** 'embedded' talks to this origin's Algolia-compatible service; 'algolia' to a hosted app. */
  mode: 'embedded' | 'algolia';
  appId: string;
  apiKey: string;
  /** Host (and port) to send queries to; null means this origin when embedded, Algolia's hosts otherwise. */
  host: string | null;
  carsIndex: string;
  offersIndex: string;
  partsIndex: string;
  /** A hosted tenant's stock filter and offer exclusion, which the search worker adds (src/domain/search-scope.ts). */
  scope?: SearchScope;
}

// `leads` (the dealer's webhook URL and drop folder) is server-only: a webhook URL may carry a token.
export type BrowserTenant = Omit<TenantConfig, 'domains' | 'default' | 'search' | 'leads'> & { search: Omit<TenantConfig['search'], 'appId' | 'searchKey' | 'host'> };

/** What the header and footer menus list: models and stock in this dealer's listings. */
export interface SiteNavigation {
  models: { make: string; model: string; slug: string; count: number }[];
  stock: Record<CarType, number>;
  itemTypes: Partial<Record<ItemType, number>>;
  offersCount: number;
  brands: Pick<Brand, 'group' | 'title' | 'slug' | 'logo' | 'skipPage'>[];
  locations: { name: string; slug: string; phone: string; city: string; type: string }[];
  /** The site's rating over all its dealerships' reviews (the header or footer stars, spec §2). */
  rating: { average: number; count: number } | null;
  phone: string | null;
  /** The primary location's city: a car elsewhere gets the 'Located at {city}' bar (spec §2). */
  primaryCity: string | null;
}

export interface TenantBootstrap {
  tenant: BrowserTenant;
  search: SearchConnection;
  navigation: SiteNavigation;
  logoUrl: string;
  imageTemplate: string;
}

export function toBrowserTenant(config: TenantConfig): BrowserTenant {
  const { domains: _d, default: _def, search, leads: _l, ...rest } = config;
  const { appId: _a, searchKey: _k, host: _h, ...searchRest } = search;
  return { ...rest, search: searchRest };
}

const RADIUS = { none: '0', small: '6px', round: '18px' } as const;

/** The tenant's theme as a :root rule of CSS custom properties. */
export function themeCss(config: TenantConfig): string {
  const c = config.theme.colors;
  const vars: [string, string][] = [
    ['--brand-primary', c.primary],
    ['--brand-on-primary', c.onPrimary],
    ['--brand-secondary', c.secondary],
    ['--brand-accent', c.accent],
    ['--color-background', c.background],
    ['--color-surface', c.surface],
    ['--color-text', c.text],
    ['--color-muted', c.muted],
    ['--font-heading', config.theme.fonts.heading],
    ['--font-body', config.theme.fonts.body],
    ['--radius', RADIUS[config.theme.radius]],
  ];
  // Font stacks come from tenant files; keep them from closing the rule.
  const safe = (v: string) => v.replace(/[;{}<>\\]/g, '');
  return `:root{${vars.map(([k, v]) => `${k}:${safe(v)}`).join(';')}}`;
}

/** The element holding a page's own data, inlined beside the bootstrap. */
export const PAGE_DATA_ID = 'page-data';

/** A car page's inlined data: the car as the dealer API sends it (comments already sanitised). */
export interface ServedCar {
  slug: string;
  car: Car;
  /** When the page view began, as the server rendered it (the car's tag goes by it). */
  opened: PageClock;
}

/** The element holding the answers a server-rendered search page was rendered with. */
export const SEARCH_DATA_ID = 'search-data';

/**
 * The searches a server-rendered page's first render made, inlined so the browser's first render
 * shows the same answers (and the same promo slot) and hydrates instead of searching again.
 */
export interface ServedSearches {
  /** The address the page was rendered for (path and query): another address hydrates none of it. */
  url: string;
  /** Each search's responses, by `stableKey` of its requests. */
  answers: Record<string, unknown[]>;
  /** The random draw the page's first render took (a tenant's random promo offset). */
  draw: number;
  /** When the page view began, as the server rendered it (cards' tags and promos go by it). */
  opened: PageClock;
}

/** A page view's time: the instant, and the day it was where the page was rendered (promos go by the day). */
export interface PageClock {
  /** Unix milliseconds. */
  at: number;
  /** YYYY-MM-DD, local to the renderer (the server's time zone, or the shopper's). */
  day: string;
}

export function pageClock(at: number): PageClock {
  return { at, day: new Date(at).toLocaleDateString('en-CA') };
}

/** Runs a page's multi-query search on the server, as the tenant's browser would: its responses, or null. */
export type ServerSearch = (requests: readonly unknown[]) => Promise<unknown[] | null>;

/** What the server-rendering bundle needs to render a page as the browser's first render will. */
export interface PageRenderInput {
  bootstrap: TenantBootstrap;
  /** The request's path and query (`/cars/…?x=y`), as the client router will read them. */
  path: string;
  search: string;
  /** A car page's car; null for the other pages the server renders (home). */
  car: ServedCar | null;
  /** Answers the searches the page renders with (a search page's results); null: it renders them loading. */
  searchIndex: ServerSearch | null;
}

/** A page the server rendered: its HTML, and the searches it rendered, to inline beside it. */
export interface RenderedPage {
  html: string;
  searches: ServedSearches | null;
}

/**
 * `dist/server/render-page.js` (built from `src/app/render-page.tsx`) exports `renderPage` of this
 * type: the app's HTML for a page, which the browser then hydrates.
 */
export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage>;
