// Which demo vehicles get a 360 spin, and the hotspots shown on them. The demo data gives a spin
// only to cars whose (shape, colour) pair is listed here, and takes their hotspots from
// spinHotspots, whose positions are where those parts are drawn in the generated frames.
import type { BodyType, Colour, Hotspot } from '../../src/domain/stock.ts';
import type { Vec3 } from './geometry.ts';
import { bodyMesh } from './body-shapes.ts';
import { CENTRE_SCREEN, STEERING_WHEEL_CENTRE } from './interior-scenes.ts';
import { panoramaPoint } from './panorama-renderer.ts';
import { shapeBody, type Shape, type ShapeColour } from './shapes.ts';
import { spinPoint } from './spin-renderer.ts';

export type SpinSet = ShapeColour;

const sets = (shape: Shape, colours: Colour[]): SpinSet[] => colours.map((colour) => ({ shape, colour }));

/**
 * One or two paints of the shapes the demo dealers sell most, and of every body type, so each
 * dealer has showcase cars to spin: 36 frames a set is most of the first start's media.
 */
export const DEFAULT_SPIN_SETS: readonly SpinSet[] = [
  ...sets('sedan', ['Silver']),
  ...sets('fastback-sedan', ['White']),
  ...sets('city-hatch', ['Red']),
  ...sets('hatch', ['Blue', 'White']),
  ...sets('suv-light', ['Red']),
  ...sets('suv-small', ['Red', 'Grey']),
  ...sets('suv-mid', ['White', 'Grey']),
  ...sets('suv-large', ['Black']),
  ...sets('suv-4x4', ['White']),
  ...sets('offroader', ['Green']),
  ...sets('wagon', ['Blue']),
  ...sets('ute', ['White', 'Orange']),
  ...sets('coupe', ['Yellow']),
  ...sets('roadster', ['Red']),
  ...sets('van-mid', ['White']),
  ...sets('people-mover', ['Silver']),
  ...sets('bike-sport', ['Red']),
  ...sets('bike-adventure', ['Black']),
  ...sets('truck-light', ['White']),
  ...sets('caravan', ['White']),
  ...sets('caravan-offroad', ['White']),
];

/** Bodies whose interior panorama is the car cabin. */
const CABIN_BODIES: ReadonlySet<BodyType> = new Set(['Sedan', 'Hatch', 'SUV', 'Wagon', 'Ute', 'Coupe', 'Convertible', 'Van', 'People Mover', 'Truck']);

const REAR_TITLES: Record<BodyType, [string, string]> = {
  Sedan: ['Boot', 'A deep boot with a wide opening and split-folding rear seats.'],
  Hatch: ['Hatchback', 'A wide tailgate and a flat load floor with the seats folded.'],
  SUV: ['Powered tailgate', 'Hands-free tailgate over a large, square cargo area.'],
  Wagon: ['Cargo area', 'A long load floor under the wagon roof, with a cargo blind.'],
  Ute: ['Tray', 'A lined tub with tie-down points and a drop-down tailgate.'],
  Coupe: ['Boot', 'Room for weekend luggage behind the fastback.'],
  Convertible: ['Boot', 'Space for luggage even with the roof folded away.'],
  Van: ['Rear doors', 'Barn doors open wide to a long, flat cargo floor.'],
  'People Mover': ['Third-row access', 'A tall tailgate over the third row and a deep cargo well.'],
  Motorcycle: ['Tail section', 'Slim tail with an integrated LED tail-light.'],
  Truck: ['Pantech body', 'Lockable rear doors and a flat floor for palletised loads.'],
  Caravan: ['Rear end', 'Rear window, bumper and tail-lights with reversing lamps.'],
};

const SHAPE_REAR_TITLES: Partial<Record<Shape, [string, string]>> = {
  'truck-light': ['Tray', 'A steel drop-side tray with rope rails and a headboard.'],
  'prime-mover': ['Fifth wheel', 'Turntable coupling over the drive axles, ready for a semi-trailer.'],
  'prime-mover-bonneted': ['Fifth wheel', 'Turntable coupling over the drive axles, ready for a semi-trailer.'],
  roadster: ['Boot', 'Space for weekend luggage even with the roof folded away.'],
};

const rearTitle = (shape: Shape): [string, string] => SHAPE_REAR_TITLES[shape] ?? REAR_TITLES[shapeBody(shape)];

function exterior(shape: Shape, id: string, anchor: Vec3, angle: number, title: string, description: string): Hotspot {
  const [x, y] = spinPoint(shape, anchor, angle);
  return { id, kind: 'exterior', angle, x: round(x), y: round(y), title, description };
}

function interior(id: string, point: Vec3, title: string, description: string): Hotspot {
  const [x, y] = panoramaPoint(point);
  const angle = Math.round((((x - 0.5) * 360) % 360 + 360) % 360);
  return { id, kind: 'interior', angle, x: round(x), y: round(y), title, description };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Exterior hotspots by spin angle, plus the cabin's two for bodies with a car interior. */
export function spinHotspots(shape: Shape): Hotspot[] {
  const body = shapeBody(shape);
  const a = bodyMesh(shape).anchors;
  const front: [string, string] =
    body === 'Caravan'
      ? ['Tow hitch', 'Ball coupling on an A-frame drawbar, with a jockey wheel and storage box.']
      : ['LED headlights', 'Bright LED lamps with automatic high beam.'];
  const wheels: [string, string] =
    body === 'Caravan' ? ['Independent suspension', 'Off-road rated axle with electric brakes.'] : ['Wheels', 'Alloy wheels on quality all-season tyres.'];
  const spots = [
    exterior(shape, body === 'Caravan' ? 'hitch' : 'headlights', a.headlight, 30, ...front),
    exterior(shape, 'wheels', a.frontWheel, 70, ...wheels),
    exterior(shape, 'rear', a.rear, 180, ...rearTitle(shape)),
    exterior(shape, 'tail-lights', a.taillight, 210, 'Tail-lights', 'LED tail-lights with sequential indicators.'),
  ];
  if (!CABIN_BODIES.has(body)) return spots;
  return [
    ...spots,
    interior('steering-wheel', STEERING_WHEEL_CENTRE, 'Steering wheel', 'Leather-wrapped wheel with audio and cruise controls.'),
    interior('infotainment', CENTRE_SCREEN, 'Touchscreen', 'Centre touchscreen with smartphone mirroring and navigation.'),
  ];
}
