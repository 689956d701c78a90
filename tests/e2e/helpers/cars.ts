// Finding real cars of a tenant through its own search key, and the URLs the app shows for them.
import { expect, type Page } from '@playwright/test';
import { imageUrl } from '../../../src/domain/media.ts';
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

/** One query on the cars index, POSTed from the page with the tenant's key as the app sends it. */
export async function searchCars(page: Page, query: Record<string, unknown>): Promise<SearchAnswer> {
  const { search } = await readBootstrap(page);
  return page.evaluate(
    async ({ connection, params }) => {
      const keys = new URLSearchParams({ 'x-algolia-api-key': connection.apiKey, 'x-algolia-application-id': connection.appId });
      const res = await fetch(`/1/indexes/*/queries?${keys}`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: connection.carsIndex, ...params }] }),
      });
      return { status: res.status, body: (await res.json()) as SearchAnswer['body'] };
    },
    { connection: search, params: query },
  );
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
