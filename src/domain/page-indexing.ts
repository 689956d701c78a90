// What a page tells search engines about itself: its canonical address, on the tenant's primary
// domain (a dealer reached at several hosts is one site to Google), and whether it may be indexed.
// Not indexed: a search narrowed beyond one facet (endless near-duplicates of the stock pages), the
// pages the tenant gates behind sign-in and the checkout pages (a sign-in wall, or one shopper's
// order), the shopper's own pages (saved, compared, printed, the thank-you page) and the not-found page.
import { isGated, type GateType } from './gated-pages.ts';
import type { Screen } from './screens.ts';
import type { TenantConfig } from './tenant-config.ts';

/** Screens that show one shopper's own things, or nothing of the dealer's: never indexed. */
const PRIVATE_SCREENS: ReadonlySet<string> = new Set(['sign-in', 'success', 'print', 'favourites', 'compare', 'offline', 'my-garage', 'personalised-finance', 'not-found']);

/** Gates of a purchase in progress: never indexed, gated or not. */
const CHECKOUT_GATES: ReadonlySet<GateType> = new Set(['checkout', 'online-payment']);

/** The search path's fixed page that lists all stock: no facet. */
const ALL_STOCK = 'new-used-and-demo-cars';
const REFINEMENT = /^(refinementList|menu|range)\[([^\]]+)\]/;

/**
 * How many facets a search address refines by: its `/search/...` path (a stock, body or fuel type, a
 * make, or a make and model, each a landing page the site links) counts one, each refined attribute
 * of the query one, and a text query one. Paging and sorting refine nothing.
 */
export function searchFacetCount(path: string, search: string): number {
  const rest = path.startsWith('/search/') ? path.slice('/search/'.length).split('/').filter(Boolean) : [];
  const fromPath = rest.length === 0 || (rest.length === 1 && rest[0] === ALL_STOCK) ? 0 : 1;
  const attributes = new Set<string>();
  let text = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'query') text = value.trim() ? 1 : 0;
    const match = REFINEMENT.exec(key);
    if (match && value !== '') attributes.add(match[2]);
  }
  return fromPath + attributes.size + text;
}

/** Whether the page at `path` may be indexed on this tenant's site. */
export function indexable(screen: Pick<Screen, 'name' | 'gate' | 'chunk'>, path: string, search: string, tenant: Pick<TenantConfig, 'features' | 'auth'>): boolean {
  if (PRIVATE_SCREENS.has(screen.name)) return false;
  if (screen.gate && (CHECKOUT_GATES.has(screen.gate) || isGated(screen.gate, tenant))) return false;
  return screen.chunk !== 'search' || searchFacetCount(path, search) <= 1;
}

/** Query parameters that change the order, not the page's content: left out of the canonical address. */
const ORDER_ONLY = new Set(['sortBy']);

/**
 * The page's canonical address on the primary domain: the path, and for a search screen the query
 * that says what it lists (its refinements and page, not its order); other pages take none.
 */
export function canonicalUrl(siteUrl: string, screen: Pick<Screen, 'chunk'>, path: string, search: string): string {
  const url = new URL(path, siteUrl);
  if (screen.chunk === 'search') {
    const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => !ORDER_ONLY.has(key)));
    url.search = kept.toString();
  }
  return url.href;
}
