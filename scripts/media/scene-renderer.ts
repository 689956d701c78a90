// Turns faces into SVG: back-face culling, painter's ordering (far to near, decals right after
// their face) and flat shading from one light, with gradient fills that read as gloss on paint
// and glass. The projection is a parameter so the same faces draw in perspective (photos, spin
// frames) and on an equirectangular panorama.
import { type Rgb, BLACK, WHITE, luminance, mix, multiply, parseHex, toHex } from './colour.ts';
import {
  type Box2,
  type Camera,
  type Vec2,
  type Vec3,
  centroid,
  clipNear,
  dot,
  growBox,
  length,
  lerp3,
  normalize,
  sub,
  toCamera,
} from './geometry.ts';
import type { Decal, Face, Material } from './mesh.ts';

export interface Palette {
  paint: string;
  /** Seats and door trims. */
  interior: string;
}

/** Maps a face's world points to zero or more screen polygons (clipped away, or wrapped twice). */
export type Projector = (points: readonly Vec3[]) => Vec2[][];

export interface DrawnPolygon {
  material: Material;
  points: Vec2[];
}

export interface RenderedFaces {
  defs: string;
  body: string;
  drawn: DrawnPolygon[];
}

type Finish = 'gloss' | 'glass' | 'matte' | 'emissive' | 'sky';

const MATERIALS: Record<Material, { colour: string | ((p: Palette) => string); finish: Finish }> = {
  paint: { colour: (p) => p.paint, finish: 'gloss' },
  glass: { colour: '#1d2631', finish: 'glass' },
  tyre: { colour: '#1e1f21', finish: 'matte' },
  rim: { colour: '#c6cad0', finish: 'gloss' },
  hub: { colour: '#5a5e66', finish: 'matte' },
  trim: { colour: '#232427', finish: 'matte' },
  chrome: { colour: '#d5d9de', finish: 'gloss' },
  headlight: { colour: '#eef3f9', finish: 'emissive' },
  taillight: { colour: '#c1121c', finish: 'emissive' },
  liner: { colour: '#0f1011', finish: 'matte' },
  grille: { colour: '#141518', finish: 'matte' },
  plate: { colour: '#f4f4ef', finish: 'emissive' },
  interior: { colour: (p) => p.interior, finish: 'matte' },
  carpet: { colour: '#2b2b2d', finish: 'matte' },
  lining: { colour: '#d8d4cc', finish: 'matte' },
  sky: { colour: '#bcd6ee', finish: 'sky' },
  screen: { colour: '#2a5d8f', finish: 'emissive' },
  wood: { colour: '#8a5f3a', finish: 'matte' },
  bench: { colour: '#e9e5dc', finish: 'matte' },
};

/** The id of the gradient a caller defines for 'sky' (what is seen through windows). */
export const SKY_FILL_ID = 'sky';

export interface RenderOptions {
  eye: Vec3;
  /** Direction towards the light. */
  light: Vec3;
  project: Projector;
  palette: Palette;
  /** Keeps gradient ids unique when several renders share one SVG. */
  idPrefix: string;
  /** Share of a material's colour seen where the light does not reach (cabins are evenly lit). */
  ambient?: number;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
export const svgPoints = (pts: readonly Vec2[]) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

function baseColour(material: Material, palette: Palette): Rgb {
  const c = MATERIALS[material].colour;
  return parseHex(typeof c === 'function' ? c(palette) : c);
}

function lightFactor(normal: Vec3, light: Vec3, finish: Finish, ambient: number): number {
  const diffuse = Math.max(0, dot(normal, light));
  if (finish === 'emissive' || finish === 'sky') return 0.9 + 0.1 * diffuse;
  return ambient + (1.05 - ambient) * diffuse;
}

interface Fill {
  fill: string;
  def: string;
}

/** A vertical gradient across the whole face in screen space, so the pieces of a split face blend. */
function gradient(id: string, y0: number, y1: number, stops: [number, Rgb][]): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${toHex(c)}"/>`).join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${fmt(y0)}" x2="0" y2="${fmt(y1 + 0.1)}">${s}</linearGradient>`;
}

function fillFor(material: Material, normal: Vec3, opts: RenderOptions, id: string, span: Vec2): Fill {
  const { finish } = MATERIALS[material];
  if (finish === 'sky') return { fill: `url(#${SKY_FILL_ID})`, def: '' };
  const c = multiply(baseColour(material, opts.palette), lightFactor(normal, opts.light, finish, opts.ambient ?? 0.5));
  // Dark paint shows its shape through reflections rather than diffuse light.
  const sheen = 0.12 + 0.22 * (1 - luminance(c));
  if (finish === 'gloss') {
    const upward = normal[1] > 0.55;
    const stops: [number, Rgb][] = upward
      ? [
          [0, mix(c, WHITE, sheen + 0.1)],
          [1, c],
        ]
      : [
          [0, mix(c, WHITE, sheen)],
          [0.46, mix(c, WHITE, sheen * 0.25)],
          [0.54, mix(c, BLACK, 0.16)],
          [1, mix(c, BLACK, 0.34)],
        ];
    return { fill: `url(#${id})`, def: gradient(id, span[0], span[1], stops) };
  }
  if (finish === 'glass') {
    const sky = Math.max(0, normal[1]) * 0.35 + 0.18;
    return {
      fill: `url(#${id})`,
      def: gradient(id, span[0], span[1], [
        [0, mix(c, parseHex('#a9bfd4'), sky)],
        [0.6, c],
        [1, mix(c, BLACK, 0.25)],
      ]),
    };
  }
  return { fill: toHex(c), def: '' };
}

/** Back faces are skipped, except two-sided ones (wheel wells, a cabin's walls seen from inside). */
function isVisible(face: Face, eye: Vec3): boolean {
  if (face.doubleSided) return true;
  return dot(face.normal, sub(eye, centroid(face.points))) > 0;
}

/** Keeps the part of a polygon whose coordinate `axis` lies in [lo, hi]. */
function clipSlab(points: readonly Vec3[], axis: number, lo: number, hi: number): Vec3[] {
  const half = (pts: readonly Vec3[], keep: (v: number) => boolean, edge: number): Vec3[] => {
    const out: Vec3[] = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length];
      if (keep(a[axis])) out.push(a);
      if (keep(a[axis]) !== keep(b[axis])) out.push(lerp3(a, b, (edge - a[axis]) / (b[axis] - a[axis])));
    });
    return out;
  };
  return half(
    half(points, (v) => v >= lo, lo),
    (v) => v <= hi,
    hi,
  );
}

interface Piece {
  points: Vec3[];
  decals: { source: Decal; points: Vec3[] }[];
}

/**
 * Neighbouring pieces overlap so anti-aliasing leaves no seam between them; each decal overlaps
 * a step more than what it is drawn over, so its edge always falls on its own colour.
 */
const OVERLAP = 0.02;

/** Largest piece (metres) faces are cut into before depth sorting. */
const MAX_PIECE = 0.45;

/**
 * Cuts a face into slabs no longer than MAX_PIECE along each axis. Painter's ordering compares
 * centres, which goes wrong between a long body side and a wheel beside it; comparing
 * wheel-sized pieces keeps it right.
 */
function splitFace(face: Face): Piece[] {
  let pieces: Piece[] = [{ points: face.points, decals: face.decals.map((d) => ({ source: d, points: d.points })) }];
  for (let axis = 0; axis < 3; axis++) {
    const values = face.points.map((p) => p[axis]);
    const lo = Math.min(...values);
    const extent = Math.max(...values) - lo;
    const n = Math.ceil(extent / MAX_PIECE - 0.15);
    if (n < 2) continue;
    const slab = (points: readonly Vec3[], i: number, margin: number) =>
      clipSlab(points, axis, i === 0 ? -Infinity : lo + (extent * i) / n - margin, i === n - 1 ? Infinity : lo + (extent * (i + 1)) / n + margin);
    const next: Piece[] = [];
    for (const piece of pieces) {
      for (let i = 0; i < n; i++) {
        const points = slab(piece.points, i, OVERLAP);
        if (points.length < 3) continue;
        const decals = piece.decals
          .map((d, k) => ({ source: d.source, points: slab(d.points, i, OVERLAP * (k + 2)) }))
          .filter((d) => d.points.length >= 3);
        next.push({ points, decals });
      }
    }
    pieces = next;
  }
  return pieces;
}

/** Draws the faces far to near; a two-sided face seen from behind is lit as its reverse side. */
export function renderFaces(faces: readonly Face[], opts: RenderOptions): RenderedFaces {
  const light = normalize(opts.light);
  const shadedOpts = { ...opts, light };
  const defs: string[] = [];
  let n = 0;
  const fillCache = new Map<Decal | Face, Fill>();
  const fill = (key: Decal | Face, material: Material, normal: Vec3, span: Vec2): Fill => {
    let f = fillCache.get(key);
    if (!f) {
      f = fillFor(material, normal, shadedOpts, `${opts.idPrefix}${n++}`, span);
      if (f.def) defs.push(f.def);
      fillCache.set(key, f);
    }
    return f;
  };
  const items = faces
    .filter((f) => isVisible(f, opts.eye))
    .flatMap((f) => splitFace(f).map((p) => ({ f, p, depth: length(sub(centroid(p.points), opts.eye)) })))
    .sort((a, b) => a.f.layer - b.f.layer || b.depth - a.depth);
  const body: string[] = [];
  const drawn: DrawnPolygon[] = [];
  const spans = new Map<Decal | Face, Vec2>();
  const spanOf = (key: Decal | Face, points: readonly Vec3[]): Vec2 => {
    let s = spans.get(key);
    if (!s) {
      const ys = opts.project(points).flatMap((poly) => poly.map((p) => p[1]));
      s = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1];
      spans.set(key, s);
    }
    return s;
  };
  const draw = (key: Decal | Face, whole: readonly Vec3[], points: readonly Vec3[], material: Material, normal: Vec3) => {
    const polys = opts.project(points);
    if (polys.length === 0) return;
    const paint = fill(key, material, normal, spanOf(key, whole)).fill;
    for (const poly of polys) {
      if (poly.length < 3) continue;
      body.push(`<polygon points="${svgPoints(poly)}" fill="${paint}"/>`);
      drawn.push({ material, points: poly });
    }
  };
  for (const { f, p } of items) {
    const facing = dot(f.normal, sub(opts.eye, centroid(f.points))) >= 0;
    const normal: Vec3 = facing ? f.normal : [-f.normal[0], -f.normal[1], -f.normal[2]];
    draw(f, f.points, p.points, f.material, normal);
    for (const d of p.decals) draw(d.source, d.source.points, d.points, d.source.material, normal);
  }
  return { defs: defs.join(''), body: body.join(''), drawn };
}

/** Screen placement applied after the pinhole projection: X = dx + scale * x. */
export interface Placement {
  scale: number;
  dx: number;
  dy: number;
}

/** Pinhole projection; faces reaching behind the eye (inside a cabin) are clipped at 5 cm. */
export function perspective(cam: Camera, place: Placement): Projector {
  return (points) => {
    const clipped = clipNear(
      points.map((p) => toCamera(cam, p)),
      0.05,
    );
    if (clipped.length < 3) return [];
    return [
      clipped.map(([x, y, z]) => [place.dx + (place.scale * cam.focal * x) / z, place.dy - (place.scale * cam.focal * y) / z] as Vec2),
    ];
  };
}

/** Where points land before placement, for framing a scene. */
export function projectedBox(cam: Camera, points: readonly Vec3[], box: Box2 | null = null): Box2 | null {
  let b = box;
  for (const p of points) {
    const [x, y, z] = toCamera(cam, p);
    if (z > 0) b = growBox(b, (cam.focal * x) / z, (-cam.focal * y) / z);
  }
  return b;
}

/** Scales and centres a box into a target rectangle (x, y, width, height). */
export function placeBox(box: Box2, target: { x: number; y: number; width: number; height: number }): Placement {
  const scale = Math.min(target.width / (box.maxX - box.minX), target.height / (box.maxY - box.minY));
  return {
    scale,
    dx: target.x + target.width / 2 - (scale * (box.minX + box.maxX)) / 2,
    dy: target.y + target.height / 2 - (scale * (box.minY + box.maxY)) / 2,
  };
}

/** A light up and behind the camera's left shoulder, as in a studio with a key light. */
export function keyLight(cam: Camera): Vec3 {
  const back: Vec3 = [-cam.forward[0], 0, -cam.forward[2]];
  const left: Vec3 = [-cam.right[0], 0, -cam.right[2]];
  return normalize([back[0] * 0.7 + left[0] * 0.45, 1, back[2] * 0.7 + left[2] * 0.45]);
}
