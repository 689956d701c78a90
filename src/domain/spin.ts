// Spec §4 "Viewer" and §9 "Spin": frame arithmetic of the 360 view, shared by the spin worker and
// the main-thread fallback.
import type { Hotspot } from './stock.ts';

export const PX_PER_FRAME = 20;
export const AUTOROTATE_MS = 100;
/** Decoded frames may hold at most this many bytes (RGBA), whatever the frame count. */
export const DECODED_BUDGET_BYTES = 96 * 1024 * 1024;
/** A hotspot shows while the view is within this many degrees of its angle. */
export const HOTSPOT_VISIBLE_DEGREES = 15;

/** The preload reports its progress in this many steps: each report wakes the page's main thread. */
export const PROGRESS_STEPS = 10;

/** Whether `loaded` of `total` frames starts a new progress step (the last frame always does). */
export function isProgressStep(loaded: number, total: number, steps = PROGRESS_STEPS): boolean {
  return loaded === total || Math.floor((loaded * steps) / total) > Math.floor(((loaded - 1) * steps) / total);
}

/** Wraps any integer into 0..count-1. */
export function wrapFrame(frame: number, count: number): number {
  return count > 0 ? ((Math.round(frame) % count) + count) % count : 0;
}

/** Dragging right turns the car one frame per 20 px, from the frame the drag started on. */
export function frameForDrag(startFrame: number, dx: number, count: number, pxPerFrame = PX_PER_FRAME): number {
  return wrapFrame(startFrame + Math.trunc(dx / pxPerFrame), count);
}

export function frameAngle(frame: number, count: number): number {
  return count > 0 ? (wrapFrame(frame, count) * 360) / count : 0;
}

const angleGap = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
};

export function visibleHotspots<T extends Pick<Hotspot, 'angle'>>(hotspots: readonly T[], frame: number, count: number): T[] {
  const angle = frameAngle(frame, count);
  return hotspots.filter((h) => angleGap(h.angle, angle) <= HOTSPOT_VISIBLE_DEGREES);
}

/** The nearest frame to a hotspot's angle, to turn the car to it. */
export function frameForAngle(angle: number, count: number): number {
  return wrapFrame((angle / 360) * count, count);
}

/**
 * The size frames are decoded at: the display size in device pixels, scaled down (keeping the aspect
 * ratio) until every frame fits the memory budget together.
 */
export function decodeSize(width: number, height: number, frameCount: number, budget = DECODED_BUDGET_BYTES): { width: number; height: number } {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const bytes = w * h * 4 * Math.max(1, frameCount);
  if (bytes <= budget) return { width: w, height: h };
  const scale = Math.sqrt(budget / bytes);
  return { width: Math.max(1, Math.floor(w * scale)), height: Math.max(1, Math.floor(h * scale)) };
}

/**
 * The order the preload fetches frames in: the first (on screen already), then ever finer rings round
 * the car (every 8th frame, every 4th, every 2nd, the rest), so a drag that starts before the last
 * frame arrives finds a frame near every angle.
 */
export function preloadOrder(count: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (let gap = 8; gap >= 1; gap /= 2) {
    for (let frame = 0; frame < count; frame += gap) {
      if (!seen.has(frame)) {
        seen.add(frame);
        order.push(frame);
      }
    }
  }
  return order;
}

/** The loaded frame nearest to `frame` round the car (the later one on a tie), or -1 while none is. */
export function nearestLoaded(frame: number, loaded: readonly unknown[]): number {
  const count = loaded.length;
  for (let distance = 0; distance <= count / 2; distance++) {
    const after = wrapFrame(frame + distance, count);
    if (loaded[after]) return after;
    const before = wrapFrame(frame - distance, count);
    if (loaded[before]) return before;
  }
  return -1;
}
