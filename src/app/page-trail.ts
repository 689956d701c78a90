// Where the shopper has been on this site, tracked from the first bundle so every page counts,
// whichever chunk it came in: the page before this one (the 'back' of a sign-in redirect, spec §4),
// and for leads (spec §3 lead_attributes) the session's visited pages and the query string it landed
// with, kept in sessionStorage so a reload keeps them. wouter announces its navigations as
// pushState/replaceState events, which fire before the new route renders.
import { recordVisit } from '../domain/visited-pages.ts';

const PAGES_KEY = 'forecourt-visited-pages';
const LANDING_KEY = 'forecourt-landing-search';

const here = () => location.pathname + location.search;
// Set by startPageTrail: the module is also evaluated by the server's render, which has no location.
let currentPath = '';
let previousPath = '/';

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

export function visitedPages(): string[] {
  try {
    const parsed = JSON.parse(read(PAGES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The query string of the session's first page (its campaign parameters). */
export const landingSearch = () => read(LANDING_KEY) ?? '';

function noteVisit(): void {
  if (read(LANDING_KEY) === null) write(LANDING_KEY, location.search);
  write(PAGES_KEY, JSON.stringify(recordVisit(visitedPages(), here())));
}

/** Called once at start: records the landing page and every move after it. */
export function startPageTrail(): void {
  currentPath = here();
  noteVisit();
  for (const event of ['popstate', 'pushState', 'replaceState']) {
    addEventListener(event, () => {
      const next = here();
      if (next === currentPath) return;
      previousPath = currentPath;
      currentPath = next;
      noteVisit();
    });
  }
}

export const previousPage = () => previousPath;
