// 360 interior panoramas: the car cabin projected onto a 2:1 equirectangular image around an eye
// between the front seats. Longitude 0 (the image's centre column) looks ahead through the
// windscreen; the image's left and right edges meet behind the eye, so every face that crosses
// that seam is drawn twice, a width apart, and the wrap is seamless.
import { PANORAMA_MASTER, type InteriorTrim } from '../../src/domain/media.ts';
import { type Vec2, type Vec3, lerp3 } from './geometry.ts';
import { skyFill } from './backdrops.ts';
import { INTERIOR_AMBIENT, INTERIOR_LIGHT, TRIM_COLOURS, carCabin } from './interior-scenes.ts';
import { type Projector, renderFaces } from './scene-renderer.ts';
import { facesLayer, svgDocument } from './vehicle-scene.ts';

const { width: W, height: H } = PANORAMA_MASTER;

const lonOf = (p: Vec3) => Math.atan2(p[2], p[0]);
const latOf = (p: Vec3) => Math.atan2(p[1], Math.hypot(p[0], p[2]));
const wrapPi = (a: number) => a - 2 * Math.PI * Math.round(a / (2 * Math.PI));

/** Where a cabin point appears in the panorama, as 0..1 of its width and height. */
export function panoramaPoint(p: Vec3): Vec2 {
  return [0.5 + lonOf(p) / (2 * Math.PI), 0.5 - latOf(p) / Math.PI];
}

/** Straight edges become curves here: sample each edge finely enough in angle. */
function densify(points: readonly Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  const walk = (a: Vec3, b: Vec3, depth: number) => {
    const turn = Math.abs(wrapPi(lonOf(b) - lonOf(a))) + Math.abs(latOf(b) - latOf(a));
    if (turn < 0.08 || depth > 9) {
      out.push(b);
      return;
    }
    const m = lerp3(a, b, 0.5);
    walk(a, m, depth + 1);
    walk(m, b, depth + 1);
  };
  points.forEach((a, i) => {
    out.push(a);
    walk(a, points[(i + 1) % points.length], 0);
    out.pop();
  });
  return out;
}

function equirect(width: number, height: number): Projector {
  return (points) => {
    const dense = densify(points);
    const uv: [number, number][] = [];
    let lon = lonOf(dense[0]);
    dense.forEach((p, i) => {
      if (i > 0) lon += wrapPi(lonOf(p) - lonOf(dense[i - 1]));
      uv.push([(0.5 + lon / (2 * Math.PI)) * width, (0.5 - latOf(p) / Math.PI) * height]);
    });
    const turns = lon + wrapPi(lonOf(dense[0]) - lonOf(dense[dense.length - 1])) - lonOf(dense[0]);
    // A face around the eye's vertical (roof, floor) wraps the whole width: close it along the pole row.
    if (Math.abs(turns) > Math.PI) {
      const poleY = dense.reduce((s, p) => s + p[1], 0) > 0 ? 0 : height;
      const [u0, v0] = uv[0];
      // A couple of pixels past a full turn, so neighbouring copies overlap instead of leaving a hairline.
      const around = u0 + Math.sign(turns) * (width + 2);
      uv.push([around, v0], [around, poleY], [u0, poleY]);
    }
    const us = uv.map((p) => p[0]);
    const lo = Math.min(...us);
    const hi = Math.max(...us);
    return [-1, 0, 1]
      .filter((k) => hi + k * width > 0 && lo + k * width < width)
      .map((k) => uv.map(([u, v]) => [u + k * width, v] as Vec2));
  };
}

export function panoramaSvg(trim: InteriorTrim): string {
  const rendered = renderFaces(carCabin(), {
    eye: [0, 0, 0],
    light: INTERIOR_LIGHT,
    ambient: INTERIOR_AMBIENT,
    project: equirect(W, H),
    palette: { paint: '#888888', interior: TRIM_COLOURS[trim] },
    idPrefix: 'p',
  });
  return svgDocument(W, H, [{ defs: skyFill(H / 2, 0, H), body: `<rect width="${W}" height="${H}" fill="#d8d4cc"/>` }, facesLayer(rendered)]);
}
