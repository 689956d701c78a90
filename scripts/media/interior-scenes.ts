// Cabins seen from inside, as faces around an eye at the origin (x ahead, y up, z to the right).
// The car cabin is right-hand drive. The shell (layer 0) is always behind the furniture (layer 1),
// which is what makes painter's ordering work from inside a box.
import type { InteriorTrim } from '../../src/domain/media.ts';
import { type Vec2, type Vec3, add, cross, normalize, scale } from './geometry.ts';
import { type Face, type Material, box, circle, polygonFace, prism, pt, rect } from './mesh.ts';

export const TRIM_COLOURS: Record<InteriorTrim, string> = {
  Black: '#404147',
  Grey: '#7c8087',
  Beige: '#c9b48f',
};

const FURNITURE = { layer: 1 };

/** Cabins are lit evenly through their glass, from above and a little ahead. */
export const INTERIOR_LIGHT: Vec3 = normalize([0.3, 1, -0.2]);
export const INTERIOR_AMBIENT = 0.78;

/** A disc or ring segment standing in the plane through `centre` facing `normal`. */
function discFaces(centre: Vec3, normal: Vec3, outer: number, inner: number, material: Material): Face[] {
  const n = normalize(normal);
  const u = normalize(cross(n, [0, 1, 0]));
  const v = cross(u, n);
  const at = ([a, b]: Vec2): Vec3 => add(centre, add(scale(u, a), scale(v, b)));
  if (inner === 0) return [polygonFace(circle(0, 0, outer, 20).map(at), material, n, { layer: 1, doubleSided: true })];
  const outerRing = circle(0, 0, outer, 20);
  const innerRing = circle(0, 0, inner, 20);
  return outerRing.map((p, i) => {
    const j = (i + 1) % outerRing.length;
    return polygonFace([p, outerRing[j], innerRing[j], innerRing[i]].map(at), material, n, { layer: 1, doubleSided: true });
  });
}

function steeringWheel(centre: Vec3): Face[] {
  const facing: Vec3 = [-1, 0.4, 0];
  const n = normalize(facing);
  const u = normalize(cross(n, [0, 1, 0]));
  const v = cross(u, n);
  const at = (a: number, b: number): Vec3 => add(centre, add(scale(u, a), scale(v, b)));
  const spoke = (angle: number): Face => {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const w = 0.025;
    return polygonFace([at(0.05 * c - w * s, 0.05 * s + w * c), at(0.17 * c - w * s, 0.17 * s + w * c), at(0.17 * c + w * s, 0.17 * s - w * c), at(0.05 * c + w * s, 0.05 * s - w * c)], 'trim', n, {
      layer: 1,
      doubleSided: true,
    });
  };
  return [
    ...discFaces(centre, facing, 0.19, 0.16, 'trim'),
    ...discFaces(add(centre, scale(n, 0.005)), facing, 0.06, 0, 'trim'),
    spoke(0),
    spoke(Math.PI),
    spoke(-Math.PI / 2),
  ];
}

export const STEERING_WHEEL_CENTRE: Vec3 = [0.34, -0.15, 0.37];
export const CENTRE_SCREEN: Vec3 = [0.52, -0.16, 0];

export function carCabin(): Face[] {
  const faces: Face[] = [];
  // The shell: side walls carry the door cards and side windows.
  faces.push(
    ...prism({
      profile: [
        pt(1.0, -0.95, { material: 'carpet' }),
        pt(1.0, -0.05, { material: 'sky' }),
        pt(0.3, 0.42, { material: 'lining' }),
        pt(-1.35, 0.42, { material: 'sky' }),
        pt(-1.75, -0.02, { material: 'interior' }),
        pt(-1.75, -0.95, { material: 'carpet' }),
      ],
      material: 'lining',
      halfWidth: 0.75,
      doubleSided: true,
      sideDecals: [
        rect(-1.75, 1.0, -0.95, -0.05, 'trim'),
        rect(-0.2, 0.85, -0.62, -0.12, 'interior'),
        rect(-1.35, -0.3, -0.62, -0.12, 'interior'),
        { material: 'sky', points: [[0.88, -0.01], [0.36, 0.35], [-0.22, 0.35], [-0.22, -0.01]] },
        { material: 'sky', points: [[-0.32, -0.01], [-0.32, 0.35], [-1.3, 0.35], [-1.62, -0.01]] },
      ],
    }),
  );
  // Dashboard: right-hand drive, so the instruments sit on +z.
  faces.push(
    ...prism({
      profile: [
        pt(1.0, -0.5, { omit: true }),
        pt(1.0, -0.04, { material: 'trim' }),
        pt(0.62, -0.02, { material: 'trim', decals: [rect(0.1, 0.95, 0.3, 0.72, 'liner')] }),
        pt(0.5, -0.12, {
          material: 'trim',
          decals: [
            rect(0.03, 0.45, -0.24, 0.24, 'screen'),
            rect(0.02, 0.4, 0.36, 0.7, 'screen'),
            rect(0.08, 0.22, -0.46, -0.3, 'liner'),
            rect(0.5, 0.54, -1, 1, 'chrome'),
            rect(0.56, 1, -1, 1, 'interior'),
          ],
        }),
        pt(0.52, -0.45, { material: 'trim' }),
      ],
      material: 'trim',
      halfWidth: 0.74,
      ...FURNITURE,
    }),
  );
  faces.push(...box([0.45, 0.75], [-0.95, -0.45], [-0.15, 0.15], 'trim', { ...FURNITURE, edges: { rear: { decals: [rect(0.1, 0.3, -0.6, 0.6, 'chrome')] } } }));
  // The gear selector sits ahead of the eye: straight below it, a panorama smears it across the width.
  faces.push(...box([-0.5, 0.46], [-0.95, -0.52], [-0.13, 0.13], 'trim', { ...FURNITURE, edges: { top: { decals: [rect(0.05, 0.15, -0.25, 0.25, 'chrome')] } } }));
  faces.push(...box([0.4, 0.55], [-0.23, -0.15], [0.33, 0.41], 'trim', FURNITURE));
  faces.push(...steeringWheel(STEERING_WHEEL_CENTRE));
  faces.push(...box([0.27, 0.33], [0.27, 0.35], [-0.12, 0.12], 'trim', FURNITURE));
  for (const side of [-1, 1]) {
    const z = (a: number, b: number): Vec2 => (side > 0 ? [a, b] : [-b, -a]);
    faces.push(...box([-0.25, 0.3], [-0.62, -0.48], z(0.2, 0.66), 'interior', FURNITURE));
    faces.push(
      ...prism({
        profile: [pt(-0.22, -0.5), pt(-0.3, 0.12), pt(-0.42, 0.1), pt(-0.36, -0.52)],
        material: 'interior',
        halfWidth: 0.23,
        z: side * 0.43,
        ...FURNITURE,
      }),
    );
    faces.push(...box([-0.4, -0.3], [0.16, 0.33], z(0.32, 0.54), 'interior', FURNITURE));
    faces.push(...box([-0.25, 0.6], [-0.42, -0.35], z(0.66, 0.75), 'trim', FURNITURE));
  }
  faces.push(...box([-1.3, -0.8], [-0.62, -0.45], [-0.72, 0.72], 'interior', FURNITURE));
  faces.push(
    ...prism({
      profile: [pt(-1.25, -0.45), pt(-1.38, 0.1), pt(-1.52, 0.08), pt(-1.4, -0.47)],
      material: 'interior',
      halfWidth: 0.72,
      ...FURNITURE,
    }),
  );
  for (const z of [-0.45, 0, 0.45]) faces.push(...box([-1.5, -1.4], [0.12, 0.28], [z - 0.11, z + 0.11], 'interior', FURNITURE));
  return faces;
}

export function caravanInterior(): Face[] {
  const faces: Face[] = [];
  faces.push(
    ...prism({
      profile: [
        pt(2.4, -1.6, { decals: [rect(0.55, 0.83, -0.65, 0.65, 'sky')] }),
        pt(2.4, 0.15),
        pt(2.2, 0.35, { decals: [rect(0.35, 0.55, -0.35, 0.35, 'bench')] }),
        pt(-2.6, 0.35),
        pt(-2.6, -1.6, { material: 'wood' }),
      ],
      material: 'lining',
      halfWidth: 1.1,
      doubleSided: true,
      sideDecals: [rect(0.6, 1.8, -0.6, -0.08, 'sky'), rect(-1.5, -0.5, -0.6, -0.08, 'sky'), rect(-2.6, 2.4, -1.6, -1.5, 'trim')],
    }),
  );
  faces.push(...box([1.95, 2.4], [-1.6, -1.12], [-1.1, 1.1], 'interior', FURNITURE));
  faces.push(...box([2.25, 2.4], [-1.12, -0.6], [-1.1, 1.1], 'interior', FURNITURE));
  faces.push(...box([0.8, 1.95], [-1.6, -1.12], [-1.1, -0.62], 'interior', FURNITURE));
  faces.push(...box([0.8, 1.95], [-1.12, -0.62], [-1.1, -0.96], 'interior', FURNITURE));
  faces.push(...box([1.05, 1.85], [-0.9, -0.85], [-0.58, 0.4], 'bench', FURNITURE));
  faces.push(...box([1.4, 1.5], [-1.6, -0.9], [-0.15, -0.05], 'chrome', FURNITURE));
  faces.push(
    ...box([-1.9, 0.4], [-1.6, -0.7], [0.5, 1.1], 'wood', {
      ...FURNITURE,
      edges: { top: { material: 'bench', decals: [rect(0.15, 0.35, -0.6, 0.3, 'chrome'), rect(0.55, 0.8, -0.6, 0.3, 'trim')] } },
      sideDecals: [rect(-1.8, -1.25, -1.45, -0.8, 'bench'), rect(-1.15, -0.6, -1.45, -0.8, 'bench'), rect(-0.5, 0.3, -1.45, -0.8, 'bench')],
    }),
  );
  faces.push(...box([-1.9, 2.2], [-0.05, 0.35], [0.75, 1.1], 'bench', { ...FURNITURE, edges: { bottom: { material: 'wood' } } }));
  faces.push(...box([0.8, 2.2], [-0.05, 0.35], [-1.1, -0.75], 'bench', { ...FURNITURE, edges: { bottom: { material: 'wood' } } }));
  faces.push(...box([-2.6, -1.95], [-1.6, -0.05], [0.45, 1.1], 'bench', FURNITURE));
  return faces;
}
