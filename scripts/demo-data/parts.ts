// Genuine parts and accessories each tenant sells, for the parts search.
import { IMG_PREFIX } from '../../src/domain/media.ts';
import type { ItemType, Part } from '../../src/domain/stock.ts';
import { photoPath } from '../media/shapes.ts';
import type { Catalogue } from './catalogue.ts';
import type { Rng } from './prng.ts';
import type { DemoWebsiteId } from './tenants-data.ts';

type PartRow = readonly [name: string, category: string, price: readonly [number, number], perModel: boolean];

const PARTS: Record<ItemType, readonly PartRow[]> = {
  car: [
    ['Oil Filter', 'Filters', [15, 35], true],
    ['Air Filter', 'Filters', [30, 75], true],
    ['Cabin Filter', 'Filters', [25, 60], true],
    ['Front Brake Pad Set', 'Brakes', [90, 220], true],
    ['Rear Brake Pad Set', 'Brakes', [80, 190], true],
    ['Front Brake Rotor', 'Brakes', [120, 320], true],
    ['Spark Plug', 'Ignition', [15, 45], false],
    ['Wiper Blade Set', 'Wipers', [40, 85], true],
    ['All Weather Floor Mats', 'Interior Accessories', [120, 260], true],
    ['Cargo Liner', 'Interior Accessories', [110, 230], true],
    ['Weathershields', 'Exterior Accessories', [150, 290], true],
    ['Roof Racks', 'Exterior Accessories', [390, 790], true],
    ['Towbar Kit', 'Towing', [690, 1490], true],
    ['Nudge Bar', 'Exterior Accessories', [890, 1690], true],
    ['Mud Flaps', 'Exterior Accessories', [95, 180], true],
    ['Battery', 'Electrical', [220, 420], false],
    ['Genuine Engine Oil 5L', 'Fluids', [60, 95], false],
    ['Long Life Coolant 5L', 'Fluids', [45, 80], false],
    ['Key Remote', 'Electrical', [180, 390], true],
    ['Wheel Locking Nuts', 'Wheels', [70, 120], false],
  ],
  motorcycle: [
    ['Oil Filter', 'Filters', [15, 30], true],
    ['Chain and Sprocket Kit', 'Drivetrain', [180, 390], true],
    ['Brake Pads', 'Brakes', [60, 140], true],
    ['Touring Windscreen', 'Accessories', [190, 390], true],
    ['Pannier Set', 'Accessories', [890, 1890], true],
    ['Heated Grips', 'Accessories', [220, 380], false],
    ['Crash Bungs', 'Accessories', [120, 250], true],
  ],
  truck: [
    ['Oil Filter', 'Filters', [40, 95], true],
    ['Fuel Filter', 'Filters', [55, 140], true],
    ['Air Dryer Cartridge', 'Brakes', [120, 260], false],
    ['Brake Lining Kit', 'Brakes', [260, 690], true],
    ['Mirror Head', 'Body', [180, 420], true],
    ['Headlamp Assembly', 'Electrical', [390, 990], true],
    ['Bull Bar', 'Accessories', [2900, 5900], true],
  ],
  caravan: [
    ['Jockey Wheel', 'Chassis', [90, 220], false],
    ['12V Water Pump', 'Plumbing', [160, 320], false],
    ['Awning Arm', 'Awnings', [180, 390], false],
    ['Stabiliser Leg', 'Chassis', [90, 180], false],
    ['Roof Hatch', 'Body', [220, 480], false],
    ['Wheel Bearing Kit', 'Chassis', [60, 140], false],
    ['Brake Magnet', 'Brakes', [45, 95], false],
    ['Solar Panel 200W', 'Electrical', [390, 690], false],
    ['Inline Water Filter', 'Plumbing', [35, 75], false],
  ],
};

/** What each tenant's parts counter stocks: [make, how many lines]. */
const COUNTERS: readonly [DemoWebsiteId, string, number][] = [
  [1, 'Toyota', 70],
  [1, 'Hyundai', 50],
  [1, 'Yamaha', 20],
  [1, 'Kawasaki', 10],
  [1, 'Isuzu', 20],
  [2, 'Mazda', 90],
  [3, 'Jayco', 30],
  [3, 'Toyota', 20],
];

/** Part numbers in the manufacturer's own style (# digit, A letter or digit). */
const NUMBER_FORMATS: Record<string, string> = {
  Toyota: '#####-AAAA#',
  Hyundai: '#####-#####',
  Mazda: 'AA##-##-###A',
  Yamaha: 'AAA-#####-##',
  Kawasaki: '#####-####',
  Isuzu: '8-#####-###-#',
  Jayco: 'JAY-######',
};

function partNumber(rng: Rng, make: string): string {
  return [...(NUMBER_FORMATS[make] ?? 'AAA-######')]
    .map((c) => (c === '#' ? rng.chars('0123456789', 1) : c === 'A' ? rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1) : c))
    .join('');
}

export function buildParts(rng: Rng, catalogue: Catalogue): Part[] {
  const parts: Part[] = [];
  const numbers = new Set<string>();
  for (const [website, make, count] of COUNTERS) {
    const entries = catalogue.byMake.get(make) ?? [];
    // The make's models say whether this counter sells car, bike, truck or caravan parts.
    const itemType: ItemType = entries[0]?.model.item_type ?? 'car';
    const rows = PARTS[itemType];
    for (let i = 0; i < count; i++) {
      const [name, category, [min, max], perModel] = rng.pick(rows);
      const entry = rng.pick(entries);
      let number = partNumber(rng, make);
      while (numbers.has(number)) number = partNumber(rng, make);
      numbers.add(number);
      const fitted = category.includes('Accessories') || category === 'Towing';
      parts.push({
        id: parts.length + 1,
        website_id: website,
        part_number: number,
        name: perModel ? `${name} - ${entry.model.name}` : name,
        category,
        make,
        price: Math.round(rng.float(min, max)) - 0.05,
        in_stock: rng.chance(0.85),
        image_url: fitted ? IMG_PREFIX + photoPath(entry.shape, 'White', 'rear-three-quarter') : null,
      });
    }
  }
  return parts;
}
