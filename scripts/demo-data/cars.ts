// The stock of every demo dealership: new, demo and used cars, motorcycles, trucks and caravans.
import type { Car, CarStatus, CarType, Colour, ItemType, Location } from '../../src/domain/stock.ts';
import { slugify } from '../../src/domain/media.ts';
import { sellingPrice } from '../../src/domain/price-display.ts';
import type { Shape } from '../media/shapes.ts';
import { DEFAULT_SPIN_SETS, type SpinSet } from '../media/spin-sets.ts';
import { OTHER_USED_MAKE_WEIGHT, USED_MAKE_WEIGHTS, badgesIn, driveFits, engineFits, enginesIn, onSale, soldIn, type Badge, type Catalogue, type CatalogueModel, type Engine } from './catalogue.ts';
import { autograbData, financeLenders, youxQuote } from './car-finance.ts';
import { hasSpinSet, noSpin, photoCount, photos, spin, walkaround } from './car-media.ts';
import { powertrainFor, type Powertrain, type VariantChoice } from './car-specs.ts';
import { categoriesOf, COMMENT_STYLE_WEIGHTS, dealerComments, filteredFeatures, pickTag, standardEquipment, type CommentStyle } from './car-text.ts';
import { pickColour, pickInterior } from './colours.ts';
import type { DealerNetwork } from './dealers.ts';
import { PRIVATE_SELLER_PLACES, type StateCode } from './places.ts';
import type { Rng } from './prng.ts';
import { DEALERSHIPS, DEMO_WEBSITES, type DealershipDef, type DemoWebsiteId, type StockLine } from './tenants-data.ts';

/** Per tenant, the first cars are showcase cars: in stock, fully photographed, with a 360 spin. */
const SHOWCASE_PER_TENANT = 12;
const WALKAROUNDS_PER_TENANT = 2;

const FIRST_CAR_ID = 10001;
const DAY_MS = 86_400_000;
const HOUR_S = 3600;
const MAX_USED_AGE = 15;

interface Pool {
  entries: CatalogueModel[];
  /** Running total of the entries' weights, for weighted picks by bisection. */
  cumulative: number[];
}

interface LinePools {
  dealer: DealershipDef;
  line: StockLine;
  pools: Partial<Record<CarType, Pool>>;
}

/**
 * The model years a car of this model can be, newest first: this year's or last year's for new
 * and demo stock of a model still on sale, any year it was sold here in the last 15 for used.
 */
function modelYears(entry: CatalogueModel, carType: CarType, currentYear: number): number[] {
  if (carType !== 'used' && !onSale(entry)) return [];
  const oldest = carType === 'used' ? currentYear - MAX_USED_AGE : currentYear - 1;
  const years: number[] = [];
  for (let year = currentYear; year >= oldest; year--) if (soldIn(entry, year)) years.push(year);
  return years;
}

function linePool(catalogue: Catalogue, line: StockLine, carType: CarType, currentYear: number): Pool | undefined {
  const makes = line.makes === 'popular' ? null : new Set(line.makes);
  const models = line.models ? new Set(line.models) : null;
  const entries = catalogue.entries.filter(
    (e) =>
      (makes ? makes.has(e.make.name) : e.model.item_type === 'car') &&
      (!line.bodies || line.bodies.includes(e.model.body)) &&
      (!models || models.has(`${e.make.name} ${e.model.name}`)) &&
      (!line.fourByFour || e.drives.includes('4x4')) &&
      (line.maxPrice === undefined || e.basePrice <= line.maxPrice) &&
      modelYears(e, carType, currentYear).length > 0,
  );
  if (entries.length === 0) return undefined;
  // A make's share is split evenly over its models, so makes with long model lists are not over-represented.
  const modelsPerMake = new Map<string, number>();
  for (const e of entries) modelsPerMake.set(e.make.name, (modelsPerMake.get(e.make.name) ?? 0) + 1);
  let total = 0;
  const cumulative = entries.map((e) => {
    const makeWeight = makes ? 1 : (USED_MAKE_WEIGHTS[e.make.name] ?? OTHER_USED_MAKE_WEIGHT);
    total += makeWeight / (modelsPerMake.get(e.make.name) ?? 1);
    return total;
  });
  return { entries, cumulative };
}

function pickFromPool(rng: Rng, pool: Pool): CatalogueModel {
  const roll = rng.float(0, pool.cumulative[pool.cumulative.length - 1]);
  let lo = 0;
  let hi = pool.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool.cumulative[mid] > roll) hi = mid;
    else lo = mid + 1;
  }
  return pool.entries[lo];
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** 17 characters, model-year code in position 10 and the car id as the serial, so VINs never repeat. */
function vin(rng: Rng, year: number, id: number): string {
  return rng.chars(VIN_CHARS, 8) + rng.chars('0123456789X', 1) + VIN_YEAR_CODES[(year - 1980) % 30] + rng.chars(LETTERS, 1) + String(id).padStart(6, '0').slice(-6);
}

/** Number plates in each state's current format. */
function regplate(rng: Rng, state: string): string {
  const l = (n: number) => rng.chars(LETTERS, n);
  const d = (n: number) => rng.chars(DIGITS, n);
  const formats: Record<StateCode, () => string> = {
    NSW: () => l(3) + d(2) + l(1),
    VIC: () => d(1) + l(2) + d(1) + l(2),
    QLD: () => d(3) + l(2) + d(1),
    SA: () => `S${d(3)}${l(3)}`,
    WA: () => d(1) + l(3) + d(3),
    TAS: () => l(1) + d(2) + l(2),
    NT: () => `CA${d(2)}${l(2)}`,
    ACT: () => `Y${l(2)}${d(2)}${l(1)}`,
  };
  return (formats[state as StateCode] ?? formats.NSW)();
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1);

/** Dealer-style prices: $10 under a $500 step below $100k ($34,490), under a $1,000 step above ($129,990). */
function roundPrice(price: number): number {
  if (price >= 100000) return Math.round(price / 1000) * 1000 - 10;
  return Math.max(990, Math.round(price / 500) * 500 - 10);
}

const DEPRECIATION: Record<ItemType, number> = { car: 0.87, motorcycle: 0.88, truck: 0.9, caravan: 0.92 };
const KM_PER_YEAR: Record<ItemType, [number, number]> = { car: [8000, 22000], motorcycle: [2000, 6000], truck: [40000, 90000], caravan: [0, 0] };

const STATUS_WEIGHTS: Record<CarType, Partial<Record<CarStatus, number>>> = {
  new: { in_stock: 82, coming_soon: 9, sold: 7, on_hold: 2 },
  demo: { in_stock: 86, sold: 12, on_hold: 2 },
  used: { in_stock: 80, coming_soon: 3, sold: 15, on_hold: 2 },
};

interface CarPlan {
  id: number;
  website: DemoWebsiteId;
  dealer: DealershipDef;
  line: StockLine;
  carType: CarType;
  entry: CatalogueModel;
  colour: Colour;
  showcase: boolean;
  walkaround: boolean;
  comment: CommentStyle | null;
}

/** Where a car comes from and what it is, before the details are rolled. */
type Choice = Pick<CarPlan, 'website' | 'dealer' | 'line' | 'carType' | 'entry' | 'colour'>;

class StockBuilder {
  private readonly lines = new Map<DemoWebsiteId, LinePools[]>();
  private readonly powertrains = new Map<string, Powertrain>();
  private readonly yearBadges = new Map<string, readonly Badge[]>();
  private readonly stockCounters = new Map<number, number>();
  private readonly currentYear: number;

  constructor(
    private readonly rng: Rng,
    private readonly variantRng: Rng,
    catalogue: Catalogue,
    private readonly network: DealerNetwork,
    private readonly now: Date,
  ) {
    this.currentYear = now.getUTCFullYear();
    for (const website of DEMO_WEBSITES) {
      const linePools: LinePools[] = [];
      for (const dealer of DEALERSHIPS.filter((d) => d.websiteId === website.id)) {
        for (const line of dealer.stock) {
          const pools: Partial<Record<CarType, Pool>> = {};
          for (const carType of Object.keys(line.carTypes) as CarType[]) pools[carType] = linePool(catalogue, line, carType, this.currentYear);
          linePools.push({ dealer, line, pools });
        }
      }
      this.lines.set(website.id, linePools);
    }
  }

  /** An ordinary car: dealership by share, then stock line, then new/demo/used, then model. */
  private planRandom(website: DemoWebsiteId): Choice {
    const rng = this.rng;
    const lines = this.lines.get(website) ?? [];
    const dealers = DEALERSHIPS.filter((d) => d.websiteId === website);
    const dealer = dealers[rng.weightedIndex(dealers.map((d) => d.share))];
    const own = lines.filter((l) => l.dealer === dealer);
    const chosen = own[rng.weightedIndex(own.map((l) => l.line.weight))];
    const carType = rng.weighted(chosen.line.carTypes);
    const pool = chosen.pools[carType];
    if (!pool) throw new Error(`no ${carType} models for ${dealer.name}`);
    const entry = pickFromPool(rng, pool);
    return { website, dealer, line: chosen.line, carType, entry, colour: pickColour(rng, entry.model.item_type, entry.shape) };
  }

  /** A showcase car: a model of a shape that has a spin set, in the colour of that set. */
  private planShowcase(website: DemoWebsiteId, index: number, pairs: readonly SpinSet[]): Choice | null {
    const rng = this.rng;
    if (pairs.length === 0) return null;
    const pair = pairs[index % pairs.length];
    const options = (this.lines.get(website) ?? []).flatMap((l) =>
      (Object.entries(l.pools) as [CarType, Pool][]).map(([carType, pool]) => ({ l, carType, entries: pool.entries.filter((e) => e.shape === pair.shape) })),
    );
    const fitting = options.filter((o) => o.entries.length > 0);
    if (fitting.length === 0) return null;
    const { l, carType, entries } = rng.pick(fitting);
    return { website, dealer: l.dealer, line: l.line, carType, entry: rng.pick(entries), colour: pair.colour };
  }

  /** Spin sets of shapes this tenant stocks, in a seeded order so showcase cars vary. */
  private spinPairsFor(website: DemoWebsiteId): SpinSet[] {
    const shapes = new Set<Shape>();
    for (const l of this.lines.get(website) ?? []) for (const pool of Object.values(l.pools)) for (const e of pool?.entries ?? []) shapes.add(e.shape);
    return this.rng.sample(
      DEFAULT_SPIN_SETS.filter((s) => shapes.has(s.shape)),
      DEFAULT_SPIN_SETS.length,
    );
  }

  build(counts: Record<DemoWebsiteId, number>): Car[] {
    const cars: Car[] = [];
    let scriptPlaced = false;
    for (const website of DEMO_WEBSITES) {
      const pairs = this.spinPairsFor(website.id);
      for (let i = 0; i < counts[website.id]; i++) {
        const showcase = i < SHOWCASE_PER_TENANT ? this.planShowcase(website.id, i, pairs) : null;
        const plan = showcase ?? this.planRandom(website.id);
        // One listing carries a script tag in its comments, to prove they are sanitised.
        const comment = !showcase && !scriptPlaced ? 'script' : null;
        if (comment) scriptPlaced = true;
        cars.push(
          this.car({ ...plan, id: FIRST_CAR_ID + cars.length, showcase: showcase !== null, walkaround: showcase !== null && i < WALKAROUNDS_PER_TENANT, comment }),
        );
      }
    }
    return cars;
  }

  private powertrain(entry: CatalogueModel, choice: VariantChoice): Powertrain {
    const { badgeIndex, engine, drive, seats } = choice;
    const key = `${entry.model.id}|${badgeIndex}|${engine ? `${engine.fuel}${engine.litres ?? ''}` : ''}|${drive}|${seats}`;
    let found = this.powertrains.get(key);
    if (!found) {
      found = powertrainFor(this.variantRng.fork(key), entry, choice);
      this.powertrains.set(key, found);
    }
    return found;
  }

  private year(entry: CatalogueModel, carType: CarType): number {
    const years = modelYears(entry, carType, this.currentYear);
    if (years.length === 0) throw new Error(`${entry.make.name} ${entry.model.name} has no ${carType} model year`);
    if (carType === 'new') return years[0];
    if (carType === 'demo') return this.rng.chance(0.7) ? years[0] : years[years.length - 1];
    // Used stock leans young: most cars are a few years old, a few are near the 15-year limit.
    return years[Math.floor(this.rng.float() ** 1.6 * years.length)];
  }

  /** The badges the model carried that year that come with one of that year's engines (and as a 4x4). */
  private badges(entry: CatalogueModel, year: number, fourByFour: boolean): readonly Badge[] {
    const key = `${entry.model.id}|${year}|${fourByFour}`;
    let found = this.yearBadges.get(key);
    if (!found) {
      const engines = enginesIn(entry, year);
      found = badgesIn(entry, year).filter((b) => (engines.length === 0 || engines.some((e) => engineFits(b, e))) && (!fourByFour || driveFits(b, '4x4')));
      this.yearBadges.set(key, found);
    }
    return found;
  }

  /**
   * One of the engines the model had that year with this badge: the fuel first (so hybrids and EVs
   * get their share), then, of that fuel's engines, a bigger one for a dearer badge.
   */
  private engine(entry: CatalogueModel, year: number, badge: Badge | null, badgeShare: number): Engine | null {
    const engines = enginesIn(entry, year).filter((e) => engineFits(badge, e));
    if (engines.length === 0) return null;
    const fuel = this.rng.pick([...new Set(engines.map((e) => e.fuel))]);
    const ofFuel = engines.filter((e) => e.fuel === fuel).sort((a, b) => (a.litres ?? 0) - (b.litres ?? 0));
    return ofFuel[Math.min(ofFuel.length - 1, Math.floor(badgeShare * ofFuel.length))];
  }

  private stocknum(dealer: DealershipDef): string {
    const n = (this.stockCounters.get(dealer.id) ?? 0) + 1;
    this.stockCounters.set(dealer.id, n);
    return `${dealer.stockPrefix}${String(n).padStart(5, '0')}`;
  }

  private car(plan: CarPlan): Car {
    const rng = this.rng;
    const now = this.now.getTime();
    const { id, dealer, carType, entry, colour, showcase } = plan;
    const { make, model } = entry;
    const itemType = model.item_type;
    const body = model.body;

    const year = this.year(entry, carType);
    const age = this.currentYear - year;
    // A badge the model carried that year, with an engine and drive of that year (a 4x4 yard's
    // cars are 4x4s); a used car whose listing leaves the badge out still is one.
    const fourByFour = plan.line.fourByFour ?? false;
    const yearBadges = this.badges(entry, year, fourByFour);
    const chosenBadge = yearBadges.length > 0 ? rng.pick(yearBadges) : null;
    const badgeIndex = chosenBadge ? entry.badges.indexOf(chosenBadge) : 0;
    const badge = chosenBadge === null || (carType === 'used' && rng.chance(0.05)) ? null : chosenBadge.name;
    const series = entry.series.length && rng.chance(0.8) ? rng.pick(entry.series) : null;
    const engine = this.engine(entry, year, chosenBadge, (badgeIndex + rng.float()) / entry.badges.length);
    if ((engine === null) !== (itemType === 'caravan')) throw new Error(`${make.name} ${model.name}: no engine for a ${year} ${chosenBadge?.name ?? ''}`);
    const drives = entry.drives.filter((d) => driveFits(chosenBadge, d));
    const drive = drives.length === 0 ? '' : fourByFour ? '4x4' : rng.pick(drives);
    const pt = this.powertrain(entry, { badgeIndex, engine, drive, seats: entry.seats.length ? rng.pick(entry.seats) : 0 });
    const interior = itemType === 'motorcycle' ? null : pickInterior(rng, colour);

    const [kmMin, kmMax] = KM_PER_YEAR[itemType];
    const km =
      itemType === 'caravan' ? 0 : carType === 'new' ? rng.int(0, 10) : carType === 'demo' ? rng.int(500, 4999) : Math.round(Math.max(1, age) * rng.float(kmMin, kmMax) + rng.int(0, 5000));

    const status: CarStatus = showcase ? 'in_stock' : rng.weighted(STATUS_WEIGHTS[carType]);
    const preorder = carType === 'new' && status === 'coming_soon' && rng.chance(0.15);
    const newPrice = entry.basePrice * (1 + 0.12 * badgeIndex) * rng.float(0.97, 1.04);
    const listPrice =
      carType === 'new' ? newPrice : carType === 'demo' ? newPrice * rng.float(0.88, 0.95) : newPrice * DEPRECIATION[itemType] ** Math.max(1, age) * (1 - Math.min(0.25, km / 1e6)) * rng.float(0.92, 1.08);
    const enquireForPrice = preorder || (!showcase && rng.chance(0.012));
    const price = enquireForPrice ? 0 : roundPrice(Math.max(2500, listPrice));
    const priceType =
      itemType === 'truck' ? 'Excl. GST' : carType === 'demo' ? 'Drive Away' : rng.weighted({ 'Drive Away': carType === 'new' ? 70 : 55, 'Excl. Govt. Charges': carType === 'new' ? 30 : 45 });
    const beforePrice = price > 0 && rng.chance(0.12) ? price + rng.int(10, 60) * 100 : null;
    const offerPrice = price > 0 && carType !== 'used' && rng.chance(0.06) ? price - rng.int(5, 25) * 100 : null;
    const subscription = price > 0 && itemType === 'car' && rng.chance(0.07) ? Math.round((price * rng.float(0.0055, 0.0075)) / 5) * 5 : null;

    // Dates: sold cars were listed before they sold; a slice of the rest arrived inside the 8-day 'just arrived' window.
    const soldAt = status !== 'sold' ? null : rng.chance(0.45) ? now - rng.int(60, 72 * HOUR_S - 60) * 1000 : now - rng.int(4, 240) * DAY_MS - rng.int(0, 86_399) * 1000;
    const createdAt =
      soldAt !== null
        ? soldAt - rng.int(3, 90) * DAY_MS
        : status === 'coming_soon'
          ? now - rng.int(0, 20 * 24) * HOUR_S * 1000
          : rng.chance(0.12)
            ? now - rng.int(1, 7 * 24) * HOUR_S * 1000 + rng.int(0, 3599) * 1000
            : now - rng.int(8, 180) * DAY_MS - rng.int(0, 86_399) * 1000;
    const updatedAt = soldAt ?? createdAt + rng.int(0, Math.floor((now - createdAt) / 1000)) * 1000;

    const locations = this.network.stockLocations.get(dealer.id) ?? [];
    const location: Location = rng.pick(locations);
    // Built before it was listed (new stock often in the model year before), complied a month or
    // so later, and registered no earlier than compliance, so an expired rego is never older than the car.
    const madeBy = createdAt - rng.int(14, 60) * DAY_MS;
    const built = monthStart(Math.min(carType === 'new' ? now - rng.int(30, 330) * DAY_MS : Date.UTC(year, rng.int(0, 11), 1), madeBy));
    const complied = Math.min(createdAt, Date.UTC(new Date(built).getUTCFullYear(), new Date(built).getUTCMonth() + rng.int(1, 3), 1));
    const registered = carType !== 'new' && !rng.chance(0.1);
    const daysOnRoad = Math.max(1, Math.min(400, Math.floor((now - complied) / DAY_MS) - 1));
    const regoExpiry = registered ? (rng.chance(0.8) ? now + rng.int(1, 365) * DAY_MS : now - rng.int(1, daysOnRoad) * DAY_MS) : null;
    const hasBuildDate = carType !== 'used' || rng.chance(0.85);
    const nvic = itemType !== 'caravan' && rng.chance(0.9) ? rng.chars(VIN_CHARS, 6) : null;
    const privateSeller = carType === 'used' && rng.chance(0.03) ? rng.pick(PRIVATE_SELLER_PLACES) : null;

    const name = [year, make.name, model.name, badge].filter(Boolean).join(' ');
    // Lenders quote and the market values a car at the price it is advertised at (a reduced one's offer).
    const selling = sellingPrice({ price, offer_price: offerPrice });
    const lenders = financeLenders(rng, selling);
    const valued = itemType === 'car' && price > 0 && rng.chance({ new: 0.1, demo: 0.5, used: 0.8 }[carType]);
    const pictureCount = showcase ? 6 : photoCount(rng);
    const pictures = photos(rng, entry.shape, colour, pictureCount);
    const spinning = showcase || (pictureCount > 0 && hasSpinSet(entry.shape, colour) && rng.chance(0.04));
    const sleeps = pt.caravan_specs?.sleeps ?? null;
    const commentStyle = plan.comment ?? rng.weighted(COMMENT_STYLE_WEIGHTS);
    const certified = carType === 'used' && rng.chance(dealer.certified) && (!dealer.certifiedMakes || dealer.certifiedMakes.includes(make.name));
    const tag = pickTag(rng, { carType, itemType, km, age, reduced: beforePrice !== null, fourByFour: pt.drive === '4x4' });

    return {
      id,
      slug: `${slugify(name)}-${id}`,
      name,
      year,
      make: make.name,
      make_slug: make.slug,
      model: model.name,
      model_slug: model.slug,
      badge,
      series,
      car_type: carType,
      status,
      stocknum: this.stocknum(dealer),
      km,
      price,
      price_type: priceType,
      before_price: beforePrice,
      offer_price: offerPrice,
      subscription_price: subscription,
      preorder,
      sold: status === 'sold',
      sold_date_timestamp: soldAt === null ? null : Math.floor(soldAt / 1000),
      reserved: status === 'in_stock' && !showcase && rng.chance(0.03),
      certified,
      show_on_dealer_website: showcase || !rng.chance(0.04),
      colour,
      interior_colour: interior?.label ?? '',
      fuel: pt.fuel,
      simple_fuel: pt.simple_fuel,
      simple_body: body,
      simple_transmission: pt.simple_transmission,
      trans: pt.trans,
      drive: pt.drive,
      seats: pt.seats,
      doors: pt.doors,
      engine_size: pt.engine_size,
      engine_size_litres: pt.engine_size_litres,
      gearnum: pt.gearnum,
      bodyconfiguration: pt.bodyconfiguration,
      views: Math.floor(rng.float() ** 2 * 2500) + (status === 'sold' ? 300 : 0),
      vin: vin(rng, year, id),
      nvic,
      has_nvic: nvic !== null,
      regplate: registered ? regplate(rng, location.address.state) : null,
      rego_expiry: regoExpiry === null ? null : isoDate(regoExpiry),
      build_date: hasBuildDate ? isoDate(built) : null,
      compliance_date: hasBuildDate ? isoDate(complied) : null,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(updatedAt).toISOString(),
      tag,
      dealercomments: dealerComments(commentStyle, {
        name,
        carType,
        itemType,
        km,
        colour,
        interior: interior?.label ?? '',
        dealer: dealer.name,
        location: location.name,
        sleeps,
      }),
      ...pictures,
      external_video_url: null,
      ...(plan.walkaround || (!showcase && pictureCount > 0 && rng.chance(0.005)) ? walkaround() : { video_url: null, walkaround_videos: [], videos: [] }),
      // Only cabins have an interior panorama (spin-sets.ts gives interior hotspots to the same bodies).
      ...(spinning ? spin(rng, entry.shape, colour, itemType === 'car' || itemType === 'truck' ? (interior?.trim ?? null) : null) : noSpin()),
      standardEquipment: standardEquipment(rng, itemType),
      // No report PDFs exist yet; mediaPaths.historyReport names where they will go.
      file: null,
      item_type: itemType,
      private_suburb: privateSeller?.suburb ?? null,
      private_postcode: privateSeller?.postcode ?? null,
      carsales_title: carType !== 'new' && rng.chance(0.65) ? [name, series, pt.simple_transmission === 'Automatic' ? 'Auto' : 'Manual', pt.drive === '4x4' ? '4x4' : null, `MY${String(year).slice(2)}`].filter(Boolean).join(' ') : null,
      payment_processors: plan.website !== 3 && status === 'in_stock' && price > 1000 && rng.chance(0.5) ? ['stripe'] : [],
      dealership_id: dealer.id,
      dealership_slug: dealer.slug,
      location_id: location.id,
      location_name: location.name,
      location: {
        name: location.name,
        phone: location.phone,
        slug: location.slug,
        city: location.address.city,
        state: location.address.state,
        address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
        path: `/locations/${location.slug}`,
        distribution_locations: location.distribution_locations,
      },
      autograb_data: valued ? autograbData(rng, selling) : null,
      youxQuote: youxQuote(rng, lenders),
      finance_lenders: lenders,
      variant: { ...pt.variant },
      caravan_specs: pt.caravan_specs && { ...pt.caravan_specs },
      filtered_features: filteredFeatures(rng, itemType),
      categories: categoriesOf({ itemType, body, drive: pt.drive, simpleFuel: pt.simple_fuel, seats: pt.seats, price, badge }),
    };
  }
}

export function buildCars(rng: Rng, catalogue: Catalogue, network: DealerNetwork, now: Date, counts: Record<DemoWebsiteId, number>): Car[] {
  return new StockBuilder(rng.fork('cars'), rng.fork('variants'), catalogue, network, now).build(counts);
}
