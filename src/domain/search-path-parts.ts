// Spec §2: what a /search/... path names, as slugs; the search page (src/url/search-path.ts) reads
// them as filters, and the server answers 404 for a path that is none (src/domain/page-found.ts). A
// module of its own, so it goes with the search page's code, not the first bundle's.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The slugs of a `/search/...` path (`rest` is what follows '/search/'), lower-cased: none, one or
 * two. Null when it is no search path (more parts, or one that is not a slug): the search page shows
 * its empty state and the server answers 404.
 */
export function searchPathParts(rest: string): string[] | null {
  const parts = rest.split('/').filter(Boolean).map(decode);
  return parts.length > 2 || parts.some((part) => part === null || !SLUG.test(part)) ? null : (parts as string[]);
}
