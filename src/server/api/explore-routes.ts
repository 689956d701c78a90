// The explore pages' dealer API (spec §2/§3): a model's page data (every model the site lists stock of
// or has an offer for), a brand's overview with its models, an offer (an excluded one is never served,
// spec §5), and home's sections. Stock lists themselves come from the search service.
import { Hono, type Context } from 'hono';
import { overviewBrand, isMakeBrand } from '../../domain/brands.ts';
import { featuredCars, homeLocation, homeSearches, HOME_REVIEWS, type HomeData } from '../../domain/home-sections.ts';
import { makeModels, type ServedBrand, type ServedModel } from '../../domain/model-explore.ts';
import { offerIdFrom, servedOffer } from '../../domain/offers.ts';
import { zonedClock } from '../../domain/opening-hours.ts';
import { reviewsPage } from '../../domain/reviews.ts';
import type { CarCardRecord, OfferRecord } from '../../domain/search-record.ts';
import type { ServerSearch } from '../../domain/page-data.ts';
import { visibleLocations } from '../dealer-info.ts';
import type { ExploreCatalogue, SiteCatalogue } from '../explore-catalogue.ts';
import { sanitizeComments } from '../sanitize-comments.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { problem } from './problem.ts';

type Env = { Variables: { tenant: LoadedTenant } };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ExploreRoutesOptions {
  catalogue: ExploreCatalogue;
  /** Searches the tenant's indexes as its browser would (its key's scope and stock filter). */
  searchFor(tenant: LoadedTenant): ServerSearch;
}

function offerFor(catalogue: SiteCatalogue, id: number) {
  const offer = catalogue.offers.find((o) => o.id === id);
  if (!offer) return null;
  const model = offer.model ? catalogue.models.get(offer.model.slug) : undefined;
  return servedOffer(offer, sanitizeComments(offer.description), model && model.make === offer.manufacturer ? model.image : null);
}

/** Home's sections for a tenant at `now` (also what the server renders home with). */
export async function homeData(repo: Repository, tenant: LoadedTenant, search: ServerSearch, now: number): Promise<HomeData> {
  const { config } = tenant;
  const results = ((await search(homeSearches(config.search.carsIndex, config.search.offersIndex)).catch(() => null)) ?? []) as { hits?: unknown[] }[];
  const hits = <T>(i: number) => (results[i]?.hits ?? []) as T[];
  // Home's searches leave the lenders out (its cards show no estimate).
  const cars = (i: number) => hits<CarCardRecord>(i).map((car) => ({ ...car, finance_lenders: {} }));
  const latest = cars(0);
  const featured = featuredCars(latest, cars(1));
  const offers = hits<OfferRecord>(2);
  const locations = await visibleLocations(repo, config.id);
  const reviews = config.reviews.hidden ? [] : reviewsPage(await repo.websiteReviews(config.id), config.reviews.minimumRating, 1, now).reviews.slice(0, HOME_REVIEWS);
  const carPhoto = (from: CarCardRecord[], skip: string | null) => from.map((c) => c.primary_image_url).find((url): url is string => !!url && url !== skip) ?? null;
  const offerPhoto = offers.find((o) => o.image_url)?.image_url ?? carPhoto(featured, null);
  const service = locations.find((l) => l.location_type === 'service' && l.image) ?? locations.find((l) => l.image);
  return {
    latest,
    featured,
    offers,
    locations: locations.map((l) => homeLocation(l, zonedClock(now, l.time_zone).date)),
    reviews,
    featureImages: { offers: offerPhoto, service: service?.image ?? null, sell: carPhoto([...latest.filter((c) => c.car_type === 'used'), ...latest], offerPhoto) },
  };
}

export function exploreRoutes(repo: Repository, { catalogue, searchFor }: ExploreRoutesOptions) {
  const api = new Hono<Env>();
  const tenantOf = (c: Context<Env>) => c.get('tenant');

  api.get('/models/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return problem(c, 400, 'Invalid model slug', [{ field: 'slug', message: 'expected a model slug like cx-5' }]);
    const site = await catalogue(tenantOf(c));
    const model = site.models.get(slug);
    if (!model) return problem(c, 404, `No model ${slug} on this site`);
    const offers = site.offers.filter((o) => o.model?.slug === slug && o.manufacturer === model.make).map((o) => offerFor(site, o.id)!);
    return c.json({ ...model, offers } satisfies ServedModel);
  });

  api.get('/brands/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return problem(c, 400, 'Invalid brand slug', [{ field: 'slug', message: 'expected a brand slug like mazda' }]);
    const { config } = tenantOf(c);
    const brand = overviewBrand(await repo.brands(config.id), slug);
    if (!brand) return problem(c, 404, `No brand ${slug} on this site`);
    const { website_id: _w, ...shown } = brand;
    const models = isMakeBrand(brand) ? makeModels((await catalogue(tenantOf(c))).models, brand.slug).map(({ specs: _s, ...m }) => m) : [];
    return c.json({ ...shown, models } satisfies ServedBrand);
  });

  api.get('/offers/:id', async (c) => {
    const id = offerIdFrom(c.req.param('id'));
    if (id === null) return problem(c, 400, 'Invalid offer id', [{ field: 'id', message: 'expected an offer id like 12' }]);
    const offer = offerFor(await catalogue(tenantOf(c)), id);
    return offer ? c.json(offer) : problem(c, 404, `No offer ${id} on this site`);
  });

  api.get('/home', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await homeData(repo, tenantOf(c), searchFor(tenantOf(c)), Date.now()));
  });

  return api;
}
