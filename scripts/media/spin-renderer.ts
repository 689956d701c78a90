// 360 spin frames: the vehicle on a studio turntable, seen from a fixed camera while it turns a
// full circle in SPIN_FRAMES steps. The framing is fixed per shape across all frames (a
// per-frame fit would make the vehicle pulse in size as it turns).
import type { Colour } from '../../src/domain/stock.ts';
import { SPIN_FRAMES } from '../../src/domain/media.ts';
import { type Box2, type Vec2, type Vec3 } from './geometry.ts';
import { groundShadow, horizonY, studio } from './backdrops.ts';
import type { Shape } from './shapes.ts';
import { type DrawnPolygon, type Placement, perspective, placeBox, projectedBox } from './scene-renderer.ts';
import { bodyBounds, boundsCorners, facesLayer, renderVehicle, svgDocument, vehicleCamera } from './vehicle-scene.ts';

export const SPIN_SIZE = { width: 960, height: 640 } as const;
const ELEVATION = 13;
const DISTANCE = 2.3;

export const spinAngle = (frame: number) => (frame * 360) / SPIN_FRAMES;

const spinCamera = (shape: Shape, angle: number) => vehicleCamera(shape, angle, ELEVATION, DISTANCE);

function turntable(shape: Shape): Vec3[] {
  const { min, max } = bodyBounds(shape);
  const r = 0.55 * Math.hypot(max[0] - min[0], max[2] - min[2]);
  return Array.from({ length: 64 }, (_, i) => {
    const a = (i / 64) * Math.PI * 2;
    return [r * Math.cos(a), 0, r * Math.sin(a)] as Vec3;
  });
}

const placements = new Map<Shape, Placement>();

function spinPlacement(shape: Shape): Placement {
  let place = placements.get(shape);
  if (!place) {
    const points = [...boundsCorners(bodyBounds(shape)), ...turntable(shape)];
    let box: Box2 | null = null;
    for (let f = 0; f < SPIN_FRAMES; f++) box = projectedBox(spinCamera(shape, spinAngle(f)), points, box);
    place = placeBox(box!, { x: 30, y: 40, width: SPIN_SIZE.width - 60, height: SPIN_SIZE.height - 80 });
    placements.set(shape, place);
  }
  return place;
}

export interface SpinFrame {
  svg: string;
  drawn: DrawnPolygon[];
}

/** Renders the vehicle turned to any angle; frames use angle = frame * 10. */
export function spinSvg(shape: Shape, colour: Colour, angle: number, size: { width: number; height: number } = SPIN_SIZE): SpinFrame {
  const cam = spinCamera(shape, angle);
  const base = spinPlacement(shape);
  // Other sizes (the walkaround video) keep the frame's composition, letterboxed.
  const k = Math.min(size.width / SPIN_SIZE.width, size.height / SPIN_SIZE.height);
  const place: Placement = {
    scale: base.scale * k,
    dx: base.dx * k + (size.width - SPIN_SIZE.width * k) / 2,
    dy: base.dy * k + (size.height - SPIN_SIZE.height * k) / 2,
  };
  const project = perspective(cam, place);
  const disc = project(turntable(shape))[0] ?? [];
  const { min, max } = bodyBounds(shape);
  const frame = { width: size.width, height: size.height, farY: horizonY(cam, place) };
  const faces = renderVehicle(shape, colour, cam, place);
  return {
    svg: svgDocument(size.width, size.height, [studio(frame, disc), groundShadow(cam, place, min, max), facesLayer(faces)]),
    drawn: faces.drawn,
  };
}

/** Where a point of the vehicle appears in a spin frame, as 0..1 of the frame's width and height. */
export function spinPoint(shape: Shape, point: Vec3, angle: number): Vec2 {
  const [[p]] = perspective(spinCamera(shape, angle), spinPlacement(shape))([point, point, point]);
  return [p[0] / SPIN_SIZE.width, p[1] / SPIN_SIZE.height];
}
