// The app's one reader of the page data (src/domain/page-data.ts), with one rule: the data serves the
// renders until the page is live, that is until the first commit of the page the document was loaded
// with (src/app/App.tsx's PageLive ends it); from then on every read answers as though the server had
// sent nothing, so a later visit to the same car or search asks afresh. It comes through context, so
// the server can render several pages at once: in the browser from the inlined copy (browserPageData),
// on the server from the request's data, whose searches its render makes and waits for (serverPageData).
import { createContext, use, useContext, useState, useSyncExternalStore } from 'react';
import type { HomeData } from '../domain/home-sections.ts';
import { pageClock, type PageClock, type PageData, type PageGone, type ServerSearch } from '../domain/page-data.ts';
import type { Car } from '../domain/stock.ts';

export interface PageDataSource {
  /** The page's car, if it is this one's. */
  car(slug: string): Car | null;
  /** Home's sections, on home. */
  home(): HomeData | null;
  /** The responses for the search `key` names, if the page has them: at hand, or (server) coming. */
  answer(key: string, requests: readonly unknown[]): unknown[] | Promise<unknown[] | null> | null;
  /** A number in [0, 1): the server's draw for the first render, so the browser draws the same. */
  draw(): number;
  /** When the page view began, as the server rendered it; null without page data. */
  opened(): PageClock | null;
  /** Whether the server answered that the page is not there (404) or long sold (410). */
  gone(): PageGone | null;
  /** The page is live: the first render is over. */
  end(): void;
}

const PageDataContext = createContext<PageDataSource | null>(null);
export const PageDataProvider = PageDataContext.Provider;

/** The browser's source: the inlined data (null: none), until the page is live. */
export function browserPageData(data: PageData | null): PageDataSource {
  let first = data;
  return {
    car: (slug) => (first?.car?.slug === slug ? first.car : null),
    home: () => first?.home ?? null,
    answer: (key) => first?.searches[key] ?? null,
    draw: () => first?.draw ?? Math.random(),
    opened: () => first?.opened ?? null,
    gone: () => first?.gone ?? null,
    end: () => void (first = null),
  };
}

/**
 * The server's source for one render: each search the render makes runs once, and the render waits for
 * it. `rendered()` is what to inline: the data, with the answers, if the render read any of it.
 */
export function serverPageData(data: PageData, run: ServerSearch | null): { source: PageDataSource; rendered: () => PageData | null } {
  const pending = new Map<string, Promise<unknown[] | null>>();
  let read = false;
  const reading = <T,>(value: T): T => {
    read = true;
    return value;
  };
  const source: PageDataSource = {
    car: (slug) => reading(data.car?.slug === slug ? data.car : null),
    home: () => reading(data.home),
    answer(key, requests) {
      read = true;
      if (!run) return null;
      if (key in data.searches) return data.searches[key];
      let coming = pending.get(key);
      if (!coming) {
        // A search that fails here renders as loading; the browser then makes it itself.
        coming = run(requests).then(
          (responses) => (responses ? (data.searches[key] = responses) : null),
          () => null,
        );
        pending.set(key, coming);
      }
      return coming;
    },
    draw: () => reading(data.draw),
    opened: () => reading(data.opened),
    gone: () => (data.gone ? reading(data.gone) : null),
    end: () => undefined,
  };
  return { source, rendered: () => (read ? data : null) };
}

const usePageData = () => useContext(PageDataContext);

/** The page's car for the first render, if it is this one. */
export function usePageCar(slug: string): Car | null {
  return usePageData()?.car(slug) ?? null;
}

/** Home's sections for the first render, on home. */
export function usePageHome(): HomeData | null {
  return usePageData()?.home() ?? null;
}

/** The responses the first render has for the search `key` names (the server's render waits for them). */
export function usePageAnswer(key: string | null, requests: readonly unknown[] | null): unknown[] | null {
  const source = usePageData();
  if (!source || key === null || !requests) return null;
  const answer = source.answer(key, requests);
  return answer instanceof Promise ? use(answer) : answer;
}

/**
 * The page's 404 or 410, as the server answered it for this path: kept for the page view (the screen
 * under it would show a placeholder or ask the API again once the first render is over).
 */
export function usePageGone(path: string): PageGone | null {
  const source = usePageData();
  const [first] = useState(() => ({ path, gone: source?.gone() ?? null }));
  return first.path === path ? first.gone : null;
}

/** The first render's random draw (the server's); Math.random's after it. */
export function usePageDraw(): () => number {
  const source = usePageData();
  return source ? source.draw : Math.random;
}

const NOTHING_TO_END = () => undefined;

/** Ends the first render (the page is live). */
export function useEndFirstRender(): () => void {
  return usePageData()?.end ?? NOTHING_TO_END;
}

export const clockNow = (): PageClock => pageClock(Date.now());

const NEVER_CHANGES = () => () => undefined;

/**
 * The page view's time (cars' tags, promos, the estimates' recent-car rule), fixed for the view (a
 * page left open overnight keeps its layout). The first render takes the server's, for a page it
 * rendered, to hydrate what it showed. Once live the page moves to the shopper's own time if that is
 * another day (another time zone, or midnight passed in between), as the shopper's calendar says which
 * promos are on.
 */
export function usePageClock(): PageClock {
  const served = usePageData()?.opened() ?? null;
  const [opened] = useState(() => served ?? clockNow());
  const [own] = useState(clockNow);
  const shoppers = own.day === opened.day ? opened : own;
  // The server's snapshot serves the server's render and hydration; React re-renders with the
  // shopper's right after, if it differs.
  return useSyncExternalStore(NEVER_CHANGES, () => shoppers, () => opened);
}
