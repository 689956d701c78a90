// The demo stock is credible: every car agrees with its model's facts (the model years it was sold
// in Australia, its seats, body, engines, drives and badges), each dealer sells what it would, and
// models of one body type are not drawn as one vehicle.
import { beforeAll, describe, expect, it } from 'vitest';
import { badgesIn, buildCatalogue, driveFits, engineFits, enginesIn, onSale, soldIn, type CatalogueModel } from '../../scripts/demo-data/catalogue.ts';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { bodyMesh } from '../../scripts/media/body-shapes.ts';
import { photoPath, shapePalette, type Shape } from '../../scripts/media/shapes.ts';
import { IMG_PREFIX } from '../../src/domain/media.ts';
import type { Car, DemoData } from '../../src/domain/stock.ts';

/** The day the issue was filed, and a mid-year day a year and a half before it. */
const MOMENTS = [new Date('2026-11-28T09:00:00Z'), new Date('2025-06-10T03:00:00Z')];

const catalogue = buildCatalogue();
const entries = new Map(catalogue.entries.map((e) => [`${e.make.name}|${e.model.name}`, e]));
const entryOf = (car: Car): CatalogueModel | undefined => entries.get(`${car.make}|${car.model}`);

/** Everything about a car that disagrees with its model's facts, as readable lines. */
function factErrors(car: Car, currentYear: number): string[] {
  const entry = entryOf(car);
  if (!entry) return [`${car.slug}: ${car.make} ${car.model} is not in the catalogue`];
  const errors: string[] = [];
  const wrong = (what: string) => errors.push(`${car.slug} (${car.name}, ${car.car_type}): ${what}`);
  if (!soldIn(entry, car.year)) wrong(`${car.model} was not sold in ${car.year}`);
  if (car.car_type !== 'used' && (!onSale(entry) || car.year < currentYear - 1)) wrong(`a ${car.year} ${car.model} is not new stock in ${currentYear}`);
  if (car.simple_body !== entry.model.body) wrong(`body ${car.simple_body}, the model is a ${entry.model.body}`);
  if (car.item_type !== entry.model.item_type) wrong(`item type ${car.item_type}`);
  if (car.item_type === 'caravan') {
    if (car.seats !== 0 || car.simple_fuel !== null) wrong('a caravan with seats or an engine');
    return errors;
  }
  if (!entry.seats.includes(car.seats)) wrong(`${car.seats} seats, the model has ${entry.seats.join(' or ')}`);
  if (!entry.drives.includes(car.drive)) wrong(`drive ${car.drive}`);
  const engine = enginesIn(entry, car.year).find((e) => e.fuel === car.simple_fuel && e.litres === car.engine_size_litres);
  if (!engine) wrong(`no ${car.engine_size_litres ?? ''} ${car.simple_fuel} engine in ${car.year}`);
  if (car.badge !== null) {
    const badge = badgesIn(entry, car.year).find((b) => b.name === car.badge);
    if (!badge) wrong(`no ${car.badge} badge in ${car.year}`);
    else if ((engine && !engineFits(badge, engine)) || !driveFits(badge, car.drive)) wrong(`the ${car.badge} has no ${car.simple_fuel} ${car.engine_size_litres} ${car.drive}`);
  }
  return errors;
}

describe('the catalogue', () => {
  it('gives every model an engine, seats and a drive in every year it was sold, and every badge an engine it had', () => {
    const gaps: string[] = [];
    for (const entry of catalogue.entries) {
      const name = `${entry.make.name} ${entry.model.name}`;
      if (entry.model.item_type === 'caravan') {
        if (entry.engines.length || entry.drives.length) gaps.push(`${name}: a caravan with an engine`);
        continue;
      }
      if (entry.seats.length === 0 || entry.drives.length === 0) gaps.push(`${name}: no seats or drives`);
      for (let year = 2005; year <= 2030; year++) if (soldIn(entry, year) && enginesIn(entry, year).length === 0) gaps.push(`${name}: no engine in ${year}`);
      for (const badge of entry.badges) {
        const years = Array.from({ length: 26 }, (_, i) => 2005 + i).filter((y) => soldIn(entry, y) && badgesIn(entry, y).includes(badge));
        if (!years.some((y) => enginesIn(entry, y).some((e) => engineFits(badge, e)))) gaps.push(`${name} ${badge.name}: no engine of its own`);
        if (!entry.drives.some((d) => driveFits(badge, d))) gaps.push(`${name} ${badge.name}: no drive of its own`);
      }
    }
    expect(gaps).toEqual([]);
  });
});

describe.each(MOMENTS)('demo stock seeded at %s', (now) => {
  let data: DemoData;
  let websiteOf: (car: Car) => number;
  const currentYear = now.getUTCFullYear();

  beforeAll(() => {
    data = generateDemoData({ now });
    const byDealer = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
    websiteOf = (car) => byDealer.get(car.dealership_id) ?? -1;
  });

  it("agrees with every car's model: years sold, seats, body, engine, drive and badge", () => {
    expect(data.cars.flatMap((car) => factErrors(car, currentYear))).toEqual([]);
  });

  it('has the real facts of the models the issue found wrong', () => {
    // Australian launches and seat counts, kept apart from the catalogue so a wrong catalogue fails too.
    const facts: { make: string; model: string; from: number; seats: number[]; badgeFrom?: [string, number] }[] = [
      { make: 'Hyundai', model: 'Venue', from: 2019, seats: [5] },
      { make: 'Mazda', model: 'MX-30', from: 2021, seats: [5] },
      { make: 'Toyota', model: 'Corolla Cross', from: 2022, seats: [5] },
      { make: 'MG', model: 'Cyberster', from: 2025, seats: [2] },
      { make: 'Skoda', model: 'Kodiaq', from: 2017, seats: [7], badgeFrom: ['RS', 2020] },
      { make: 'Isuzu Ute', model: 'MU-X', from: 2013, seats: [7] },
      { make: 'Haval', model: 'H6', from: 2017, seats: [5] },
      { make: 'Toyota', model: 'Kluger', from: 2003, seats: [7] },
      { make: 'Toyota', model: 'RAV4', from: 1994, seats: [5] },
    ];
    let seen = 0;
    for (const f of facts) {
      const cars = data.cars.filter((c) => c.make === f.make && c.model === f.model);
      seen += cars.length;
      for (const car of cars) {
        expect(car.year, car.name).toBeGreaterThanOrEqual(f.from);
        expect(f.seats, car.name).toContain(car.seats);
        if (f.badgeFrom && car.badge === f.badgeFrom[0]) expect(car.year, car.name).toBeGreaterThanOrEqual(f.badgeFrom[1]);
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it("sells each dealership's franchises new and each demo dealer what it would", () => {
    const dealers = new Map(data.dealerships.map((d) => [d.id, d]));
    for (const car of data.cars) {
      const dealer = dealers.get(car.dealership_id)!;
      if (car.car_type !== 'used') expect(dealer.manufacturers, `${car.name} new at ${dealer.name}`).toContain(car.make);
      // A car franchise certifies its own make's used cars, not its trade-ins of other makes.
      if (car.certified && websiteOf(car) !== 3 && dealer.manufacturers.length > 0) expect(dealer.manufacturers, `${car.name} certified at ${dealer.name}`).toContain(car.make);
    }
    const ofSite = (id: number) => data.cars.filter((c) => websiteOf(c) === id);
    // Metro Auto Group is a group: cars, motorcycles and trucks.
    expect(new Set(ofSite(1).map((c) => c.item_type))).toEqual(new Set(['car', 'motorcycle', 'truck']));
    // Harbourside is a Mazda dealer: new and demo Mazdas, and mainstream trade-ins.
    const harbourside = ofSite(2);
    expect(harbourside.every((c) => c.item_type === 'car')).toBe(true);
    expect(harbourside.filter((c) => c.make !== 'Mazda').every((c) => c.car_type === 'used' && entryOf(c)!.basePrice <= 120_000)).toBe(true);
    expect(harbourside.some((c) => c.make === 'Mazda' && c.car_type === 'demo')).toBe(true);
    // Outback sells used caravans, 4x4s, utes and tow vehicles: no sports cars, no limousines.
    const outback = ofSite(3);
    expect(outback.every((c) => c.car_type === 'used')).toBe(true);
    expect(new Set(outback.map((c) => c.simple_body))).toEqual(new Set(['Caravan', 'SUV', 'Ute', 'Wagon']));
    expect(outback.filter((c) => c.make === 'Bentley' || c.model === 'MX-5')).toEqual([]);
    expect(outback.filter((c) => c.item_type === 'car').every((c) => entryOf(c)!.drives.includes('4x4') || ['SUV', 'Wagon'].includes(c.simple_body))).toBe(true);
  });

  it("photographs every car as its model's shape, in a paint that shape comes in", () => {
    for (const car of data.cars) {
      const shape = entryOf(car)!.shape;
      expect(shapePalette(shape), car.name).toContain(car.colour);
      if (car.primary_image_url) expect(car.primary_image_url).toBe(IMG_PREFIX + photoPath(shape, car.colour, 'front-three-quarter'));
    }
  });
});

/**
 * A vehicle's side silhouette: the roof height over 24 stations along its length, as a share of
 * its length, so a long low car and a short tall one differ however the camera frames them.
 */
function silhouette(shape: Shape): number[] {
  const points = bodyMesh(shape).faces.flatMap((f) => f.points);
  const xs = points.map((p) => p[0]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const stations = Array.from({ length: 24 }, () => 0);
  for (const [x, y] of points) {
    const i = Math.min(23, Math.floor(((x - x0) / (x1 - x0)) * 24));
    stations[i] = Math.max(stations[i], y / (x1 - x0));
  }
  for (let i = 1; i < 24; i++) if (stations[i] === 0) stations[i] = stations[i - 1];
  return stations;
}

const apart = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

describe('demo photos', () => {
  it('draw a RAV4, a Kluger, a Venue and an H6 as four differently proportioned vehicles', () => {
    const data = generateDemoData({ now: MOMENTS[0] });
    const models = [['Toyota', 'RAV4'], ['Toyota', 'Kluger'], ['Hyundai', 'Venue'], ['Haval', 'H6']];
    const subjects = models.map(([make, model]) => {
      const photographed = data.cars.filter((c) => c.make === make && c.model === model && c.primary_image_url);
      expect(photographed.length, model).toBeGreaterThan(0);
      // /img/demo/photos/<subject>/<colour>/<view>.jpg
      return [...new Set(photographed.map((c) => c.primary_image_url!.split('/')[4]))];
    });
    for (const s of subjects) expect(s).toHaveLength(1);
    expect(new Set(subjects.map(([s]) => s)).size).toBe(4);
    const outlines = models.map(([make, model]) => silhouette(entries.get(`${make}|${model}`)!.shape));
    for (let i = 0; i < outlines.length; i++) for (let j = i + 1; j < outlines.length; j++) expect(apart(outlines[i], outlines[j])).toBeGreaterThan(0.01);
  });
});
