// What the browser gets about its tenant, inlined in the HTML: a browser-safe subset of the config,
// where to search, and the theme as CSS custom properties (so the first paint is already on-brand).
import type { SessionUser } from './account.ts';
import type { Brand, CarType, ItemType } from './stock.ts';
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

/**
 * The element holding who is signed in ({user}, user null when nobody), on sites with sign-in: the
 * app knows from its first render, with no flash of the signed-out header and no gated-page redirect
 * while it would ask.
 */
export const SESSION_DATA_ID = 'session-data';

export interface ServedSession {
  user: SessionUser | null;
  /** The signed-in shopper's watchlist (car ids), so Save/Saved renders right from the start. */
  watchlist: number[];
}
