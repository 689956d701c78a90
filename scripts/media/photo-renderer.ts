// Listing photos: the vehicle from five outside views in a showroom or a yard, and an interior
// view (a car's dashboard, a caravan's living area, a motorcycle from the rider's seat).
import { PHOTO_MASTER, type PhotoView, interiorTrimFor } from '../../src/domain/media.ts';
import { COLOURS, type BodyType, type Colour } from '../../src/domain/stock.ts';
import { type Box2, type Camera, type Vec3, lookAt } from './geometry.ts';
import { type Backdrop, bayLines, groundShadow, horizonY, showroom, skyFill, yard } from './backdrops.ts';
import { bodyMesh } from './body-shapes.ts';
import { INTERIOR_AMBIENT, INTERIOR_LIGHT, TRIM_COLOURS, carCabin, caravanInterior } from './interior-scenes.ts';
import type { Face } from './mesh.ts';
import { shapeBody, type Shape } from './shapes.ts';
import { type Placement, perspective, placeBox, projectedBox, renderFaces } from './scene-renderer.ts';
import { bodyBounds, facesLayer, renderVehicle, svgDocument, vehicleCamera } from './vehicle-scene.ts';

const { width: W, height: H } = PHOTO_MASTER;

/** Azimuth and elevation (degrees) of each outside view; see orbitCamera for the convention. */
const VIEWS: Record<Exclude<PhotoView, 'dashboard'>, [number, number]> = {
  'front-three-quarter': [36, 9],
  side: [90, 4],
  'rear-three-quarter': [144, 9],
  front: [0, 6],
  rear: [180, 6],
};

/** Working vehicles are photographed in the yard, the rest in the showroom. */
const OUTDOOR: ReadonlySet<BodyType> = new Set(['Ute', 'Truck', 'Caravan', 'Van']);

function exteriorSvg(shape: Shape, colour: Colour, [azimuth, elevation]: [number, number]): string {
  const cam = vehicleCamera(shape, azimuth, elevation, 3.2);
  const box = projectedBox(cam, bodyMesh(shape).faces.flatMap((f) => f.points)) as Box2;
  const place = placeBox(box, { x: W * 0.11, y: H * 0.2, width: W * 0.78, height: H * 0.6 });
  const outdoor = OUTDOOR.has(shapeBody(shape));
  const frame = { width: W, height: H, farY: horizonY(cam, place, outdoor ? 40 : 9) };
  const { min, max } = bodyBounds(shape);
  const ground = outdoor ? [yard(frame), bayLines(cam, place, min, max)] : [showroom(frame)];
  return svgDocument(W, H, [...ground, groundShadow(cam, place, min, max), facesLayer(renderVehicle(shape, colour, cam, place))]);
}

function interiorSvg(faces: Face[], cam: Camera, trim: string, paint: string): string {
  const place: Placement = { scale: 1, dx: W / 2, dy: H / 2 };
  const rendered = renderFaces(faces, {
    eye: cam.eye,
    light: INTERIOR_LIGHT,
    project: perspective(cam, place),
    palette: { paint, interior: trim },
    idPrefix: 'i',
    ambient: INTERIOR_AMBIENT,
  });
  const horizon = horizonY(cam, place);
  const sky: Backdrop = { defs: skyFill(horizon, 0, H), body: '' };
  return svgDocument(W, H, [sky, facesLayer(rendered)]);
}

function dashboardSvg(shape: Shape, colour: Colour): string {
  const body = shapeBody(shape);
  const paint = COLOURS[colour];
  const trim = TRIM_COLOURS[interiorTrimFor(colour)];
  if (body === 'Motorcycle') {
    const cam = lookAt([-0.3, 1.5, 0], [1.6, 0.35, 0], W * 0.42);
    const place: Placement = { scale: 1, dx: W / 2, dy: H / 2 };
    const rendered = renderVehicle(shape, colour, cam, place);
    return svgDocument(W, H, [yard({ width: W, height: H, farY: horizonY(cam, place) }), facesLayer(rendered)]);
  }
  if (body === 'Caravan') return interiorSvg(caravanInterior(), lookAt([-2.25, 0, -0.25], [2.4, -0.6, 0.15], W * 0.48), trim, paint);
  const eye: Vec3 = [-0.5, 0.1, 0.08];
  return interiorSvg(carCabin(), lookAt(eye, [0.6, -0.2, 0.18], W * 0.5), trim, paint);
}

/** A photo of the shape; every car shape's dashboard is the same cabin (see photoSubject). */
export function photoSvg(shape: Shape, colour: Colour, view: PhotoView): string {
  return view === 'dashboard' ? dashboardSvg(shape, colour) : exteriorSvg(shape, colour, VIEWS[view]);
}
