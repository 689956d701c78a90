// The demo vehicles as simple 3D meshes, one per shape (shapes.ts), in metres. x runs to the
// front, y up, z to the right-hand side; the ground is y = 0 and the vehicle is centred on x = z = 0.
// Car-like shapes share one builder (a lower body and a tapered glasshouse); utes, trucks,
// caravans and motorcycles have builders of their own, each with its variants' dimensions.
// Photos, spin frames and hotspots all come from here.
import type { Vec2, Vec3 } from './geometry.ts';
import type { Shape } from './shapes.ts';
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
  /** A black roof over body-coloured sides (the two-tone light SUVs). */
  blackRoof?: boolean;
  /** A spare wheel on the tailgate (the boxy off-roaders). */
  spare?: boolean;
  /** A raised air intake up the right-hand windscreen pillar (outback 4x4s). */
  snorkel?: boolean;
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
          pt(s.roofFront[0], s.roofFront[1], s.blackRoof ? { material: 'liner' } : undefined),
          pt(roofMid[0], roofMid[1], s.blackRoof ? { material: 'liner' } : undefined),
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
  if (s.spare) {
    const r = s.wheelR * 0.92;
    faces.push(...wheel({ x: 0, z: 0, radius: r, width: 0.2 }).map((f) => hangOnBack(f, xr - 0.12, (tailTop + tailBottom) / 2 + 0.08, r, 0)));
  }
  if (s.snorkel) {
    // Up the pillar from the front guard to above the roof line, ending in a forward-facing head.
    const z = hw - 0.03;
    const foot = s.cowl[0] + 0.3;
    faces.push(...box([foot - 0.07, foot + 0.07], [belt - 0.3, belt + 0.05], [z - 0.02, z + 0.1], 'liner'));
    faces.push(
      ...prism({
        profile: [pt(foot - 0.07, belt), pt(foot + 0.07, belt), pt(s.roofFront[0] + 0.14, s.roofFront[1] + 0.05), pt(s.roofFront[0] + 0.02, s.roofFront[1] + 0.05)],
        material: 'liner',
        halfWidth: 0.06,
        z: z + 0.04,
      }),
    );
    faces.push(...box([s.roofFront[0] + 0.02, s.roofFront[0] + 0.24], [s.roofFront[1] + 0.03, s.roofFront[1] + 0.17], [z - 0.04, z + 0.12], 'liner'));
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

interface UteSpec {
  length: number;
  width: number;
  wheelR: number;
  sill: number;
  frontAxle: number;
  rearAxle: number;
  /** Where the cab ends and the tub begins. */
  cabBack: number;
  nose: Vec2;
  cowl: Vec2;
  roofFront: Vec2;
  roofRear: Vec2;
  /** Tub floor and side tops. */
  floor: number;
  tubTop: number;
  grille: Vec2;
}

function ute(u: UteSpec): Mesh {
  const xr = -u.length / 2;
  const hw = u.width / 2;
  const m = carLike({
    length: u.length, width: u.width, wheelR: u.wheelR, frontAxle: u.frontAxle, rearAxle: u.rearAxle, sill: u.sill, nose: u.nose,
    cowl: u.cowl, roofFront: u.roofFront, roofRear: u.roofRear, tailGlass: [u.cabBack, u.cowl[1] + 0.02], tail: [u.tubTop, u.floor - 0.3],
    pillars: [(u.roofFront[0] + u.roofRear[0]) / 2 - 0.14], doors: [u.cowl[0] - 0.15, (u.roofFront[0] + u.roofRear[0]) / 2 - 0.14, u.cabBack + 0.05],
    taper: 0.14, bodyRear: u.cabBack, grille: u.grille, roofRails: false,
  });
  const { floor, tubTop: top, sill, wheelR, rearAxle } = u;
  const front = u.cabBack - 0.05;
  const tw = hw - 0.02;
  const tub: ProfilePoint[] = [
    pt(front, sill, HIDDEN),
    pt(front, floor, { material: 'liner' }),
    pt(xr, floor, { decals: [rect(0.05, 0.5, 0.78, 0.97, 'taillight'), rect(0.05, 0.5, -0.97, -0.78, 'taillight'), rect(0.55, 0.85, -0.2, 0.2, 'plate')] }),
    pt(xr, sill, UNDERSIDE),
    ...arch(rearAxle, wheelR, sill),
  ];
  m.faces.push(...prism({ profile: tub, material: 'paint', halfWidth: tw }));
  for (const side of [-1, 1]) {
    m.faces.push(...box([xr, front], [floor, top], side > 0 ? [tw - 0.06, tw] : [-tw, -tw + 0.06], 'paint', { edges: { top: { material: 'trim' } } }));
  }
  m.faces.push(...box([xr, xr + 0.05], [floor, top], [-tw + 0.06, tw - 0.06], 'paint', { edges: { top: { material: 'trim' } } }));
  m.faces.push(...box([front - 0.06, front], [floor, top + 0.06], [-tw + 0.06, tw - 0.06], 'paint', { edges: { top: { material: 'trim' } } }));
  m.anchors.rear = [xr + 0.6, floor + 0.1, 0];
  m.anchors.taillight = [xr, floor - 0.1, tw - 0.08];
  return m;
}

interface TruckSpec {
  /** The cab, drawn by the car builder; its bodyRear is the back of the cab. */
  cab: CarSpec;
  /** Axles of twin-tyred rear wheels. */
  rearAxles: number[];
  /** What rides behind the cab: a box body, a drop-side tray, or a prime mover's turntable. */
  load: 'pantech' | 'tray' | 'fifth-wheel';
  loadTop: number;
}

function truck(t: TruckSpec): Mesh {
  const { cab } = t;
  const xr = -cab.length / 2;
  const cabBack = cab.bodyRear!;
  const r = cab.wheelR;
  const m = carLike({ ...cab, dualRear: true });
  const rail: Vec2 = [r + 0.14, r + 0.38];
  const chassisEnd = t.load === 'fifth-wheel' ? xr : xr + 0.3;
  m.faces.push(...box([chassisEnd, cabBack + 0.02], rail, [-0.45, 0.45], 'trim', t.load === 'fifth-wheel' ? { edges: { rear: { decals: [rect(0.2, 0.8, 0.75, 0.98, 'taillight'), rect(0.2, 0.8, -0.98, -0.75, 'taillight')] } } } : {}));
  const floor = rail[1] + 0.04;
  const hw = cab.width / 2 - 0.05;
  if (t.load === 'pantech') {
    m.faces.push(
      ...box([xr, cabBack - 0.08], [floor, t.loadTop], [-hw, hw], 'paint', {
        edges: { rear: { decals: [rect(0.02, 0.97, -0.006, 0.006, 'liner'), rect(0.45, 0.55, -0.1, -0.04, 'chrome'), rect(0.45, 0.55, 0.04, 0.1, 'chrome')] } },
        sideDecals: [rect(xr + 0.15, cabBack - 0.25, floor + 0.53, floor + 0.73, 'trim')],
      }),
    );
  } else if (t.load === 'tray') {
    const deck = floor + 0.1;
    m.faces.push(...box([xr, cabBack - 0.1], [floor, deck], [-hw, hw], 'trim'));
    for (const side of [-1, 1]) m.faces.push(...box([xr, cabBack - 0.16], [deck, deck + 0.4], side > 0 ? [hw - 0.04, hw] : [-hw, -hw + 0.04], 'chrome'));
    m.faces.push(...box([xr, xr + 0.04], [deck, deck + 0.4], [-hw + 0.04, hw - 0.04], 'chrome'));
    m.faces.push(...box([cabBack - 0.16, cabBack - 0.1], [deck, t.loadTop], [-hw, hw], 'trim'));
  } else {
    const turntable = (t.rearAxles[0] + t.rearAxles[t.rearAxles.length - 1]) / 2 + 0.2;
    m.faces.push(...box([turntable - 0.45, turntable + 0.45], [rail[1], rail[1] + 0.08], [-0.6, 0.6], 'liner'));
    for (const side of [-1, 1]) {
      const z = side * (hw - 0.25);
      m.faces.push(...box([cabBack - 1.3, cabBack - 0.15], [rail[0] - 0.12, rail[1] + 0.12], [z - 0.25, z + 0.25], 'chrome'));
      m.faces.push(...box([cabBack - 0.2, cabBack - 0.08], [rail[1], t.loadTop], [side * (hw - 0.15) - 0.06, side * (hw - 0.15) + 0.06], 'chrome'));
      m.faces.push(...box([t.rearAxles[t.rearAxles.length - 1] - r - 0.1, t.rearAxles[0] + r + 0.1], [2 * r + 0.1, 2 * r + 0.16], side > 0 ? [hw - 0.45, hw] : [-hw, -hw + 0.45], 'trim'));
    }
  }
  if (t.load !== 'fifth-wheel') {
    m.faces.push(
      ...box([xr, xr + 0.25], [rail[0], floor], [-hw, hw], 'trim', {
        edges: { rear: { decals: [rect(0.3, 0.7, 0.72, 0.95, 'taillight'), rect(0.3, 0.7, -0.95, -0.72, 'taillight'), rect(0.3, 0.7, -0.2, 0.2, 'plate')] } },
      }),
    );
  }
  for (const x of t.rearAxles) for (const side of [-1, 1]) for (const dz of [hw - 0.36, hw - 0.6]) m.faces.push(...wheel({ x, z: side * dz, radius: r, width: 0.22 }));
  m.anchors.rear = t.load === 'pantech' ? [xr, (floor + t.loadTop) / 2, 0] : [xr + 0.3, floor + 0.2, 0];
  m.anchors.taillight = [xr, rail[0] + 0.1, hw - 0.2];
  return m;
}

interface CaravanSpec {
  front: number;
  back: number;
  sill: number;
  wheelR: number;
  roof: number;
  axles: number[];
  /** Window openings along the side: [x0, x1, y0, y1]. */
  windows: [number, number, number, number][];
  door: Vec2;
  /** Off-road vans wear checker plate low down and carry a spare wheel on the back. */
  offroad?: boolean;
  /** A pop top's canvas band under the roof. */
  popTop?: boolean;
}

function caravan(c: CaravanSpec): Mesh {
  const { front, back, sill, wheelR, roof } = c;
  const hitch = front + 1.25;
  const beltLow = sill + 0.6;
  const profile: ProfilePoint[] = [
    pt(front, sill),
    pt(front + 0.1, beltLow + 0.35, { decals: [rect(0.1, 0.85, -0.7, 0.7, 'glass')] }),
    pt(front - 0.05, roof - 0.27),
    pt(front - 0.3, roof),
    pt(back + 0.2, roof),
    pt(back, roof - 0.22, { decals: [rect(0.7, 0.8, 0.72, 0.95, 'taillight'), rect(0.7, 0.8, -0.95, -0.72, 'taillight'), rect(0.55, 0.66, -0.5, 0.5, 'glass')] }),
    pt(back, sill, UNDERSIDE),
    ...[...c.axles].sort((a, b) => a - b).flatMap((axle) => arch(axle, wheelR, sill)),
  ];
  const sideDecals: Decal2[] = [
    rect(back + 0.05, front + 0.05, beltLow, beltLow + 0.07, 'trim'),
    rect(back + 0.05, front + 0.05, roof - 0.42, roof - 0.36, 'trim'),
    ...c.windows.map(([x0, x1, y0, y1]) => rect(x0, x1, y0, y1, 'glass')),
    rect(c.door[0], c.door[1], sill + 0.1, roof - 0.47, 'bench'),
    rect(c.door[0] + 0.1, c.door[1] - 0.1, beltLow + 0.45, roof - 0.67, 'glass'),
  ];
  if (c.popTop) sideDecals.push(rect(back + 0.25, front - 0.3, roof - 0.3, roof - 0.05, 'lining'));
  if (c.offroad) {
    const guards = c.axles.map((axle) => [axle - wheelR - 0.05, axle + wheelR + 0.05]);
    const lo = Math.min(...guards.map((g) => g[0]));
    const hi = Math.max(...guards.map((g) => g[1]));
    sideDecals.push(rect(back + 0.05, lo, sill + 0.02, sill + 0.42, 'chrome'), rect(hi, front + 0.05, sill + 0.02, sill + 0.42, 'chrome'));
  }
  const faces: Face[] = [...prism({ profile, material: 'paint', halfWidth: 1.18, sideDecals })];
  faces.push(...box([front, hitch], [0.46, 0.58], [-0.06, 0.06], 'trim'));
  for (const side of [-1, 1]) {
    faces.push(...prism({ profile: [pt(front, 0.46), pt(front, 0.58), pt(front - 0.01, 0.58), pt(front - 0.01, 0.46)], material: 'trim', halfWidth: 0.04, z: side * 0.5 }));
  }
  faces.push(...box([hitch - 0.1, hitch + 0.13], [0.5, 0.68], [-0.07, 0.07], 'chrome'));
  faces.push(...box([front + 0.15, front + 0.55], [0.58, c.offroad ? 1.2 : 1.05], [-0.4, 0.4], c.offroad ? 'chrome' : 'bench'));
  faces.push(...wheel({ x: hitch - 0.5, z: 0, radius: 0.1, width: 0.07, spokes: 3, segments: 12 }));
  faces.push(...box([hitch - 0.53, hitch - 0.47], [0.2, 0.58], [-0.02, 0.02], 'chrome'));
  for (const axle of c.axles) for (const side of [-1, 1]) faces.push(...wheel({ x: axle, z: side * 1.05, radius: wheelR, width: 0.2 }));
  if (c.offroad) {
    faces.push(...box([back - 0.06, back], [sill + 0.2, sill + 0.25], [-0.05, 0.05], 'trim'));
    faces.push(...wheel({ x: 0, z: 0, radius: wheelR, width: 0.2 }).map((f) => hangOnBack(f, back - 0.12, sill + 0.3 + wheelR, wheelR, 0)));
  }
  return {
    faces,
    anchors: {
      headlight: [hitch + 0.15, 0.62, 0],
      frontWheel: [c.axles[0], wheelR, -1.18],
      rear: [back, (sill + roof) / 2, 0],
      taillight: [back, roof - 0.22 - 0.25 * (roof - 0.22 - sill), 0.95],
    },
  };
}

/** Turns a wheel built about the z axis at x = z = 0 to hang flat on a back wall, centred at (x, y, z). */
function hangOnBack(f: Face, x: number, y: number, r: number, z: number): Face {
  const turn = ([px, py, pz]: Vec3): Vec3 => [x - pz, y + (py - r), z + px];
  return { ...f, points: f.points.map(turn), normal: [-f.normal[2], f.normal[1], f.normal[0]], decals: f.decals.map((d) => ({ ...d, points: d.points.map(turn) })) };
}

type BikeStyle = 'naked' | 'sport' | 'adventure' | 'cruiser';

interface BikeSpec {
  style: BikeStyle;
  /** Axle positions and tyre radii, front and rear. */
  fx: number;
  rx: number;
  rf: number;
  rr: number;
  /** Raises the bodywork (a tall adventure bike) or drops it (a cruiser) against the naked bike. */
  lift: number;
}

/** Parts every motorcycle has: wheels, forks, engine, frame, swingarm, exhaust. */
function bikeRunningGear(b: BikeSpec): Face[] {
  const { fx, rx, rf, rr, lift } = b;
  const wire = b.style === 'adventure' || b.style === 'cruiser';
  const faces: Face[] = [
    ...wheel({ x: fx, z: 0, radius: rf, width: b.style === 'cruiser' ? 0.15 : 0.12, spokes: wire ? 12 : 6, rim: 0.8 }),
    ...wheel({ x: rx, z: 0, radius: rr, width: b.style === 'cruiser' ? 0.2 : 0.17, spokes: wire ? 12 : 6, rim: 0.78 }),
  ];
  const head: Vec2 = [fx - (b.style === 'cruiser' ? 0.3 : 0.16), 1.02 + lift];
  for (const side of [-1, 1]) {
    faces.push(...prism({ profile: [pt(fx + 0.03, rf), pt(head[0], head[1]), pt(head[0] - 0.05, head[1]), pt(fx - 0.02, rf)], material: 'chrome', halfWidth: 0.025, z: side * 0.1 }));
  }
  const y = (v: number) => v + lift;
  faces.push(...box([-0.28, 0.36], [0.3, y(0.76)], [-0.17, 0.17], b.style === 'cruiser' ? 'chrome' : 'trim', { sideDecals: [rect(-0.05, 0.3, y(0.5), y(0.72), 'chrome'), rect(-0.24, 0.08, 0.32, y(0.48), 'chrome')] }));
  faces.push(...prism({ profile: [pt(head[0] - 0.1, y(0.8)), pt(head[0] - 0.05, y(0.9)), pt(-0.5, y(0.84)), pt(-0.5, y(0.76))], material: 'trim', halfWidth: 0.05 }));
  faces.push(...prism({ profile: [pt(-0.1, 0.42), pt(-0.1, 0.52), pt(rx, rr + 0.06), pt(rx, rr - 0.04)], material: 'trim', halfWidth: 0.12 }));
  const pipe: [Vec2, Vec2] = b.style === 'cruiser' ? [[rx - 0.3, 0.36], [0.3, 0.28]] : b.style === 'sport' ? [[rx - 0.05, 0.5], [-0.2, 0.28]] : [[rx - 0.23, 0.4], [-0.15, 0.3]];
  faces.push(...box([pipe[0][0], pipe[1][0]], [pipe[1][1], pipe[0][1]], [0.17, 0.27], 'chrome', { edges: { rear: { decals: [rect(0.2, 0.8, -0.6, 0.6, 'liner')] } } }));
  if (b.style === 'cruiser') faces.push(...box([pipe[0][0] + 0.1, pipe[1][0]], [0.18, 0.26], [0.17, 0.27], 'chrome'));
  return faces;
}

function motorcycle(b: BikeSpec): Mesh {
  const { fx, rx, rf, rr, lift } = b;
  const y = (v: number) => v + lift;
  const faces = bikeRunningGear(b);
  const headX = fx - (b.style === 'cruiser' ? 0.3 : 0.16);
  // Front mudguard: hugging the tyre on road bikes, a high beak on an adventure bike, deep on a cruiser.
  const guardR = rf + (b.style === 'cruiser' ? 0.06 : 0.05);
  const guard = circle(fx, rf, guardR, 16).slice(b.style === 'cruiser' ? 0 : 1, b.style === 'cruiser' ? 9 : 8);
  faces.push(
    ...prism({
      profile: [...guard.map(([x, gy]) => pt(x, gy)), ...guard.reverse().map(([x, gy]) => pt(fx + (x - fx) * 0.88, rf + (gy - rf) * 0.88))],
      material: 'paint',
      halfWidth: b.style === 'cruiser' ? 0.1 : 0.075,
    }),
  );
  if (b.style === 'cruiser') {
    const rear = circle(rx, rr, rr + 0.07, 16).slice(2, 9);
    faces.push(
      ...prism({
        profile: [...rear.map(([x, gy]) => pt(x, gy)), ...rear.reverse().map(([x, gy]) => pt(rx + (x - rx) * 0.86, rr + (gy - rr) * 0.86))],
        material: 'paint',
        halfWidth: 0.13,
      }),
    );
  }
  const lamp: Decal2 = { material: 'headlight', points: circle(0.5, 0, 0.42, 14).map(([u, v]) => [u, v * 1.8] as Vec2) };
  if (b.style === 'sport') {
    faces.push(
      ...prism({
        profile: [pt(0.28, y(0.5)), pt(fx + 0.06, y(0.56)), pt(fx + 0.08, y(0.84), { decals: [rect(0.55, 0.85, -0.7, -0.15, 'headlight'), rect(0.55, 0.85, 0.15, 0.7, 'headlight')] }), pt(fx - 0.12, y(1.04)), pt(0.36, y(1.02)), pt(0.24, y(0.72))],
        material: 'paint',
        halfWidth: { bottom: 0.19, top: 0.12 },
      }),
    );
    faces.push(...prism({ profile: [pt(fx - 0.2, y(1.0)), pt(fx - 0.1, y(1.02)), pt(fx - 0.26, y(1.15)), pt(fx - 0.32, y(1.12))], material: 'glass', halfWidth: 0.1 }));
    faces.push(...box([0.4, 0.46], [y(0.97), y(1.0)], [-0.28, 0.28], 'trim'));
    faces.push(...prism({ profile: [pt(-0.12, 0.3), pt(0.3, 0.32), pt(0.26, 0.55), pt(-0.08, 0.5)], material: 'paint', halfWidth: 0.18 }));
  } else {
    const high = b.style === 'cruiser' ? 1.12 : b.style === 'adventure' ? 1.14 : 1.06;
    const barX = b.style === 'cruiser' ? headX - 0.2 : headX - 0.06;
    const half = b.style === 'naked' ? 0.38 : 0.44;
    faces.push(...box([headX - 0.06, headX + 0.12], [y(0.86), y(1.02)], [-0.1, 0.1], b.style === 'cruiser' ? 'chrome' : 'trim', { edges: { front: { decals: [lamp] } } }));
    faces.push(...box([barX - 0.04, barX + 0.04], [y(high), y(high + 0.04)], [-half, half], 'trim'));
    faces.push(...box([headX - 0.1, headX], [y(1.02), y(1.12)], [-0.09, 0.09], 'trim', { edges: { rear: { decals: [rect(0.15, 0.85, -0.8, 0.8, 'screen')] } } }));
    for (const side of [-1, 1]) {
      faces.push(...box([barX - 0.008, barX + 0.008], [y(high + 0.03), y(high + 0.14)], [side * (half - 0.08) - 0.008, side * (half - 0.08) + 0.008], 'trim'));
      faces.push(...box([barX - 0.02, barX + 0.02], [y(high + 0.14), y(high + 0.21)], [side * (half - 0.08) - 0.06, side * (half - 0.08) + 0.06], 'chrome'));
    }
  }
  if (b.style === 'adventure') {
    faces.push(...prism({ profile: [pt(headX - 0.02, y(1.02)), pt(headX + 0.06, y(1.02)), pt(headX - 0.06, y(1.38)), pt(headX - 0.12, y(1.36))], material: 'glass', halfWidth: 0.14 }));
    faces.push(...prism({ profile: [pt(headX + 0.05, y(0.8)), pt(fx + 0.22, y(0.72)), pt(headX + 0.12, y(0.88))], material: 'paint', halfWidth: 0.07 }));
    for (const side of [-1, 1]) {
      faces.push(...box([-0.98, -0.42], [y(0.5), y(0.92)], side > 0 ? [0.2, 0.42] : [-0.42, -0.2], 'chrome'));
      faces.push(...box([headX - 0.12, headX - 0.02], [y(1.12), y(1.2)], side > 0 ? [0.38, 0.48] : [-0.48, -0.38], 'trim'));
    }
    faces.push(...box([-0.26, 0.34], [0.26, 0.34], [-0.15, 0.15], 'chrome'));
  }
  // Tank, seat and tail: a teardrop tank and a low, long seat on a cruiser, a raised tail on a sports bike.
  const tank: ProfilePoint[] =
    b.style === 'cruiser'
      ? [pt(headX - 0.05, y(0.9)), pt(headX - 0.08, y(1.02)), pt(0.0, y(1.0)), pt(-0.18, y(0.9)), pt(-0.16, y(0.82))]
      : [pt(headX - 0.06, y(0.88)), pt(headX - 0.1, y(1.04)), pt(0.1, y(1.08)), pt(-0.14, y(0.96)), pt(-0.12, y(0.82))];
  faces.push(...prism({ profile: tank, material: 'paint', halfWidth: { bottom: b.style === 'adventure' ? 0.19 : 0.15, top: 0.11 } }));
  const seatTop = b.style === 'cruiser' ? y(0.84) : b.style === 'sport' ? y(1.0) : y(0.97);
  const seatBack = b.style === 'cruiser' ? -0.6 : b.style === 'sport' ? -0.48 : -0.62;
  faces.push(...prism({ profile: [pt(-0.1, seatTop - 0.07), pt(-0.16, seatTop), pt(seatBack, seatTop - 0.01), pt(seatBack - 0.04, seatTop - 0.07)], material: 'trim', halfWidth: b.style === 'cruiser' ? 0.17 : 0.13 }));
  if (b.style === 'cruiser') {
    faces.push(...prism({ profile: [pt(seatBack - 0.1, y(0.76)), pt(seatBack - 0.02, y(0.86)), pt(seatBack - 0.12, y(1.02)), pt(seatBack - 0.18, y(0.98))], material: 'trim', halfWidth: 0.12 }));
    faces.push(...box([rx - rr - 0.02, rx - rr + 0.04], [rr + 0.3, rr + 0.38], [-0.08, 0.08], 'taillight'));
  } else {
    const rise = b.style === 'sport' ? 0.1 : 0;
    faces.push(
      ...prism({
        profile: [pt(-0.5, y(0.78)), pt(-0.64, y(0.9 + rise / 2)), pt(-0.98, y(0.98 + rise), { decals: [rect(0.15, 0.85, -0.6, 0.6, 'taillight')] }), pt(-0.98, y(0.92 + rise)), pt(-0.7, y(0.78))],
        material: 'paint',
        halfWidth: 0.1,
      }),
    );
  }
  const tailY = b.style === 'cruiser' ? rr + 0.34 : y(0.95 + (b.style === 'sport' ? 0.1 : 0));
  const tailX = b.style === 'cruiser' ? rx - rr - 0.02 : -0.98;
  return {
    faces,
    anchors: {
      headlight: [b.style === 'sport' ? fx + 0.08 : headX + 0.13, y(0.94), 0],
      frontWheel: [fx, rf, -0.06],
      rear: [tailX + 0.18, tailY - 0.03, 0],
      taillight: [tailX, tailY, 0],
    },
  };
}

/** A step-through scooter: small wheels, a floorboard, an apron and a bodied tail over the engine. */
function scooter(): Mesh {
  const fx = 0.66;
  const rx = -0.64;
  const r = 0.24;
  const faces: Face[] = [...wheel({ x: fx, z: 0, radius: r, width: 0.12, spokes: 5, rim: 0.7 }), ...wheel({ x: rx, z: 0, radius: r, width: 0.14, spokes: 5, rim: 0.7 })];
  for (const side of [-1, 1]) faces.push(...prism({ profile: [pt(fx + 0.02, r), pt(0.5, 0.95), pt(0.45, 0.95), pt(fx - 0.03, r)], material: 'chrome', halfWidth: 0.025, z: side * 0.09 }));
  const guard = circle(fx, r, r + 0.05, 16).slice(1, 8);
  faces.push(...prism({ profile: [...guard.map(([x, gy]) => pt(x, gy)), ...guard.reverse().map(([x, gy]) => pt(fx + (x - fx) * 0.86, r + (gy - r) * 0.86))], material: 'paint', halfWidth: 0.08 }));
  // The apron, floorboard and rear body are one painted shell.
  faces.push(
    ...prism({
      profile: [pt(0.36, 0.3), pt(0.58, 0.62), pt(0.52, 1.1, { decals: [rect(0.2, 0.55, -0.5, 0.5, 'headlight')] }), pt(0.4, 1.12), pt(0.22, 0.5), pt(-0.18, 0.46), pt(-0.32, 0.82), pt(-0.8, 0.86, { decals: [rect(0.3, 0.7, -0.6, 0.6, 'taillight')] }), pt(-0.86, 0.7), pt(-0.6, 0.34)],
      material: 'paint',
      halfWidth: { bottom: 0.19, top: 0.16 },
      sideDecals: [rect(0.1, 0.32, 0.33, 0.37, 'trim')],
    }),
  );
  faces.push(...box([-0.18, 0.24], [0.44, 0.47], [-0.17, 0.17], 'trim'));
  faces.push(...prism({ profile: [pt(-0.28, 0.84), pt(-0.32, 0.94), pt(-0.78, 0.96), pt(-0.8, 0.86)], material: 'trim', halfWidth: 0.15 }));
  faces.push(...prism({ profile: [pt(0.4, 1.12), pt(0.5, 1.12), pt(0.42, 1.34), pt(0.36, 1.33)], material: 'glass', halfWidth: 0.17 }));
  faces.push(...box([0.36, 0.44], [1.1, 1.14], [-0.36, 0.36], 'trim'));
  for (const side of [-1, 1]) faces.push(...box([0.38, 0.42], [1.14, 1.22], [side * 0.3 - 0.05, side * 0.3 + 0.05], 'chrome'));
  faces.push(...box([-0.7, -0.2], [0.26, 0.36], [0.12, 0.22], 'chrome'));
  return {
    faces,
    anchors: { headlight: [0.56, 0.95, 0], frontWheel: [fx, r, -0.06], rear: [-0.7, 0.84, 0], taillight: [-0.84, 0.78, 0] },
  };
}

// Car-like shapes, in metres. They share the builder and differ where real cars of the kind do:
// length and overhangs, ride height, bonnet height, windscreen rake, roof length and how the
// roof ends (an upright tailgate, a sloping hatch, a fastback, a boot).
const SPECS: Partial<Record<Shape, CarSpec>> = {
  'city-hatch': {
    length: 3.95, width: 1.72, wheelR: 0.3, frontAxle: 1.25, rearAxle: -1.22, sill: 0.3, nose: [0.36, 0.74],
    cowl: [0.72, 0.95], roofFront: [-0.05, 1.47], roofRear: [-1.62, 1.44], tailGlass: [-1.88, 1.0], tail: [0.96, 0.42],
    pillars: [-0.52, -1.38], doors: [0.6, -0.52, -1.35], blackPillars: true,
  },
  hatch: {
    length: 4.3, width: 1.78, wheelR: 0.32, frontAxle: 1.32, rearAxle: -1.3, sill: 0.3, nose: [0.36, 0.7],
    cowl: [0.8, 0.94], roofFront: [-0.1, 1.44], roofRear: [-1.72, 1.4], tailGlass: [-2.05, 0.98], tail: [0.95, 0.42],
    pillars: [-0.48, -1.5], doors: [0.66, -0.48, -1.42], blackPillars: true,
  },
  sedan: {
    length: 4.8, width: 1.84, wheelR: 0.33, frontAxle: 1.42, rearAxle: -1.42, sill: 0.3, nose: [0.36, 0.7],
    cowl: [0.92, 0.93], roofFront: [0.02, 1.44], roofRear: [-1.02, 1.43], tailGlass: [-1.68, 1.0], tail: [0.99, 0.42],
    pillars: [-0.4], doors: [0.78, -0.4, -1.32], blackPillars: true,
  },
  'fastback-sedan': {
    length: 4.75, width: 1.88, wheelR: 0.35, frontAxle: 1.45, rearAxle: -1.45, sill: 0.27, nose: [0.3, 0.6],
    cowl: [0.88, 0.86], roofFront: [0.0, 1.4], roofRear: [-0.8, 1.39], tailGlass: [-1.98, 0.96], tail: [0.93, 0.4],
    pillars: [-0.55], doors: [0.74, -0.55, -1.4], taper: 0.2, blackPillars: true, grille: [0.5, 0.55],
  },
  wagon: {
    length: 4.85, width: 1.84, wheelR: 0.34, frontAxle: 1.44, rearAxle: -1.42, sill: 0.34, nose: [0.4, 0.74],
    cowl: [0.94, 0.96], roofFront: [0.05, 1.5], roofRear: [-2.18, 1.47], tailGlass: [-2.36, 1.0], tail: [0.96, 0.44],
    pillars: [-0.4, -1.48], doors: [0.8, -0.4, -1.36], blackPillars: true, cladding: true, roofRails: true,
  },
  'suv-light': {
    length: 4.05, width: 1.77, wheelR: 0.33, frontAxle: 1.3, rearAxle: -1.22, sill: 0.42, nose: [0.46, 0.9],
    cowl: [0.92, 1.04], roofFront: [0.12, 1.6], roofRear: [-1.84, 1.58], tailGlass: [-1.96, 1.08], tail: [1.04, 0.5],
    pillars: [-0.42, -1.42], doors: [0.8, -0.42, -1.36], taper: 0.09, blackPillars: true, blackRoof: true, cladding: true, roofRails: true, grille: [0.64, 0.5],
  },
  'suv-small': {
    length: 4.4, width: 1.8, wheelR: 0.35, frontAxle: 1.38, rearAxle: -1.32, sill: 0.42, nose: [0.46, 0.84],
    cowl: [0.88, 1.04], roofFront: [0.0, 1.55], roofRear: [-1.45, 1.5], tailGlass: [-2.06, 1.1], tail: [1.06, 0.5],
    pillars: [-0.55, -1.32], doors: [0.74, -0.55, -1.35], taper: 0.13, blackPillars: true, cladding: true, grille: [0.6, 0.48],
  },
  'suv-mid': {
    length: 4.6, width: 1.86, wheelR: 0.37, frontAxle: 1.38, rearAxle: -1.32, sill: 0.47, nose: [0.52, 0.98],
    cowl: [0.98, 1.15], roofFront: [0.14, 1.72], roofRear: [-1.9, 1.7], tailGlass: [-2.2, 1.17], tail: [1.13, 0.56],
    pillars: [-0.45, -1.55], doors: [0.84, -0.45, -1.42], taper: 0.11, blackPillars: true, cladding: true, roofRails: true, grille: [0.68, 0.55],
  },
  'suv-coupe': {
    length: 4.72, width: 1.89, wheelR: 0.38, frontAxle: 1.43, rearAxle: -1.4, sill: 0.47, nose: [0.5, 0.94],
    cowl: [1.04, 1.14], roofFront: [0.12, 1.68], roofRear: [-1.3, 1.64], tailGlass: [-2.18, 1.2], tail: [1.15, 0.56],
    pillars: [-0.56, -1.5], doors: [0.84, -0.56, -1.42], taper: 0.16, blackPillars: true, cladding: true, grille: [0.56, 0.56],
  },
  'suv-large': {
    length: 5.05, width: 1.94, wheelR: 0.38, frontAxle: 1.52, rearAxle: -1.48, sill: 0.46, nose: [0.54, 1.0],
    cowl: [1.14, 1.16], roofFront: [0.26, 1.76], roofRear: [-2.4, 1.75], tailGlass: [-2.49, 1.2], tail: [1.16, 0.56],
    pillars: [-0.3, -1.42], doors: [1.0, -0.3, -1.3], taper: 0.1, cladding: true, roofRails: true, grille: [0.68, 0.58],
  },
  'suv-4x4': {
    length: 4.95, width: 1.98, wheelR: 0.43, frontAxle: 1.5, rearAxle: -1.4, sill: 0.62, nose: [0.66, 1.18],
    cowl: [1.16, 1.33], roofFront: [0.4, 1.95], roofRear: [-2.32, 1.95], tailGlass: [-2.41, 1.36], tail: [1.3, 0.7],
    pillars: [-0.3, -1.35], doors: [1.03, -0.3, -1.25], taper: 0.08, cladding: true, roofRails: true, snorkel: true, grille: [0.72, 0.62],
  },
  offroader: {
    length: 4.45, width: 1.9, wheelR: 0.42, frontAxle: 1.55, rearAxle: -1.42, sill: 0.6, nose: [0.64, 1.16],
    cowl: [1.08, 1.28], roofFront: [0.9, 1.95], roofRear: [-2.12, 1.95], tailGlass: [-2.16, 1.32], tail: [1.28, 0.68],
    pillars: [0.02, -1.05], doors: [0.95, 0.02, -0.95], taper: 0.06, cladding: true, spare: true, grille: [0.66, 0.56],
  },
  'people-mover': {
    length: 5.1, width: 1.92, wheelR: 0.34, frontAxle: 1.6, rearAxle: -1.5, sill: 0.34, nose: [0.42, 0.84],
    cowl: [1.62, 1.02], roofFront: [0.72, 1.8], roofRear: [-2.38, 1.78], tailGlass: [-2.5, 1.06], tail: [1.04, 0.46],
    pillars: [0.02, -1.3], doors: [1.46, 0.02, -1.2], taper: 0.1, blackPillars: true, roofRails: true,
  },
  'van-mid': {
    length: 5.2, width: 1.98, wheelR: 0.35, frontAxle: 1.78, rearAxle: -1.55, sill: 0.38, nose: [0.44, 0.95],
    cowl: [1.98, 1.12], roofFront: [1.1, 2.0], roofRear: [-2.55, 2.02], tailGlass: [-2.58, 1.14], tail: [1.12, 0.5],
    pillars: [0.92], glazed: [false, true], doors: [1.86, 0.92, -0.6], taper: 0.06, rearDoors: true, grille: [0.6, 0.5],
  },
  'van-large': {
    length: 6.0, width: 2.02, wheelR: 0.36, frontAxle: 2.1, rearAxle: -1.75, sill: 0.46, nose: [0.5, 1.05],
    cowl: [2.28, 1.25], roofFront: [1.45, 2.55], roofRear: [-2.92, 2.58], tailGlass: [-2.96, 1.2], tail: [1.18, 0.52],
    pillars: [1.25], glazed: [false, true], doors: [2.2, 1.25, -0.4], taper: 0.05, rearDoors: true, grille: [0.6, 0.5],
  },
  coupe: {
    length: 4.6, width: 1.86, wheelR: 0.33, frontAxle: 1.36, rearAxle: -1.3, sill: 0.27, nose: [0.31, 0.66],
    cowl: [0.74, 0.86], roofFront: [-0.12, 1.3], roofRear: [-0.85, 1.28], tailGlass: [-1.92, 0.93], tail: [0.92, 0.4],
    pillars: [-0.95], doors: [0.6, -0.95],
  },
  supercar: {
    length: 4.55, width: 1.96, wheelR: 0.35, frontAxle: 1.38, rearAxle: -1.3, sill: 0.22, nose: [0.24, 0.52],
    cowl: [0.62, 0.78], roofFront: [-0.3, 1.17], roofRear: [-0.85, 1.16], tailGlass: [-1.95, 0.9], tail: [0.88, 0.34],
    pillars: [], doors: [0.45, -0.9], taper: 0.2, grille: [0.42, 0.6],
  },
};

const UTE: UteSpec = {
  length: 5.35, width: 1.88, wheelR: 0.38, sill: 0.5, frontAxle: 1.65, rearAxle: -1.45, cabBack: -0.5, nose: [0.56, 1.0],
  cowl: [1.45, 1.2], roofFront: [0.62, 1.82], roofRear: [-0.38, 1.81], floor: 0.92, tubTop: 1.22, grille: [0.66, 0.5],
};

const FULLSIZE_UTE: UteSpec = {
  length: 5.9, width: 2.06, wheelR: 0.43, sill: 0.62, frontAxle: 1.95, rearAxle: -1.72, cabBack: -0.55, nose: [0.68, 1.24],
  cowl: [1.62, 1.4], roofFront: [0.8, 2.0], roofRear: [-0.42, 2.0], floor: 1.08, tubTop: 1.42, grille: [0.74, 0.64],
};

const BIKES: Record<BikeStyle, BikeSpec> = {
  naked: { style: 'naked', fx: 0.72, rx: -0.72, rf: 0.31, rr: 0.31, lift: 0 },
  sport: { style: 'sport', fx: 0.7, rx: -0.7, rf: 0.3, rr: 0.31, lift: 0 },
  adventure: { style: 'adventure', fx: 0.8, rx: -0.78, rf: 0.37, rr: 0.34, lift: 0.14 },
  cruiser: { style: 'cruiser', fx: 0.86, rx: -0.82, rf: 0.33, rr: 0.33, lift: -0.08 },
};

const BUILDERS: Partial<Record<Shape, () => Mesh>> = {
  ute: () => ute(UTE),
  'ute-fullsize': () => ute(FULLSIZE_UTE),
  roadster: convertible,
  'truck-light': () =>
    truck({
      cab: {
        length: 6.2, width: 2.0, wheelR: 0.4, frontAxle: 2.3, rearAxle: -1.2, sill: 0.52, nose: [0.58, 1.25],
        cowl: [2.98, 1.3], roofFront: [2.78, 2.25], roofRear: [1.35, 2.27], tailGlass: [1.3, 1.33], tail: [1.3, 0.6],
        pillars: [2.2], glazed: [false, true], doors: [2.86, 1.75], taper: 0.1, bodyRear: 1.3, grille: [0.45, 0.55],
      },
      rearAxles: [-1.2],
      load: 'tray',
      loadTop: 2.0,
    }),
  'truck-rigid': () =>
    truck({
      cab: {
        length: 7.2, width: 2.2, wheelR: 0.48, frontAxle: 2.35, rearAxle: -1.7, sill: 0.6, nose: [0.66, 1.45],
        cowl: [3.48, 1.52], roofFront: [3.25, 2.62], roofRear: [1.55, 2.64], tailGlass: [1.5, 1.55], tail: [1.5, 0.7],
        pillars: [2.55], glazed: [false, true], doors: [3.35, 2.0], taper: 0.1, bodyRear: 1.5, grille: [0.5, 0.6],
      },
      rearAxles: [-1.7],
      load: 'pantech',
      loadTop: 3.05,
    }),
  'prime-mover': () =>
    truck({
      cab: {
        length: 6.3, width: 2.45, wheelR: 0.52, frontAxle: 2.2, rearAxle: -1.4, sill: 0.7, nose: [0.74, 1.6],
        cowl: [3.03, 1.66], roofFront: [2.82, 2.95], roofRear: [0.9, 3.15], tailGlass: [0.85, 1.68], tail: [1.6, 0.8],
        pillars: [2.25], glazed: [false, true], doors: [2.95, 1.55], taper: 0.12, bodyRear: 0.85, grille: [0.55, 0.62],
      },
      rearAxles: [-1.4, -2.7],
      load: 'fifth-wheel',
      loadTop: 3.2,
    }),
  'prime-mover-bonneted': () =>
    truck({
      cab: {
        length: 7.6, width: 2.5, wheelR: 0.53, frontAxle: 2.75, rearAxle: -1.95, sill: 0.72, nose: [0.76, 1.95],
        cowl: [1.35, 2.05], roofFront: [1.12, 3.05], roofRear: [-0.85, 3.15], tailGlass: [-0.9, 2.08], tail: [2.0, 0.8],
        pillars: [0.3], doors: [1.25, 0.3], taper: 0.14, bodyRear: -0.9, grille: [0.9, 0.55],
      },
      rearAxles: [-1.95, -3.25],
      load: 'fifth-wheel',
      loadTop: 3.4,
    }),
  caravan: () =>
    caravan({
      front: 2.2, back: -3.0, sill: 0.55, wheelR: 0.34, roof: 2.72, axles: [-0.3],
      windows: [[1.0, 1.95, 1.45, 2.05], [-1.2, -0.2, 1.45, 2.05], [-2.7, -2.0, 1.55, 2.05]], door: [-1.85, -1.35],
    }),
  'caravan-offroad': () =>
    caravan({
      front: 2.0, back: -2.6, sill: 0.8, wheelR: 0.4, roof: 2.95, axles: [-0.05, -0.95],
      windows: [[0.9, 1.75, 1.7, 2.3], [-2.4, -1.9, 1.75, 2.3]], door: [-1.65, -1.15], offroad: true,
    }),
  camper: () =>
    caravan({
      front: 1.45, back: -2.05, sill: 0.62, wheelR: 0.36, roof: 2.15, axles: [-0.35],
      windows: [[0.4, 1.2, 1.35, 1.75]], door: [-1.6, -1.1], offroad: true, popTop: true,
    }),
  'bike-naked': () => motorcycle(BIKES.naked),
  'bike-sport': () => motorcycle(BIKES.sport),
  'bike-adventure': () => motorcycle(BIKES.adventure),
  'bike-cruiser': () => motorcycle(BIKES.cruiser),
  scooter,
};

const cache = new Map<Shape, Mesh>();

export function bodyMesh(shape: Shape): Mesh {
  let mesh = cache.get(shape);
  if (!mesh) {
    const spec = SPECS[shape];
    const build = BUILDERS[shape];
    mesh = spec ? carLike(spec) : build!();
    cache.set(shape, mesh);
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
