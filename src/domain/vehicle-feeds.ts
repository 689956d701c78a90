// The dealer's stock as the vehicle feeds Google (vehicle listings: free listings and vehicle ads) and
// Meta (the automotive catalog behind Marketplace and automotive inventory ads) read. The same cars
// the site lists (`stockListing`) and for sale now: a car sold within the sold-car days stays on the
// site with its sold panel but leaves the feeds. Both platforms refuse a vehicle without a VIN, a
// photo or a price, so those are left out, each with its reasons in the feed report.
import { carShareUrl, plainText } from './car-page.ts';
import { sellingPrice, showsPrice } from './price-display.ts';
import { stockListing, type StockFilterOptions } from './stock-filter.ts';
import type { BodyType, Car, Location, SimpleFuel } from './stock.ts';
import { carImageUrls, CURRENCY, isNewCondition, type SiteInfo } from './structured-data.ts';

/** The paths the feeds are served at, on each dealer's host. */
export const GOOGLE_FEED_PATH = '/feeds/google-vehicle-listings.tsv';
export const META_FEED_PATH = '/feeds/meta-automotive.csv';

export type FeedExclusion = 'no VIN' | 'no photo' | 'no price';

export interface FeedReport {
  included: Car[];
  excluded: { car: Pick<Car, 'id' | 'stocknum' | 'slug' | 'name'>; reasons: FeedExclusion[] }[];
}

/** Google's and Meta's description limit. */
const DESCRIPTION_CHARS = 5000;
const GOOGLE_EXTRA_IMAGES = 10;
const META_IMAGES = 20;
/** A VIN is 17 characters without I, O or Q; Australian builds before 1989 have shorter chassis numbers, which both platforms refuse. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

/** The cars a tenant's feeds list, and those the site lists that they leave out and why. */
export function feedReport(cars: readonly Car[], stock: StockFilterOptions): FeedReport {
  const report: FeedReport = { included: [], excluded: [] };
  for (const car of cars) {
    if (stockListing(car, stock) !== 'listed' || car.sold || car.status === 'sold') continue;
    const reasons: FeedExclusion[] = [];
    if (!VIN.test(car.vin ?? '')) reasons.push('no VIN');
    if (car.images.length === 0) reasons.push('no photo');
    if (!showsPrice(car)) reasons.push('no price');
    if (reasons.length) report.excluded.push({ car: { id: car.id, stocknum: car.stocknum, slug: car.slug, name: car.name }, reasons });
    else report.included.push(car);
  }
  return report;
}

/** Where the car is sold from: its location (the store's record), or the car's own reference to it. */
export interface FeedDealer {
  name: string;
  /** The Google Business Profile store code: the location's slug. */
  storeCode: string;
  phone: string;
  address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'> & { lat: number | null; long: number | null };
}

export function feedDealer(car: Pick<Car, 'location' | 'location_name'>, location: Location | undefined): FeedDealer {
  if (location) return { name: location.name, storeCode: location.slug, phone: location.phone, address: location.address };
  return {
    name: car.location.name || car.location_name,
    storeCode: car.location.slug,
    phone: car.location.phone,
    address: { street: car.location.address, city: car.location.city, state: car.location.state, postcode: '', lat: null, long: null },
  };
}

const description = (car: Car) => (plainText(car.dealercomments ?? '') || car.name).slice(0, DESCRIPTION_CHARS);
const money = (amount: number) => `${amount.toFixed(2)} ${CURRENCY}`;
/** The advertised price, and the lower drive-away offer as the sale price when there is one. */
function prices(car: Car): { price: string; sale: string } {
  const selling = sellingPrice(car);
  return selling < car.price ? { price: money(car.price), sale: money(selling) } : { price: money(selling), sale: '' };
}
const oneLineAddress = (a: FeedDealer['address']) => [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(' '), 'AU'].filter(Boolean).join(', ');

export interface FeedTable {
  columns: readonly string[];
  rows: string[][];
}

export const GOOGLE_COLUMNS = [
  'id', 'store_code', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'sale_price',
  'condition', 'certified_pre_owned', 'vin', 'brand', 'model', 'year', 'trim', 'mileage', 'color', 'body_style',
  'engine', 'transmission', 'dealership_name', 'dealership_address', 'date_in_stock',
] as const;

/** What both feeds' rows are made of, for one car. */
interface FeedCar {
  car: Car;
  images: string[];
  dealer: FeedDealer;
  price: string;
  sale: string;
}

/** One row per car, in the columns' order; a column a row does not fill is empty. */
function feedTable<C extends string>(columns: readonly C[], cars: readonly Car[], dealerOf: (car: Car) => FeedDealer, site: SiteInfo, row: (c: FeedCar) => Partial<Record<C, string>>): FeedTable {
  const rows = cars.map((car) => {
    const fields = row({ car, images: carImageUrls(car, site), dealer: dealerOf(car), ...prices(car) });
    return columns.map((column) => fields[column] ?? '');
  });
  return { columns, rows };
}

/** Google's vehicle listings feed, one row per car (columns as Google's vehicle listings feed specification names them). */
export function googleVehicleFeed(cars: readonly Car[], dealerOf: (car: Car) => FeedDealer, site: SiteInfo): FeedTable {
  return feedTable(GOOGLE_COLUMNS, cars, dealerOf, site, ({ car, images, dealer, price, sale }): Record<(typeof GOOGLE_COLUMNS)[number], string> => ({
    id: String(car.id),
    store_code: dealer.storeCode,
    title: car.name,
    description: description(car),
    link: carShareUrl(site.url, car.slug),
    image_link: images[0],
    additional_image_link: images.slice(1, 1 + GOOGLE_EXTRA_IMAGES).join(','),
    price,
    sale_price: sale,
    condition: isNewCondition(car.car_type) ? 'new' : 'used',
    certified_pre_owned: car.certified && !isNewCondition(car.car_type) ? 'yes' : 'no',
    vin: car.vin.toUpperCase(),
    brand: car.make,
    model: car.model,
    year: String(car.year),
    trim: car.badge ?? '',
    mileage: `${car.km} km`,
    color: car.colour,
    body_style: car.simple_body,
    engine: car.simple_fuel ?? '',
    transmission: car.simple_transmission ?? '',
    dealership_name: dealer.name,
    dealership_address: oneLineAddress(dealer.address),
    date_in_stock: car.created_at.slice(0, 10),
  }));
}

const META_BODY: Record<BodyType, string> = {
  Sedan: 'SEDAN',
  Hatch: 'HATCHBACK',
  SUV: 'SUV',
  Wagon: 'WAGON',
  Ute: 'PICKUP',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
  Van: 'VAN',
  'People Mover': 'MINIVAN',
  Motorcycle: 'OTHER',
  Truck: 'TRUCK',
  Caravan: 'OTHER',
};
const META_FUEL: Record<SimpleFuel, string> = { Petrol: 'GASOLINE', Diesel: 'DIESEL', Electric: 'ELECTRIC', Hybrid: 'HYBRID', PHEV: 'PLUGIN_HYBRID', LPG: 'OTHER' };

export const META_COLUMNS = [
  'vehicle_id', 'vin', 'title', 'description', 'url', 'make', 'model', 'year', 'trim', 'body_style', 'exterior_color',
  'interior_color', 'mileage.value', 'mileage.unit', 'price', 'sale_price', 'state_of_vehicle', 'availability', 'fuel_type',
  'transmission', 'drivetrain', 'dealer_id', 'dealer_name', 'dealer_phone', 'address.addr1', 'address.city', 'address.region',
  'address.postal_code', 'address.country', 'latitude', 'longitude',
  ...Array.from({ length: META_IMAGES }, (_, i) => `image[${i}].url`),
] as const;

/** Meta's automotive catalog (vehicles) feed, one row per car. */
export function metaAutomotiveFeed(cars: readonly Car[], dealerOf: (car: Car) => FeedDealer, site: SiteInfo): FeedTable {
  return feedTable<string>(META_COLUMNS, cars, dealerOf, site, ({ car, images, dealer, price, sale }) => ({
    vehicle_id: String(car.id),
    vin: car.vin.toUpperCase(),
    title: car.name,
    description: description(car),
    url: carShareUrl(site.url, car.slug),
    make: car.make,
    model: car.model,
    year: String(car.year),
    trim: car.badge ?? '',
    body_style: META_BODY[car.simple_body],
    exterior_color: car.colour,
    interior_color: car.interior_colour ?? '',
    'mileage.value': String(car.km),
    'mileage.unit': 'KM',
    price,
    sale_price: sale,
    state_of_vehicle: isNewCondition(car.car_type) ? 'NEW' : car.certified ? 'CPO' : 'USED',
    availability: car.status === 'in_stock' && !car.reserved ? 'available' : 'pending',
    fuel_type: car.simple_fuel ? META_FUEL[car.simple_fuel] : 'OTHER',
    transmission: car.simple_transmission ? car.simple_transmission.toUpperCase() : '',
    drivetrain: car.drive ?? '',
    dealer_id: dealer.storeCode,
    dealer_name: dealer.name,
    dealer_phone: dealer.phone,
    'address.addr1': dealer.address.street,
    'address.city': dealer.address.city,
    'address.region': dealer.address.state,
    'address.postal_code': dealer.address.postcode,
    'address.country': 'AU',
    latitude: dealer.address.lat === null ? '' : String(dealer.address.lat),
    longitude: dealer.address.long === null ? '' : String(dealer.address.long),
    ...Object.fromEntries(images.slice(0, META_IMAGES).map((url, i) => [`image[${i}].url`, url])),
  }));
}

/** Tab-separated, as Google reads it: a tab or line break inside a value would start a new cell or row. */
export const toTsv = ({ columns, rows }: FeedTable) => [columns, ...rows].map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n') + '\n';

const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** RFC 4180 CSV, as Meta reads it. */
export const toCsv = ({ columns, rows }: FeedTable) => [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The report `npm run feeds` prints: counts, then each car left out with its reasons. */
export function feedReportText(report: FeedReport, tenant: string): string {
  const lines = [`${tenant}: ${report.included.length} cars in the feeds, ${report.excluded.length} left out`];
  for (const { car, reasons } of report.excluded) lines.push(`  ${car.stocknum} ${car.name} (/cars/${car.slug}): ${reasons.join(', ')}`);
  return lines.join('\n');
}
