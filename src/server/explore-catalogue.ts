// The site's explore catalogue (src/domain/model-explore.ts): every model with listed stock or a
// visible offer, with its count, price, photo and key specs. Built from the database by the rule the
// search index lists stock by (the same hour's sold window), kept per tenant until stock changes or
// the hour turns.
import { exploreCatalogue, type ExploreModel } from '../domain/model-explore.ts';
import { offerVisibleOn } from '../domain/offers.ts';
import { listingClock } from '../domain/search-scope.ts';
import type { Offer } from '../domain/stock.ts';
import { stockListing } from '../domain/stock-filter.ts';
import type { Repository } from './store/repository.ts';
import type { LoadedTenant } from './tenants/load-tenants.ts';

export interface SiteCatalogue {
  models: Map<string, ExploreModel>;
  /** The site's offers a shopper may see (spec §5 exclusion applied). */
  offers: Offer[];
}

export type ExploreCatalogue = (tenant: LoadedTenant) => Promise<SiteCatalogue>;

export function createExploreCatalogue(repo: Repository): ExploreCatalogue {
  const cache = new Map<string, { at: number; catalogue: SiteCatalogue }>();
  repo.onCarsChanged(() => cache.clear());
  return async ({ config }) => {
    const at = listingClock(Date.now());
    const held = cache.get(config.slug);
    if (held?.at === at) return held.catalogue;
    const [allDealerships, allCars, allOffers, models, makes] = await Promise.all([repo.dealerships(), repo.cars(), repo.offers(), repo.models(), repo.makes()]);
    const dealerships = new Set(allDealerships.filter((d) => d.website_id === config.id).map((d) => d.id));
    const cars = allCars.filter((car) => dealerships.has(car.dealership_id) && stockListing(car, { ...config.stock, now: at }) === 'listed');
    const offers = allOffers.filter((o) => o.website_id === config.id && offerVisibleOn(o, config.id, config.offers.alwaysShowIds));
    const catalogue = { models: exploreCatalogue({ cars, models, makes, offers }), offers };
    cache.set(config.slug, { at, catalogue });
    return catalogue;
  };
}
