// Whether the thing a page's address names is there: a screen whose path takes any slug
// (`/:brand/overview`, `/our-location/:slug`) shows the not-found page for one the tenant does not
// have, and the server answers it 404. The same rule the screens apply to the navigation data (and
// the search page to its path: an unknown one shows its empty state, answered 404). A model's page
// (`/:model`) is every model with listed stock or a visible offer, more than the menus list: the
// server asks its explore catalogue (src/server/explore-catalogue.ts).
import { searchPathParts } from './search-path-parts.ts';
import type { SiteNavigation } from './tenant-bootstrap.ts';

export function pageSubjectFound(screen: string, params: Readonly<Record<string, string | undefined>>, navigation: Pick<SiteNavigation, 'brands' | 'locations'>): boolean {
  switch (screen) {
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
