// The menus' data for a tenant, derived from the store and inlined in the bootstrap. Recomputed when
// stock changes (on any instance), so the Vehicles and Stock dropdowns always name what is on the lot.
import { offerVisibleOn } from '../domain/offers.ts';
import { locationTypeOf } from '../domain/location-blocks.ts';
import { averageRatingText } from '../domain/reviews.ts';
import type { CarType, ItemType, Review } from '../domain/stock.ts';
import type { SiteNavigation } from '../domain/tenant-bootstrap.ts';
import type { Repository } from './store/repository.ts';
import type { LoadedTenant } from './tenants/load-tenants.ts';

const MENU_MODELS = 24;

function siteRating(reviews: readonly Pick<Review, 'rating'>[]) {
  return reviews.length ? { average: Number(averageRatingText(reviews)), count: reviews.length } : null;
}

export async function siteNavigation(repo: Repository, { config }: LoadedTenant): Promise<SiteNavigation> {
  const [summary, dealerships, allLocations, offers, brands, reviews] = await Promise.all([
    repo.stockSummary(config.id),
    repo.dealerships(),
    repo.locations(config.id),
    repo.offers(),
    repo.brands(config.id),
    repo.websiteReviews(config.id),
  ]);
  const franchiseMake = config.manufacturer?.name;
  const models = summary.models.filter((m) => !franchiseMake || m.make === franchiseMake).slice(0, MENU_MODELS);
  const stock: Record<CarType, number> = { new: 0, demo: 0, used: 0 };
  for (const { key, count } of summary.carTypes) if (key in stock) stock[key as CarType] = count;
  const itemTypes = Object.fromEntries(summary.itemTypes.map(({ key, count }) => [key, count])) as Partial<Record<ItemType, number>>;
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

export function createNavigationCache(repo: Repository) {
  const cache = new Map<string, Promise<SiteNavigation>>();
  repo.onCarsChanged(() => cache.clear());
  return (tenant: LoadedTenant): Promise<SiteNavigation> => {
    let nav = cache.get(tenant.config.slug);
    if (!nav) {
      // Requests arriving together share one computation; a failed one (store away) is not kept.
      nav = siteNavigation(repo, tenant);
      cache.set(tenant.config.slug, nav);
      nav.catch(() => {
        if (cache.get(tenant.config.slug) === nav) cache.delete(tenant.config.slug);
      });
    }
    return nav;
  };
}
