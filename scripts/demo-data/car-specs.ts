// Engine, drivetrain, dimensions and caravan specifications for one model, badge and fuel.
// Every car of the same variant shares them, as real listings decoded from one NVIC do.
import type { BodyType, CaravanSpecs, SimpleFuel, Variant } from '../../src/domain/stock.ts';
import type { CatalogueModel } from './catalogue.ts';
import type { Rng } from './prng.ts';

type Range = readonly [min: number, max: number];

interface BodyProfile {
  seats: readonly number[];
  doors: readonly number[];
  litres: Range;
  length: Range;
  width: Range;
  height: Range;
  gvm: Range;
  towing: Range | null;
  /** Petrol L/100km; other fuels scale from it. */
  consumption: Range;
  tank: Range;
  drives: readonly string[];
  configurations: readonly (string | null)[];
  ancap: boolean;
  /** Where engine size follows the price across makes (bikes, trucks) rather than the badge. */
  priceSpan?: Range;
}

const car = (p: Omit<BodyProfile, 'ancap'>): BodyProfile => ({ ...p, ancap: true });

const PROFILES: Record<BodyType, BodyProfile> = {
  Sedan: car({ seats: [5], doors: [4], litres: [1.5, 3.0], length: [4600, 5000], width: [1800, 1880], height: [1420, 1480], gvm: [1900, 2400], towing: [1200, 1800], consumption: [5.5, 9], tank: [50, 70], drives: ['Front Wheel Drive', 'Rear Wheel Drive', 'All Wheel Drive'], configurations: [null] }),
  Hatch: car({ seats: [5], doors: [5, 3], litres: [1.0, 2.0], length: [3900, 4400], width: [1700, 1800], height: [1450, 1520], gvm: [1500, 1900], towing: [800, 1300], consumption: [4.8, 7.5], tank: [40, 55], drives: ['Front Wheel Drive', 'Front Wheel Drive', 'All Wheel Drive'], configurations: [null] }),
  SUV: car({ seats: [5, 5, 7], doors: [5], litres: [1.5, 3.5], length: [4200, 5100], width: [1780, 1990], height: [1600, 1900], gvm: [2000, 3300], towing: [1500, 3500], consumption: [6.5, 11], tank: [50, 93], drives: ['Front Wheel Drive', 'All Wheel Drive', 'All Wheel Drive', '4x4'], configurations: [null] }),
  Wagon: car({ seats: [5], doors: [5], litres: [2.0, 2.5], length: [4650, 4900], width: [1800, 1870], height: [1470, 1680], gvm: [2000, 2400], towing: [1500, 2000], consumption: [6.5, 8.5], tank: [55, 65], drives: ['All Wheel Drive', 'Front Wheel Drive'], configurations: [null] }),
  Ute: car({ seats: [5, 5, 5, 2], doors: [4, 4, 4, 2], litres: [2.4, 3.0], length: [5200, 5400], width: [1860, 1920], height: [1790, 1880], gvm: [3000, 3500], towing: [3500, 3500], consumption: [7.5, 10.5], tank: [76, 80], drives: ['4x4', '4x4', '4x4', '4x2'], configurations: ['Dual Cab Pick Up', 'Dual Cab Pick Up', 'Dual Cab Chassis', 'Space Cab Pick Up', 'Single Cab Chassis'] }),
  Coupe: car({ seats: [2, 4], doors: [2], litres: [2.0, 5.0], length: [4300, 4800], width: [1780, 1990], height: [1200, 1380], gvm: [1700, 2200], towing: null, consumption: [8, 13], tank: [50, 80], drives: ['Rear Wheel Drive', 'All Wheel Drive'], configurations: [null] }),
  Convertible: car({ seats: [2, 4], doors: [2], litres: [1.5, 3.0], length: [3900, 4700], width: [1730, 1860], height: [1230, 1400], gvm: [1300, 2000], towing: null, consumption: [6.5, 10], tank: [45, 60], drives: ['Rear Wheel Drive', 'Front Wheel Drive'], configurations: [null] }),
  Van: car({ seats: [2, 3, 12], doors: [4, 5], litres: [2.0, 2.8], length: [5000, 6900], width: [1900, 2050], height: [1900, 2750], gvm: [3000, 4500], towing: [2000, 3500], consumption: [8, 11], tank: [70, 90], drives: ['Rear Wheel Drive', 'Front Wheel Drive'], configurations: ['Long Wheelbase', 'Mid Roof', 'High Roof', 'Crew Van'] }),
  'People Mover': car({ seats: [7, 8], doors: [5], litres: [2.2, 3.5], length: [5000, 5300], width: [1900, 2000], height: [1750, 1990], gvm: [2700, 3200], towing: [1500, 2500], consumption: [8, 11], tank: [72, 75], drives: ['Front Wheel Drive', 'Rear Wheel Drive'], configurations: [null] }),
  Motorcycle: { seats: [2, 2, 1], doors: [0], litres: [0.3, 1.9], length: [2000, 2500], width: [750, 1000], height: [1050, 1500], gvm: [350, 600], towing: null, consumption: [3.5, 6.5], tank: [12, 30], drives: ['Chain Drive', 'Chain Drive', 'Belt Drive', 'Shaft Drive'], configurations: [null], ancap: false, priceSpan: [5000, 52000] },
  Truck: { seats: [3, 2], doors: [2], litres: [3.0, 16.0], length: [6000, 9500], width: [2000, 2500], height: [2200, 3900], gvm: [4500, 26000], towing: [8000, 106000], consumption: [14, 45], tank: [100, 800], drives: ['4x2', '6x4', '8x4'], configurations: ['Cab Chassis', 'Prime Mover', 'Tipper', 'Tray'], ancap: false, priceSpan: [60000, 400000] },
  Caravan: { seats: [0], doors: [1], litres: [0, 0], length: [4800, 8800], width: [2200, 2500], height: [2600, 3150], gvm: [2000, 3800], towing: null, consumption: [0, 0], tank: [0, 0], drives: [''], configurations: ['Caravan', 'Pop Top', 'Off-Road Caravan', 'Hybrid Camper'], ancap: false },
};

const SCOOTERS = new Set(['TMAX', 'Medley', 'Beverly', 'Primavera', 'GTS', 'Xciting S 400', 'Maxsym TL 500']);

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
    if (SCOOTERS.has(entry.model.name)) return CVT;
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

function cylindersFor(litres: number, body: BodyType): number {
  if (body === 'Motorcycle') return litres < 0.5 ? 1 : litres < 1.0 ? 2 : litres < 1.3 ? 3 : 4;
  if (body === 'Truck') return litres <= 5.2 ? 4 : 6;
  if (litres < 1.3) return 3;
  if (litres < 2.6) return 4;
  if (litres < 3.9) return 6;
  return litres < 5.5 ? 8 : 12;
}

/** `rng` must be the variant's own stream, so every car of the variant gets the same answer. */
export function powertrainFor(rng: Rng, entry: CatalogueModel, badgeIndex: number, fuel: SimpleFuel | null, fourByFour: boolean): Powertrain {
  const body = entry.model.body;
  const profile = PROFILES[body];
  const configuration = rng.pick(profile.configurations);
  const dims = {
    grossvehiclemass: whole(rng, profile.gvm),
    vehiclelength: whole(rng, profile.length),
    vehicleheight: whole(rng, profile.height),
    vehiclewidth: whole(rng, profile.width),
  };
  const seatIndex = rng.int(0, profile.seats.length - 1);

  if (fuel === null) {
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
        sleeps: rng.int(2, 6),
        aggregate_trailer_mass: tare + rng.int(400, 900),
      },
    };
  }

  const box = gearbox(rng, entry, fuel);
  const electric = fuel === 'Electric';
  // Dearer badges (or, for bikes and trucks, dearer models) get the bigger engines of the body's range.
  const [minL, maxL] = profile.litres;
  const share = profile.priceSpan
    ? Math.min(1, Math.max(0, (entry.basePrice - profile.priceSpan[0]) / (profile.priceSpan[1] - profile.priceSpan[0]) + rng.float(-0.05, 0.05)))
    : Math.min(1, (badgeIndex + rng.float(0, 1.5)) / 5);
  const litres = electric ? null : Math.round((minL + (maxL - minL) * share) * 10) / 10;
  const cc = litres === null ? null : Math.round(litres * 1000 - rng.int(0, 60));
  const petrolUse = within(rng, profile.consumption);
  const consumption = { Petrol: petrolUse, Diesel: petrolUse * 0.85, Hybrid: rng.float(3.8, 5.5), PHEV: rng.float(1.3, 2.5), LPG: petrolUse * 1.3, Electric: null }[fuel];
  const torquePerLitre = fuel === 'Diesel' ? rng.float(160, 250) : rng.float(110, 190);
  const torque = litres === null ? rng.int(250, 700) : Math.round(litres * torquePerLitre);
  const induction = electric ? null : fuel === 'Diesel' ? 'Turbo Intercooled' : rng.pick(['Aspirated', 'Turbo', 'Turbo Intercooled']);
  const drive = fourByFour ? '4x4' : rng.pick(profile.drives);

  return {
    fuel: rng.pick(FUEL_LABELS[fuel]),
    simple_fuel: fuel,
    trans: box.trans,
    simple_transmission: box.simple,
    gearnum: box.gears,
    drive,
    seats: profile.seats[seatIndex],
    doors: profile.doors[Math.min(seatIndex, profile.doors.length - 1)],
    engine_size: cc,
    engine_size_litres: litres,
    bodyconfiguration: configuration,
    variant: {
      cylinders: litres === null ? null : cylindersFor(litres, body),
      enginesize: cc,
      enginesize_litres: litres,
      induction,
      fuelconsumptioncombined: consumption === null ? null : maybe(rng, Math.round(consumption * 10) / 10),
      fuelcapacity: electric ? null : maybe(rng, whole(rng, profile.tank)),
      ...dims,
      towingcapacitybraked: profile.towing ? maybe(rng, Math.round(within(rng, profile.towing) / 50) * 50) : null,
      bodyconfiguration: configuration,
      torque: maybe(rng, torque),
      ancaprating: profile.ancap ? maybe(rng, rng.pick([5, 5, 5, 4]), 0.2) : null,
      geartype: box.geartype,
    },
    caravan_specs: null,
  };
}
