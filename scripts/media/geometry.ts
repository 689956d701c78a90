// Small 3D maths for the demo media renderers: vectors, an orbiting pinhole camera and
// near-plane clipping. Pure functions so the projection can be unit tested without sharp.

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): Vec3 => {
  const l = length(a);
  return l === 0 ? [0, 0, 0] : scale(a, 1 / l);
};
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));
const rad = (deg: number): number => (deg * Math.PI) / 180;

export function centroid(points: readonly Vec3[]): Vec3 {
  let c: Vec3 = [0, 0, 0];
  for (const p of points) c = add(c, p);
  return scale(c, 1 / points.length);
}

/** Newell's method: robust for any planar polygon, including concave profiles. */
export function polygonNormal(points: readonly Vec3[]): Vec3 {
  let n: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    n[0] += (a[1] - b[1]) * (a[2] + b[2]);
    n[1] += (a[2] - b[2]) * (a[0] + b[0]);
    n[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize(n);
}

/** World axes: x towards the vehicle's front, y up, z towards its right-hand side. */
const UP: Vec3 = [0, 1, 0];

export interface Camera {
  eye: Vec3;
  forward: Vec3;
  right: Vec3;
  up: Vec3;
  /** Focal length in output pixels. */
  focal: number;
}

export function lookAt(eye: Vec3, target: Vec3, focal: number): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, UP));
  return { eye, forward, right, up: cross(right, forward), focal };
}

/**
 * A camera circling the vehicle. Azimuth 0 looks at the front; it grows towards the vehicle's
 * left side (90 = left profile, front pointing to the left of the picture; 180 = the rear),
 * which is how dealer photo sets are framed.
 */
export function orbitCamera(target: Vec3, azimuthDeg: number, elevationDeg: number, distance: number, focal: number): Camera {
  const a = rad(azimuthDeg);
  const e = rad(elevationDeg);
  const eye: Vec3 = add(target, [distance * Math.cos(e) * Math.cos(a), distance * Math.sin(e), -distance * Math.cos(e) * Math.sin(a)]);
  return lookAt(eye, target, focal);
}

/** Camera-space coordinates: x right, y down (SVG convention), depth along the view. */
export interface Projected {
  x: number;
  y: number;
  depth: number;
}

export function toCamera(cam: Camera, p: Vec3): Vec3 {
  const d = sub(p, cam.eye);
  return [dot(d, cam.right), dot(d, cam.up), dot(d, cam.forward)];
}

export function project(cam: Camera, p: Vec3): Projected {
  const [x, y, depth] = toCamera(cam, p);
  return { x: (cam.focal * x) / depth, y: (-cam.focal * y) / depth, depth };
}

/** Clips a polygon (camera space) to depth >= near so faces passing beside the eye still draw. */
export function clipNear(points: readonly Vec3[], near: number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const aIn = a[2] >= near;
    const bIn = b[2] >= near;
    if (aIn) out.push(a);
    if (aIn !== bIn) out.push(lerp3(a, b, (near - a[2]) / (b[2] - a[2])));
  }
  return out;
}

/** 2D bounding box helper used to frame a projected scene. */
export interface Box2 {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function growBox(box: Box2 | null, x: number, y: number): Box2 {
  if (!box) return { minX: x, minY: y, maxX: x, maxY: y };
  return { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) };
}
