// Spec §2 "explore a model" (/{model slug} or the model's override url): which models a site has a
// page for, and what the page says of one. Every model the dealer lists stock of or has an offer for
// has one (not only the menus' most-stocked few). Its key specs are read from the variants of the
// stock listed (spec §3 Variant; caravans' specifications too), as ranges across them; entries with
// no data are left out (§5). Model slugs are unique within a make only: where two of a site's models
// share one, the address goes to the one with more stock, then the one with an offer, then the
// older record.
import { groupDigits } from './number-format.ts';
import { sellingPrice } from './price-display.ts';
import type { ServedOffer } from './offers.ts';
import type { BodyType, Brand, CaravanSpecs, Car, ItemType, Make, Model, Variant } from './stock.ts';

/** A model's explore page: its override url where it has one, else /{model slug}. */
export const modelPagePath = (model: { slug: string; override_url: string | null }) => model.override_url ?? `/${model.slug}`;

export interface KeySpec {
  label: string;
  value: string;
}

/** A model as its page and the brand page's list show it. */
export interface ExploreModel {
  id: number;
  make: string;
  make_slug: string;
  name: string;
  slug: string;
  body: BodyType;
  item_type: ItemType;
  override_url: string | null;
  /** Its listed stock (the site's stock filter). */
  count: number;
  /** The lowest price among its listed cars that show one, or null. */
  from_price: number | null;
  /** A photo of one of its listed cars (the newest with a photo), else its offer's image, or null. */
  image: string | null;
  specs: KeySpec[];
}

/** A model's page data as the dealer API serves it: the model and the site's offers for it. */
export interface ServedModel extends ExploreModel {
  offers: ServedOffer[];
}

/** A brand's overview as the dealer API serves it: the brand and, for a make, its models on the site. */
export type ServedBrand = Omit<Brand, 'website_id'> & { models: Omit<ExploreModel, 'specs'>[] };

const range = (values: readonly number[], format: (n: number) => string, unit = ''): string | null => {
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const text = min === max ? format(min) : `${format(min)}–${format(max)}`;
  return unit ? `${text} ${unit}` : text;
};
const upTo = (values: readonly number[], format: (n: number) => string, unit: string): string | null =>
  values.length === 0 ? null : `up to ${format(Math.max(...values))} ${unit}`;
const distinct = (values: readonly string[]): string | null => {
  const kept = [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort();
  return kept.length ? kept.join(', ') : null;
};
const litres = (n: number) => n.toFixed(1);
const oneDecimal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function numbers<T>(items: readonly T[], read: (item: T) => number | null | undefined): number[] {
  return items.map(read).filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0);
}

/** The key specs across a model's variants (and caravan specifications), in reading order. */
export function keySpecs(variants: readonly Variant[], caravans: readonly CaravanSpecs[] = []): KeySpec[] {
  const entries: [string, string | null][] = [
    ['Engine', range(numbers(variants, (v) => v.enginesize_litres), litres, 'L')],
    ['Cylinders', range(numbers(variants, (v) => v.cylinders), String)],
    ['Induction', distinct(variants.map((v) => v.induction ?? ''))],
    ['Transmission', distinct(variants.map((v) => v.geartype ?? ''))],
    ['Torque', range(numbers(variants, (v) => v.torque), groupDigits, 'Nm')],
    ['Fuel economy (combined)', range(numbers(variants, (v) => v.fuelconsumptioncombined), oneDecimal, 'L/100km')],
    ['Fuel tank', range(numbers(variants, (v) => v.fuelcapacity), groupDigits, 'L')],
    ['Towing (braked)', upTo(numbers(variants, (v) => v.towingcapacitybraked), groupDigits, 'kg')],
    ['ANCAP safety rating', range(numbers(variants, (v) => v.ancaprating), String, 'stars')],
    ['Body', distinct(variants.map((v) => v.bodyconfiguration ?? ''))],
    ['Length', range(numbers(variants, (v) => v.vehiclelength), groupDigits, 'mm')],
    ['Width', range(numbers(variants, (v) => v.vehiclewidth), groupDigits, 'mm')],
    ['Height', range(numbers(variants, (v) => v.vehicleheight), groupDigits, 'mm')],
    ['Gross vehicle mass', range(numbers(variants, (v) => v.grossvehiclemass), groupDigits, 'kg')],
    ['Sleeps', range(numbers(caravans, (c) => c.sleeps), String)],
    ['Tare weight', range(numbers(caravans, (c) => c.tare_weight), groupDigits, 'kg')],
    ['Aggregate trailer mass', range(numbers(caravans, (c) => c.aggregate_trailer_mass), groupDigits, 'kg')],
    ['Axle', distinct(caravans.map((c) => c.axle_type))],
  ];
  return entries.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

type ListedCar = Pick<Car, 'make' | 'make_slug' | 'model' | 'model_slug' | 'price' | 'offer_price' | 'subscription_price' | 'primary_image_url' | 'created_at' | 'variant' | 'caravan_specs'>;

export interface ExploreCatalogueInput {
  /** The site's listed cars (its stock filter applied). */
  cars: readonly ListedCar[];
  models: readonly Model[];
  makes: readonly Pick<Make, 'id' | 'name' | 'slug'>[];
  /** The site's visible offers' models (by make name and model slug) and images. */
  offers: readonly { manufacturer: string; model: { slug: string } | null; image_url: string | null }[];
}

/**
 * Every model with listed stock or a visible offer, by slug (a shared slug goes to the model with
 * more stock, then one with an offer, then the older record).
 */
export function exploreCatalogue({ cars, models, makes, offers }: ExploreCatalogueInput): Map<string, ExploreModel> {
  const makeById = new Map(makes.map((m) => [m.id, m]));
  const key = (makeSlug: string, modelSlug: string) => `${makeSlug}/${modelSlug}`;
  const stock = new Map<string, ListedCar[]>();
  for (const car of cars) {
    const k = key(car.make_slug, car.model_slug);
    const list = stock.get(k);
    if (list) list.push(car);
    else stock.set(k, [car]);
  }
  const offerImage = new Map<string, string | null>();
  for (const offer of offers) {
    if (!offer.model) continue;
    const make = makes.find((m) => m.name === offer.manufacturer);
    if (make && !offerImage.get(key(make.slug, offer.model.slug))) offerImage.set(key(make.slug, offer.model.slug), offer.image_url);
  }
  const bySlug = new Map<string, ExploreModel>();
  const rank = (m: ExploreModel) => [m.count, offerImage.has(key(m.make_slug, m.slug)) ? 1 : 0, -m.id];
  const before = (a: ExploreModel, b: ExploreModel) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] > y[i];
    return false;
  };
  for (const model of models) {
    const make = makeById.get(model.make_id);
    if (!make) continue;
    const k = key(make.slug, model.slug);
    const listed = stock.get(k) ?? [];
    if (listed.length === 0 && !offerImage.has(k)) continue;
    const prices = listed.map((c) => sellingPrice(c)).filter((p) => p > 0);
    const newest = [...listed].filter((c) => c.primary_image_url).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    const entry: ExploreModel = {
      id: model.id,
      make: make.name,
      make_slug: make.slug,
      name: model.name,
      slug: model.slug,
      body: model.body,
      item_type: model.item_type,
      override_url: model.override_url,
      count: listed.length,
      from_price: prices.length ? Math.min(...prices) : null,
      image: newest?.primary_image_url ?? offerImage.get(k) ?? null,
      specs: keySpecs(
        listed.map((c) => c.variant),
        listed.flatMap((c) => (c.caravan_specs ? [c.caravan_specs] : [])),
      ),
    };
    const held = bySlug.get(model.slug);
    if (!held || before(entry, held)) bySlug.set(model.slug, entry);
  }
  return bySlug;
}

/** A make's models on the site, most stock first (then by name). */
export function makeModels(catalogue: ReadonlyMap<string, ExploreModel>, makeSlug: string): ExploreModel[] {
  return [...catalogue.values()].filter((m) => m.make_slug === makeSlug).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
}
