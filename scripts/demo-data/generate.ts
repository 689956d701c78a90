// The demo data of the three demo tenants, generated from a seed.
// Same seed and same `now` give byte-identical output; dates are relative to `now` so the
// 'sold in the last 3 days' and 'just arrived' windows hold whenever the demo is seeded.
//
// CLI: tsx scripts/demo-data/generate.ts --out file.json [--cars N] [--seed S]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DemoData } from '../../src/domain/stock.ts';
import { buildBrands } from './brands.ts';
import { buildCars } from './cars.ts';
import { buildCatalogue } from './catalogue.ts';
import { applyReviewStats, buildDealers } from './dealers.ts';
import { buildDeliveryRegions } from './delivery.ts';
import { buildOffers } from './offers.ts';
import { buildParts } from './parts.ts';
import { Rng } from './prng.ts';
import { buildReviews } from './reviews.ts';
import { DEMO_WEBSITES, TENANT_STOCK_SHARE, type DemoWebsiteId } from './tenants-data.ts';

export { DEMO_WEBSITES } from './tenants-data.ts';

export const DEFAULT_SEED = 20240601;
export const DEFAULT_CAR_COUNT = 1800;

export interface GenerateOptions {
  seed?: number;
  cars?: number;
  /** The moment the data is seeded at; the caller's clock, so tests can pin it. */
  now?: Date;
}

/** Splits the car count over the tenants by share; the last tenant takes the rounding. */
function carsPerTenant(total: number): Record<DemoWebsiteId, number> {
  const counts = {} as Record<DemoWebsiteId, number>;
  let left = total;
  DEMO_WEBSITES.forEach(({ id }, i) => {
    counts[id] = i === DEMO_WEBSITES.length - 1 ? left : Math.round(total * TENANT_STOCK_SHARE[id]);
    left -= counts[id];
  });
  return counts;
}

export function generateDemoData({ seed = DEFAULT_SEED, cars = DEFAULT_CAR_COUNT, now = new Date() }: GenerateOptions = {}): DemoData {
  const rng = new Rng(seed);
  const catalogue = buildCatalogue();
  const network = buildDealers(rng.fork('dealers'), now);
  const reviews = buildReviews(rng.fork('reviews'), network.dealerships, now);
  applyReviewStats(network, reviews);
  return {
    makes: catalogue.makes,
    models: catalogue.models,
    dealerships: network.dealerships,
    locations: network.locations,
    cars: buildCars(rng, catalogue, network, now, carsPerTenant(cars)),
    reviews,
    offers: buildOffers(catalogue, now),
    brands: buildBrands(catalogue),
    deliveryRegions: buildDeliveryRegions(),
    parts: buildParts(rng.fork('parts'), catalogue),
  };
}

function main(): void {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, cars: { type: 'string' }, seed: { type: 'string' } },
  });
  if (!values.out) {
    console.error('usage: tsx scripts/demo-data/generate.ts --out file.json [--cars N] [--seed S]');
    process.exit(2);
  }
  const cars = values.cars === undefined ? DEFAULT_CAR_COUNT : Number(values.cars);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(cars) || cars < 0 || !Number.isInteger(seed)) {
    console.error('--cars and --seed must be whole numbers');
    process.exit(2);
  }
  const data = generateDemoData({ seed, cars, now: new Date() });
  writeFileSync(values.out, JSON.stringify(data));
  console.log(`wrote ${data.cars.length} cars, ${data.makes.length} makes, ${data.locations.length} locations to ${values.out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
