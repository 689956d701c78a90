// Where the shopper has been this session (lead_attributes.visited_pages) and the campaign query
// they arrived with (linked_query_params), kept in sessionStorage so a reload keeps them.
import { recordVisit, type PageContext } from '../../domain/lead-payload.ts';

const PAGES_KEY = 'forecourt-visited-pages';
const LANDING_KEY = 'forecourt-landing-search';

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

/** Records the current page; the first call of a session also keeps its query string. */
export function notePageVisit(): void {
  if (read(LANDING_KEY) === null) write(LANDING_KEY, location.search);
  write(PAGES_KEY, JSON.stringify(recordVisit(visitedPages(), location.pathname + location.search)));
}

// wouter announces its navigations as pushState/replaceState events (as the Gate relies on too).
for (const event of ['popstate', 'pushState', 'replaceState']) addEventListener(event, notePageVisit);

export function pageContext(): PageContext {
  notePageVisit();
  return { url: location.href, userAgent: navigator.userAgent, visitedPages: visitedPages(), landingSearch: read(LANDING_KEY) ?? '' };
}
