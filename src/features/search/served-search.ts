// The answers a server-rendered search page was rendered with. On the server, the page's first render
// asks for them and waits (React's `use`: the server's render waits for every suspended part); in the
// browser, the first render reads the copy inlined beside the HTML, so it shows what the server showed
// and hydrates it instead of rendering the page again after a round trip. It comes through context, so
// the server can render several pages at once; in the browser it serves the first render only.
import { createContext, use, useContext } from 'react';
import { SEARCH_DATA_ID, type PageClock, type ServedSearches, type ServerSearch } from '../../domain/tenant-bootstrap.ts';
import { clockNow } from '../../ui/page-clock.ts';

export interface SearchSource {
  /** The responses for the search `key` names, if the first render has them: at hand, or (server) coming. */
  answer(key: string, requests: readonly unknown[]): unknown[] | Promise<unknown[] | null> | null;
  /** A number in [0, 1): the server's own draw for the first render, so the browser draws the same. */
  draw(): number;
  /** When the page view began, as the server rendered it: for the first render (see usePageClock); else null. */
  opened(): PageClock | null;
  /** The first render is over: later renders search for themselves. */
  forget(): void;
}

const SearchSourceContext = createContext<SearchSource | null>(null);
export const SearchSourceProvider = SearchSourceContext.Provider;

/**
 * The page's inlined searches: null when it has none; 'elsewhere' when they were rendered for another
 * address (offline, the service worker's search shell stands in for every search page).
 */
export function readServedSearches(doc: Document = document): ServedSearches | 'elsewhere' | null {
  const text = doc.getElementById(SEARCH_DATA_ID)?.textContent;
  if (!text) return null;
  const served = JSON.parse(text) as ServedSearches;
  return served.url === location.pathname + location.search ? served : 'elsewhere';
}

/** The browser's source: the inlined answers, until the first render is over. */
export function browserSearchSource(served: ServedSearches | null): SearchSource {
  let first = served !== null;
  return {
    answer: (key) => (first ? (served!.answers[key] ?? null) : null),
    draw: () => (first ? served!.draw : Math.random()),
    opened: () => (first ? served!.opened : null),
    forget: () => void (first = false),
  };
}

/**
 * The server's source for one render of `url`: each search the render makes runs once, and the render
 * waits for it. `served()` is what to inline: null if the render made no search.
 */
export function serverSearchSource(run: ServerSearch | null, url: string): { source: SearchSource; served: () => ServedSearches | null } {
  const answers: Record<string, unknown[]> = {};
  const pending = new Map<string, Promise<unknown[] | null>>();
  const draw = Math.random();
  const opened = clockNow();
  let asked = false;
  const source: SearchSource = {
    answer(key, requests) {
      asked = true;
      if (!run) return null;
      if (key in answers) return answers[key];
      let coming = pending.get(key);
      if (!coming) {
        // A search that fails here renders as loading; the browser then makes it itself.
        coming = run(requests).then(
          (responses) => (responses ? (answers[key] = responses) : null),
          () => null,
        );
        pending.set(key, coming);
      }
      return coming;
    },
    draw: () => draw,
    opened: () => opened,
    forget: () => undefined,
  };
  return { source, served: () => (asked ? { url, answers, draw, opened } : null) };
}

/** The responses the first render has for the search `key` names (the server's render waits for them). */
export function useServedAnswer(key: string | null, requests: readonly unknown[] | null): unknown[] | null {
  const source = useContext(SearchSourceContext);
  if (!source || key === null || !requests) return null;
  const answer = source.answer(key, requests);
  return answer instanceof Promise ? use(answer) : answer;
}

/** The first render's random draw (see SearchSource.draw); Math.random's anywhere else. */
export function useFirstDraw(): () => number {
  const source = useContext(SearchSourceContext);
  return source ? source.draw : Math.random;
}

/** The server's time for the first render of a page it rendered (see usePageClock); else null. */
export function useServedOpened(): PageClock | null {
  return useContext(SearchSourceContext)?.opened() ?? null;
}

const NOTHING_TO_FORGET = () => undefined;

export function useForgetServedSearches(): () => void {
  const source = useContext(SearchSourceContext);
  return source ? source.forget : NOTHING_TO_FORGET;
}
