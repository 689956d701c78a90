// The heading of a /search/... page. The path-to-filter mapping itself belongs to the search screen.
const FIXED: Record<string, string> = {
  '': 'New, Used and Demo Cars',
  'new-used-and-demo-cars': 'New, Used and Demo Cars',
  'used-cars': 'Used Cars',
  'new-cars': 'New Cars',
  'demo-cars': 'Demo Cars',
  'new-and-demo-cars': 'New and Demo Cars',
};

const ACRONYMS = new Set(['suv', 'phev', 'ev', '4x4', '4wd', 'awd']);
const words = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');

/** A path segment as typed; a malformed escape ('%zz') stays as it is (the page shows the empty state). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** `names` gives the display name of a make or model slug in stock (e.g. 'cx-5' -> 'CX-5'). */
export function searchTitle(rest: string, names: (slug: string) => string | undefined = () => undefined): string {
  const parts = rest.split('/').filter(Boolean).map(decoded);
  if (parts.length === 0) return FIXED[''];
  if (parts.length === 1 && parts[0] in FIXED) return FIXED[parts[0]];
  if (parts.length === 1 && parts[0].endsWith('-cars')) return `${words(parts[0].slice(0, -'-cars'.length))} Cars`;
  return parts.map((part) => names(part) ?? words(part)).join(' ');
}
