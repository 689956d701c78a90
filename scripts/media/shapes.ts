// The shapes the demo media draws: a body type split by proportions (a light SUV, a mid-size
// SUV, a seven-seat SUV, a body-on-frame 4x4...), so a Venue, a RAV4, a Kluger and a Haval H6
// are drawn as four different vehicles. Every catalogue model names one; the stock takes its
// simple_body, its dimensions and the colours it can be painted in from it, and the media
// generator draws each shape in each of those colours.
import { mediaPaths, type PhotoView } from '../../src/domain/media.ts';
import type { BodyType, Colour } from '../../src/domain/stock.ts';

interface ShapeDef {
  body: BodyType;
  /** Overall length, width and height in millimetres, for the listing's dimensions. */
  size: readonly [length: number, width: number, height: number];
  /** Braked towing capacity in kg, or null where the shape tows nothing. */
  towing: readonly [min: number, max: number] | null;
  /** Paints the shape is drawn in: a listing's colour is one of them. */
  palette: readonly Colour[];
}

const MAINSTREAM: readonly Colour[] = ['White', 'Grey', 'Black', 'Silver', 'Blue', 'Red'];
const SPORTY: readonly Colour[] = ['Red', 'Yellow', 'Orange', 'Blue', 'White', 'Black', 'Grey'];
const WORK: readonly Colour[] = ['White', 'Silver', 'Grey', 'Black', 'Blue'];
const BIKE: readonly Colour[] = ['Black', 'Red', 'Blue', 'Grey', 'White', 'Orange'];
const TRUCK: readonly Colour[] = ['White', 'Silver', 'Red', 'Blue', 'Black'];
const CARAVAN: readonly Colour[] = ['White', 'Silver', 'Grey', 'Beige'];

export const SHAPES = {
  'city-hatch': { body: 'Hatch', size: [3950, 1720, 1500], towing: [700, 1000], palette: [...MAINSTREAM, 'Yellow', 'Orange'] },
  hatch: { body: 'Hatch', size: [4350, 1800, 1450], towing: [1200, 1600], palette: [...MAINSTREAM, 'Green'] },
  sedan: { body: 'Sedan', size: [4850, 1840, 1450], towing: [1200, 1800], palette: MAINSTREAM },
  'fastback-sedan': { body: 'Sedan', size: [4750, 1880, 1430], towing: [750, 1600], palette: MAINSTREAM },
  wagon: { body: 'Wagon', size: [4800, 1840, 1550], towing: [1500, 2000], palette: MAINSTREAM },
  'suv-light': { body: 'SUV', size: [4100, 1770, 1590], towing: [800, 1100], palette: [...MAINSTREAM, 'Orange'] },
  'suv-small': { body: 'SUV', size: [4400, 1800, 1570], towing: [1200, 1600], palette: [...MAINSTREAM, 'Green'] },
  'suv-mid': { body: 'SUV', size: [4650, 1860, 1690], towing: [1500, 2000], palette: [...MAINSTREAM, 'Brown'] },
  'suv-coupe': { body: 'SUV', size: [4720, 1890, 1630], towing: [1000, 2000], palette: MAINSTREAM },
  'suv-large': { body: 'SUV', size: [4980, 1940, 1760], towing: [2000, 2500], palette: [...MAINSTREAM, 'Brown'] },
  'suv-4x4': { body: 'SUV', size: [4950, 1980, 1900], towing: [2500, 3500], palette: [...MAINSTREAM, 'Green', 'Beige'] },
  offroader: { body: 'SUV', size: [4500, 1900, 1900], towing: [1300, 3500], palette: ['White', 'Black', 'Grey', 'Green', 'Beige', 'Yellow', 'Red', 'Orange'] },
  'people-mover': { body: 'People Mover', size: [5150, 1960, 1800], towing: [1500, 2500], palette: MAINSTREAM },
  'van-mid': { body: 'Van', size: [5250, 1950, 1990], towing: [1500, 2500], palette: WORK },
  'van-large': { body: 'Van', size: [6000, 2020, 2600], towing: [2000, 3500], palette: WORK },
  ute: { body: 'Ute', size: [5350, 1900, 1820], towing: [3000, 3500], palette: [...WORK, 'Red', 'Orange'] },
  'ute-fullsize': { body: 'Ute', size: [5900, 2100, 1990], towing: [4500, 4500], palette: ['White', 'Black', 'Grey', 'Silver', 'Red', 'Blue'] },
  coupe: { body: 'Coupe', size: [4550, 1860, 1330], towing: null, palette: SPORTY },
  supercar: { body: 'Coupe', size: [4550, 1960, 1200], towing: null, palette: SPORTY },
  roadster: { body: 'Convertible', size: [4000, 1740, 1240], towing: null, palette: SPORTY },
  'bike-sport': { body: 'Motorcycle', size: [2050, 740, 1150], towing: null, palette: BIKE },
  'bike-naked': { body: 'Motorcycle', size: [2100, 800, 1100], towing: null, palette: BIKE },
  'bike-adventure': { body: 'Motorcycle', size: [2300, 950, 1450], towing: null, palette: BIKE },
  'bike-cruiser': { body: 'Motorcycle', size: [2400, 950, 1150], towing: null, palette: BIKE },
  scooter: { body: 'Motorcycle', size: [2150, 800, 1450], towing: null, palette: ['White', 'Black', 'Grey', 'Red', 'Blue', 'Silver'] },
  'truck-light': { body: 'Truck', size: [6200, 2000, 2300], towing: [3500, 8000], palette: TRUCK },
  'truck-rigid': { body: 'Truck', size: [8500, 2500, 3600], towing: [8000, 20000], palette: TRUCK },
  'prime-mover': { body: 'Truck', size: [6300, 2500, 3800], towing: [45000, 70000], palette: TRUCK },
  'prime-mover-bonneted': { body: 'Truck', size: [7600, 2500, 3700], towing: [60000, 106000], palette: TRUCK },
  caravan: { body: 'Caravan', size: [7300, 2450, 3000], towing: null, palette: CARAVAN },
  'caravan-offroad': { body: 'Caravan', size: [6600, 2450, 3100], towing: null, palette: CARAVAN },
  camper: { body: 'Caravan', size: [4900, 2200, 2600], towing: null, palette: CARAVAN },
} as const satisfies Record<string, ShapeDef>;

export type Shape = keyof typeof SHAPES;
export const SHAPE_IDS = Object.keys(SHAPES) as Shape[];

export const shapeBody = (shape: Shape): BodyType => SHAPES[shape].body;
export const shapePalette = (shape: Shape): readonly Colour[] => SHAPES[shape].palette;

/** A shape in one paint: what a set of photos or a spin is drawn of. */
export interface ShapeColour {
  shape: Shape;
  colour: Colour;
}

/** Every shape in every colour of its palette: the photo sets the media generator draws. */
export const PHOTO_SETS: readonly ShapeColour[] = SHAPE_IDS.flatMap((shape) => shapePalette(shape).map((colour) => ({ shape, colour })));

/**
 * What a photo view shows. Outside views show the shape itself. The dashboard view of every car,
 * van and truck is one cabin, and of every caravan one living area (both in the paint's trim), so
 * those are drawn once per colour; a motorcycle's is the bike seen from the saddle.
 */
function photoSubject(shape: Shape, view: PhotoView): string {
  if (view !== 'dashboard') return shape;
  const body = shapeBody(shape);
  if (body === 'Motorcycle') return shape;
  return body === 'Caravan' ? 'caravan-interior' : 'cabin';
}

export const photoPath = (shape: Shape, colour: Colour, view: PhotoView) => mediaPaths.photo(photoSubject(shape, view), colour, view);
