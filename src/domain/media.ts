// Where demo media lives and how an image URL is built for a tenant.
// The demo data generator, the media generator, the server's /img route and the app all use these,
// so a path written by one is the path read by the others.
import type { Colour } from './stock.ts';

/** Served under /img/ (transformable images) and /media/ (video, as-is). */
export const IMG_PREFIX = '/img/';
export const MEDIA_PREFIX = '/media/';

/** Photo views drawn per body and colour; cars use a subset of them. */
export const PHOTO_VIEWS = ['front-three-quarter', 'side', 'rear-three-quarter', 'front', 'rear', 'dashboard'] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

export const SPIN_FRAMES = 36;
export const PHOTO_MASTER = { width: 1200, height: 800 } as const;
export const PANORAMA_MASTER = { width: 2048, height: 1024 } as const;
export const INTERIOR_TRIMS = ['Black', 'Grey', 'Beige'] as const;
export type InteriorTrim = (typeof INTERIOR_TRIMS)[number];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Media-relative paths (no leading slash); the URL is IMG_PREFIX + path. A demo photo or spin is
 * of a subject: a vehicle shape such as 'suv-mid', or a cabin its dashboard photos share.
 */
export const mediaPaths = {
  photo: (subject: string, colour: Colour, view: PhotoView) =>
    `demo/photos/${slugify(subject)}/${slugify(colour)}/${view}.jpg`,
  spinFrame: (subject: string, colour: Colour, frame: number) =>
    `demo/spins/${slugify(subject)}-${slugify(colour)}/${String(frame).padStart(2, '0')}.jpg`,
  panorama: (trim: InteriorTrim) => `demo/interiors/${slugify(trim)}.jpg`,
  makeLogo: (makeSlug: string) => `demo/makes/${makeSlug}.png`,
  historyReport: (carSlug: string) => `demo/reports/${carSlug}.pdf`,
  walkaroundVideo: 'walkaround.mp4',
} as const;

export interface ImageTransform {
  width?: number;
  height?: number;
  quality?: 75 | 80;
  fit?: 'cover' | 'contain' | 'inside';
}

/**
 * Every image size and quality the app asks the image service for (cards 600x400, thumbnails
 * 300x200 and 150x100, offers 375x250, the gallery's srcset and the spin frames 300 to 1200 wide,
 * panoramas at quality 80), and so the only ones /img makes, as an image CDN allows only its
 * presets: any other size would be one more encode and one more file on disk for anyone to ask for.
 */
export const IMAGE_PRESETS = {
  widths: [150, 300, 375, 600, 900, 1200],
  heights: [100, 200, 250, 400, 600, 800],
  qualities: [75, 80],
} as const;

/** The embedded image service's template; a tenant may name an image CDN's template instead. */
export const DEFAULT_IMAGE_TEMPLATE = '/img/{path}?w={width}&q={quality}&fit={fit}&format=auto';

/**
 * Builds an image URL from a tenant's template. `{path}` is the media-relative path; `{width}`,
 * `{height}`, `{quality}` and `{fit}` are filled from the transform, and query parameters left
 * without a value are dropped so a CDN never sees `w=`.
 */
export function imageUrl(template: string, pathOrUrl: string, t: ImageTransform = {}): string {
  const path = pathOrUrl.startsWith(IMG_PREFIX) ? pathOrUrl.slice(IMG_PREFIX.length) : pathOrUrl.replace(/^\//, '');
  const values: Record<string, string> = {
    path,
    width: t.width ? String(t.width) : '',
    height: t.height ? String(t.height) : '',
    quality: String(t.quality ?? 75),
    fit: t.fit ?? 'cover',
  };
  const filled = template.replace(/\{(path|width|height|quality|fit)\}/g, (_, k: string) => values[k] ?? '');
  const [base, query] = filled.split('?', 2);
  if (query === undefined) return base;
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.endsWith('='));
  return kept.length ? `${base}?${kept.join('&')}` : base;
}

/**
 * The cabin trim a demo car of this colour shows in its dashboard photo, so the demo data can give
 * it the matching interior colour and interior panorama.
 */
export function interiorTrimFor(colour: Colour): InteriorTrim {
  if (colour === 'Beige' || colour === 'Brown' || colour === 'White') return 'Beige';
  if (colour === 'Silver' || colour === 'Grey' || colour === 'Blue') return 'Grey';
  return 'Black';
}

/**
 * A `srcset` of the image at each width, keeping the transform's aspect ratio (spec §9 images are
 * 600x400): small screens fetch the narrow one, dense ones the wide one.
 */
export function imageSrcSet(template: string, pathOrUrl: string, t: ImageTransform & { width: number; height: number }, widths: readonly number[] = [300, 600, 1200]): string {
  return widths.map((w) => `${imageUrl(template, pathOrUrl, { ...t, width: w, height: Math.round((t.height * w) / t.width) })} ${w}w`).join(', ');
}
