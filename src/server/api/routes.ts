// Read endpoints of the dealer API for the current tenant. Write endpoints arrive with the leads work.
import { Hono } from 'hono';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { Repository } from '../sqlite/repository.ts';
import { carRoutes } from './car-routes.ts';
import { leadRoutes } from './leads.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function apiRoutes(repo: Repository) {
  const api = new Hono<{ Variables: { tenant: LoadedTenant } }>();
  const websiteId = (c: { get(k: 'tenant'): LoadedTenant }) => c.get('tenant').config.id;

  api.get('/health', (c) => c.json({ ok: true }));
  api.get('/cars/:slug', (c) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return c.json({ message: 'Invalid car slug', status: 400, errors: [{ field: 'slug', message: 'expected a car slug like 2023-mazda-cx-5-maxx-12345' }] }, 400);
    const car = repo.carBySlug(slug, websiteId(c));
    return car ? c.json(car) : c.json({ message: `No car ${slug} on this site`, status: 404 }, 404);
  });
  api.get('/dealerships', (c) => c.json(repo.dealerships().filter((d) => d.website_id === websiteId(c))));
  api.get('/locations', (c) => c.json(repo.locations(websiteId(c)).filter((l) => l.visible)));
  api.route('/', leadRoutes(repo));
  api.route('/', carRoutes(repo));
  api.all('/*', (c) => c.json({ message: `No API route ${c.req.method} ${c.req.path}`, status: 404 }, 404));
  return api;
}
