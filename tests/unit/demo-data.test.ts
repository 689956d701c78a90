import { sellingPrice } from '../../src/domain/price-display.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WEBSITES, generateDemoData } from '../../scripts/demo-data/generate.ts';
import { PHOTO_SETS, photoPath, shapeBody } from '../../scripts/media/shapes.ts';
import { DEFAULT_SPIN_SETS, type SpinSet } from '../../scripts/media/spin-sets.ts';
import { IMG_PREFIX, INTERIOR_TRIMS, MEDIA_PREFIX, mediaPaths, PHOTO_VIEWS, SPIN_FRAMES } from '../../src/domain/media.ts';
import { BODY_TYPES, CAR_TYPES, COLOURS, type Car, type DemoData } from '../../src/domain/stock.ts';

const NOW = new Date('2025-06-10T03:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const DAY_S = 86_400;

let data: DemoData;
let websiteOf: (car: Car) => number;

beforeAll(() => {
  data = generateDemoData({ now: NOW });
  const byDealer = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
  websiteOf = (car) => byDealer.get(car.dealership_id) ?? -1;
});

const some = (predicate: (car: Car) => boolean) => data.cars.some(predicate);
const unique = <T>(values: T[]) => new Set(values).size === values.length;

/** Every /img/ URL the media generator can produce, so data pointing anywhere else fails. */
function mediaUrls(): Set<string> {
  const urls = new Set<string>();
  for (const { shape, colour } of PHOTO_SETS) for (const view of PHOTO_VIEWS) urls.add(IMG_PREFIX + photoPath(shape, colour, view));
  for (const { shape, colour } of DEFAULT_SPIN_SETS) for (let f = 0; f < SPIN_FRAMES; f++) urls.add(IMG_PREFIX + mediaPaths.spinFrame(shape, colour, f));
  for (const trim of INTERIOR_TRIMS) urls.add(IMG_PREFIX + mediaPaths.panorama(trim));
  for (const make of data.makes) urls.add(IMG_PREFIX + mediaPaths.makeLogo(make.slug));
  return urls;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('demo data generator', () => {
  it('is deterministic for a seed and a moment, and the seed matters', () => {
    const a = generateDemoData({ seed: 7, cars: 300, now: NOW });
    const b = generateDemoData({ seed: 7, cars: 300, now: NOW });
    const c = generateDemoData({ seed: 8, cars: 300, now: NOW });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(c.cars)).not.toBe(JSON.stringify(a.cars));
  });

  it('gives every demo website stock, at least 1,500 listings in all', () => {
    expect(DEMO_WEBSITES).toEqual([
      { id: 1, slug: 'metro-auto-group' },
      { id: 2, slug: 'harbourside-motors' },
      { id: 3, slug: 'outback-caravans' },
    ]);
    expect(data.cars.length).toBeGreaterThanOrEqual(1500);
    for (const { id } of DEMO_WEBSITES) expect(data.cars.filter((c) => websiteOf(c) === id).length).toBeGreaterThan(100);
  });

  it('has about 140 makes with unique slugs, some without a logo', () => {
    expect(data.makes.length).toBeGreaterThanOrEqual(130);
    expect(unique(data.makes.map((m) => m.slug))).toBe(true);
    expect(data.makes.some((m) => m.logo === null)).toBe(true);
    expect(data.makes.some((m) => m.logo !== null)).toBe(true);
    const makeIds = new Set(data.makes.map((m) => m.id));
    expect(data.models.every((m) => makeIds.has(m.make_id))).toBe(true);
  });

  it('keeps ids, slugs and stock numbers unique and slugs URL-safe', () => {
    expect(unique(data.cars.map((c) => c.id))).toBe(true);
    expect(unique(data.cars.map((c) => c.slug))).toBe(true);
    expect(unique(data.cars.map((c) => c.stocknum))).toBe(true);
    for (const list of [data.locations, data.reviews, data.offers, data.parts, data.dealerships, data.deliveryRegions]) expect(unique(list.map((x) => x.id))).toBe(true);
    for (const car of data.cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.slug.endsWith(`-${car.id}`)).toBe(true);
      expect(car.name.startsWith(`${car.year} ${car.make} ${car.model}`)).toBe(true);
    }
  });

  it('fills every car consistently', () => {
    const locations = new Map(data.locations.map((l) => [l.id, l]));
    for (const car of data.cars) {
      expect(Object.keys(COLOURS)).toContain(car.colour);
      expect(BODY_TYPES).toContain(car.simple_body);
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.has_nvic).toBe(car.nvic !== null);
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(10);
      if (car.car_type === 'demo') expect(car.km).toBeLessThan(5000);
      expect(car.sold).toBe(car.status === 'sold');
      expect(car.sold_date_timestamp !== null).toBe(car.sold);
      if (car.before_price !== null) expect(car.before_price).toBeGreaterThan(car.price);
      if (car.preorder) expect(car.price).toBe(0);
      expect(Date.parse(car.created_at)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(car.updated_at)).toBeGreaterThanOrEqual(Date.parse(car.created_at));
      const location = locations.get(car.location_id);
      expect(location?.dealership_id).toBe(car.dealership_id);
      expect(location?.visible).toBe(true);
      expect(car.location.name).toBe(car.location_name);
      expect(car.primary_image_url).toBe(car.images[0]?.url ?? null);
      expect(car.thumbnails).toEqual(car.images.map((i) => i.thumb.url));
      expect(car.caravan_specs !== null).toBe(car.item_type === 'caravan');
      // Lenders quote a car at its advertised price (a reduced car's offer): a 10% deposit is of it.
      for (const lender of Object.values(car.finance_lenders)) if (lender.deposit > 0) expect(lender.deposit).toBe(Math.round(sellingPrice(car) * 0.1));
    }
    expect(some((c) => sellingPrice(c) < c.price && Object.values(c.finance_lenders).some((l) => l.deposit > 0))).toBe(true);
  });

  it('covers every car variety the spec names', () => {
    for (const type of CAR_TYPES) expect(some((c) => c.car_type === type)).toBe(true);
    for (const status of ['in_stock', 'coming_soon', 'sold', 'on_hold']) expect(some((c) => c.status === status)).toBe(true);
    expect(some((c) => c.sold_date_timestamp !== null && c.sold_date_timestamp > NOW_S - 3 * DAY_S)).toBe(true);
    expect(some((c) => c.sold_date_timestamp !== null && c.sold_date_timestamp < NOW_S - 30 * DAY_S)).toBe(true);
    expect(some((c) => !c.show_on_dealer_website)).toBe(true);
    expect(some((c) => c.reserved)).toBe(true);
    expect(some((c) => c.certified)).toBe(true);
    expect(some((c) => !c.certified && c.car_type === 'used')).toBe(true);
    for (const tag of ['Test Drive Only', 'Low Kms', 'One Owner']) expect(some((c) => c.tag === tag)).toBe(true);
    expect(some((c) => c.status === 'in_stock' && Date.parse(c.created_at) > NOW.getTime() - 8 * DAY_S * 1000)).toBe(true);
    expect(some((c) => c.price === 0 && !c.preorder)).toBe(true);
    expect(some((c) => c.preorder)).toBe(true);
    expect(some((c) => c.subscription_price !== null)).toBe(true);
    expect(some((c) => c.offer_price !== null)).toBe(true);
    expect(some((c) => c.series !== null)).toBe(true);
    for (const fuel of ['Electric', 'Hybrid', 'PHEV']) expect(some((c) => c.simple_fuel === fuel)).toBe(true);
  });

  it('has motorcycles, trucks and caravans with their specifications', () => {
    expect(some((c) => c.item_type === 'motorcycle' && c.simple_body === 'Motorcycle')).toBe(true);
    expect(some((c) => c.item_type === 'truck' && c.simple_body === 'Truck')).toBe(true);
    const caravans = data.cars.filter((c) => c.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(0);
    for (const c of caravans) {
      expect(c.simple_body).toBe('Caravan');
      expect(c.caravan_specs!.aggregate_trailer_mass).toBeGreaterThan(c.caravan_specs!.tare_weight);
    }
    expect(caravans.every((c) => websiteOf(c) === 3)).toBe(true);
  });

  it('has long, HTML, script and empty dealer comments', () => {
    expect(some((c) => c.dealercomments.length > 400 && !c.dealercomments.includes('<'))).toBe(true);
    expect(some((c) => /<p>/.test(c.dealercomments) && /<ul><li>/.test(c.dealercomments) && /<strong>/.test(c.dealercomments))).toBe(true);
    expect(data.cars.filter((c) => c.dealercomments.includes('<script>'))).toHaveLength(1);
    expect(some((c) => c.dealercomments === '')).toBe(true);
  });

  it('gives finance estimates from two lenders that follow standard amortisation', () => {
    const providers = new Set(data.cars.flatMap((c) => Object.keys(c.finance_lenders)));
    expect(providers).toEqual(new Set(['youx', 'stratton']));
    expect(some((c) => Object.values(c.finance_lenders).some((l) => l.interestRate === null))).toBe(true);
    for (const car of data.cars) {
      for (const lender of Object.values(car.finance_lenders)) {
        const years = lender.termYears ?? (lender.termMonths ? lender.termMonths / 12 : lender.termWeeks! / 52);
        expect(lender.disclaimer.length).toBeGreaterThan(197);
        if (lender.interestRate === null) continue;
        // Independent closed form: level payments clear the amount financed less the balloon's present value.
        const financed = sellingPrice(car) - lender.deposit + lender.establishmentFees;
        const level = (perYear: number) => {
          const r = lender.interestRate! / 100 / perYear;
          const n = Math.round(years * perYear);
          return r === 0 ? (financed - lender.balloon) / n : ((financed - lender.balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
        };
        expect(lender.paymentMonth).toBeCloseTo(level(12), 2);
        expect(lender.paymentWeek).toBeCloseTo(level(52), 2);
        expect(lender.comparisonRate!).toBeGreaterThanOrEqual(lender.interestRate);
      }
    }
    expect(some((c) => c.youxQuote !== null)).toBe(true);
  });

  it('prices some cars more than $499 under the market and some not', () => {
    const reference = (c: Car) => c.autograb_data!.state_average_market_price ?? c.autograb_data!.average_market_price!;
    const valued = data.cars.filter((c) => c.autograb_data !== null);
    expect(valued.some((c) => reference(c) - c.price > 499)).toBe(true);
    expect(valued.some((c) => reference(c) - c.price <= 499)).toBe(true);
    expect(some((c) => c.autograb_data === null)).toBe(true);
  });

  it('has rego expiring in the past and the future', () => {
    const today = NOW.toISOString().slice(0, 10);
    expect(some((c) => c.rego_expiry !== null && c.rego_expiry < today)).toBe(true);
    expect(some((c) => c.rego_expiry !== null && c.rego_expiry > today)).toBe(true);
    expect(some((c) => c.rego_expiry === null)).toBe(true);
  });

  it('gives at least 30 cars a 36-frame spin from the spin sets, at least 8 per tenant', () => {
    const spinning = data.cars.filter((c) => c.spin_images.length > 0);
    expect(spinning.length).toBeGreaterThanOrEqual(30);
    for (const { id } of DEMO_WEBSITES) expect(spinning.filter((c) => websiteOf(c) === id).length).toBeGreaterThanOrEqual(8);
    const frames = ({ shape, colour }: SpinSet) => Array.from({ length: SPIN_FRAMES }, (_, f) => IMG_PREFIX + mediaPaths.spinFrame(shape, colour, f));
    for (const car of spinning) {
      const set = DEFAULT_SPIN_SETS.find((s) => JSON.stringify(frames(s)) === JSON.stringify(car.spin_images));
      expect(set, car.slug).toBeDefined();
      expect([shapeBody(set!.shape), set!.colour]).toEqual([car.simple_body, car.colour]);
      expect(car.spin_code).not.toBeNull();
    }
    expect(spinning.some((c) => c.spin_interior_image !== null && c.hotspots.length > 0)).toBe(true);
  });

  it('has cars with many, few and no photos, and walkaround videos', () => {
    expect(some((c) => c.images.length >= 4)).toBe(true);
    expect(some((c) => c.images.length >= 1 && c.images.length <= 3)).toBe(true);
    expect(some((c) => c.images.length === 0 && c.primary_image_url === null)).toBe(true);
    const walkaround = MEDIA_PREFIX + mediaPaths.walkaroundVideo;
    expect(some((c) => c.walkaround_videos[0]?.video.url === walkaround && c.video_url === walkaround)).toBe(true);
  });

  it('points every image at a path the media generator makes', () => {
    const known = mediaUrls();
    const images = strings(data).filter((s) => s.startsWith(IMG_PREFIX));
    expect(images.length).toBeGreaterThan(1000);
    const unknown = new Set(images.map((s) => s.replace(/\?w=300$/, '')).filter((s) => !known.has(s)));
    expect([...unknown]).toEqual([]);
  });

  it('has locations of every type, hidden ones, closed days and holiday hours', () => {
    const types = new Set(data.locations.map((l) => l.location_type));
    expect(types).toEqual(new Set(['sales', 'service', 'parts', '']));
    expect(data.locations.some((l) => !l.visible)).toBe(true);
    expect(data.locations.some((l) => l.location_subtype.includes('buying'))).toBe(true);
    for (const { id } of DEMO_WEBSITES) {
      const own = data.locations.filter((l) => data.dealerships.find((d) => d.id === l.dealership_id)?.website_id === id);
      expect(own.filter((l) => l.primary)).toHaveLength(1);
    }
    for (const l of data.locations) {
      expect(l.contact_detail.opening_hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(l.special_hours.length).toBeGreaterThan(0);
      expect(l.special_hours.every((h) => ('location_id' in h ? h.location_id : h.location.id) === l.id)).toBe(true);
    }
    const closed = data.locations.flatMap((l) => l.contact_detail.opening_hours).filter((h) => h.status === 'Closed');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((h) => h.formated_hours === 'Closed' && h.open === null)).toBe(true);
    const dates = new Set(data.locations[0].special_hours.map((h) => h.date.slice(5)));
    for (const day of ['12-25', '01-26']) expect(dates.has(day)).toBe(true);
  });

  it('rates dealerships by their reviews', () => {
    for (const d of data.dealerships) {
      const own = data.reviews.filter((r) => r.dealership_id === d.id);
      expect(d.review_count).toBe(own.length);
      expect(Math.abs(d.average_rating - own.reduce((s, r) => s + r.rating, 0) / own.length)).toBeLessThanOrEqual(0.05);
    }
    expect(data.reviews.some((r) => r.text === null)).toBe(true);
    expect(data.reviews.some((r) => r.text !== null)).toBe(true);
    expect(data.reviews.some((r) => r.reply_text !== null && r.reply_date !== null)).toBe(true);
    expect(data.reviews.some((r) => r.reply_text === null)).toBe(true);
    expect(data.reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('has offers with exclusions, finance offers and long and short descriptions', () => {
    expect(data.offers.some((o) => o.excluded_website_ids.includes(o.website_id))).toBe(true);
    expect(data.offers.some((o) => o.excluded_website_ids.length === 0)).toBe(true);
    expect(data.offers.some((o) => o.category === 'Finance offer')).toBe(true);
    expect(data.offers.some((o) => o.description.length > 200)).toBe(true);
    expect(data.offers.some((o) => o.description.length <= 200)).toBe(true);
    for (const { id } of DEMO_WEBSITES) expect(data.offers.some((o) => o.website_id === id)).toBe(true);
  });

  it('has brands for cars, motorcycles, trucks and partners', () => {
    expect(new Set(data.brands.map((b) => b.group))).toEqual(new Set(['cars', 'motorcycles', 'trucks', 'partners']));
  });

  it('delivers to every state and leaves some postcodes uncovered', () => {
    const covered = (postcode: number) => data.deliveryRegions.some((r) => r.postcode_ranges.some(([lo, hi]) => postcode >= lo && postcode <= hi));
    for (const postcode of [2000, 2600, 3000, 4000, 5000, 6000, 7000, 800]) expect(covered(postcode)).toBe(true);
    expect(covered(6725)).toBe(false);
  });

  it('has a few hundred parts across the tenants', () => {
    expect(data.parts.length).toBeGreaterThanOrEqual(200);
    for (const { id } of DEMO_WEBSITES) expect(data.parts.some((p) => p.website_id === id)).toBe(true);
    expect(unique(data.parts.map((p) => p.part_number))).toBe(true);
  });

  it('generates 20,000 valid cars with unique slugs and enough spin cars', () => {
    const big = generateDemoData({ cars: 20000, now: NOW });
    expect(big.cars).toHaveLength(20000);
    expect(unique(big.cars.map((c) => c.slug))).toBe(true);
    expect(big.cars.filter((c) => c.spin_images.length === SPIN_FRAMES).length).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
