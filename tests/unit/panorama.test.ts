// The interior panorama's geometry: image points to directions, and the view that faces each.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { panoramaDirection, viewFacing, viewForward } from '../../src/domain/panorama.ts';

describe('panorama geometry', () => {
  it('puts the image top overhead, the bottom underfoot and its middle row on the horizon', () => {
    expect(panoramaDirection(0.3, 0).y).toBeCloseTo(1);
    expect(panoramaDirection(0.3, 1).y).toBeCloseTo(-1);
    expect(panoramaDirection(0.3, 0.5).y).toBeCloseTo(0);
  });

  it('looks straight ahead (-z) with no yaw or pitch, and up with a positive pitch', () => {
    const ahead = viewForward({ yaw: 0, pitch: 0 });
    expect([ahead.x, ahead.y, ahead.z].map((n) => Math.round(n * 1e6) / 1e6)).toEqual([-0, 0, -1]);
    expect(viewForward({ yaw: 0, pitch: 90 }).y).toBeCloseTo(1);
  });

  it('faces every point of the image it is asked to (away from the poles)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.05, max: 0.95, noNaN: true }), (u, v) => {
        const d = panoramaDirection(u, v);
        const f = viewForward(viewFacing(d));
        expect(f.x).toBeCloseTo(d.x, 6);
        expect(f.y).toBeCloseTo(d.y, 6);
        expect(f.z).toBeCloseTo(d.z, 6);
      }),
    );
  });
});
