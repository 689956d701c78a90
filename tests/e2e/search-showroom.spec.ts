// Showroom mode for a whole results page (issue 5 §4): save every car on the page, then, with the
// server stopped (the browser still online), open two of them and see the 360 spin and the photos.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { searchCars } from './helpers/cars.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';
import { expectShowroomCarWorks } from './helpers/showroom.ts';
import { waitUntilCarPageLive } from './helpers/car-finder.ts';
import { sharedLeadsServer } from './leads-server.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'allow' });

interface ShowroomHit {
  slug: string;
  name: string;
  make_slug: string;
  model_slug: string;
  year: number;
  colour: string;
  has_spin: boolean;
  photos_count: number;
}

const server = sharedLeadsServer();

test('Save all cars on this results page for showroom, then two of them show their spin and photos with the server stopped', async ({ page, context }) => {
  test.setTimeout(150_000);
  // The server makes no demo media here: serve it (the service worker's own fetches are routed too).
  const frames = await Promise.all(
    Array.from({ length: 36 }, (_, n) => sharp({ create: { width: 600, height: 400, channels: 3, background: { r: n * 7, g: 120, b: 200 - n * 5 } } }).jpeg().toBuffer()),
  );
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  const media = '**/img/demo/**';
  await context.route(media, (route) => {
    const frame = /\/spins\/.*\/(\d+)\.jpg$/.exec(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: frame ? frames[Number(frame[1]) % 36] : photo });
  });

  const origin = server.origin('metro-auto-group');
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);

  // A small results page (at most 4 cars) with two spun cars on it: a make and model path, narrowed
  // by the two cars' years and colours, found through the search API the page itself uses.
  const all = (await searchCars(page, { hitsPerPage: 1000 })).body.results![0].hits as unknown as ShowroomHit[];
  const spun = all.filter((h) => h.has_spin && h.photos_count > 0);
  let chosen: { url: string; cars: ShowroomHit[] } | undefined;
  for (const [i, a] of spun.entries()) {
    for (const b of spun.slice(i + 1).filter((h) => h.make_slug === a.make_slug && h.model_slug === a.model_slug)) {
      const refinements = { year: [...new Set([a.year, b.year])].map(String), colour: [...new Set([a.colour, b.colour])] };
      const answer = await searchCars(page, {
        hitsPerPage: 21,
        filters: `make_slug:"${a.make_slug}" AND model_slug:"${a.model_slug}"`,
        facetFilters: Object.entries(refinements).map(([attribute, values]) => values.map((v) => `${attribute}:${v}`)),
      });
      const cars = answer.body.results![0].hits as unknown as ShowroomHit[];
      if (cars.length > 4) continue;
      const query = new URLSearchParams(Object.entries(refinements).flatMap(([attribute, values]) => values.map((v, n) => [`refinementList[${attribute}][${n}]`, v])));
      chosen = { url: `/search/${a.make_slug}/${a.model_slug}?${query}`, cars };
      break;
    }
    if (chosen) break;
  }
  expect(chosen, 'a small results page with two spun cars').toBeDefined();
  const { url, cars } = chosen!;
  await page.goto(`${origin}${url}`);
  await expect(page.locator('.car-card')).toHaveCount(cars.length);

  await page.getByText('Showroom mode').click();
  await page.getByRole('button', { name: 'Save all cars on this results page for showroom' }).click();
  await expect(page.getByRole('progressbar', { name: 'Saving cars for showroom' })).toHaveAttribute('aria-valuetext', new RegExp(`^\\d of ${cars.length} cars$`));
  await expect(page.getByRole('status').filter({ hasText: `Saved ${cars.length} of ${cars.length} cars for showroom` })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/^Storage: [\d.]+ (MB|GB) used/)).toBeVisible();

  // Nothing but the saved copies from here: no media route, no server.
  await context.unroute(media);
  await server.stop();
  for (const car of cars.filter((h) => h.has_spin).slice(0, 2)) {
    await page.goto(`${origin}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    await expectShowroomCarWorks(page, car.name);
  }
});
