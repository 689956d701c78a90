// A car as the search index holds it: flat facet attributes (spec §3 "Search facets") plus what a
// results card shows. Built from SQLite by the server and pushed unchanged to a real Algolia app.
import type { Car, Dealership, LenderInfo, LenderTerms, Location, Offer, Part } from './stock.ts';
import { sellingPrice, showsPrice, wasPrice } from './price-display.ts';
import { MAKE_MODEL_SEPARATOR } from './stock-counts.ts';
import { offerCardFields } from './offers.ts';

export interface IndexSettings {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  customRanking: string[];
  replicas: { name: string; ranking: string[] }[];
  /** Algolia's default is true; the cars index turns it off so model years never match a year either side. */
  allowTyposOnNumericTokens?: boolean;
  /** Facet order and value order for the UI (InstantSearch's dynamicWidgets), returned with every answer. */
  renderingContent?: RenderingContent;
}

/** Algolia's renderingContent (its facetOrdering part). */
export interface RenderingContent {
  facetOrdering?: {
    facets?: { order?: string[] };
    values?: Record<string, { order?: string[]; sortRemainingBy?: 'count' | 'alpha' | 'hidden'; hide?: string[] }>;
  };
}

/** Spec §3 facets; numeric ones also get facets_stats. */
export const CAR_FACETS = [
  'badge',
  'status',
  // Reserved cars (a paid deposit) are shown and counted, so shoppers can see or leave them out.
  'reserved',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const;

/** Replica index names per sort option (spec §2: most relevant, latest, highest price, lowest price). */
export function carIndexNames(primary: string) {
  return {
    relevance: primary,
    latest: `${primary}_latest`,
    priceDesc: `${primary}_price_desc`,
    priceAsc: `${primary}_price_asc`,
  } as const;
}

export function carIndexSettings(primary: string): IndexSettings {
  const names = carIndexNames(primary);
  return {
    searchableAttributes: ['make', 'model', 'badge', 'series', 'name', 'body', 'colour', 'fuel', 'stocknum', 'location_name'],
    attributesForFaceting: [
      ...CAR_FACETS.map((f) => (f === 'make' || f === 'model' ? `searchable(${f})` : f)),
      'filterOnly(website_ids)',
      'filterOnly(show_on_dealer_website)',
      'filterOnly(sold_date_timestamp)',
      'filterOnly(photos_count)',
      'filterOnly(dealership_id)',
      'filterOnly(dealership_slug)',
      'filterOnly(location_slug)',
      'filterOnly(make_slug)',
      'filterOnly(model_slug)',
      'filterOnly(id)',
    ],
    customRanking: ['desc(in_stock)', 'desc(created_at_timestamp)'],
    allowTyposOnNumericTokens: false,
    // A car with no price shown (PREORDER, 'Call for price') never leads a price sort: its price is 0
    // or a token under 10, which would put it first from the lowest price.
    replicas: [
      { name: names.latest, ranking: ['desc(created_at_timestamp)'] },
      { name: names.priceDesc, ranking: ['desc(price_shown)', 'desc(price)'] },
      { name: names.priceAsc, ranking: ['desc(price_shown)', 'asc(price)'] },
    ],
  };
}

export const CAR_INDEX_SETTINGS: IndexSettings = carIndexSettings('cars');

const PRICE_BANDS = [10000, 20000, 30000, 40000, 50000, 75000, 100000, 150000];
const WEEKLY_BANDS = [100, 150, 200, 250, 300, 400, 500];

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** Band label for a value; labels sort by their first number (spec §5 facet order). */
export function bandLabel(value: number, bands: number[], suffix = ''): string {
  if (value < bands[0]) return `Under ${money(bands[0])}${suffix}`;
  for (let i = 1; i < bands.length; i++) {
    if (value < bands[i]) return `${money(bands[i - 1])} - ${money(bands[i])}${suffix}`;
  }
  return `${money(bands[bands.length - 1])}+${suffix}`;
}

function cheapestWeekly(lenders: Record<string, LenderInfo>): number | null {
  const weekly = Object.values(lenders)
    .map((l) => l.paymentWeek)
    .filter((w) => w > 0);
  return weekly.length ? Math.min(...weekly) : null;
}

const toUnix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export type SearchRecord = ReturnType<typeof toSearchRecord>;

/** Lenders without their disclaimers: results pages estimate from the figures and never show the text (half an answer's bytes). */
const lenderTerms = (lenders: Record<string, LenderInfo>): Record<string, LenderTerms> =>
  Object.fromEntries(Object.entries(lenders).map(([provider, { disclaimer: _disclaimer, ...terms }]) => [provider, terms]));

/** What a results card (its price, tag, strip, actions, weekly estimate, enquiry) reads of a car. */
export const CAR_CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'make_slug',
  'model',
  'badge',
  'series',
  'stocknum',
  'vin',
  'car_type',
  'status',
  'sold',
  'sold_date_timestamp',
  'reserved',
  'certified',
  'preorder',
  'price',
  'price_type',
  'before_price',
  'subscription_price',
  'km',
  'item_type',
  'fuel',
  'transmission',
  'tag',
  'primary_image_url',
  'has_spin',
  'dealership_id',
  'dealership_slug',
  'location_name',
  'finance_lenders',
  'created_at_timestamp',
  'updated_at_timestamp',
] as const satisfies readonly (keyof SearchRecord)[];

export type CarCardRecord = Pick<SearchRecord, 'objectID' | (typeof CAR_CARD_ATTRIBUTES)[number]>;

/**
 * The facet order a tenant's search UI shows (Algolia's renderingContent, read by InstantSearch's
 * dynamicWidgets): the results page's panel order, car types new, demo, used, and on a
 * certified-only site the certified filter without its 'false' value (spec §5).
 */
export function carRenderingContent(facetOrder: readonly string[], certifiedOnly: boolean): RenderingContent {
  const values: NonNullable<RenderingContent['facetOrdering']>['values'] = {
    car_type: { order: ['new', 'demo', 'used'], sortRemainingBy: 'count' },
  };
  if (certifiedOnly) values.certified = { hide: ['false'], sortRemainingBy: 'count' };
  return { facetOrdering: { facets: { order: [...facetOrder] }, values } };
}

export function toSearchRecord(car: Car, ctx: { dealership: Dealership; location?: Pick<Location, 'address'> }) {
  const weekly = cheapestWeekly(car.finance_lenders);
  const price = sellingPrice(car);
  const address = ctx.location?.address;
  return {
    objectID: String(car.id),
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    make_slug: car.make_slug,
    model: car.model,
    model_slug: car.model_slug,
    make_model: `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`,
    badge: car.badge,
    series: car.series,
    stocknum: car.stocknum,
    vin: car.vin,
    car_type: car.car_type,
    status: car.status,
    in_stock: car.status === 'in_stock' ? 1 : 0,
    sold: car.sold,
    sold_date_timestamp: car.sold_date_timestamp ?? 0,
    reserved: car.reserved,
    certified: car.certified,
    show_on_dealer_website: car.show_on_dealer_website,
    preorder: car.preorder,
    // Prices as shown: sorts, ranges, bands and the stock filter go by what the cards show.
    price,
    price_shown: showsPrice(car) ? 1 : 0,
    price_type: car.price_type,
    before_price: wasPrice(car),
    subscription_price: car.subscription_price ?? 0,
    price_range: bandLabel(price, PRICE_BANDS),
    weekly_price: weekly,
    weekly_price_range: weekly === null ? null : bandLabel(weekly, WEEKLY_BANDS, ' per week'),
    km: car.km,
    colour: car.colour,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    tag: car.tag,
    item_type: car.item_type,
    categories: car.categories,
    filtered_features: car.filtered_features,
    primary_image_url: car.primary_image_url,
    thumbnails: car.images.slice(0, 4).map((i) => i.url),
    photos_count: car.images.length,
    has_spin: car.spin_images.length > 0,
    city: car.location.city,
    state: car.location.state,
    location_name: car.location_name,
    location_slug: car.location.slug,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: ctx.dealership.name,
    website_ids: [ctx.dealership.website_id],
    finance_lenders: lenderTerms(car.finance_lenders),
    created_at_timestamp: toUnix(car.created_at),
    updated_at_timestamp: toUnix(car.updated_at),
    // Algolia's geo search reads _geoloc; tagFilters read _tags.
    ...(address ? { _geoloc: { lat: address.lat, lng: address.long } } : {}),
    _tags: [car.car_type, car.status, ...(car.tag ? [car.tag] : [])],
  };
}

export function offerIndexSettings(): IndexSettings {
  return {
    searchableAttributes: ['name', 'manufacturer', 'model_name', 'category', 'description'],
    attributesForFaceting: ['manufacturer', 'category', 'model_name', 'filterOnly(website_ids)', 'filterOnly(excluded_website_ids)', 'filterOnly(id)'],
    customRanking: ['desc(created_order)'],
    replicas: [],
  };
}

export type OfferRecord = ReturnType<typeof toOfferRecord>;

export function toOfferRecord(offer: Offer) {
  return {
    objectID: String(offer.id),
    ...offerCardFields(offer, offer.image_url),
    website_ids: [offer.website_id],
    excluded_website_ids: offer.excluded_website_ids,
    expires_at: offer.expires_at,
    created_order: offer.id,
  };
}

export function partIndexSettings(): IndexSettings {
  return {
    searchableAttributes: ['part_number', 'name', 'make', 'category'],
    attributesForFaceting: ['make', 'category', 'in_stock', 'price', 'filterOnly(website_ids)'],
    customRanking: ['desc(in_stock)', 'asc(price)'],
    replicas: [],
  };
}

export function toPartRecord(part: Part) {
  return {
    objectID: String(part.id),
    id: part.id,
    part_number: part.part_number,
    name: part.name,
    category: part.category,
    make: part.make,
    price: part.price,
    in_stock: part.in_stock,
    image_url: part.image_url,
    website_ids: [part.website_id],
  };
}
