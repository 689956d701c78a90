// The header and footer menus of spec §2 "Site chrome", built from the tenant config and the
// navigation data in the bootstrap. Plain data, so the header, the mobile drawer and the footer
// render the same menu.
import { slugify } from '../domain/media.ts';
import { DEFAULT_SEARCH_PATH, modelSearchPath, STOCK_PATHS } from '../domain/search-pages.ts';
import type { BrowserTenant, SiteNavigation } from '../domain/tenant-bootstrap.ts';

export interface MenuLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
  /** Brand tiles for the optional brand mega-menu. */
  brands?: MenuLink[];
}

export type MenuEntry = { kind: 'link'; link: MenuLink; emphasised?: boolean } | { kind: 'group'; group: MenuGroup };

const STOCK_LABELS = { new: 'New Cars', demo: 'Demo Cars', used: 'Used Cars' } as const;
const ITEM_LABELS = { motorcycle: 'Motorcycles', truck: 'Trucks', caravan: 'Caravans' } as const;

export function serviceLinks(tenant: BrowserTenant): MenuLink[] {
  const external = tenant.service.externalBookingUrl;
  const book: MenuLink = external ? { label: 'Book a Service', href: external, external: true } : { label: 'Book a Service', href: '/service' };
  return [book, ...tenant.navigation.service.filter((l) => l.href !== '/service').map((l) => ({ ...l, external: l.href.startsWith('http') }))];
}

export function headerMenu(tenant: BrowserTenant, nav: SiteNavigation): MenuEntry[] {
  const models: MenuLink[] = nav.models.slice(0, 12).map((m) => ({ label: `${m.make} ${m.model}`, href: modelSearchPath(slugify(m.make), m.slug) }));
  const brands = tenant.header.brandMegaMenu
    ? nav.brands.filter((b) => !b.skipPage).map((b) => ({ label: b.title, href: `/${b.slug}/overview` }))
    : undefined;
  const stock: MenuLink[] = [
    { label: 'All Stock', href: DEFAULT_SEARCH_PATH },
    ...(Object.keys(STOCK_LABELS) as (keyof typeof STOCK_LABELS)[])
      .filter((type) => nav.stock[type] > 0)
      .map((type) => ({ label: `${STOCK_LABELS[type]} (${nav.stock[type]})`, href: STOCK_PATHS[type] })),
    ...(Object.keys(ITEM_LABELS) as (keyof typeof ITEM_LABELS)[])
      .filter((type) => (nav.itemTypes[type] ?? 0) > 0)
      .map((type) => ({ label: ITEM_LABELS[type], href: `/search/new-used-and-demo-cars/?refinementList%5Bitem_type%5D%5B0%5D=${type}` })),
  ];
  const entries: MenuEntry[] = [
    { kind: 'link', link: { label: 'Home', href: '/' } },
    { kind: 'group', group: { id: 'vehicles', label: 'Vehicles', links: models, brands } },
    { kind: 'group', group: { id: 'stock', label: 'Stock', links: stock } },
  ];
  if (tenant.navigation.sellMyCar && tenant.features.sellMyCar) entries.push({ kind: 'link', link: { label: 'Sell My Car', href: '/sell-my-car' } });
  if (nav.offersCount > 0) entries.push({ kind: 'link', link: { label: 'Offers', href: '/special-offers' } });
  entries.push({ kind: 'group', group: { id: 'service', label: 'Service', links: serviceLinks(tenant) } });
  entries.push({ kind: 'group', group: { id: 'company', label: 'Company', links: tenant.navigation.company } });
  if (tenant.features.finance) entries.push({ kind: 'link', link: { label: 'Finance Pre-Approval', href: tenant.finance.defaultLink }, emphasised: true });
  return entries;
}

/** Footer groups: Models, Buyer Tools, Servicing and Parts, then the dealer-named group(s). */
export function footerMenu(tenant: BrowserTenant, nav: SiteNavigation): MenuGroup[] {
  const buyerTools: MenuLink[] = [
    { label: 'Search Stock', href: DEFAULT_SEARCH_PATH },
    ...(nav.offersCount > 0 ? [{ label: 'Special Offers', href: '/special-offers' }] : []),
    ...(tenant.features.finance ? [{ label: 'Finance Pre-Approval', href: tenant.finance.defaultLink }] : []),
    { label: 'Trade-In Valuation', href: '/trade-in' },
    ...(tenant.features.favourites ? [{ label: 'Saved Cars', href: '/favourites' }, { label: 'Compare Cars', href: '/compare' }] : []),
    { label: 'Book a Test Drive', href: '/book-test-drive' },
  ];
  return [
    { id: 'models', label: 'Models', links: nav.models.slice(0, 8).map((m) => ({ label: `${m.make} ${m.model}`, href: modelSearchPath(slugify(m.make), m.slug) })) },
    { id: 'buyer-tools', label: 'Buyer Tools', links: buyerTools },
    { id: 'servicing', label: 'Servicing and Parts', links: [...serviceLinks(tenant), { label: 'Parts Search', href: '/parts/search' }] },
    ...tenant.navigation.footer.map((group, i) => ({ id: `dealer-${i}`, label: group.label, links: group.links })),
  ];
}
