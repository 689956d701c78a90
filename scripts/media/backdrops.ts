// What surrounds a vehicle: a photo studio with a turntable (spin frames), a showroom or a yard
// (photos), and the soft shadow it casts. Each returns SVG defs and body drawn before the vehicle;
// farY is where the floor's far edge falls on screen, so floors and walls agree with the perspective.
import { type Camera, type Vec2, type Vec3, normalize } from './geometry.ts';
import { SKY_FILL_ID, type Placement, perspective, svgPoints } from './scene-renderer.ts';

export interface Backdrop {
  defs: string;
  body: string;
}

interface Frame {
  width: number;
  height: number;
  /** Screen y of the far edge of the floor: the horizon in a studio, the wall or fence elsewhere. */
  farY: number;
}

const linear = (id: string, stops: [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export function studio({ width, height, farY }: Frame, turntable: Vec2[]): Backdrop {
  return {
    defs:
      linear('wall', [
        [0, '#fdfdfd'],
        [1, '#dfe1e4'],
      ]) +
      linear('floor', [
        [0, '#d3d6da'],
        [1, '#eef0f2'],
      ]) +
      linear('disc', [
        [0, '#c3c7cc'],
        [1, '#e2e5e8'],
      ]),
    body:
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<rect y="${farY.toFixed(1)}" width="${width}" height="${(height - farY).toFixed(1)}" fill="url(#floor)"/>` +
      `<polygon points="${svgPoints(turntable)}" fill="url(#disc)" stroke="#b9bdc3" stroke-width="2"/>`,
  };
}

export function showroom({ width, height, farY }: Frame): Backdrop {
  const junction = farY;
  const lights = Array.from({ length: 5 }, (_, i) => {
    const x = (width * (i + 0.5)) / 5;
    return `<rect x="${(x - width * 0.06).toFixed(1)}" y="${(height * 0.04).toFixed(1)}" width="${(width * 0.12).toFixed(1)}" height="${(height * 0.018).toFixed(1)}" rx="3" fill="#ffffff"/>`;
  }).join('');
  const panels = Array.from({ length: 7 }, (_, i) => {
    const x = (width * (i + 1)) / 8;
    return `<rect x="${x.toFixed(1)}" y="${(height * 0.1).toFixed(1)}" width="3" height="${(junction - height * 0.1).toFixed(1)}" fill="#c9ccd1" opacity="0.6"/>`;
  }).join('');
  return {
    defs:
      linear('wall', [
        [0, '#e9ebee'],
        [0.12, '#f7f8f9'],
        [1, '#d8dbdf'],
      ]) +
      linear('floor', [
        [0, '#b4b8be'],
        [0.25, '#d7dadd'],
        [1, '#eceef0'],
      ]) +
      linear('ceiling', [
        [0, '#cfd2d6'],
        [1, '#e7e9ec'],
      ]),
    body:
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<rect width="${width}" height="${(height * 0.1).toFixed(1)}" fill="url(#ceiling)"/>` +
      lights +
      panels +
      `<rect y="${junction.toFixed(1)}" width="${width}" height="${(height - junction).toFixed(1)}" fill="url(#floor)"/>` +
      `<rect y="${(junction - 2).toFixed(1)}" width="${width}" height="4" fill="#9ea3aa"/>`,
  };
}

export function yard({ width, height, farY }: Frame): Backdrop {
  const h = farY;
  const at = (x: number, dy: number) => `${(width * x).toFixed(1)},${(h - height * dy).toFixed(1)}`;
  const hills = `M${at(0, 0)} L${at(0, 0.06)} C${at(0.18, 0.13)} ${at(0.32, 0.03)} ${at(0.5, 0.08)} C${at(0.68, 0.13)} ${at(0.85, 0.05)} ${at(1, 0.09)} L${at(1, 0)} Z`;
  const posts = Array.from({ length: 16 }, (_, i) => {
    const x = (width * i) / 15;
    return `<rect x="${x.toFixed(1)}" y="${(h - height * 0.035).toFixed(1)}" width="3" height="${(height * 0.035).toFixed(1)}" fill="#8c9096"/>`;
  }).join('');
  return {
    defs:
      linear('sky', [
        [0, '#6fa3d8'],
        [0.7, '#c4dcf0'],
        [1, '#e8f0f6'],
      ]) +
      linear('ground', [
        [0, '#8d9094'],
        [0.3, '#a3a6aa'],
        [1, '#bfc1c3'],
      ]),
    body:
      `<rect width="${width}" height="${h.toFixed(1)}" fill="url(#sky)"/>` +
      `<path d="${hills}" fill="#7d9a6c"/>` +
      `<rect y="${(h - height * 0.02).toFixed(1)}" width="${width}" height="${(height * 0.02).toFixed(1)}" fill="#5e7a52"/>` +
      posts +
      `<rect y="${(h - height * 0.03).toFixed(1)}" width="${width}" height="2" fill="#8c9096"/>` +
      `<rect y="${h.toFixed(1)}" width="${width}" height="${(height - h).toFixed(1)}" fill="url(#ground)"/>`,
  };
}

/**
 * Screen y of the ground `beyond` metres past the point the camera looks at (the floor's far edge),
 * or of the horizon when beyond is Infinity.
 */
export function horizonY(cam: Camera, place: Placement, beyond = Infinity): number {
  const flat = normalize([cam.forward[0], 0, cam.forward[2]]);
  const far: Vec3 = Number.isFinite(beyond)
    ? [cam.eye[0] + flat[0] * (Math.hypot(cam.eye[0], cam.eye[2]) + beyond), 0, cam.eye[2] + flat[2] * (Math.hypot(cam.eye[0], cam.eye[2]) + beyond)]
    : [cam.eye[0] + flat[0] * 1e5, cam.eye[1], cam.eye[2] + flat[2] * 1e5];
  return perspective(cam, place)([far, far, far])[0][0][1];
}

/**
 * A soft shadow on the ground (y = 0): a radial gradient stretched over the projected footprint.
 * A Gaussian blur filter looks much the same but costs most of a photo's rasterising time.
 */
export function groundShadow(cam: Camera, place: Placement, min: Vec3, max: Vec3): Backdrop {
  const project = perspective(cam, place);
  const layer = (grow: number, opacity: number, id: string): Backdrop | null => {
    const q = project([
      [max[0] + grow, 0, max[2] + grow],
      [max[0] + grow, 0, min[2] - grow],
      [min[0] - grow, 0, min[2] - grow],
      [min[0] - grow, 0, max[2] + grow],
    ])[0];
    if (!q || q.length !== 4) return null;
    const c = [0, 1].map((k) => (q[0][k] + q[1][k] + q[2][k] + q[3][k]) / 4);
    const u = [0, 1].map((k) => (q[0][k] + q[1][k] - q[2][k] - q[3][k]) / 4);
    const v = [0, 1].map((k) => (q[0][k] - q[1][k] - q[2][k] + q[3][k]) / 4);
    const m = [u[0], u[1], v[0], v[1], c[0], c[1]].map((n) => n.toFixed(2)).join(' ');
    return {
      defs: `<radialGradient id="${id}"><stop offset="0" stop-opacity="${opacity}"/><stop offset="0.55" stop-opacity="${opacity * 0.75}"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
      body: `<circle r="1.35" fill="url(#${id})" transform="matrix(${m})"/>`,
    };
  };
  const layers = [layer(0.3, 0.3, 'shadow'), layer(-0.1, 0.35, 'contact')].filter((l): l is Backdrop => l !== null);
  return { defs: layers.map((l) => l.defs).join(''), body: layers.map((l) => l.body).join('') };
}

/** Painted parking-bay lines either side of the vehicle, drawn in perspective on the yard. */
export function bayLines(cam: Camera, place: Placement, min: Vec3, max: Vec3): Backdrop {
  const project = perspective(cam, place);
  const lines = [min[2] - 0.7, max[2] + 0.7].map((z) =>
    project([
      [max[0] + 0.8, 0, z - 0.06],
      [max[0] + 0.8, 0, z + 0.06],
      [min[0] - 0.8, 0, z + 0.06],
      [min[0] - 0.8, 0, z - 0.06],
    ])[0],
  );
  return { defs: '', body: lines.filter((p) => p).map((p) => `<polygon points="${svgPoints(p)}" fill="#eceae2" opacity="0.85"/>`).join('') };
}

/** What is seen through cabin windows: sky above the horizon, a distant yard below it. */
export function skyFill(horizon: number, top: number, bottom: number): string {
  const at = (y: number) => Math.min(1, Math.max(0, (y - top) / (bottom - top))).toFixed(4);
  return (
    `<linearGradient id="${SKY_FILL_ID}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">` +
    `<stop offset="0" stop-color="#7fb0e0"/><stop offset="${at(horizon - 2)}" stop-color="#e4eef7"/>` +
    `<stop offset="${at(horizon)}" stop-color="#9db08f"/><stop offset="1" stop-color="#8e9189"/></linearGradient>`
  );
}
