// The interior panorama's geometry: where a point of the equirectangular image lies as seen from the
// centre of the sphere it is drawn on, and the view that faces it. Views are yaw and pitch in
// degrees, applied in three.js's 'YXZ' order to a camera looking down -z.

export interface Direction {
  x: number;
  y: number;
  z: number;
}

export interface View {
  yaw: number;
  pitch: number;
}

const DEG = 180 / Math.PI;

/**
 * The unit direction of the image point (u, v), each 0..1 from the left and the top: three.js's
 * SphereGeometry UVs (flipped texture rows) with the sphere's x mirrored, as the interior viewer draws it.
 */
export function panoramaDirection(u: number, v: number): Direction {
  const phi = u * 2 * Math.PI;
  const theta = v * Math.PI;
  return { x: Math.cos(phi) * Math.sin(theta), y: Math.cos(theta), z: Math.sin(phi) * Math.sin(theta) };
}

/** Where a camera with this view looks. */
export function viewForward({ yaw, pitch }: View): Direction {
  const y = yaw / DEG;
  const p = pitch / DEG;
  return { x: -Math.sin(y) * Math.cos(p), y: Math.sin(p), z: -Math.cos(y) * Math.cos(p) };
}

/** The view that puts a direction in the middle of the screen. */
export function viewFacing(d: Direction): View {
  return { yaw: Math.atan2(-d.x, -d.z) * DEG, pitch: Math.asin(Math.max(-1, Math.min(1, d.y))) * DEG };
}
