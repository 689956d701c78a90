// The spin renderer's 3D maths: camera orbit, outward normals, which end of the car faces the
// camera as it turns, and hotspots that sit on the parts they name.
import { describe, expect, it } from 'vitest';
import { SPIN_FRAMES } from '../../src/domain/media.ts';
import { BODY_TYPES, COLOURS } from '../../src/domain/stock.ts';
import { centroid, dot, orbitCamera, project, sub } from '../../scripts/media/geometry.ts';
import { box } from '../../scripts/media/mesh.ts';
import { bodyMesh } from '../../scripts/media/body-shapes.ts';
import { spinAngle, spinPoint, spinSvg } from '../../scripts/media/spin-renderer.ts';
import { SHAPE_IDS, shapeBody, shapePalette, type Shape } from '../../scripts/media/shapes.ts';
import { DEFAULT_SPIN_SETS, spinHotspots } from '../../scripts/media/spin-sets.ts';

const materialsAt = (shape: Shape, angle: number) => new Set(spinSvg(shape, 'Red', angle).drawn.map((d) => d.material));

describe('camera', () => {
  it('looks at the front from azimuth 0 and at the left side from 90', () => {
    const front = orbitCamera([0, 0, 0], 0, 0, 10, 1);
    expect(front.eye[0]).toBeCloseTo(10);
    const left = orbitCamera([0, 0, 0], 90, 0, 10, 1);
    expect(left.eye[2]).toBeCloseTo(-10);
    // From the left side the front of the vehicle (+x) is on the left of the picture.
    expect(project(left, [2, 0, 0]).x).toBeLessThan(0);
  });
});

describe('meshes', () => {
  it('orients box faces outwards', () => {
    const faces = box([-1, 1], [0, 2], [-0.5, 0.5], 'paint');
    expect(faces).toHaveLength(6);
    for (const f of faces) expect(dot(f.normal, sub(centroid(f.points), [0, 1, 0]))).toBeGreaterThan(0);
  });

  it.each(SHAPE_IDS)('%s has the anchors hotspots use', (shape) => {
    const { anchors } = bodyMesh(shape);
    for (const name of ['headlight', 'frontWheel', 'rear', 'taillight'] as const) expect(anchors[name]).toHaveLength(3);
  });
});

describe('spin frames', () => {
  it('shows the front (headlights, no tail-lights) at frame 0 and the back at frame 18', () => {
    const front = materialsAt('sedan', spinAngle(0));
    expect(front.has('headlight')).toBe(true);
    expect(front.has('taillight')).toBe(false);
    const back = materialsAt('sedan', spinAngle(18));
    expect(back.has('taillight')).toBe(true);
    expect(back.has('headlight')).toBe(false);
  });

  it('turns through a full circle: the nose points left at frame 9 and right at frame 27', () => {
    const nose = bodyMesh('hatch').anchors.headlight;
    expect(spinPoint('hatch', nose, spinAngle(9))[0]).toBeLessThan(0.4);
    expect(spinPoint('hatch', nose, spinAngle(27))[0]).toBeGreaterThan(0.6);
  });

  it('draws a different picture for every frame', () => {
    const frames = new Set(Array.from({ length: SPIN_FRAMES }, (_, i) => spinSvg('ute', 'White', spinAngle(i)).svg));
    expect(frames.size).toBe(SPIN_FRAMES);
  });

  it('is deterministic', () => {
    expect(spinSvg('van-mid', 'Blue', 40).svg).toBe(spinSvg('van-mid', 'Blue', 40).svg);
  });
});

describe('spin sets and hotspots', () => {
  it('lists at least 20 distinct shape and colour pairs, in the shapes\' own paints, covering every body type', () => {
    const keys = new Set(DEFAULT_SPIN_SETS.map((s) => `${s.shape}/${s.colour}`));
    expect(keys.size).toBe(DEFAULT_SPIN_SETS.length);
    expect(keys.size).toBeGreaterThanOrEqual(20);
    expect(new Set(DEFAULT_SPIN_SETS.map((s) => shapeBody(s.shape)))).toEqual(new Set(BODY_TYPES));
    for (const s of DEFAULT_SPIN_SETS) {
      expect(Object.keys(COLOURS)).toContain(s.colour);
      expect(shapePalette(s.shape)).toContain(s.colour);
    }
  });

  it.each(SHAPE_IDS)('%s gets 3-5 exterior hotspots inside the frame', (shape) => {
    const spots = spinHotspots(shape);
    const exterior = spots.filter((h) => h.kind === 'exterior');
    expect(exterior.length).toBeGreaterThanOrEqual(3);
    expect(exterior.length).toBeLessThanOrEqual(5);
    for (const h of spots) {
      expect(h.x).toBeGreaterThan(0);
      expect(h.x).toBeLessThan(1);
      expect(h.y).toBeGreaterThan(0);
      expect(h.y).toBeLessThan(1);
      expect(h.angle).toBeGreaterThanOrEqual(0);
      expect(h.angle).toBeLessThan(360);
    }
    expect(new Set(spots.map((h) => h.id)).size).toBe(spots.length);
  });

  it('gives car bodies two interior hotspots', () => {
    expect(spinHotspots('suv-mid').filter((h) => h.kind === 'interior')).toHaveLength(2);
    expect(spinHotspots('bike-sport').filter((h) => h.kind === 'interior')).toHaveLength(0);
  });

  it('puts the headlight hotspot on a drawn headlight', () => {
    const spot = spinHotspots('sedan').find((h) => h.id === 'headlights')!;
    const lamps = spinSvg('sedan', 'Red', spot.angle).drawn.filter((d) => d.material === 'headlight');
    const near = lamps.some((d) =>
      d.points.some(([x, y]) => Math.hypot(x / 960 - spot.x, y / 640 - spot.y) < 0.04),
    );
    expect(near).toBe(true);
  });
});
