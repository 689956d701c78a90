// The three demo tenants: their dealerships, locations and what stock each dealership carries.
import type { BodyType, CarType, LocationType } from '../../src/domain/stock.ts';
import { DEALER_PLACES, type Place } from './places.ts';

/** Website ids are fixed: tenants/<slug>/tenant.json and the server refer to them. */
export const DEMO_WEBSITES = [
  { id: 1, slug: 'metro-auto-group' },
  { id: 2, slug: 'harbourside-motors' },
  { id: 3, slug: 'outback-caravans' },
] as const;

export type DemoWebsiteId = (typeof DEMO_WEBSITES)[number]['id'];

/** Share of the requested car count each tenant gets. */
export const TENANT_STOCK_SHARE: Record<DemoWebsiteId, number> = { 1: 0.55, 2: 0.25, 3: 0.2 };

export type HoursPattern = 'sales' | 'sales-sunday' | 'service' | 'parts';

export interface LocationDef {
  name: string;
  street: string;
  place: Place;
  /** '' is how the dealer API says sales (spec §3). */
  type: LocationType | '';
  subtypes: string[];
  hours: HoursPattern;
  /** The tenant's main location; exactly one per website. */
  primary?: true;
  hidden?: true;
}

/** A slice of a dealership's stock: which models, and how it splits into new, demo and used. */
export interface StockLine {
  weight: number;
  /** Make names, or 'popular' for the used-car mix any dealer takes in on trade. */
  makes: readonly string[] | 'popular';
  carTypes: Partial<Record<CarType, number>>;
  bodies?: readonly BodyType[];
  /** 'Make Model' names, when only some of the makes' models fit (a 4x4 yard). */
  models?: readonly string[];
  /** Only 4x4 versions of the models (a 4x4 yard sells no 4x2 Hilux). */
  fourByFour?: true;
  /** Leaves out models dearer than this new, AUD: a franchise dealer takes in no supercars. */
  maxPrice?: number;
}

export interface DealershipDef {
  id: number;
  slug: string;
  name: string;
  websiteId: DemoWebsiteId;
  manufacturers: string[];
  /** Share of the tenant's stock. */
  share: number;
  stockPrefix: string;
  /** Chance a used car from this dealer is certified. */
  certified: number;
  /** A franchise certifies used cars of its own makes only (the maker's approved pre-owned scheme). */
  certifiedMakes?: readonly string[];
  stock: StockLine[];
  locations: LocationDef[];
}

/** The mainstream cars a franchise dealer takes in on trade. */
const TRADE_INS: StockLine = { weight: 28, makes: 'popular', carTypes: { used: 1 }, maxPrice: 120_000 };

const FOUR_BY_FOURS = [
  'Toyota Hilux', 'Toyota LandCruiser 300', 'Toyota LandCruiser 200', 'Toyota LandCruiser 70', 'Toyota Prado', 'Toyota Fortuner',
  'Nissan Navara', 'Nissan Patrol', 'Ford Ranger', 'Ford Everest', 'Isuzu Ute D-Max', 'Isuzu Ute MU-X',
  'Mitsubishi Triton', 'Mitsubishi Pajero Sport', 'Mitsubishi Pajero', 'Land Rover Defender', 'Jeep Wrangler',
  'Jeep Gladiator', 'INEOS Grenadier', 'Mazda BT-50', 'Volkswagen Amarok', 'GWM Cannon', 'Holden Colorado', 'Suzuki Jimny',
];

/** Family SUVs, wagons and big utes that tow a caravan. */
const TOW_VEHICLES = [
  'Toyota Kluger', 'Toyota RAV4', 'Hyundai Santa Fe', 'Hyundai Palisade', 'Kia Sorento', 'Mazda CX-9', 'Mazda CX-8', 'Mazda CX-90',
  'Subaru Outback', 'Subaru Forester', 'Nissan Pathfinder', 'Nissan X-Trail', 'Mitsubishi Outlander', 'Volkswagen Touareg',
  'Jeep Grand Cherokee', 'Holden Captiva', 'Skoda Kodiaq', 'RAM 1500', 'Chevrolet Silverado',
];

export const CARAVAN_BRANDS = [
  'Jayco', 'Avan', 'Coromal', 'New Age Caravans', 'Windsor', 'Supreme', 'Lotus Caravans', 'Zone RV', 'Crusader Caravans',
  'Kedron', 'Bushtracker', 'Trakmaster', 'Retreat Caravans', 'Roadstar', 'Regent Caravans', 'Snowy River', 'MDC',
  'Track Trailer', 'Golden Eagle', 'Royal Flair', 'Sunland', 'Goldstream RV',
];

export const MOTORCYCLE_BRANDS = ['Yamaha', 'Kawasaki', 'Harley-Davidson', 'Ducati', 'Triumph', 'KTM', 'Royal Enfield'];
export const TRUCK_BRANDS = ['Isuzu', 'Hino', 'Fuso'];

const { parramatta, liverpool, artarmon, ringwood, dandenong, fortitudeValley, eagleFarm, broadmeadow, newcastleWest, garbutt, winnellie } =
  DEALER_PLACES;

export const DEALERSHIPS: readonly DealershipDef[] = [
  {
    id: 1,
    slug: 'metro-toyota',
    name: 'Metro Toyota',
    websiteId: 1,
    manufacturers: ['Toyota'],
    share: 0.3,
    stockPrefix: 'MT',
    certified: 0.3,
    certifiedMakes: ['Toyota'],
    stock: [{ weight: 72, makes: ['Toyota'], carTypes: { new: 60, demo: 12, used: 28 } }, TRADE_INS],
    locations: [
      { name: 'Metro Toyota Parramatta', street: '120 Church Street', place: parramatta, type: 'sales', subtypes: ['new', 'demo', 'used'], hours: 'sales-sunday', primary: true },
      { name: 'Metro Toyota Service Centre', street: '14 Grose Street', place: parramatta, type: 'service', subtypes: ['express-service'], hours: 'service' },
      { name: 'Metro Toyota Parts', street: '16 Grose Street', place: parramatta, type: 'parts', subtypes: [], hours: 'parts' },
    ],
  },
  {
    id: 2,
    slug: 'metro-hyundai',
    name: 'Metro Hyundai',
    websiteId: 1,
    manufacturers: ['Hyundai'],
    share: 0.2,
    stockPrefix: 'MH',
    certified: 0.25,
    certifiedMakes: ['Hyundai'],
    stock: [{ weight: 72, makes: ['Hyundai'], carTypes: { new: 60, demo: 12, used: 28 } }, TRADE_INS],
    locations: [
      { name: 'Metro Hyundai Ringwood', street: '395 Maroondah Highway', place: ringwood, type: '', subtypes: ['new', 'demo', 'used'], hours: 'sales' },
      { name: 'Metro Hyundai Service Ringwood', street: '2 Bond Street', place: ringwood, type: 'service', subtypes: [], hours: 'service' },
    ],
  },
  {
    id: 3,
    slug: 'metro-motorcycles',
    name: 'Metro Motorcycles',
    websiteId: 1,
    manufacturers: ['Yamaha', 'Kawasaki', 'Harley-Davidson', 'Ducati', 'Triumph', 'KTM', 'Royal Enfield'],
    share: 0.12,
    stockPrefix: 'MM',
    certified: 0,
    stock: [
      { weight: 75, makes: MOTORCYCLE_BRANDS, bodies: ['Motorcycle'], carTypes: { new: 65, demo: 5, used: 30 } },
      { weight: 25, makes: ['Honda', 'Suzuki', 'BMW', 'CFMoto', 'Indian', 'Aprilia', 'Husqvarna', 'Vespa', 'Zero', 'Triumph'], bodies: ['Motorcycle'], carTypes: { used: 1 } },
    ],
    locations: [
      { name: 'Metro Motorcycles Fortitude Valley', street: '640 Wickham Street', place: fortitudeValley, type: 'sales', subtypes: ['new', 'used'], hours: 'sales' },
      { name: 'Metro Motorcycles Workshop', street: '28 McLachlan Street', place: fortitudeValley, type: 'service', subtypes: [], hours: 'service' },
    ],
  },
  {
    id: 4,
    slug: 'metro-trucks',
    name: 'Metro Trucks',
    websiteId: 1,
    manufacturers: TRUCK_BRANDS,
    share: 0.1,
    stockPrefix: 'MK',
    certified: 0,
    stock: [
      { weight: 70, makes: TRUCK_BRANDS, bodies: ['Truck'], carTypes: { new: 70, demo: 5, used: 25 } },
      { weight: 30, makes: ['Kenworth', 'Mack', 'Volvo', 'Scania', 'DAF', 'Iveco', 'MAN', 'UD Trucks', 'Mercedes-Benz', 'Freightliner', 'Western Star'], bodies: ['Truck'], carTypes: { used: 1 } },
    ],
    locations: [
      { name: 'Metro Trucks Eagle Farm', street: '55 Lavarack Avenue', place: eagleFarm, type: 'sales', subtypes: ['new', 'used'], hours: 'sales' },
      { name: 'Metro Trucks Service & Parts', street: '61 Lavarack Avenue', place: eagleFarm, type: 'service', subtypes: ['parts'], hours: 'service' },
    ],
  },
  {
    id: 5,
    slug: 'metro-used-cars',
    name: 'Metro Used Cars',
    websiteId: 1,
    manufacturers: [],
    share: 0.28,
    stockPrefix: 'MU',
    certified: 0.35,
    stock: [{ weight: 100, makes: 'popular', carTypes: { used: 1 } }],
    locations: [
      { name: 'Metro Used Cars Liverpool', street: '250 Hume Highway', place: liverpool, type: 'sales', subtypes: ['used', 'buying'], hours: 'sales-sunday' },
      { name: 'Metro Used Cars Dandenong', street: '112 Princes Highway', place: dandenong, type: '', subtypes: ['used'], hours: 'sales' },
      { name: 'Metro Car Buying Centre', street: '7 Frederick Street', place: artarmon, type: 'sales', subtypes: ['buying'], hours: 'sales', hidden: true },
    ],
  },
  {
    id: 6,
    slug: 'harbourside-mazda',
    name: 'Harbourside Mazda',
    websiteId: 2,
    manufacturers: ['Mazda'],
    share: 1,
    stockPrefix: 'HM',
    certified: 0.2,
    certifiedMakes: ['Mazda'],
    stock: [{ weight: 62, makes: ['Mazda'], carTypes: { new: 62, demo: 16, used: 22 } }, { ...TRADE_INS, weight: 38 }],
    locations: [
      { name: 'Harbourside Mazda', street: '45 Lambton Road', place: broadmeadow, type: 'sales', subtypes: ['new', 'demo', 'used'], hours: 'sales', primary: true },
      { name: 'Harbourside Mazda Service', street: '51 Lambton Road', place: broadmeadow, type: 'service', subtypes: [], hours: 'service' },
      { name: 'Harbourside Mazda Parts', street: '8 Hannell Street', place: newcastleWest, type: 'parts', subtypes: [], hours: 'parts' },
    ],
  },
  {
    id: 7,
    slug: 'outback-caravans-4x4',
    name: 'Outback Caravans & 4x4',
    websiteId: 3,
    manufacturers: ['Jayco', 'Avan', 'Coromal', 'New Age Caravans'],
    share: 1,
    stockPrefix: 'OC',
    certified: 0.7,
    // A certified-used yard (the tenant lists certified stock only): caravans, 4x4s and tow vehicles.
    stock: [
      { weight: 50, makes: CARAVAN_BRANDS, bodies: ['Caravan'], carTypes: { used: 1 } },
      { weight: 35, makes: 'popular', models: FOUR_BY_FOURS, fourByFour: true, carTypes: { used: 1 } },
      { weight: 15, makes: 'popular', models: TOW_VEHICLES, carTypes: { used: 1 } },
    ],
    locations: [
      { name: 'Outback Caravans Townsville', street: '301 Duckworth Street', place: garbutt, type: 'sales', subtypes: ['new', 'used', 'buying'], hours: 'sales', primary: true },
      { name: 'Outback Caravans Darwin', street: '470 Stuart Highway', place: winnellie, type: '', subtypes: ['used'], hours: 'sales' },
    ],
  },
];
