// Building blocks for the demo vehicles: extruded profiles (prisms), boxes and wheels, as planar
// faces with "decals" (lights, windows, grilles) that are drawn on top of their face. Decals ride
// with their face through depth sorting, so a headlight can never be hidden by its own bumper.
import { type Vec2, type Vec3, dot, polygonNormal } from './geometry.ts';

export type Material =
  | 'paint'
  | 'glass'
  | 'tyre'
  | 'rim'
  | 'hub'
  | 'trim'
  | 'chrome'
  | 'headlight'
  | 'taillight'
  | 'liner'
  | 'grille'
  | 'plate'
  | 'interior'
  | 'carpet'
  | 'lining'
  | 'sky'
  | 'screen'
  | 'wood'
  | 'bench';

export interface Decal {
  points: Vec3[];
  material: Material;
}

export interface Face {
  points: Vec3[];
  normal: Vec3;
  material: Material;
  /** Wheel wells and open trays are seen from both sides. */
  doubleSided: boolean;
  decals: Decal[];
  /** Lower layers draw first whatever their depth: an interior's shell is behind its furniture. */
  layer: number;
}

export interface Mesh {
  faces: Face[];
  /** Points the spin hotspots are pinned to. */
  anchors: { headlight: Vec3; frontWheel: Vec3; rear: Vec3; taillight: Vec3 };
}

/** A decal in a face's own 2D coordinates (see each builder for what they mean). */
export interface Decal2 {
  points: Vec2[];
  material: Material;
}

export interface EdgeStyle {
  /** Leaves the face out: it is always covered by another part (a cab's floor under its glasshouse). */
  omit?: boolean;
  material?: Material;
  doubleSided?: boolean;
  /** Wheel wells sit on a lower layer: seen only through their arch, they are behind everything. */
  layer?: number;
  /** In (u, v): u runs 0..1 along the edge, v runs -1..1 across the width (left to right side). */
  decals?: Decal2[];
}

export interface ProfilePoint {
  x: number;
  y: number;
  /** Style of the edge from this point to the next one. */
  edge?: EdgeStyle;
}

export const pt = (x: number, y: number, edge?: EdgeStyle): ProfilePoint => ({ x, y, edge });

export interface PrismSpec {
  /** Side outline in (x, y), counter-clockwise seen from the right-hand side (+z). */
  profile: ProfilePoint[];
  material: Material;
  /** Half of the width; a pair tapers linearly from the profile's lowest to its highest point. */
  halfWidth: number | { bottom: number; top: number };
  z?: number;
  /** In (x, y), drawn on both sides. */
  sideDecals?: Decal2[];
  layer?: number;
  doubleSided?: boolean;
}

/** A planar face, its vertex order flipped if need be so its normal points along `outward`. */
export function polygonFace(points: Vec3[], material: Material, outward: Vec3 | null, opts: { doubleSided?: boolean; layer?: number; decals?: Decal[] } = {}): Face {
  let pts = points;
  let normal = polygonNormal(pts);
  if (outward && dot(normal, outward) < 0) {
    pts = [...pts].reverse();
    normal = [-normal[0], -normal[1], -normal[2]];
  }
  return { points: pts, normal, material, doubleSided: opts.doubleSided ?? false, decals: opts.decals ?? [], layer: opts.layer ?? 0 };
}

function signedArea(profile: readonly ProfilePoint[]): number {
  let a = 0;
  for (let i = 0; i < profile.length; i++) {
    const p = profile[i];
    const q = profile[(i + 1) % profile.length];
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}

export function prism(spec: PrismSpec): Face[] {
  const { profile, material } = spec;
  if (signedArea(profile) <= 0) throw new Error('prism profile must run counter-clockwise');
  const zc = spec.z ?? 0;
  const ys = profile.map((p) => p.y);
  const yMin = Math.min(...ys);
  const yMax = Math.max(...ys);
  const hw =
    typeof spec.halfWidth === 'number'
      ? () => spec.halfWidth as number
      : (y: number) => {
          const { bottom, top } = spec.halfWidth as { bottom: number; top: number };
          return bottom + (top - bottom) * ((y - yMin) / (yMax - yMin || 1));
        };
  const layer = spec.layer ?? 0;
  const doubleSided = spec.doubleSided ?? false;
  const faces: Face[] = [];
  for (const side of [1, -1]) {
    const at = (x: number, y: number): Vec3 => [x, y, zc + side * hw(y)];
    const decals = (spec.sideDecals ?? []).map((d) => ({ material: d.material, points: d.points.map(([x, y]) => at(x, y)) }));
    faces.push(polygonFace(profile.map((p) => at(p.x, p.y)), material, [0, 0, side], { decals, layer, doubleSided }));
  }
  profile.forEach((p, i) => {
    const q = profile[(i + 1) % profile.length];
    const at = (u: number, v: number): Vec3 => {
      const x = p.x + (q.x - p.x) * u;
      const y = p.y + (q.y - p.y) * u;
      return [x, y, zc + v * hw(y)];
    };
    const style = p.edge ?? {};
    if (style.omit) return;
    const decals = (style.decals ?? []).map((d) => ({ material: d.material, points: d.points.map(([u, v]) => at(u, v)) }));
    faces.push(
      polygonFace([at(0, 1), at(0, -1), at(1, -1), at(1, 1)], style.material ?? material, [q.y - p.y, p.x - q.x, 0], {
        decals,
        layer: style.layer ?? layer,
        doubleSided: style.doubleSided ?? doubleSided,
      }),
    );
  });
  return faces;
}

export interface BoxEdges {
  front?: EdgeStyle;
  top?: EdgeStyle;
  rear?: EdgeStyle;
  bottom?: EdgeStyle;
}

/** An axis-aligned box; `edges` styles its front (+x), top, rear (-x) and bottom faces. */
export function box(
  [x0, x1]: Vec2,
  [y0, y1]: Vec2,
  [z0, z1]: Vec2,
  material: Material,
  opts: { edges?: BoxEdges; sideDecals?: Decal2[]; layer?: number; doubleSided?: boolean } = {},
): Face[] {
  const e = opts.edges ?? {};
  return prism({
    profile: [pt(x1, y0, e.front), pt(x1, y1, e.top), pt(x0, y1, e.rear), pt(x0, y0, e.bottom)],
    material,
    halfWidth: (z1 - z0) / 2,
    z: (z0 + z1) / 2,
    sideDecals: opts.sideDecals,
    layer: opts.layer,
    doubleSided: opts.doubleSided,
  });
}

export function circle(cx: number, cy: number, r: number, segments: number, start = 0): Vec2[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = start + (i / segments) * Math.PI * 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Vec2;
  });
}

/** Ring sector between radii r0 and r1 from angle a0 to a1 (radians). */
function sector(r0: number, r1: number, a0: number, a1: number, steps: number): Vec2[] {
  const outer: Vec2[] = [];
  const inner: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    outer.push([r1 * Math.cos(a), r1 * Math.sin(a)]);
    inner.push([r0 * Math.cos(a), r0 * Math.sin(a)]);
  }
  return [...outer, ...inner.reverse()];
}

export interface WheelSpec {
  x: number;
  z: number;
  radius: number;
  width: number;
  /** Rim radius as a share of the tyre radius. */
  rim?: number;
  spokes?: number;
  segments?: number;
}

/** A tyre as a polygonal cylinder about z, with a spoked rim on both caps. */
export function wheel(spec: WheelSpec): Face[] {
  const { x, z, radius: r, width } = spec;
  const segments = spec.segments ?? 20;
  const spokes = spec.spokes ?? 5;
  const rimR = r * (spec.rim ?? 0.66);
  const ring = circle(0, 0, r, segments);
  const rimDecals: Decal2[] = [
    { points: circle(0, 0, rimR, segments), material: 'rim' },
    ...Array.from({ length: spokes }, (_, k) => {
      const a0 = (k / spokes) * Math.PI * 2 + 0.22;
      const a1 = ((k + 1) / spokes) * Math.PI * 2 - 0.22;
      return { points: sector(rimR * 0.3, rimR * 0.86, a0, a1, 4), material: 'liner' as Material };
    }),
    { points: circle(0, 0, rimR * 0.2, 8), material: 'hub' },
  ];
  const faces: Face[] = [];
  for (const side of [1, -1]) {
    const zc = z + (side * width) / 2;
    const at = ([dx, dy]: Vec2): Vec3 => [x + dx, r + dy, zc];
    faces.push(
      polygonFace(ring.map(at), 'tyre', [0, 0, side], {
        decals: rimDecals.map((d) => ({ material: d.material, points: d.points.map(at) })),
      }),
    );
  }
  ring.forEach(([ax, ay], i) => {
    const [bx, by] = ring[(i + 1) % ring.length];
    const pts: Vec3[] = [
      [x + ax, r + ay, z - width / 2],
      [x + ax, r + ay, z + width / 2],
      [x + bx, r + by, z + width / 2],
      [x + bx, r + by, z - width / 2],
    ];
    faces.push(polygonFace(pts, 'tyre', [ax + bx, ay + by, 0]));
  });
  return faces;
}

/** Mirrors a decal given in (u, v) edge coordinates to the other side of the vehicle. */
export function mirrorV(d: Decal2): Decal2 {
  return { material: d.material, points: d.points.map(([u, v]) => [u, -v] as Vec2) };
}

/** A rectangle in a face's 2D coordinates. */
export function rect(a0: number, a1: number, b0: number, b1: number, material: Material): Decal2 {
  return { material, points: [[a0, b0], [a1, b0], [a1, b1], [a0, b1]] };
}
