// The menus' data for a tenant, inlined in the bootstrap. The stock counts come from the tenant's own
// search (src/domain/stock-counts.ts), so a menu's "Used Cars (164)" is what its search finds; the rest
// (offers, brands, locations, phone) from the store. Kept until stock changes (on any instance) or the
// hour turns (the stock filter's sold-car window moves with the hour, src/domain/search-scope.ts).
import { offerVisibleOn } from '../domain/offers.ts';
import { locationTypeOf } from '../domain/location-blocks.ts';
import { averageRatingText } from '../domain/reviews.ts';
import { stockCountsRequest, stockCountsFrom, type StockCounts } from '../domain/stock-counts.ts';
import { CAR_TYPES, type CarType, type ItemType, type Review } from '../domain/stock.ts';
import type { ServerSearch } from '../domain/page-data.ts';
import type { SiteNavigation } from '../domain/tenant-bootstrap.ts';
import type { Repository } from './store/repository.ts';
import type { LoadedTenant } from './tenants/load-tenants.ts';

const MENU_MODELS = 24;
const HOUR_MS = 3_600_000;

function siteRating(reviews: readonly Pick<Review, 'rating'>[]) {
  return reviews.length ? { average: Number(averageRatingText(reviews)), count: reviews.length } : null;
}

export async function siteNavigation(repo: Repository, { config }: LoadedTenant, counts: StockCounts): Promise<SiteNavigation> {
  const [makes, catalogue, dealerships, allLocations, offers, brands, reviews] = await Promise.all([
    repo.makes(),
    repo.models(),
    repo.dealerships(),
    repo.locations(config.id),
    repo.offers(),
    repo.brands(config.id),
    repo.websiteReviews(config.id),
  ]);
  const franchiseMake = config.manufacturer?.name;
  const makeNames = new Map(makes.map((m) => [m.id, m.name]));
  const slugs = new Map(catalogue.map((m) => [`${makeNames.get(m.make_id)}|${m.name}`, m.slug]));
  const models = counts.models
    .filter((m) => !franchiseMake || m.make === franchiseMake)
    .flatMap((m) => {
      const slug = slugs.get(`${m.make}|${m.model}`);
      return slug ? [{ ...m, slug }] : [];
    })
    .slice(0, MENU_MODELS);
  const stock = Object.fromEntries(CAR_TYPES.map((type) => [type, counts.carTypes[type] ?? 0])) as Record<CarType, number>;
  const itemTypes = counts.itemTypes as Partial<Record<ItemType, number>>;
  const dealershipIds = new Set(dealerships.filter((d) => d.website_id === config.id).map((d) => d.id));
  const locations = allLocations.filter((l) => l.visible);
  const primary = locations.find((l) => l.primary && dealershipIds.has(l.dealership_id)) ?? locations[0];
  return {
    models,
    stock,
    itemTypes,
    offersCount: offers.filter((o) => o.website_id === config.id && offerVisibleOn(o, config.id, config.offers.alwaysShowIds)).length,
    brands: brands.map(({ group, title, slug, logo, skipPage }) => ({ group, title, slug, logo, skipPage })),
    locations: locations.map((l) => ({ name: l.name, slug: l.slug, phone: l.phone, city: l.address.city, type: locationTypeOf(l) })),
    rating: siteRating(reviews),
    phone: config.phones.override ?? primary?.phone ?? null,
    primaryCity: primary?.address.city ?? null,
  };
}

/** The counts from the store's in-stock rows: only while the tenant's search cannot answer (hosted Algolia down). */
async function countsFromStore(repo: Repository, websiteId: number): Promise<StockCounts> {
  const summary = await repo.stockSummary(websiteId);
  const byKey = (rows: { key: string; count: number }[]) => Object.fromEntries(rows.map(({ key, count }) => [key, count]));
  return { carTypes: byKey(summary.carTypes), itemTypes: byKey(summary.itemTypes), models: summary.models };
}

/**
 * The navigation per tenant, worked out once per stock change and hour; requests arriving together
 * share one computation. `searchFor` is the search the tenant's pages are rendered with (its own key
 * and scope); a failed search is not kept (the menu meanwhile counts from the store), nor a failed
 * computation (store away).
 */
export function createNavigationCache(repo: Repository, searchFor: (tenant: LoadedTenant) => ServerSearch, now: () => number = Date.now) {
  const cache = new Map<string, { hour: number; navigation: Promise<SiteNavigation> }>();
  repo.onCarsChanged(() => cache.clear());
  const build = async (tenant: LoadedTenant): Promise<{ navigation: SiteNavigation; counted: boolean }> => {
    const answers = await searchFor(tenant)([stockCountsRequest(tenant.config.search.carsIndex)]).catch(() => null);
    const counts = stockCountsFrom(answers?.[0] as Parameters<typeof stockCountsFrom>[0]);
    return { navigation: await siteNavigation(repo, tenant, counts ?? (await countsFromStore(repo, tenant.config.id))), counted: counts !== null };
  };
  return (tenant: LoadedTenant): Promise<SiteNavigation> => {
    const hour = Math.floor(now() / HOUR_MS);
    const kept = cache.get(tenant.config.slug);
    if (kept && kept.hour === hour) return kept.navigation;
    const built = build(tenant);
    const entry = { hour, navigation: built.then((b) => b.navigation) };
    cache.set(tenant.config.slug, entry);
    const forget = () => {
      if (cache.get(tenant.config.slug) === entry) cache.delete(tenant.config.slug);
    };
    built.then(({ counted }) => counted || forget(), forget);
    return entry.navigation;
  };
}
