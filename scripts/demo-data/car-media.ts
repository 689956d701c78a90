// Photos, 360 spins and walkaround videos of a listing. Every URL is a mediaPaths path, so the
// media generator draws exactly what the data points at.
import { IMG_PREFIX, MEDIA_PREFIX, mediaPaths, PHOTO_VIEWS, SPIN_FRAMES, type InteriorTrim } from '../../src/domain/media.ts';
import type { Colour, Hotspot, ImageRef, VideoRef } from '../../src/domain/stock.ts';
import { photoPath, type Shape } from '../media/shapes.ts';
import { DEFAULT_SPIN_SETS, spinHotspots } from '../media/spin-sets.ts';
import type { Rng } from './prng.ts';

export interface Photos {
  images: ImageRef[];
  thumbnails: string[];
  primary_image_url: string | null;
}

const thumbUrl = (url: string) => `${url}?w=300`;

/** Most listings have 4-6 photos; some 1-3 (no thumbnail strip) and a few none yet. */
export function photoCount(rng: Rng): number {
  const roll = rng.float();
  if (roll < 0.05) return 0;
  if (roll < 0.18) return rng.int(1, 3);
  return rng.int(4, 6);
}

export function photos(rng: Rng, shape: Shape, colour: Colour, count: number): Photos {
  const [lead, ...rest] = PHOTO_VIEWS;
  const views = count === 0 ? [] : [lead, ...rng.sample(rest, count - 1)];
  const urls = views.map((view) => IMG_PREFIX + photoPath(shape, colour, view));
  return {
    images: urls.map((url) => ({ url, thumb: { url: thumbUrl(url) } })),
    thumbnails: urls.map(thumbUrl),
    primary_image_url: urls[0] ?? null,
  };
}

const spinKey = (shape: Shape, colour: Colour) => `${shape}/${colour}`;
const SPIN_KEYS = new Set(DEFAULT_SPIN_SETS.map((s) => spinKey(s.shape, s.colour)));

export const hasSpinSet = (shape: Shape, colour: Colour) => SPIN_KEYS.has(spinKey(shape, colour));

export interface Spin {
  spin_images: string[];
  spin_interior_image: string | null;
  spin_code: string | null;
  hotspots: Hotspot[];
}

// Hotspots are projected from the shape's mesh: worth working out once per shape, not per car.
const hotspotsByShape = new Map<Shape, Hotspot[]>();
function hotspotsFor(shape: Shape): Hotspot[] {
  let spots = hotspotsByShape.get(shape);
  if (!spots) {
    spots = spinHotspots(shape);
    hotspotsByShape.set(shape, spots);
  }
  return spots;
}

export const noSpin = (): Spin => ({ spin_images: [], spin_interior_image: null, spin_code: null, hotspots: [] });

export function spin(rng: Rng, shape: Shape, colour: Colour, trim: InteriorTrim | null): Spin {
  return {
    spin_images: Array.from({ length: SPIN_FRAMES }, (_, frame) => IMG_PREFIX + mediaPaths.spinFrame(shape, colour, frame)),
    spin_interior_image: trim ? IMG_PREFIX + mediaPaths.panorama(trim) : null,
    spin_code: rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 10),
    hotspots: hotspotsFor(shape).map((h) => ({ ...h })),
  };
}

const WALKAROUND_URL = MEDIA_PREFIX + mediaPaths.walkaroundVideo;

export function walkaround(): { video_url: string; walkaround_videos: VideoRef[]; videos: VideoRef[] } {
  return { video_url: WALKAROUND_URL, walkaround_videos: [{ video: { url: WALKAROUND_URL } }], videos: [{ video: { url: WALKAROUND_URL } }] };
}
