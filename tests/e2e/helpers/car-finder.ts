// Picking a tenant's car by what its full JSON holds (finance lenders, quote, video, city…), which the
// search record alone does not tell.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Car } from '../../../src/domain/stock.ts';
import { E2E_PORT } from '../env.ts';
import { lookUpCars, readCars } from './cars.ts';
import { live } from './search.ts';

export const tenantOrigin = (tenant: string, port = E2E_PORT) => `http://${tenant}.localhost:${port}`;

/**
 * The first of the tenant's cars matching `filters` (search syntax) whose JSON passes `wanted`.
 * Asked from the test's side with the tenant's own search key: no page loads, so the test's first
 * page is the one it is about.
 */
export async function findCar(page: Page, tenant: string, filters: string, wanted: (car: Car) => boolean, origin = tenantOrigin(tenant)): Promise<Car> {
  const answer = await lookUpCars(page, origin, { hitsPerPage: 300, filters });
  expect(answer.status).toBe(200);
  const slugs = answer.body.results![0].hits.map((hit) => hit.slug);
  // In batches, in the index's order, stopping at the first batch with a match: reading all 300
  // cars' data costs seconds a test cannot spare on a loaded machine.
  for (let start = 0; start < slugs.length; start += 25) {
    const cars = await readCars(page, origin, slugs.slice(start, start + 25));
    const car = cars.find(wanted);
    if (car) return car;
  }
  throw new Error(`no car on ${tenant} (${filters}) as the test needs`);
}

/**
 * How long a 360 spin may take to load its frames: the car page's sections wait for it
 * (src/perf/DeferredSection.tsx), and on a loaded machine its 36 frames take seconds to come and decode.
 */
export const SPIN_LOAD_TIMEOUT = 15_000;

/**
 * Waits until a car page the server rendered is live (its HTML shows before the app has hydrated it,
 * and a click before then does nothing), then until its sections have rendered: once it is live, or on
 * a car with a 360 spin once the spin's frames are in. `timeout` bounds the wait for it to go live.
 */
export async function waitUntilCarPageLive(page: Page, timeout?: number): Promise<void> {
  await live(page, timeout);
  await expect(page.getByRole('region', { name: 'Vehicle details' })).toBeVisible({ timeout: SPIN_LOAD_TIMEOUT });
}

/** Opens the car's page and waits until it is live. */
export async function openCarPage(page: Page, tenant: string, car: Pick<Car, 'slug' | 'name'>, hash = '', origin = tenantOrigin(tenant)): Promise<void> {
  await page.goto(`${origin}/cars/${car.slug}${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  await waitUntilCarPageLive(page);
}

/**
 * Scrolls down as a shopper would, `step` pixels a wheel turn, until `target` is on the page: a car
 * page's sections render only as they near the screen.
 */
export async function scrollUntilRendered(page: Page, target: Locator, step = 500): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.mouse.wheel(0, step);
        return false;
      },
      { message: 'scrolled down until it rendered', intervals: [150], timeout: 15_000 },
    )
    .toBe(true);
}

/** Scrolls down until `target` renders (scrollUntilRendered), then brings it into view. */
export async function scrollDownTo(page: Page, target: Locator): Promise<void> {
  await scrollUntilRendered(page, target);
  await target.first().scrollIntoViewIfNeeded();
}
