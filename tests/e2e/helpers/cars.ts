// Finding real cars of a tenant through its own search key, and the URLs the app shows for them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { imageUrl } from '../../../src/domain/media.ts';
import type { Car } from '../../../src/domain/stock.ts';
import type { TenantBootstrap } from '../../../src/domain/tenant-bootstrap.ts';

export interface FoundCar {
  slug: string;
  name: string;
  /** Media-relative path of the main photo, e.g. demo/photos/suv/red/side.jpg. */
  photoPath: string;
  /** The main photo as the car page shows it (600 wide, spec §9). */
  photoUrl: string;
}

export interface SearchAnswer {
  status: number;
  body: { results?: { hits: { slug: string; name: string; primary_image_url: string | null }[] }[] } & Record<string, unknown>;
}

export async function readBootstrap(page: Page): Promise<TenantBootstrap> {
  return JSON.parse((await page.locator('#tenant-bootstrap').textContent()) ?? '') as TenantBootstrap;
}

/**
 * A tenant's site asked from the test's side, loading no page. Node does not resolve *.localhost as
 * Chromium does, so requests go to 127.0.0.1 with the tenant's Host.
 */
export function tenantSite(request: APIRequestContext, origin: string) {
  const { host, port } = new URL(origin);
  const headers = { host };
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  // A request sent on a kept-alive connection just as the server closes it for idling (5 s, Node's
  // default) is reset before the server reads it; a browser sends it again on a new connection, and
  // so does this (Playwright's agent keeps idle connections with no limit, and retries only resets).
  const retries = { maxRetries: 1 };
  return {
    get: async (path: string) => request.get(url(path), { headers, ...retries }),
    post: async (path: string, data: unknown) => request.post(url(path), { headers, data, ...retries }),
  };
}
export type TenantSite = ReturnType<typeof tenantSite>;

/** The bootstrap the tenant's pages carry, read from its home page's HTML. */
export async function tenantBootstrap(site: TenantSite): Promise<TenantBootstrap> {
  const html = await (await site.get('/')).text();
  const json = /<script type="application\/json" id="tenant-bootstrap">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the bootstrap on the home page').toBeTruthy();
  return JSON.parse(json!) as TenantBootstrap;
}

/** The request the app sends for one query on the cars index with the tenant's key. */
function carsQuery({ search }: TenantBootstrap, query: Record<string, unknown>) {
  const keys = new URLSearchParams({ 'x-algolia-api-key': search.apiKey, 'x-algolia-application-id': search.appId });
  return { path: `/1/indexes/*/queries?${keys}`, body: { requests: [{ indexName: search.carsIndex, ...query }] } };
}

/** One query on the cars index, POSTed from the page (through its service worker) as the app sends it. */
export async function searchCars(page: Page, query: Record<string, unknown>): Promise<SearchAnswer> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as SearchAnswer['body'] };
    },
    carsQuery(await readBootstrap(page), query),
  );
}

/** The same query asked from the test's side, before any page of the tenant is open. */
export async function lookUpCars(page: Page, origin: string, query: Record<string, unknown>): Promise<SearchAnswer> {
  const site = tenantSite(page.request, origin);
  const { path, body } = carsQuery(await tenantBootstrap(site), query);
  const res = await site.post(path, body);
  return { status: res.status(), body: (await res.json()) as SearchAnswer['body'] };
}

/** The cars' full data (what /api/cars/{slug} answers), in the order given. */
export async function readCars(page: Page, origin: string, slugs: string[]): Promise<Car[]> {
  const site = tenantSite(page.request, origin);
  return Promise.all(slugs.map(async (slug) => (await (await site.get(`/api/cars/${slug}`)).json()) as Car));
}

export const carsWithPhotos = (count: number) => ({ hitsPerPage: count, numericFilters: ['photos_count>0'] });

/** The first `count` cars with a photo (run on one of the tenant's pages). */
export async function findCars(page: Page, count: number): Promise<FoundCar[]> {
  const { imageTemplate } = await readBootstrap(page);
  const answer = await searchCars(page, carsWithPhotos(count));
  expect(answer.status).toBe(200);
  const hits = answer.body.results![0].hits;
  expect(hits.length).toBe(count);
  return hits.map((hit) => {
    expect(hit.primary_image_url).toMatch(/^\/img\//);
    const photoPath = hit.primary_image_url!.slice('/img/'.length);
    return { slug: hit.slug, name: hit.name, photoPath, photoUrl: imageUrl(imageTemplate, photoPath, { width: 600, quality: 75, fit: 'cover' }) };
  });
}
