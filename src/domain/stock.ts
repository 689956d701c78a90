// The dealer data model of spec §3, as the API and the search index carry it.
// Pure types and constants: shared by the server, the scripts, the workers and the app.

export type CarType = 'new' | 'demo' | 'used';
export const CAR_TYPES: readonly CarType[] = ['new', 'demo', 'used'];

/** Spec §4: in_stock and coming_soon are available; anything else (sold included) is not. */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'on_hold';

export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid' | 'PHEV' | 'LPG';

/** Body styles the demo media pipeline can draw; the car's simple_body is one of these. */
export const BODY_TYPES = [
  'Sedan',
  'Hatch',
  'SUV',
  'Wagon',
  'Ute',
  'Coupe',
  'Convertible',
  'Van',
  'People Mover',
  'Motorcycle',
  'Truck',
  'Caravan',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Exterior colours with the paint the media pipeline uses for them. */
export const COLOURS = {
  White: '#f2f2f0',
  Black: '#1b1c1e',
  Silver: '#b8bcc2',
  Grey: '#6b7078',
  Red: '#b3141b',
  Blue: '#1f4e9c',
  Green: '#2f6b3a',
  Orange: '#e0701c',
  Yellow: '#e8c21a',
  Brown: '#6b4a2e',
  Beige: '#d6c7a1',
} as const;
export type Colour = keyof typeof COLOURS;

export interface ImageRef {
  url: string;
  thumb: { url: string };
}

export interface VideoRef {
  video: { url: string };
}

/** A 360 hotspot: visible around `angle` (degrees) at x/y (0..1 of the frame). */
export interface Hotspot {
  id: string;
  kind: 'exterior' | 'interior';
  angle: number;
  x: number;
  y: number;
  title: string;
  description: string;
}

export interface Variant {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | null;
  bodyconfiguration: string | null;
  torque: number | null;
  ancaprating: number | null;
  geartype: string | null;
}

export interface CaravanSpecs {
  body_width: number;
  body_length: number;
  tare_weight: number;
  axle_type: string;
  sleeps: number;
  aggregate_trailer_mass: number;
}

export interface LenderInfo {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number;
  paymentMonth: number;
  deposit: number;
  termYears?: number;
  termMonths?: number;
  termWeeks?: number;
  balloon: number;
  establishmentFees: number;
  totalPayable: number;
  disclaimer: string;
  financeProvider: string;
}

/** A lender's figures without its disclaimer text: what estimates are worked out from. */
export type LenderTerms = Omit<LenderInfo, 'disclaimer'>;

export interface AutograbData {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

export interface YouxQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

export interface CarLocationRef {
  name: string;
  phone: string;
  slug: string;
  city: string;
  state: string;
  address: string;
  path: string;
  distribution_locations: string[];
}

export interface Car {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  make_slug: string;
  model: string;
  model_slug: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  status: CarStatus;
  stocknum: string;
  km: number;
  price: number;
  price_type: string;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  sold: boolean;
  /** Unix seconds; null unless sold. */
  sold_date_timestamp: number | null;
  reserved: boolean;
  certified: boolean;
  show_on_dealer_website: boolean;
  colour: Colour;
  interior_colour: string;
  fuel: string;
  /** Null for items without an engine (caravans). */
  simple_fuel: SimpleFuel | null;
  simple_body: BodyType;
  simple_transmission: 'Automatic' | 'Manual' | null;
  trans: string;
  drive: string;
  seats: number;
  doors: number;
  engine_size: number | null;
  engine_size_litres: number | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  views: number;
  vin: string;
  nvic: string | null;
  has_nvic: boolean;
  regplate: string | null;
  /** ISO date (yyyy-mm-dd) or null. */
  rego_expiry: string | null;
  build_date: string | null;
  compliance_date: string | null;
  /** ISO timestamps. */
  created_at: string;
  updated_at: string;
  tag: string | null;
  dealercomments: string;
  images: ImageRef[];
  thumbnails: string[];
  primary_image_url: string | null;
  video_url: string | null;
  external_video_url: string | null;
  walkaround_videos: VideoRef[];
  videos: VideoRef[];
  /** 36 frame URLs in angle order (frame i = i * 10 degrees), or empty. */
  spin_images: string[];
  spin_interior_image: string | null;
  spin_code: string | null;
  hotspots: Hotspot[];
  standardEquipment: string[];
  /** History report file URL, or null. */
  file: string | null;
  item_type: ItemType;
  private_suburb: string | null;
  private_postcode: string | null;
  carsales_title: string | null;
  payment_processors: string[];
  dealership_id: number;
  dealership_slug: string;
  location_id: number;
  location_name: string;
  location: CarLocationRef;
  autograb_data: AutograbData | null;
  youxQuote: YouxQuote | null;
  finance_lenders: Record<string, LenderInfo>;
  variant: Variant;
  caravan_specs: CaravanSpecs | null;
  filtered_features: string[];
  categories: string[];
}

export interface Make {
  id: number;
  name: string;
  slug: string;
  logo: { url: string } | null;
}

export interface Model {
  id: number;
  make_id: number;
  name: string;
  slug: string;
  body: BodyType;
  item_type: ItemType;
  override_url: string | null;
}

export type LocationType = 'sales' | 'service' | 'parts';

export interface OpeningHour {
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  status: 'Open' | 'Closed';
  formated_hours: string;
  open: string | null;
  close: string | null;
}

/** Spec §3 special (holiday) hours come in two shapes; src/domain/opening-hours.ts reads both. */
export type SpecialHour =
  | { date: string; status: 'Open' | 'Closed'; location_id: number; start_hour: string | null; end_hour: string | null }
  | { date: string; status: 'Open' | 'Closed'; location: { id: number }; hours: { begin: string | null; end: string | null } };

export interface Address {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  place_id: string;
  place_url: string;
  map_key: string | null;
}

export interface Location {
  id: number;
  name: string;
  slug: string;
  phone: string;
  /** Empty means sales (spec §3). */
  location_type: LocationType | '';
  location_subtype: string[];
  manufacturers: string[];
  primary: boolean;
  visible: boolean;
  dealership_id: number;
  dealership_slug: string;
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  image: string | null;
  distribution_locations: string[];
  place_url: string;
  address: Address;
  contact_detail: {
    phone: string;
    mobile: string | null;
    landline_phone: string | null;
    opening_hours: OpeningHour[];
  };
  special_hours: SpecialHour[];
  /** IANA time zone its hours are in; when absent, its state's (src/domain/opening-hours.ts). */
  time_zone?: string | null;
  reviews: { average_rating: number; count: number };
  average_rating: number;
  review_count: number;
}

export interface Dealership {
  id: number;
  slug: string;
  name: string;
  /** The tenant (website) this dealership's stock appears on. */
  website_id: number;
  average_rating: number;
  review_count: number;
  manufacturers: string[];
}

export interface Review {
  id: number;
  dealership_id: number;
  image: { url: string; thumb: { url: string } } | null;
  customer_name: string;
  text: string | null;
  rating: number;
  /** ISO timestamp; the *_in_words and dd/mm/yyyy forms are derived when served. */
  created_at: string;
  review_date: string;
  reply_text: string | null;
  reply_date: string | null;
}

export interface Offer {
  id: number;
  website_id: number;
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  manufacturer: string;
  model: { name: string; slug: string; override_url: string | null } | null;
  image_url: string | null;
  excluded_website_ids: number[];
  expires_at: string | null;
}

export interface Brand {
  website_id: number;
  group: 'cars' | 'motorcycles' | 'trucks' | 'partners';
  title: string;
  slug: string;
  logo: string | null;
  banner_image: string | null;
  description: string;
  skipPage: boolean;
}

export interface DeliveryRegion {
  id: number;
  name: string;
  /** Inclusive postcode ranges this region covers. */
  postcode_ranges: [number, number][];
  price: number;
}

export interface Part {
  id: number;
  website_id: number;
  part_number: string;
  name: string;
  category: string;
  make: string;
  price: number;
  in_stock: boolean;
  image_url: string | null;
}

export interface DemoData {
  makes: Make[];
  models: Model[];
  dealerships: Dealership[];
  locations: Location[];
  cars: Car[];
  reviews: Review[];
  offers: Offer[];
  brands: Brand[];
  deliveryRegions: DeliveryRegion[];
  parts: Part[];
}
