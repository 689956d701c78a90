// Engine, drivetrain, dimensions and caravan specifications for one variant of a model.
// Every car of the same variant shares them, as real listings decoded from one NVIC do.
import type { BodyType, CaravanSpecs, SimpleFuel, Variant } from '../../src/domain/stock.ts';
import { SHAPES, type Shape } from '../media/shapes.ts';
import type { CatalogueModel, Engine } from './catalogue.ts';
import type { Rng } from './prng.ts';

type Range = readonly [min: number, max: number];

/** What the body decides beyond the model's own facts. */
interface BodyProfile {
  gvm: Range;
  /** Petrol L/100km; other fuels scale from it. */
  consumption: Range;
  tank: Range;
  ancap: boolean;
}

const car = (p: Omit<BodyProfile, 'ancap'>): BodyProfile => ({ ...p, ancap: true });

const PROFILES: Record<BodyType, BodyProfile> = {
  Sedan: car({ gvm: [1900, 2400], consumption: [5.5, 9], tank: [50, 70] }),
  Hatch: car({ gvm: [1500, 1900], consumption: [4.8, 7.5], tank: [40, 55] }),
  SUV: car({ gvm: [2000, 3300], consumption: [6.5, 11], tank: [50, 93] }),
  Wagon: car({ gvm: [2000, 2400], consumption: [6.5, 8.5], tank: [55, 65] }),
  Ute: car({ gvm: [3000, 3500], consumption: [7.5, 10.5], tank: [76, 80] }),
  Coupe: car({ gvm: [1700, 2200], consumption: [8, 13], tank: [50, 80] }),
  Convertible: car({ gvm: [1300, 2000], consumption: [6.5, 10], tank: [45, 60] }),
  Van: car({ gvm: [3000, 4500], consumption: [8, 11], tank: [70, 90] }),
  'People Mover': car({ gvm: [2700, 3200], consumption: [8, 11], tank: [72, 75] }),
  Motorcycle: { gvm: [350, 600], consumption: [3.5, 6.5], tank: [12, 30], ancap: false },
  Truck: { gvm: [4500, 26000], consumption: [14, 45], tank: [100, 800], ancap: false },
  Caravan: { gvm: [2000, 3800], consumption: [0, 0], tank: [0, 0], ancap: false },
};

/** Body configurations as listings name them, by shape where the drawing shows one. */
const CONFIGURATIONS: Partial<Record<Shape, readonly string[]>> = {
  ute: ['Dual Cab Pick Up', 'Dual Cab Pick Up', 'Dual Cab Chassis'],
  'ute-fullsize': ['Crew Cab Pick Up'],
  'van-mid': ['Long Wheelbase', 'Crew Van'],
  'van-large': ['Mid Roof', 'High Roof'],
  'truck-light': ['Tray', 'Cab Chassis'],
  'truck-rigid': ['Pantech', 'Curtainsider'],
  'prime-mover': ['Prime Mover'],
  'prime-mover-bonneted': ['Prime Mover'],
  caravan: ['Caravan'],
  'caravan-offroad': ['Off-Road Caravan'],
  camper: ['Pop Top', 'Hybrid Camper'],
};

/** Caravan berths by shape. */
const SLEEPS: Partial<Record<Shape, Range>> = { caravan: [2, 6], 'caravan-offroad': [2, 5], camper: [2, 4] };

/** Doors by body; a four-seat hatch (a 500, a Cooper, a 595) has three. */
function doorsFor(body: BodyType, seats: number): number {
  if (body === 'Hatch') return seats <= 4 ? 3 : 5;
  return { Sedan: 4, Hatch: 5, SUV: 5, Wagon: 5, Ute: 4, Coupe: 2, Convertible: 2, Van: 4, 'People Mover': 5, Motorcycle: 0, Truck: 2, Caravan: 1 }[body];
}

const FUEL_LABELS: Record<SimpleFuel, readonly string[]> = {
  Petrol: ['Unleaded Petrol', 'Premium Unleaded Petrol'],
  Diesel: ['Diesel'],
  Electric: ['Electric'],
  Hybrid: ['Hybrid Petrol/Electric'],
  PHEV: ['Plug-in Hybrid Petrol/Electric'],
  LPG: ['Dual Fuel LPG/Petrol'],
};

export interface Powertrain {
  fuel: string;
  simple_fuel: SimpleFuel | null;
  trans: string;
  simple_transmission: 'Automatic' | 'Manual' | null;
  gearnum: number | null;
  drive: string;
  seats: number;
  doors: number;
  engine_size: number | null;
  engine_size_litres: number | null;
  bodyconfiguration: string | null;
  variant: Variant;
  caravan_specs: CaravanSpecs | null;
}

interface Gearbox {
  trans: string;
  simple: 'Automatic' | 'Manual';
  gears: number | null;
  geartype: string;
}

const auto = (gears: number): Gearbox => ({ trans: `${gears} Speed Automatic`, simple: 'Automatic', gears, geartype: 'Automatic' });
const manual = (gears: number): Gearbox => ({ trans: `${gears} Speed Manual`, simple: 'Manual', gears, geartype: 'Manual' });
const CVT: Gearbox = { trans: 'Continuous Variable', simple: 'Automatic', gears: null, geartype: 'CVT' };
const REDUCTION: Gearbox = { trans: '1 Speed Reduction Gear', simple: 'Automatic', gears: 1, geartype: 'Reduction Gear' };
const DCT: Gearbox = { trans: '7 Speed Sports Automatic Dual Clutch', simple: 'Automatic', gears: 7, geartype: 'Dual Clutch' };

function gearbox(rng: Rng, entry: CatalogueModel, fuel: SimpleFuel): Gearbox {
  const body = entry.model.body;
  if (fuel === 'Electric') return REDUCTION;
  if (body === 'Motorcycle') {
    if (entry.shape === 'scooter') return CVT;
    return rng.chance(0.1) ? { ...DCT, trans: '6 Speed Dual Clutch', gears: 6 } : manual(6);
  }
  if (body === 'Truck') return rng.pick([{ ...auto(6), trans: '6 Speed Automated Manual' }, { ...auto(12), trans: '12 Speed Automated Manual' }, manual(18), auto(6)]);
  if (fuel === 'Hybrid') return CVT;
  if (rng.chance(body === 'Coupe' || body === 'Hatch' || body === 'Ute' ? 0.15 : 0.04)) return manual(6);
  return rng.pick([auto(6), auto(8), auto(8), auto(10), CVT, DCT]);
}

const within = (rng: Rng, [min, max]: Range) => rng.float(min, max);
const whole = (rng: Rng, range: Range) => Math.round(within(rng, range));
const maybe = <T>(rng: Rng, value: T, pNull = 0.1): T | null => (rng.chance(pNull) ? null : value);

function cylindersFor(litres: number, body: BodyType, fuel: SimpleFuel): number {
  if (body === 'Motorcycle') return litres < 0.5 ? 1 : litres < 1.0 ? 2 : litres < 1.3 ? 3 : 4;
  if (body === 'Truck') return litres <= 5.2 ? 4 : 6;
  if (litres < 1.3) return 3;
  if (litres < 2.6) return 4;
  if (litres < 3.9) return 6;
  return litres < 6.5 || fuel === 'Diesel' ? 8 : 12;
}

/** What a listing's variant is: the model's facts chosen for it. */
export interface VariantChoice {
  /** Position in the model's badges: it keys the variant. */
  badgeIndex: number;
  /** Null for caravans. */
  engine: Engine | null;
  drive: string;
  seats: number;
}

/** `rng` must be the variant's own stream, so every car of the variant gets the same answer. */
export function powertrainFor(rng: Rng, entry: CatalogueModel, { engine, drive, seats }: VariantChoice): Powertrain {
  const body = entry.model.body;
  const profile = PROFILES[body];
  const shape = SHAPES[entry.shape];
  const configuration = rng.pick(CONFIGURATIONS[entry.shape] ?? [null]);
  // One model's cars differ by a few centimetres across badges and years, not by a class.
  const [length, width, height] = shape.size.map((mm) => Math.round(mm * rng.float(0.97, 1.03)));
  const dims = { grossvehiclemass: whole(rng, profile.gvm), vehiclelength: length, vehicleheight: height, vehiclewidth: width };

  if (engine === null) {
    const tare = rng.int(1200, 3000);
    const axle = dims.vehiclelength > 6500 ? 'Tandem Axle' : rng.pick(['Single Axle', 'Tandem Axle']);
    return {
      fuel: '',
      simple_fuel: null,
      trans: '',
      simple_transmission: null,
      gearnum: null,
      drive: '',
      seats: 0,
      doors: 1,
      engine_size: null,
      engine_size_litres: null,
      bodyconfiguration: configuration,
      variant: {
        cylinders: null, enginesize: null, enginesize_litres: null, induction: null, fuelconsumptioncombined: null,
        fuelcapacity: null, towingcapacitybraked: null, torque: null, ancaprating: null, geartype: null,
        bodyconfiguration: configuration, ...dims,
        grossvehiclemass: tare + rng.int(400, 900),
      },
      caravan_specs: {
        body_width: dims.vehiclewidth,
        body_length: dims.vehiclelength,
        tare_weight: tare,
        axle_type: axle,
        sleeps: whole(rng, SLEEPS[entry.shape] ?? [2, 6]),
        aggregate_trailer_mass: tare + rng.int(400, 900),
      },
    };
  }

  const fuel = engine.fuel;
  const box = gearbox(rng, entry, fuel);
  const electric = fuel === 'Electric';
  const litres = engine.litres;
  const cc = litres === null ? null : Math.round(litres * 1000 * rng.float(0.975, 1));
  const petrolUse = within(rng, profile.consumption);
  const consumption = { Petrol: petrolUse, Diesel: petrolUse * 0.85, Hybrid: rng.float(3.8, 5.5), PHEV: rng.float(1.3, 2.5), LPG: petrolUse * 1.3, Electric: null }[fuel];
  const torquePerLitre = fuel === 'Diesel' ? rng.float(160, 250) : rng.float(110, 190);
  const torque = litres === null ? rng.int(250, 700) : Math.round(litres * torquePerLitre);
  const induction = electric ? null : fuel === 'Diesel' ? 'Turbo Intercooled' : rng.pick(['Aspirated', 'Turbo', 'Turbo Intercooled']);

  return {
    fuel: rng.pick(FUEL_LABELS[fuel]),
    simple_fuel: fuel,
    trans: box.trans,
    simple_transmission: box.simple,
    gearnum: box.gears,
    drive,
    seats,
    doors: doorsFor(body, seats),
    engine_size: cc,
    engine_size_litres: litres,
    bodyconfiguration: configuration,
    variant: {
      cylinders: litres === null ? null : cylindersFor(litres, body, fuel),
      enginesize: cc,
      enginesize_litres: litres,
      induction,
      fuelconsumptioncombined: consumption === null ? null : maybe(rng, Math.round(consumption * 10) / 10),
      fuelcapacity: electric ? null : maybe(rng, whole(rng, profile.tank)),
      ...dims,
      towingcapacitybraked: shape.towing ? maybe(rng, Math.round(within(rng, shape.towing) / 50) * 50) : null,
      bodyconfiguration: configuration,
      torque: maybe(rng, torque),
      ancaprating: profile.ancap ? maybe(rng, rng.pick([5, 5, 5, 4]), 0.2) : null,
      geartype: box.geartype,
    },
    caravan_specs: null,
  };
}
