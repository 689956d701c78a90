// Dealer information of spec §3 for the current tenant: its visible locations with their opening and
// special hours, its reviews (12 a page, spec §9), postcode geocoding (§7) and the static map of its
// locations. Hidden locations are never served: not listed, not found by slug, not drawn.
import { Hono, type Context } from 'hono';
import { checkPostcode, GEOCODE_NO_RESULT } from '../../domain/delivery.ts';
import { LruCache } from '../../domain/lru-cache.ts';
import { reviewsPage } from '../../domain/reviews.ts';
import type { ServedLocation } from '../../domain/served-location.ts';
import { visibleLocations as siteLocations } from '../dealer-info.ts';
import { toFieldErrors, z } from '../../domain/zod.ts';
import { GEOCODER_UNAVAILABLE, geocodeOrUnavailable, type Geocoder } from '../geo/geocoder.ts';
import { drawStaticMap } from '../geo/static-map.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { problem } from './problem.ts';

type Env = { Variables: { tenant: LoadedTenant } };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, { message: 'expected a location slug like metro-toyota-parramatta' });
const MAX_MAP_PINS = 60;

const reviewsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    location: slug.optional(),
    dealership: z.string().regex(SLUG, { message: 'expected a dealership slug like metro-toyota' }).optional(),
  })
  .strict();

const mapQuery = z
  .object({
    slugs: z
      .string()
      .optional()
      .transform((s) => (s ? s.split(',') : []))
      .pipe(z.array(slug).max(MAX_MAP_PINS)),
    w: z.coerce.number().int().min(160).max(1600).default(600),
    h: z.coerce.number().int().min(120).max(1200).default(400),
  })
  .strict();

/** Drawn maps by tenant, pins and size: a location's coordinates change only with a new data load. */
const MAP_CACHE_ENTRIES = 200;

export function locationRoutes(repo: Repository, geocoder: Geocoder) {
  const api = new Hono<Env>();
  const maps = new LruCache<string, string>(MAP_CACHE_ENTRIES);
  const config = (c: Context<Env>) => c.get('tenant').config;

  const visibleLocations = (websiteId: number): Promise<ServedLocation[]> => siteLocations(repo, websiteId);
  const invalidQuery = (c: Context<Env>, error: z.ZodError) => problem(c, 400, 'Invalid query', toFieldErrors(error));

  api.get('/locations', async (c) => c.json(await visibleLocations(config(c).id)));

  api.get('/locations/:slug', async (c) => {
    const wanted = c.req.param('slug');
    if (!SLUG.test(wanted)) return problem(c, 400, 'Invalid location slug', [{ field: 'slug', message: 'expected a location slug like metro-toyota-parramatta' }]);
    const location = (await visibleLocations(config(c).id)).find((l) => l.slug === wanted);
    return location ? c.json(location) : problem(c, 404, `No location ${wanted} on this site`);
  });

  api.get('/locations/:slug/hours', async (c) => {
    const wanted = c.req.param('slug');
    const location = SLUG.test(wanted) ? (await visibleLocations(config(c).id)).find((l) => l.slug === wanted) : undefined;
    if (!location) return problem(c, 404, `No location ${wanted} on this site`);
    return c.json({ location_id: location.id, time_zone: location.time_zone, opening_hours: location.contact_detail.opening_hours, special_hours: location.special_hours });
  });

  api.get('/reviews', async (c) => {
    const tenant = config(c);
    if (tenant.reviews.hidden) return problem(c, 404, 'Reviews are not shown on this site');
    const parsed = reviewsQuery.safeParse(c.req.query());
    if (!parsed.success) return invalidQuery(c, parsed.error);
    const { page, location, dealership } = parsed.data;
    const dealerships = (await repo.dealerships()).filter((d) => d.website_id === tenant.id);
    let dealershipId: number | undefined;
    if (location) {
      const found = (await visibleLocations(tenant.id)).find((l) => l.slug === location);
      if (!found) return problem(c, 404, `No location ${location} on this site`);
      dealershipId = found.dealership_id;
    } else if (dealership) {
      dealershipId = dealerships.find((d) => d.slug === dealership)?.id;
      if (dealershipId === undefined) return problem(c, 404, `No dealership ${dealership} on this site`);
    }
    const reviews = dealershipId === undefined ? await repo.websiteReviews(tenant.id) : await repo.reviews(dealershipId);
    const answer = reviewsPage(reviews, tenant.reviews.minimumRating, page, Date.now());
    if (page > answer.pages) return problem(c, 400, 'Invalid query', [{ field: 'page', message: `expected a page from 1 to ${answer.pages}` }]);
    c.header('Cache-Control', 'no-cache');
    return c.json(answer);
  });

  api.get('/geocode', async (c) => {
    const check = checkPostcode(c.req.query('postcode') ?? '');
    if (!check.ok) return problem(c, 400, check.message, [{ field: 'postcode', message: check.message }]);
    const point = await geocodeOrUnavailable(geocoder, check.postcode);
    if (point === 'unavailable') {
      c.header('Retry-After', '30');
      return problem(c, 503, GEOCODER_UNAVAILABLE);
    }
    return point ? c.json({ postcode: check.postcode, ...point }) : problem(c, 404, GEOCODE_NO_RESULT);
  });

  api.get('/maps/locations.svg', async (c) => {
    const parsed = mapQuery.safeParse(c.req.query());
    if (!parsed.success) return invalidQuery(c, parsed.error);
    const { slugs, w, h } = parsed.data;
    const tenant = config(c);
    const all = await visibleLocations(tenant.id);
    const shown = slugs.length ? slugs.map((s) => all.find((l) => l.slug === s)) : all;
    const missing = slugs.filter((_, i) => !shown[i]);
    if (missing.length) return problem(c, 404, `No location ${missing.join(', ')} on this site`);
    const pins = (shown as ServedLocation[]).map((l, i) => ({ lat: l.address.lat, lng: l.address.long, label: String(i + 1), name: l.name }));
    const colour = tenant.theme.colors.primary;
    const key = JSON.stringify([colour, w, h, pins]);
    let svg = maps.get(key);
    if (!svg) {
      svg = await drawStaticMap({ pins, width: w, height: h, colour });
      maps.set(key, svg);
    }
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });

  return api;
}
