// Hidden and long-sold cars are not served to shoppers (issue 43): by id, slug, page, PDF and the
// other car calls alike, 404 for a car the tenant's listing rules hide and 410 for one sold before
// the sold-car days; except to the browser that presents the car's pass, which the car's JSON carries
// while it is listed (the service worker keeps it with a saved car).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/stock.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const METRO = 'metro-auto-group';
const DAY_S = 86_400;
let cars: Car[];
beforeAll(async () => {
  server = await startTestServer();
  const metro = new Set((await server.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
  cars = (await server.repo.cars()).filter((c) => metro.has(c.dealership_id) && c.status === 'in_stock' && c.show_on_dealer_website);
}, 120_000);
afterAll(() => server?.dispose());

const paths = (car: Car) => [`/api/cars/${car.id}`, `/api/cars/${car.slug}`, `/cars/${car.slug}`, `/api/cars/${car.slug}/pdf`, `/api/cars/${car.slug}/view.json`];
const statuses = async (car: Car, init: { headers?: Record<string, string> } = {}, query = '') =>
  Promise.all(paths(car).map(async (path) => (await server.get(METRO, `${path}${query}`, init)).status));
const passOf = async (car: Car) => ((await (await server.get(METRO, `/api/cars/${car.slug}`)).json()) as { car_pass: string }).car_pass;
const nowS = () => Math.floor(Date.now() / 1000);

describe('cars the listing rules leave out', () => {
  it('a listed car’s JSON carries its pass', async () => {
    const pass = await passOf(cars[0]);
    expect(pass).toMatch(/^[\w-]{32}$/);
    expect(await passOf(cars[1])).not.toBe(pass);
  });

  it('a car not shown on the website is 404 everywhere, a car sold before the sold-car days 410', async () => {
    const [hidden, sold, recent] = cars.slice(2, 5);
    await server.repo.saveCar({ ...hidden, show_on_dealer_website: false });
    await server.repo.saveCar({ ...sold, status: 'sold', sold: true, sold_date_timestamp: nowS() - 30 * DAY_S });
    await server.repo.saveCar({ ...recent, status: 'sold', sold: true, sold_date_timestamp: nowS() - DAY_S });
    expect(await statuses(hidden)).toEqual([404, 404, 404, 404, 404]);
    expect(await statuses(sold)).toEqual([410, 410, 410, 410, 410]);
    // Sold within the sold-car days: still listed, with its sold panel.
    expect(await statuses(recent)).toEqual([200, 200, 200, 200, 200]);
    expect(await (await server.get(METRO, `/cars/${hidden.slug}`)).text()).not.toContain(hidden.stocknum);
  });

  it('opens to the browser that presents the car’s pass, in the Car-Pass header or ?car_pass=', async () => {
    const [car, other] = cars.slice(5, 7);
    const pass = await passOf(car);
    await server.repo.saveCar({ ...car, status: 'sold', sold: true, sold_date_timestamp: nowS() - 30 * DAY_S });
    expect(await statuses(car)).toEqual([410, 410, 410, 410, 410]);
    expect(await statuses(car, { headers: { 'car-pass': pass } })).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(car, {}, `?car_pass=${pass}`)).toEqual([200, 200, 200, 200, 200]);
    const page = await (await server.get(METRO, `/cars/${car.slug}?car_pass=${pass}`)).text();
    expect(page).toContain('id="page-data"');
    // Another car's pass, a forged one, or the pass on another site: nothing.
    expect(await statuses(car, { headers: { 'car-pass': await passOf(other) } })).toEqual([410, 410, 410, 410, 410]);
    const forged = `${pass.slice(0, -1)}${pass.endsWith('A') ? 'B' : 'A'}`;
    expect((await statuses(car, { headers: { 'car-pass': forged } }))[0]).toBe(410);
    expect((await server.get('harbourside-motors', `/api/cars/${car.id}`, { headers: { 'car-pass': pass } })).status).toBe(404);
  });
});
