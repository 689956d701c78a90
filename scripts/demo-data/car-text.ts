// The words on a listing: dealer comments, equipment, feature facets, categories and tags.
import type { CarType, ItemType } from '../../src/domain/stock.ts';
import type { Rng } from './prng.ts';

export interface ListingFacts {
  name: string;
  carType: CarType;
  itemType: ItemType;
  km: number;
  colour: string;
  interior: string;
  dealer: string;
  location: string;
  sleeps: number | null;
}

const CONDITION: Record<CarType, string> = {
  new: 'Brand new and ready for immediate delivery, with the full factory warranty and capped price servicing.',
  demo: 'Ex-demonstrator with the balance of the factory warranty and only {km} km travelled since it was first registered.',
  used: 'Showing {km} km on the odometer, it comes with a logbook service history and two keys.',
};

const BY_ITEM: Record<ItemType, readonly string[]> = {
  car: [
    'Our qualified technicians have completed a comprehensive multi-point safety inspection.',
    'Finance is available on the spot at competitive rates, and we welcome your trade-in.',
    'Extended warranty options are available for extra peace of mind.',
  ],
  motorcycle: [
    'Ask us about LAMS-approved options and riding gear packages.',
    'Serviced by our factory-trained workshop and ready to ride away today.',
  ],
  truck: [
    'Suits owner-drivers and fleets alike; service records from the previous operator are available.',
    'Body builds, tray fit-outs and fleet finance can be arranged through our commercial team.',
  ],
  caravan: [
    'Sleeps {sleeps} with a full ensuite, solar panels, lithium batteries and a 12V fridge: ready for the big lap.',
    'Our workshop has pre-delivery checked the gas, water and electrical systems and will walk you through every feature at handover.',
  ],
};

const CLOSERS = [
  'We can arrange delivery Australia-wide: enter your postcode for a quote to your door.',
  'Book a test drive today, or call {location} and we will send you a personalised walkaround video.',
  'Pricing is subject to change without notice; please confirm availability with our sales team.',
];

const KM = new Intl.NumberFormat('en-AU');

const fill = (text: string, f: ListingFacts) =>
  text
    .replaceAll('{km}', KM.format(f.km))
    .replaceAll('{sleeps}', String(f.sleeps ?? 2))
    .replaceAll('{location}', f.location);

function paragraphs(f: ListingFacts): string[] {
  return [
    `This ${f.name} is presented in ${f.colour}${f.interior ? ` with a ${f.interior.toLowerCase()} interior` : ''} and has been fully detailed inside and out.`,
    fill(CONDITION[f.carType], f),
    ...BY_ITEM[f.itemType].map((t) => fill(t, f)),
    ...CLOSERS.map((t) => fill(t, f)),
  ];
}

export type CommentStyle = 'empty' | 'short' | 'long' | 'html' | 'script';

export const COMMENT_STYLE_WEIGHTS: Partial<Record<CommentStyle, number>> = { empty: 10, short: 35, long: 30, html: 25 };

/** Long comments run past the 400 characters the car page collapses at. */
export function dealerComments(style: CommentStyle, f: ListingFacts): string {
  const text = paragraphs(f);
  switch (style) {
    case 'empty':
      return '';
    case 'short':
      return `${text[0]} ${text[text.length - 2]}`;
    case 'long':
      return text.join(' ');
    case 'html':
      return (
        `<p>${text[0]}</p><p>${text[1]}</p><ul>${text.slice(2, -1).map((t) => `<li>${t}</li>`).join('')}</ul>` +
        `<p><strong>${f.dealer}</strong>: ${text[text.length - 1]}</p>`
      );
    case 'script':
      // Dealer feeds are untrusted; this one proves the page sanitises them.
      return `<p>${text[0]}</p><script>alert('dealer comments must be sanitised')</script><p onclick="alert(1)">${text[1]}</p>`;
  }
}

const EQUIPMENT: Record<ItemType, readonly string[]> = {
  car: [
    'Autonomous Emergency Braking', 'Lane Keep Assist', 'Adaptive Cruise Control', 'Blind Spot Monitor',
    'Rear Cross Traffic Alert', 'Reversing Camera', 'Front and Rear Parking Sensors', 'Apple CarPlay and Android Auto',
    'Digital Radio (DAB+)', 'Satellite Navigation', 'Dual Zone Climate Control', 'Keyless Entry and Start',
    'LED Headlights', 'Auto High Beam', 'Rain Sensing Wipers', 'Power Tailgate', 'Heated Front Seats', 'Wireless Phone Charger',
    'Alloy Wheels', 'Tyre Pressure Monitoring', 'Driver Attention Alert', 'Head-Up Display', '360 Degree Camera', 'Electric Park Brake',
  ],
  motorcycle: [
    'ABS', 'Traction Control', 'Ride Modes', 'Quickshifter', 'TFT Display', 'LED Lighting', 'Cruise Control',
    'Heated Grips', 'Slipper Clutch', 'Bluetooth Connectivity', 'Adjustable Suspension', 'USB Charging',
  ],
  truck: [
    'Air Suspension', 'Exhaust Brake', 'Cruise Control', 'Air Conditioning', 'Driver Airbag', 'Electronic Stability Control',
    'Reversing Camera', 'Telematics', 'Bluetooth Hands-free', 'Diff Lock', 'Sleeper Cab', 'Alloy Wheels',
  ],
  caravan: [
    'Ensuite with Cassette Toilet', 'Queen Bed', '12V Compressor Fridge', 'Solar Panels', 'Lithium Battery', 'Diesel Heater',
    'Reverse Cycle Air Conditioner', 'Washing Machine', 'Roll-out Awning', 'Twin Water Tanks', 'External Kitchen',
    'Independent Coil Suspension', 'Electric Brakes', 'TV Bracket', 'Gas Cooktop and Oven', 'Grey Water Tank',
  ],
};

const FEATURE_FACETS: Record<ItemType, readonly string[]> = {
  car: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth', 'Sunroof', 'Leather Seats', 'Heated Seats', 'Tow Bar', 'Navigation', 'Adaptive Cruise Control', 'Blind Spot Monitor', '360 Camera', 'Third Row Seating'],
  motorcycle: ['ABS', 'Cruise Control', 'Quickshifter', 'Heated Grips', 'LAMS Approved', 'Traction Control'],
  truck: ['Air Suspension', 'Sleeper Cab', 'Tipper', 'Tail Lift', 'Exhaust Brake'],
  caravan: ['Ensuite', 'Solar', 'Air Conditioning', 'Off-Grid', 'Bunks', 'Washing Machine', 'Annex'],
};

/** Some lists run past the 8 items the car page shows before 'Show All'. */
export function standardEquipment(rng: Rng, itemType: ItemType): string[] {
  const all = EQUIPMENT[itemType];
  return rng.sample(all, rng.chance(0.5) ? rng.int(9, all.length) : rng.int(3, 8));
}

export function filteredFeatures(rng: Rng, itemType: ItemType): string[] {
  const all = FEATURE_FACETS[itemType];
  return rng.sample(all, rng.int(1, Math.min(6, all.length)));
}

export interface CategoryFacts {
  itemType: ItemType;
  body: string;
  drive: string;
  simpleFuel: string | null;
  seats: number;
  price: number;
  badge: string | null;
}

/** The dealer's merchandising categories, derived from what the car is. */
export function categoriesOf(f: CategoryFacts): string[] {
  const out: string[] = [];
  if (f.itemType === 'caravan') out.push(f.badge?.startsWith('Off') ? 'Off-Road Caravans' : 'Touring Caravans');
  if (f.itemType === 'motorcycle') out.push('Motorcycles');
  if (f.itemType === 'truck' || f.body === 'Ute' || f.body === 'Van') out.push('Work Vehicles');
  if (f.drive === '4x4') out.push('4x4 & Off-Road');
  if (f.simpleFuel !== null && ['Electric', 'Hybrid', 'PHEV'].includes(f.simpleFuel) && f.itemType === 'car') out.push('Electric & Hybrid');
  if (f.seats >= 7) out.push('Family Cars');
  if (f.price > 0 && f.price < 20000 && f.itemType === 'car') out.push('Under $20k');
  if (f.price >= 100000 && f.itemType === 'car') out.push('Luxury');
  return out.length ? out : ['Everyday Cars'];
}

export interface TagFacts {
  carType: CarType;
  itemType: ItemType;
  km: number;
  age: number;
  reduced: boolean;
  fourByFour: boolean;
}

/** Dealers tag a minority of listings; which tag depends on what makes the car stand out. */
export function pickTag(rng: Rng, f: TagFacts): string | null {
  if (f.carType === 'demo' && rng.chance(0.2)) return 'Test Drive Only';
  if (f.carType === 'new' && rng.chance(0.04)) return rng.pick(['Test Drive Only', 'Run Out Sale']);
  if (f.reduced && rng.chance(0.3)) return 'Price Drop';
  if (f.carType !== 'used') return null;
  if (f.fourByFour && rng.chance(0.2)) return 'Off-Road Pack';
  if (f.itemType !== 'caravan' && f.km < 9000 * Math.max(1, f.age) && rng.chance(0.35)) return 'Low Kms';
  if (rng.chance(0.08)) return 'One Owner';
  if (rng.chance(0.04)) return 'Just Serviced';
  return null;
}
