// The dealer API for the current tenant: cars, dealerships and locations here; leads, payments and
// the car page's endpoints in their own route modules.
import { Hono } from 'hono';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { Repository } from '../store/repository.ts';
import type { CarAccess } from '../car-access.ts';
import { publicCar } from '../sanitize-comments.ts';
import type { Geocoder } from '../geo/geocoder.ts';
import { carRoutes } from './car-routes.ts';
import { exploreRoutes, type ExploreRoutesOptions } from './explore-routes.ts';
import { locationRoutes } from './location-routes.ts';
import { leadRoutes, type LeadRoutesOptions } from './leads.ts';
import type { Payments } from '../payments/payments.ts';
import { paymentRoutes, type PaymentRouteOptions } from '../payments/routes.ts';
import { problem, refusedCar } from './problem.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ApiOptions extends LeadRoutesOptions, PaymentRouteOptions, ExploreRoutesOptions {
  geocoder: Geocoder;
  mediaDir: string;
  carAccess: CarAccess;
  payments: Payments;
}

export function apiRoutes(repo: Repository, options: ApiOptions) {
  const api = new Hono<{ Variables: { tenant: LoadedTenant } }>();
  const websiteId = (c: { get(k: 'tenant'): LoadedTenant }) => c.get('tenant').config.id;

  api.get('/health', (c) => c.json({ ok: true }));
  // A slug or, for links that carry the spec's numeric car_id (/cars/trade-in?car_id=), the id. The
  // car's pass comes with it, for the service worker to keep with a saved car (car-access.ts).
  api.get('/cars/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return problem(c, 400, 'Invalid car slug', [{ field: 'slug', message: 'expected a car slug like 2023-mazda-cx-5-maxx-12345 or a car id' }]);
    const car = /^\d+$/.test(slug) ? await repo.carById(Number(slug), websiteId(c)) : await repo.carBySlug(slug, websiteId(c));
    const found = options.carAccess.check(c, c.get('tenant').config, car);
    if (found.kind !== 'car') return refusedCar(c, found, slug);
    return c.json({ ...publicCar(found.car), car_pass: options.carAccess.pass(websiteId(c), found.car.id) });
  });
  api.get('/dealerships', async (c) => c.json((await repo.dealerships()).filter((d) => d.website_id === websiteId(c))));
  api.route('/', locationRoutes(repo, options.geocoder));
  api.route('/', leadRoutes(repo, options));
  api.route('/', paymentRoutes(options.payments, repo, options));
  api.route('/', carRoutes(repo, options));
  api.route('/', exploreRoutes(repo, options));
  api.all('/*', (c) => problem(c, 404, `No API route ${c.req.method} ${c.req.path}`));
  return api;
}
