// The one contract for server data a page's first render needs: the server builds it, its render of
// the page reads it (src/app/render-page.tsx), and it is inlined beside the HTML (#page-data), where
// the app reads it once (src/platform/page-data.tsx) for its first render, which so shows what the
// server's showed and hydrates instead of asking again. Later renders never use it.
import type { HomeData } from './home-sections.ts';
import type { Car } from './stock.ts';
import type { ServedSession, TenantBootstrap } from './tenant-bootstrap.ts';

/** The element holding a page's data, inlined beside the tenant bootstrap. */
export const PAGE_DATA_ID = 'page-data';

/** A page view's time: the instant, and the day it was where the page was rendered (promos go by the day). */
export interface PageClock {
  /** Unix milliseconds. */
  at: number;
  /** YYYY-MM-DD, local to the renderer (the server's time zone, or the shopper's). */
  day: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

// By the Date's own fields, not toLocaleDateString: that is the page's first date format, and a
// browser builds a formatter for it (locale data, patterns) inside the first render's longest task.
export function pageClock(at: number): PageClock {
  const date = new Date(at);
  return { at, day: `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` };
}

export interface PageData {
  /** The address the page was served for (path and query): another address uses none of it. */
  url: string;
  /** When the page view began, as the server saw it (cars' tags, promos and estimates go by it). */
  opened: PageClock;
  /** The random draw the first render takes (a tenant's random promo offset). */
  draw: number;
  /** A car page's car, as the dealer API sends it (comments sanitised). */
  car: Car | null;
  /** Home's sections (src/domain/home-sections.ts), for home. */
  home: HomeData | null;
  /** The answers of the searches the first render made, by `stableKey` of their requests. */
  searches: Record<string, unknown[]>;
  /** The page is not there (404) or its car is long sold (410): the not-found page shows, with similar cars for a sold one. */
  gone?: PageGone;
}

/** A similar car the not-found page of a long-sold car links to. */
export interface SimilarCarLink {
  slug: string;
  name: string;
  price: number;
}

export interface PageGone {
  status: 404 | 410;
  similar: SimilarCarLink[];
}

/** The data for a page served for `url`, before its render has made any search. */
export function newPageData(url: string, car: Car | null, at = Date.now(), draw = Math.random(), gone?: PageGone): PageData {
  return { url, opened: pageClock(at), draw, car, home: null, searches: {}, ...(gone ? { gone } : {}) };
}

/**
 * The page data inlined as `text`, for the page at `here` (path and query): null when there is none;
 * 'elsewhere' when it was served for another address (offline, the service worker's one search page
 * stands in for every search address), whose HTML is then no use either.
 */
export function pageDataAt(text: string | null | undefined, here: string): PageData | 'elsewhere' | null {
  if (!text) return null;
  const data = JSON.parse(text) as PageData;
  return data.url === here ? data : 'elsewhere';
}

/** Runs a page's multi-query search on the server, as the tenant's browser would: its responses, or null. */
export type ServerSearch = (requests: readonly unknown[]) => Promise<unknown[] | null>;

/** What the server-rendering bundle needs to render a page as the browser's first render will. */
export interface PageRenderInput {
  bootstrap: TenantBootstrap;
  /** The request's path and query (`/cars/…`, `x=y`), as the client router will read them. */
  path: string;
  search: string;
  data: PageData;
  /** Answers the searches the page renders with (a search page's results); null: it renders them loading. */
  searchIndex: ServerSearch | null;
  /** Who is signed in and their watchlist (null: a site without sign-in), so the header and Save render as the browser will. */
  session: ServedSession | null;
}

/** A page the server rendered: its HTML, and the data its render used (null: none), to inline beside it. */
export interface RenderedPage {
  html: string;
  data: PageData | null;
}

/**
 * `dist/server/render-page.js` (built from `src/app/render-page.tsx`) exports `renderPage` of this
 * type: the app's HTML for a page, which the browser then hydrates.
 */
export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage>;
