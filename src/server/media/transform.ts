// Image CDN style parameters (w/width, h/height, q/quality, fit, format) and the sharp pipeline
// that applies them. Parsing is strict so a typo answers 400 rather than an unexpected image, and
// sizes and qualities are the app's presets only (IMAGE_PRESETS).
import sharp from 'sharp';
import { IMAGE_PRESETS } from '../../domain/media.ts';

// Repeats are served from the disk cache, so libvips' own cache of recent operations (up to 50 MB of
// decoded images) would only hold memory.
sharp.cache(false);

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export type Fit = 'cover' | 'contain' | 'inside';

export interface TransformRequest {
  width?: number;
  height?: number;
  quality?: number;
  fit?: Fit;
  format?: OutputFormat | 'auto';
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; field: string };

const DEFAULT_QUALITY = 80;
const FITS: readonly Fit[] = ['cover', 'contain', 'inside'];
const FORMATS: Record<string, OutputFormat | 'auto'> = { auto: 'auto', avif: 'avif', webp: 'webp', jpeg: 'jpeg', jpg: 'jpeg', png: 'png' };

/** The first non-empty value among a parameter's names, with the name it came under. */
function pick(query: URLSearchParams, names: string[]): [string, string] | null {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && value !== '') return [name, value];
  }
  return null;
}

/** A preset value (IMAGE_PRESETS), or the 400 naming the parameter and what it may be. */
function preset(query: URLSearchParams, names: string[], allowed: readonly number[]): Parsed<number | undefined> {
  const found = pick(query, names);
  if (!found) return { ok: true, value: undefined };
  const [field, raw] = found;
  if (!/^\d{1,6}$/.test(raw) || !allowed.includes(Number(raw))) return { ok: false, error: `${field} must be one of ${allowed.join(', ')}`, field };
  return { ok: true, value: Number(raw) };
}

/** Unknown parameters are ignored (cache busters, tracking); known ones must be valid. */
export function parseTransform(query: URLSearchParams): Parsed<TransformRequest> {
  const width = preset(query, ['w', 'width'], IMAGE_PRESETS.widths);
  if (!width.ok) return width;
  const height = preset(query, ['h', 'height'], IMAGE_PRESETS.heights);
  if (!height.ok) return height;
  const quality = preset(query, ['q', 'quality'], IMAGE_PRESETS.qualities);
  if (!quality.ok) return quality;
  const value: TransformRequest = { width: width.value, height: height.value, quality: quality.value };
  const fit = pick(query, ['fit']);
  if (fit) {
    if (!FITS.includes(fit[1] as Fit)) return { ok: false, error: `fit must be one of ${FITS.join(', ')}`, field: 'fit' };
    value.fit = fit[1] as Fit;
  }
  const format = pick(query, ['format', 'fm']);
  if (format) {
    const f = FORMATS[format[1].toLowerCase()];
    if (!f) return { ok: false, error: `${format[0]} must be one of auto, avif, webp, jpeg, png`, field: format[0] };
    value.format = f;
  }
  return { ok: true, value };
}

export const isIdentity = (t: TransformRequest) =>
  t.width === undefined && t.height === undefined && t.quality === undefined && t.fit === undefined && t.format === undefined;

/**
 * auto: AVIF, then WebP when the Accept header takes them, else JPEG (PNG for a PNG, which may be
 * transparent). No format: the source's own.
 */
export function chooseFormat(requested: TransformRequest['format'], accept: string | undefined, source: OutputFormat): OutputFormat {
  if (requested === undefined) return source;
  if (requested !== 'auto') return requested;
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return source === 'png' ? 'png' : 'jpeg';
}

export interface Transform {
  width?: number;
  height?: number;
  quality: number;
  fit: Fit;
  format: OutputFormat;
}

/** Fills defaults, so equal requests get one cache key however they were spelled. */
export function normalise(t: TransformRequest, format: OutputFormat): Transform {
  return {
    width: t.width,
    height: t.height,
    quality: t.quality ?? DEFAULT_QUALITY,
    fit: t.fit ?? (t.width !== undefined && t.height !== undefined ? 'cover' : 'inside'),
    format,
  };
}


export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export async function applyTransform(source: string, t: Transform): Promise<Buffer> {
  let image = sharp(source, { failOn: 'none' }).rotate();
  if (t.width !== undefined || t.height !== undefined) {
    image = image.resize({
      width: t.width,
      height: t.height,
      fit: t.fit,
      // "inside" is a bound: never blow a small original up to meet it.
      withoutEnlargement: t.fit === 'inside',
      background: t.format === 'jpeg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  switch (t.format) {
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: t.quality, mozjpeg: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: t.quality }).toBuffer();
    case 'avif':
      // AVIF at a JPEG's quality number is far larger than it needs to be; about two thirds looks
      // alike. Low effort because sharp's default effort costs about half a second an image.
      return image.avif({ quality: Math.max(1, Math.round(t.quality * 0.65)), effort: 2 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 7 }).toBuffer();
  }
}
