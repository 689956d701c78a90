// Where the shopper has been on this site, tracked from the first bundle so every page counts,
// whichever chunk it came in: the page before this one (the 'back' of a sign-in redirect, spec §4),
// and for leads (spec §3 lead_attributes) the session's visited pages and the query string it landed
// with, kept in sessionStorage so a reload keeps them. wouter announces its navigations as
// pushState/replaceState events, which fire before the new route renders.
//
// The trail is kept in memory and written to sessionStorage when the page is hidden or left, or when
// a lead asks for it. The tab's first use of sessionStorage waits on the browser process, so it stays
// out of the start, where it landed in the task that loads the app.
import { recordVisit } from '../domain/visited-pages.ts';

const PAGES_KEY = 'forecourt-visited-pages';
const LANDING_KEY = 'forecourt-landing-search';

const here = () => location.pathname + location.search;
// Set by startPageTrail: the module is also evaluated by the server's render, which has no location.
let currentPath = '';
let previousPath = '/';
/** This document's first query string, and its visits not yet merged with the stored trail. */
let documentSearch = '';
let unsaved: string[] = [];

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage off (private mode): the lead just carries a shorter trail.
  }
}

function storedPages(): string[] {
  try {
    const parsed = JSON.parse(read(PAGES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Merges this document's visits into the stored trail (the landing query too, on a first page);
 * returns the session's visited pages and the query string of its first page (its campaign parameters).
 */
export function saveTrail(): { visitedPages: string[]; landingSearch: string } {
  let landing = read(LANDING_KEY);
  if (landing === null) write(LANDING_KEY, (landing = documentSearch));
  const pages = unsaved.reduce(recordVisit, storedPages());
  if (unsaved.length > 0) write(PAGES_KEY, JSON.stringify(pages));
  unsaved = [];
  return { visitedPages: pages, landingSearch: landing };
}

/** Called once at start: records the landing page and every move after it. */
export function startPageTrail(): void {
  currentPath = here();
  documentSearch = location.search;
  unsaved = [currentPath];
  for (const event of ['popstate', 'pushState', 'replaceState']) {
    addEventListener(event, () => {
      const next = here();
      if (next === currentPath) return;
      previousPath = currentPath;
      currentPath = next;
      unsaved = recordVisit(unsaved, next);
    });
  }
  // pagehide covers a reload or leaving the site; a phone may discard a hidden tab without it.
  addEventListener('pagehide', saveTrail);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveTrail();
  });
}

export const previousPage = () => previousPath;
