// Whether the thing a page's address names is there: a screen whose path takes any slug (`/:model`,
// `/:brand/overview`, `/our-location/:slug`) shows the not-found page for one the tenant does not
// have, and the server answers it 404. The same rule the screens apply to the navigation data (and
// the search page to its path: an unknown one shows its empty state, answered 404).
import { searchPathParts } from './search-path-parts.ts';
import type { SiteNavigation } from './tenant-bootstrap.ts';

export function pageSubjectFound(screen: string, params: Readonly<Record<string, string | undefined>>, navigation: Pick<SiteNavigation, 'models' | 'brands' | 'locations'>): boolean {
  switch (screen) {
    case 'model':
      return navigation.models.some((m) => m.slug === params.model);
    case 'brand':
      return navigation.brands.some((b) => b.slug === params.brand && !b.skipPage);
    case 'location':
    case 'location-contact':
      return navigation.locations.some((l) => l.slug === params.slug);
    case 'search':
      return searchPathParts(params['*'] ?? '') !== null;
    default:
      return true;
  }
}
