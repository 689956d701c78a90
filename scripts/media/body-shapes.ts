// The demo vehicles as simple 3D meshes, one per body type, in metres. x runs to the front,
// y up, z to the right-hand side; the ground is y = 0 and the vehicle is centred on x = z = 0.
// Car-like bodies share one builder (a lower body and a tapered glasshouse); motorcycles,
// trucks and caravans add or replace parts. Photos, spin frames and hotspots all come from here.
import type { BodyType } from '../../src/domain/stock.ts';
import type { Vec2, Vec3 } from './geometry.ts';
import {
  type Decal2,
  type EdgeStyle,
  type Face,
  type Mesh,
  type ProfilePoint,
  box,
  circle,
  mirrorV,
  prism,
  pt,
  rect,
  wheel,
} from './mesh.ts';

const LINER: EdgeStyle = { material: 'liner', doubleSided: true, layer: -1 };
const UNDERSIDE: EdgeStyle = { material: 'trim' };
const HIDDEN: EdgeStyle = { omit: true };

/** A wheel arch cut into a side profile, walked from its rear foot over the top to its front foot. */
function arch(axleX: number, wheelR: number, sill: number): ProfilePoint[] {
  const r = wheelR + 0.05;
  const t0 = Math.asin((sill - wheelR) / r);
  const steps = 9;
  const points: ProfilePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = Math.PI - t0 - ((Math.PI - 2 * t0) * i) / steps;
    points.push(pt(axleX + r * Math.cos(a), wheelR + r * Math.sin(a), i < steps ? LINER : UNDERSIDE));
  }
  return points;
}

/** Ring sector around a wheel arch, for plastic flares. */
function archFlare(axleX: number, wheelR: number, sill: number, width: number): Decal2 {
  const r = wheelR + 0.05;
  const t0 = Math.asin((sill - wheelR) / r);
  const steps = 12;
  const outer: Vec2[] = [];
  const inner: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = t0 + ((Math.PI - 2 * t0) * i) / steps;
    outer.push([axleX + (r + width) * Math.cos(a), wheelR + (r + width) * Math.sin(a)]);
    inner.push([axleX + r * Math.cos(a), wheelR + r * Math.sin(a)]);
  }
  return { material: 'trim', points: [...outer, ...inner.reverse()] };
}

/** Offsets each edge of a convex counter-clockwise polygon inwards by t. */
function insetConvex(poly: readonly Vec2[], t: number): Vec2[] {
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const n: Vec2 = [-dy / len, dx / len];
    return { p: [a[0] + n[0] * t, a[1] + n[1] * t] as Vec2, d: [dx, dy] as Vec2 };
  });
  return lines.map((l, i) => {
    const prev = lines[(i - 1 + lines.length) % lines.length];
    const den = prev.d[0] * l.d[1] - prev.d[1] * l.d[0];
    const s = ((l.p[0] - prev.p[0]) * l.d[1] - (l.p[1] - prev.p[1]) * l.d[0]) / den;
    return [prev.p[0] + prev.d[0] * s, prev.p[1] + prev.d[1] * s] as Vec2;
  });
}

/** Keeps the part of a polygon with x0 <= x <= x1. */
function clipX(poly: readonly Vec2[], x0: number, x1: number): Vec2[] {
  const half = (pts: readonly Vec2[], inside: (p: Vec2) => boolean, edge: number): Vec2[] => {
    const out: Vec2[] = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length];
      if (inside(a)) out.push(a);
      if (inside(a) !== inside(b)) {
        const t = (edge - a[0]) / (b[0] - a[0]);
        out.push([edge, a[1] + (b[1] - a[1]) * t]);
      }
    });
    return out;
  };
  return half(
    half(poly, (p) => p[0] >= x0, x0),
    (p) => p[0] <= x1,
    x1,
  );
}

interface CarSpec {
  length: number;
  width: number;
  wheelR: number;
  frontAxle: number;
  rearAxle: number;
  sill: number;
  /** Heights of the front face, bottom and top. */
  nose: Vec2;
  /** Where the bonnet meets the windscreen. */
  cowl: Vec2;
  roofFront: Vec2;
  roofRear: Vec2;
  /** Where the rear glass meets the boot lid or, on a hatch, the tail. */
  tailGlass: Vec2;
  /** Heights of the tail face, top and bottom. */
  tail: Vec2;
  /** x of the pillars between side windows, front to rear. */
  pillars: number[];
  /** Which window openings between pillars are glazed (a panel van's are not). */
  glazed?: boolean[];
  /** x of the door shut lines, front to rear. */
  doors: number[];
  /** Glasshouse inset at the roof on each side. */
  taper?: number;
  blackPillars?: boolean;
  cladding?: boolean;
  roofRails?: boolean;
  /** Panel vans have rear doors with small windows instead of a rear windscreen. */
  rearDoors?: boolean;
  /** The x where the body ends (a ute's cab stops before its tray); defaults to the tail. */
  bodyRear?: number;
  /** Grille height share of the nose and half-width share. */
  grille?: Vec2;
  open?: boolean;
  /** Rigid trucks carry twin rear tyres, added by their own builder. */
  dualRear?: boolean;
}

/** Where a door shut line starts: above the sill, or above the wheel arch it would cross. */
function doorFoot(s: CarSpec, x: number): number {
  const r = s.wheelR + 0.05;
  const dx = Math.min(...[s.frontAxle, s.rearAxle].map((a) => Math.abs(x - a)));
  return dx < r ? s.wheelR + Math.sqrt(r * r - dx * dx) + 0.05 : s.sill + 0.06;
}

const headlamp = (u0: number, u1: number): Decal2 => ({
  material: 'headlight',
  points: [
    [u0, 0.55],
    [u0, 0.93],
    [u1, 0.93],
    [u1, 0.5],
  ],
});

function carLike(s: CarSpec): Mesh {
  const xf = s.length / 2;
  const xr = -s.length / 2;
  const rear = s.bodyRear ?? xr;
  const hasTail = rear === xr;
  const hw = s.width / 2;
  const belt = s.cowl[1];
  const [noseBottom, noseTop] = s.nose;
  const [tailTop, tailBottom] = s.tail;
  const [grilleTop, grilleHalf] = s.grille ?? [0.62, 0.45];
  const headY = noseBottom + 0.78 * (noseTop - noseBottom);

  const noseDecals: Decal2[] = [
    rect(0.05, 0.24, -0.22, 0.22, 'plate'),
    rect(0.27, grilleTop, -grilleHalf, grilleHalf, 'grille'),
    headlamp(0.6, 0.95),
    mirrorV(headlamp(0.6, 0.95)),
  ];
  const tailDecals: Decal2[] = hasTail
    ? [rect(0.06, 0.36, 0.5, 0.95, 'taillight'), rect(0.06, 0.36, -0.95, -0.5, 'taillight'), rect(0.44, 0.68, -0.22, 0.22, 'plate')]
    : [];
  const deckOrBelt: EdgeStyle = s.open ? { decals: [rect(0.03, 0.97, -0.9, 0.9, 'interior')] } : HIDDEN;

  const lower: ProfilePoint[] = [
    pt(xf - 0.1, s.sill, { material: 'grille' }),
    pt(xf, noseBottom, { decals: noseDecals }),
    pt(xf - 0.05, noseTop),
    pt(s.cowl[0], belt, deckOrBelt),
    ...(hasTail
      ? [pt(s.tailGlass[0], s.tailGlass[1]), pt(xr + 0.04, tailTop, { decals: tailDecals }), pt(xr, tailBottom, UNDERSIDE), pt(xr + 0.1, s.sill, UNDERSIDE)]
      : [pt(rear, s.tailGlass[1]), pt(rear, s.sill, UNDERSIDE)]),
    ...(s.rearAxle > rear ? arch(s.rearAxle, s.wheelR, s.sill) : []),
    ...arch(s.frontAxle, s.wheelR, s.sill),
  ];

  const sideDecals: Decal2[] = [
    {
      material: 'trim',
      points: [
        [s.cowl[0], belt],
        [s.tailGlass[0], s.tailGlass[1]],
        [s.tailGlass[0], s.tailGlass[1] - 0.02],
        [s.cowl[0], belt - 0.02],
      ],
    },
    {
      material: 'headlight',
      points: [
        [xf - 0.012, headY - 0.05],
        [xf - 0.045, noseTop - 0.02],
        [xf - 0.3, noseTop - 0.04],
        [xf - 0.24, headY - 0.02],
      ],
    },
    ...s.doors.map((x) => rect(x - 0.006, x + 0.006, doorFoot(s, x), belt - 0.025, 'liner')),
    ...s.doors.slice(1).map((x) => rect(x + 0.1, x + 0.25, belt - 0.13, belt - 0.1, 'trim')),
  ];
  if (hasTail) {
    sideDecals.push({
      material: 'taillight',
      points: [
        [xr + 0.035, tailTop - 0.02],
        [xr + 0.22, tailTop - 0.03],
        [xr + 0.2, tailTop - 0.13],
        [xr + 0.015, tailTop - 0.12],
      ],
    });
  }
  if (s.cladding) {
    const foot = Math.sqrt((s.wheelR + 0.05) ** 2 - (s.sill - s.wheelR) ** 2);
    const strip = (x0: number, x1: number) => rect(x0, x1, s.sill, s.sill + 0.08, 'trim');
    sideDecals.push(
      strip(rear + 0.1, s.rearAxle - foot),
      strip(s.rearAxle + foot, s.frontAxle - foot),
      strip(s.frontAxle + foot, xf - 0.12),
      archFlare(s.rearAxle, s.wheelR, s.sill, 0.07),
      archFlare(s.frontAxle, s.wheelR, s.sill, 0.07),
    );
  }

  const faces: Face[] = [...prism({ profile: lower, material: 'paint', halfWidth: hw, sideDecals })];

  const roofMid: Vec2 = [(s.roofFront[0] + s.roofRear[0]) / 2, Math.max(s.roofFront[1], s.roofRear[1]) + 0.025];
  if (!s.open) {
    const house: Vec2[] = [s.cowl, s.roofFront, roofMid, s.roofRear, s.tailGlass];
    const rearGlass: EdgeStyle = s.rearDoors
      ? { decals: [rect(0.06, 0.45, -0.9, -0.06, 'glass'), rect(0.06, 0.45, 0.06, 0.9, 'glass')] }
      : { material: 'glass' };
    const opening = insetConvex(house, 0.065);
    const xs = [-Infinity, ...s.pillars, Infinity];
    const windows: Decal2[] = [];
    for (let i = 0; i + 1 < xs.length; i++) {
      if (s.glazed && !s.glazed[i]) continue;
      const w = clipX(opening, xs[i] + 0.045, xs[i + 1] - 0.045);
      if (w.length >= 3) windows.push({ material: 'glass', points: w });
    }
    const houseDecals = s.blackPillars ? [{ material: 'trim' as const, points: opening }, ...windows] : windows;
    faces.push(
      ...prism({
        profile: [
          pt(s.cowl[0], s.cowl[1], { material: 'glass' }),
          pt(...s.roofFront),
          pt(...roofMid),
          pt(s.roofRear[0], s.roofRear[1], rearGlass),
          pt(s.tailGlass[0], s.tailGlass[1], HIDDEN),
        ],
        material: 'paint',
        halfWidth: { bottom: hw, top: hw - (s.taper ?? 0.16) },
        sideDecals: houseDecals,
      }),
    );
  }
  for (const side of [-1, 1]) {
    faces.push(...box([s.cowl[0] - 0.34, s.cowl[0] - 0.14], [belt + 0.04, belt + 0.17], side > 0 ? [hw - 0.02, hw + 0.14] : [-hw - 0.14, -hw + 0.02], 'paint'));
    if (s.roofRails) {
      const rz = side * (hw - (s.taper ?? 0.16) - 0.1);
      faces.push(...box([s.roofRear[0] + 0.15, s.roofFront[0] - 0.1], [roofMid[1] + 0.01, roofMid[1] + 0.06], [rz - 0.025, rz + 0.025], 'trim'));
    }
    for (const x of s.dualRear ? [s.frontAxle] : [s.frontAxle, s.rearAxle]) {
      faces.push(...wheel({ x, z: side * (hw - 0.13), radius: s.wheelR, width: 0.22 }));
    }
  }
  return {
    faces,
    anchors: {
      headlight: [xf - 0.03, headY, -(hw - 0.25)],
      frontWheel: [s.frontAxle, s.wheelR, -hw],
      rear: [xr + 0.02, (tailTop + tailBottom) / 2, 0],
      taillight: [xr + 0.03, tailTop - 0.1, hw - 0.25],
    },
  };
}

function convertible(): Mesh {
  const belt = 0.86;
  const m = carLike({
    length: 4.55, width: 1.84, wheelR: 0.33, frontAxle: 1.34, rearAxle: -1.3, sill: 0.28, nose: [0.32, 0.66],
    cowl: [0.72, belt], roofFront: [0, 0], roofRear: [0, 0], tailGlass: [-0.95, 0.9], tail: [0.9, 0.4],
    pillars: [], doors: [0.55, -0.85], open: true,
  });
  const frame: ProfilePoint[] = [
    pt(0.72, belt, { material: 'glass' }),
    pt(0.34, belt + 0.36, { material: 'trim' }),
    pt(0.28, belt + 0.35, { material: 'glass' }),
    pt(0.66, belt),
  ];
  m.faces.push(...prism({ profile: frame, material: 'trim', halfWidth: { bottom: 0.86, top: 0.78 } }));
  for (const side of [-1, 1]) {
    const z: Vec2 = side > 0 ? [0.12, 0.62] : [-0.62, -0.12];
    const hz: Vec2 = side > 0 ? [0.25, 0.49] : [-0.49, -0.25];
    m.faces.push(...box([-0.78, -0.6], [belt - 0.05, belt + 0.3], z, 'interior'));
    m.faces.push(...box([-0.76, -0.63], [belt + 0.3, belt + 0.44], hz, 'interior'));
  }
  return m;
}

function ute(): Mesh {
  const cabBack = -0.5;
  const length = 5.35;
  const xr = -length / 2;
  const sill = 0.5;
  const wheelR = 0.38;
  const rearAxle = -1.45;
  const m = carLike({
    length, width: 1.88, wheelR, frontAxle: 1.65, rearAxle, sill, nose: [0.56, 1.0],
    cowl: [1.45, 1.2], roofFront: [0.62, 1.82], roofRear: [-0.38, 1.81], tailGlass: [cabBack, 1.22], tail: [1.2, 0.6],
    pillars: [-0.02], doors: [1.3, -0.02, -0.45], taper: 0.14, bodyRear: cabBack, grille: [0.66, 0.5], roofRails: false,
  });
  const floor = 0.92;
  const top = 1.22;
  const front = cabBack - 0.05;
  const tub: ProfilePoint[] = [
    pt(front, sill, HIDDEN),
    pt(front, floor, { material: 'liner' }),
    pt(xr, floor, { decals: [rect(0.05, 0.5, 0.78, 0.97, 'taillight'), rect(0.05, 0.5, -0.97, -0.78, 'taillight'), rect(0.55, 0.85, -0.2, 0.2, 'plate')] }),
    pt(xr, sill, UNDERSIDE),
    ...arch(rearAxle, wheelR, sill),
  ];
  m.faces.push(...prism({ profile: tub, material: 'paint', halfWidth: 0.94 }));
  for (const side of [-1, 1]) {
    m.faces.push(...box([xr, front], [floor, top], side > 0 ? [0.88, 0.94] : [-0.94, -0.88], 'paint', { edges: { top: { material: 'trim' } } }));
  }
  m.faces.push(...box([xr, xr + 0.05], [floor, top], [-0.88, 0.88], 'paint', { edges: { top: { material: 'trim' } } }));
  m.faces.push(...box([front - 0.06, front], [floor, top + 0.06], [-0.88, 0.88], 'paint', { edges: { top: { material: 'trim' } } }));
  m.anchors.rear = [xr + 0.6, floor + 0.1, 0];
  m.anchors.taillight = [xr, floor - 0.1, 0.86];
  return m;
}

function truck(): Mesh {
  const length = 7.2;
  const xf = length / 2;
  const xr = -xf;
  const cabBack = 1.5;
  const wheelR = 0.48;
  const m = carLike({
    length, width: 2.2, wheelR, frontAxle: 2.35, rearAxle: -1.7, sill: 0.6, nose: [0.66, 1.45],
    cowl: [xf - 0.12, 1.52], roofFront: [xf - 0.35, 2.62], roofRear: [cabBack + 0.05, 2.64], tailGlass: [cabBack, 1.55], tail: [1.5, 0.7],
    pillars: [2.55], glazed: [false, true], doors: [xf - 0.25, 2.0], taper: 0.1, bodyRear: cabBack, grille: [0.5, 0.6], dualRear: true,
  });
  const boxFloor = 1.02;
  m.faces.push(...box([xr + 0.3, cabBack + 0.02], [0.62, 0.86], [-0.45, 0.45], 'trim'));
  m.faces.push(
    ...box([xr, cabBack - 0.08], [boxFloor, 3.05], [-1.15, 1.15], 'paint', {
      edges: { rear: { decals: [rect(0.02, 0.97, -0.006, 0.006, 'liner'), rect(0.45, 0.55, -0.1, -0.04, 'chrome'), rect(0.45, 0.55, 0.04, 0.1, 'chrome')] } },
      sideDecals: [rect(xr + 0.15, cabBack - 0.25, 1.55, 1.75, 'trim')],
    }),
  );
  m.faces.push(
    ...box([xr, xr + 0.25], [0.62, boxFloor], [-1.1, 1.1], 'trim', {
      edges: { rear: { decals: [rect(0.3, 0.7, 0.72, 0.95, 'taillight'), rect(0.3, 0.7, -0.95, -0.72, 'taillight'), rect(0.3, 0.7, -0.2, 0.2, 'plate')] } },
    }),
  );
  for (const side of [-1, 1]) {
    for (const dz of [0.74, 0.5]) m.faces.push(...wheel({ x: -1.7, z: side * dz, radius: wheelR, width: 0.22 }));
  }
  m.anchors.rear = [xr, 2.0, 0];
  m.anchors.taillight = [xr, 0.82, 0.85];
  return m;
}

function caravan(): Mesh {
  const front = 2.2;
  const back = -3.0;
  const sill = 0.55;
  const wheelR = 0.34;
  const axle = -0.3;
  const roof = 2.72;
  const profile: ProfilePoint[] = [
    pt(front, sill),
    pt(front + 0.1, 1.5, { decals: [rect(0.1, 0.85, -0.7, 0.7, 'glass')] }),
    pt(front - 0.05, 2.45),
    pt(front - 0.3, roof),
    pt(back + 0.2, roof),
    pt(back, roof - 0.22, { decals: [rect(0.7, 0.8, 0.72, 0.95, 'taillight'), rect(0.7, 0.8, -0.95, -0.72, 'taillight'), rect(0.55, 0.66, -0.5, 0.5, 'glass')] }),
    pt(back, sill, UNDERSIDE),
    ...arch(axle, wheelR, sill),
  ];
  const sideDecals: Decal2[] = [
    rect(back + 0.05, front + 0.05, 1.15, 1.22, 'trim'),
    rect(back + 0.05, front + 0.05, 2.3, 2.36, 'trim'),
    rect(1.0, 1.95, 1.45, 2.05, 'glass'),
    rect(-1.2, -0.2, 1.45, 2.05, 'glass'),
    rect(-2.7, -2.0, 1.55, 2.05, 'glass'),
    rect(-1.85, -1.35, sill + 0.1, 2.25, 'bench'),
    rect(-1.75, -1.45, 1.65, 2.05, 'glass'),
  ];
  const faces: Face[] = [...prism({ profile, material: 'paint', halfWidth: 1.18, sideDecals })];
  faces.push(...box([front, 3.45], [0.46, 0.58], [-0.06, 0.06], 'trim'));
  for (const side of [-1, 1]) {
    faces.push(...prism({ profile: [pt(front, 0.46), pt(front, 0.58), pt(front - 0.01, 0.58), pt(front - 0.01, 0.46)], material: 'trim', halfWidth: 0.04, z: side * 0.5 }));
  }
  faces.push(...box([3.35, 3.58], [0.5, 0.68], [-0.07, 0.07], 'chrome'));
  faces.push(...box([front + 0.15, front + 0.55], [0.58, 1.05], [-0.4, 0.4], 'bench'));
  faces.push(...wheel({ x: 2.95, z: 0, radius: 0.1, width: 0.07, spokes: 3, segments: 12 }));
  faces.push(...box([2.92, 2.98], [0.2, 0.58], [-0.02, 0.02], 'chrome'));
  for (const side of [-1, 1]) faces.push(...wheel({ x: axle, z: side * 1.05, radius: wheelR, width: 0.2 }));
  return {
    faces,
    anchors: {
      headlight: [3.47, 0.62, 0],
      frontWheel: [axle, wheelR, -1.18],
      rear: [back, 1.9, 0],
      taillight: [back, 0.9, 0.95],
    },
  };
}

function motorcycle(): Mesh {
  const r = 0.31;
  const fx = 0.72;
  const rx = -0.72;
  const faces: Face[] = [
    ...wheel({ x: fx, z: 0, radius: r, width: 0.12, spokes: 6, rim: 0.78 }),
    ...wheel({ x: rx, z: 0, radius: r, width: 0.17, spokes: 6, rim: 0.78 }),
  ];
  for (const side of [-1, 1]) {
    faces.push(...prism({ profile: [pt(fx + 0.03, r), pt(0.56, 1.02), pt(0.51, 1.02), pt(fx - 0.02, r)], material: 'chrome', halfWidth: 0.025, z: side * 0.1 }));
  }
  const fender = circle(fx, r, r + 0.05, 16).slice(1, 8);
  faces.push(
    ...prism({
      profile: [...fender.map(([x, y]) => pt(x, y)), ...fender.reverse().map(([x, y]) => pt(fx + (x - fx) * 0.88, r + (y - r) * 0.88))],
      material: 'paint',
      halfWidth: 0.075,
    }),
  );
  faces.push(
    ...box([0.5, 0.68], [0.86, 1.02], [-0.1, 0.1], 'trim', {
      edges: { front: { decals: [{ material: 'headlight', points: circle(0.5, 0, 0.42, 14).map(([u, v]) => [u, v * 1.8] as Vec2) }] } },
    }),
  );
  faces.push(...box([0.44, 0.52], [1.06, 1.1], [-0.38, 0.38], 'trim'));
  faces.push(...box([0.46, 0.56], [1.02, 1.12], [-0.09, 0.09], 'trim', { edges: { rear: { decals: [rect(0.15, 0.85, -0.8, 0.8, 'screen')] } } }));
  for (const side of [-1, 1]) {
    faces.push(...box([0.455, 0.47], [1.09, 1.2], [side * 0.3 - 0.008, side * 0.3 + 0.008], 'trim'));
    faces.push(...box([0.44, 0.48], [1.2, 1.27], [side * 0.3 - 0.06, side * 0.3 + 0.06], 'chrome'));
  }
  faces.push(
    ...prism({
      profile: [pt(0.5, 0.88), pt(0.46, 1.04), pt(0.1, 1.08), pt(-0.14, 0.96), pt(-0.12, 0.82)],
      material: 'paint',
      halfWidth: { bottom: 0.15, top: 0.11 },
    }),
  );
  faces.push(...prism({ profile: [pt(-0.1, 0.9), pt(-0.16, 0.97), pt(-0.62, 0.96), pt(-0.66, 0.9)], material: 'trim', halfWidth: 0.13 }));
  faces.push(
    ...prism({
      profile: [pt(-0.5, 0.78), pt(-0.64, 0.9), pt(-0.98, 0.98, { decals: [rect(0.15, 0.85, -0.6, 0.6, 'taillight')] }), pt(-0.98, 0.92), pt(-0.7, 0.78)],
      material: 'paint',
      halfWidth: 0.1,
    }),
  );
  faces.push(...box([-0.28, 0.36], [0.3, 0.76], [-0.17, 0.17], 'trim', { sideDecals: [rect(-0.05, 0.3, 0.5, 0.72, 'chrome'), rect(-0.24, 0.08, 0.32, 0.48, 'chrome')] }));
  faces.push(...prism({ profile: [pt(0.45, 0.8), pt(0.5, 0.9), pt(-0.5, 0.84), pt(-0.5, 0.76)], material: 'trim', halfWidth: 0.05 }));
  faces.push(...prism({ profile: [pt(-0.1, 0.42), pt(-0.1, 0.52), pt(rx, r + 0.06), pt(rx, r - 0.04)], material: 'trim', halfWidth: 0.12 }));
  faces.push(...box([-0.95, -0.15], [0.3, 0.4], [0.17, 0.27], 'chrome', { edges: { rear: { decals: [rect(0.2, 0.8, -0.6, 0.6, 'liner')] } } }));
  return {
    faces,
    anchors: {
      headlight: [0.69, 0.94, 0],
      frontWheel: [fx, r, -0.06],
      rear: [-0.8, 0.92, 0],
      taillight: [-0.98, 0.95, 0],
    },
  };
}

const SPECS: Partial<Record<BodyType, CarSpec>> = {
  Sedan: {
    length: 4.8, width: 1.84, wheelR: 0.33, frontAxle: 1.42, rearAxle: -1.42, sill: 0.3, nose: [0.36, 0.7],
    cowl: [0.92, 0.93], roofFront: [0.02, 1.44], roofRear: [-1.02, 1.43], tailGlass: [-1.68, 1.0], tail: [0.99, 0.42],
    pillars: [-0.4], doors: [0.78, -0.4, -1.32], blackPillars: true,
  },
  Hatch: {
    length: 4.2, width: 1.78, wheelR: 0.31, frontAxle: 1.28, rearAxle: -1.27, sill: 0.3, nose: [0.36, 0.72],
    cowl: [0.8, 0.94], roofFront: [-0.1, 1.46], roofRear: [-1.8, 1.42], tailGlass: [-2.02, 0.98], tail: [0.96, 0.42],
    pillars: [-0.48, -1.5], doors: [0.66, -0.48, -1.42], blackPillars: true,
  },
  SUV: {
    length: 4.75, width: 1.92, wheelR: 0.38, frontAxle: 1.42, rearAxle: -1.42, sill: 0.46, nose: [0.5, 0.94],
    cowl: [1.02, 1.14], roofFront: [0.18, 1.73], roofRear: [-2.1, 1.7], tailGlass: [-2.27, 1.16], tail: [1.12, 0.56],
    pillars: [-0.42, -1.5], doors: [0.86, -0.42, -1.45], taper: 0.11, blackPillars: true, cladding: true, roofRails: true, grille: [0.66, 0.52],
  },
  Wagon: {
    length: 4.85, width: 1.84, wheelR: 0.33, frontAxle: 1.44, rearAxle: -1.42, sill: 0.3, nose: [0.36, 0.7],
    cowl: [0.94, 0.93], roofFront: [0.05, 1.45], roofRear: [-2.18, 1.42], tailGlass: [-2.36, 0.98], tail: [0.96, 0.42],
    pillars: [-0.4, -1.48], doors: [0.8, -0.4, -1.36], blackPillars: true, roofRails: true,
  },
  Coupe: {
    length: 4.6, width: 1.86, wheelR: 0.33, frontAxle: 1.36, rearAxle: -1.3, sill: 0.27, nose: [0.31, 0.66],
    cowl: [0.74, 0.86], roofFront: [-0.12, 1.3], roofRear: [-0.85, 1.28], tailGlass: [-1.92, 0.93], tail: [0.92, 0.4],
    pillars: [-0.95], doors: [0.6, -0.95],
  },
  Van: {
    length: 5.2, width: 1.98, wheelR: 0.35, frontAxle: 1.78, rearAxle: -1.55, sill: 0.38, nose: [0.44, 0.95],
    cowl: [1.98, 1.12], roofFront: [1.1, 2.0], roofRear: [-2.55, 2.02], tailGlass: [-2.58, 1.14], tail: [1.12, 0.5],
    pillars: [0.92], glazed: [false, true], doors: [1.86, 0.92, -0.6], taper: 0.06, rearDoors: true, grille: [0.6, 0.5],
  },
  'People Mover': {
    length: 5.1, width: 1.92, wheelR: 0.34, frontAxle: 1.6, rearAxle: -1.5, sill: 0.34, nose: [0.42, 0.84],
    cowl: [1.62, 1.02], roofFront: [0.72, 1.8], roofRear: [-2.38, 1.78], tailGlass: [-2.5, 1.06], tail: [1.04, 0.46],
    pillars: [0.02, -1.3], doors: [1.46, 0.02, -1.2], taper: 0.1, blackPillars: true, roofRails: true,
  },
};

const BUILDERS: Partial<Record<BodyType, () => Mesh>> = {
  Ute: ute,
  Convertible: convertible,
  Truck: truck,
  Caravan: caravan,
  Motorcycle: motorcycle,
};

const cache = new Map<BodyType, Mesh>();

export function bodyMesh(body: BodyType): Mesh {
  let mesh = cache.get(body);
  if (!mesh) {
    const spec = SPECS[body];
    const build = BUILDERS[body];
    mesh = spec ? carLike(spec) : build!();
    cache.set(body, mesh);
  }
  return mesh;
}

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

export function meshBounds(mesh: Mesh): Bounds {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const f of mesh.faces) {
    for (const p of f.points) {
      for (let i = 0; i < 3; i++) {
        min[i] = Math.min(min[i], p[i]);
        max[i] = Math.max(max[i], p[i]);
      }
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}
