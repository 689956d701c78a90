// Shared by photos and spin frames: where the camera sits around a vehicle, and how a vehicle's
// rendered faces and its surroundings become one SVG document.
import { COLOURS, type Colour } from '../../src/domain/stock.ts';
import { type Camera, type Vec3, orbitCamera } from './geometry.ts';
import { type Bounds, bodyMesh, meshBounds } from './body-shapes.ts';
import type { Backdrop } from './backdrops.ts';
import type { Shape } from './shapes.ts';
import { type Placement, type RenderedFaces, keyLight, perspective, renderFaces } from './scene-renderer.ts';

const boundsCache = new Map<Shape, Bounds>();

export function bodyBounds(shape: Shape): Bounds {
  let b = boundsCache.get(shape);
  if (!b) {
    b = meshBounds(bodyMesh(shape));
    boundsCache.set(shape, b);
  }
  return b;
}

export function boundsCorners({ min, max }: Bounds): Vec3[] {
  const out: Vec3[] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) out.push([x, y, z]);
  return out;
}

/**
 * Orbits the vehicle's middle at a distance proportional to its size, so every shape fills
 * the frame alike; a longer distance flattens perspective (photos), a shorter one exaggerates it.
 */
export function vehicleCamera(shape: Shape, azimuth: number, elevation: number, distanceFactor: number): Camera {
  const { min, max } = bodyBounds(shape);
  const size = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  return orbitCamera([(min[0] + max[0]) / 2, max[1] * 0.42, (min[2] + max[2]) / 2], azimuth, elevation, size * distanceFactor, 1);
}

/** Default cabin trim for the few interiors seen from outside (convertible seats). */
const OPEN_CABIN_TRIM = '#2b2c2f';

export function renderVehicle(shape: Shape, colour: Colour, cam: Camera, place: Placement): RenderedFaces {
  return renderFaces(bodyMesh(shape).faces, {
    eye: cam.eye,
    light: keyLight(cam),
    project: perspective(cam, place),
    palette: { paint: COLOURS[colour], interior: OPEN_CABIN_TRIM },
    idPrefix: 'f',
  });
}

export function svgDocument(width: number, height: number, layers: Backdrop[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${layers.map((l) => l.defs).join('')}</defs>${layers.map((l) => l.body).join('')}</svg>`
  );
}

export function facesLayer(r: RenderedFaces): Backdrop {
  return { defs: r.defs, body: r.body };
}
