// The session's page trail that leads carry as lead_attributes.visited_pages (spec §3).
export const VISITED_PAGES_MAX = 10;

/** The trail with `path` added, newest last, without repeating the page just shown. */
export function recordVisit(pages: readonly string[], path: string): string[] {
  if (pages.at(-1) === path) return [...pages];
  return [...pages, path].slice(-VISITED_PAGES_MAX);
}
