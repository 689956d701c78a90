// /img/* (transformable images, like an image CDN) and /media/* (video and documents as they
// are, with byte ranges). Both only ever read files inside the media folder.
import { Hono, type Context } from 'hono';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { IMG_PREFIX, MEDIA_PREFIX } from '../../domain/media.ts';
import { createImageCache } from './image-cache.ts';
import { parseRange } from './range.ts';
import { findMediaFile, parseMediaPath, type MediaFile } from './safe-path.ts';
import { CONTENT_TYPES, type OutputFormat, applyTransform, chooseFormat, isIdentity, normalise, parseTransform } from './transform.ts';

export interface MediaRoutesOptions {
  mediaDir: string;
  cacheDir: string;
  /** Bytes the transformed images may take on disk (IMAGE_CACHE_MAX_MB). */
  cacheMaxBytes: number;
  /** File path of the SVG sent (with 404) in place of a missing image. */
  notFoundImage: string;
}

/**
 * A day, then revalidated by ETag: media URLs name a path, not a version, and a dealer may replace
 * the file behind one. The service worker and an image CDN in front keep their own copies.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** A stand-in (another size, or the original) sent while the encoders are swamped: asked for again next time. */
const STAND_IN_CACHE_CONTROL = 'no-cache';

const IMAGE_SOURCES: Record<string, OutputFormat> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'avif' };

const MEDIA_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The path after a prefix, still percent-encoded (the router would decode it). */
const rawPathAfter = (c: Context, prefix: string) => new URL(c.req.url).pathname.slice(prefix.length);

const fileEtag = (f: MediaFile) => `"${f.size.toString(36)}-${Math.floor(f.mtimeMs).toString(36)}"`;

function notModified(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  return header !== undefined && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function mediaRoutes(opts: MediaRoutesOptions): Hono {
  const app = new Hono();
  const cache = createImageCache({ dir: opts.cacheDir, maxBytes: opts.cacheMaxBytes });
  let placeholder: Promise<Buffer | null> | undefined;

  const missingImage = async (c: Context) => {
    placeholder ??= readFile(opts.notFoundImage).catch(() => null);
    const svg = await placeholder;
    if (!svg) return c.json({ error: 'not found' }, 404);
    return c.body(new Uint8Array(svg), 404, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=60' });
  };
  const badRequest = (c: Context, error: string, field: string) => c.json({ error, field }, 400, { 'Cache-Control': 'no-store' });

  app.get(`${IMG_PREFIX}*`, async (c) => {
    const path = parseMediaPath(rawPathAfter(c, IMG_PREFIX));
    if (!path.ok) return badRequest(c, `invalid path: ${path.reason}`, 'path');
    const parsed = parseTransform(new URL(c.req.url).searchParams);
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field);
    const source = IMAGE_SOURCES[extname(path.relative).toLowerCase()];
    const file = source ? findMediaFile(opts.mediaDir, path.relative) : null;
    if (!source || !file) return missingImage(c);

    const original = async (cacheControl: string) => {
      const etag = fileEtag(file);
      const headers = { 'Content-Type': CONTENT_TYPES[source], 'Cache-Control': cacheControl, ETag: etag };
      if (notModified(c, etag)) return c.body(null, 304, headers);
      return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
    };
    if (isIdentity(parsed.value)) return original(MEDIA_CACHE_CONTROL);

    const format = chooseFormat(parsed.value.format, c.req.header('accept'), source);
    const transform = normalise(parsed.value, format);
    const result = await cache.get([path.relative, String(file.size), String(file.mtimeMs)], transform, () => applyTransform(file.path, transform));
    if (parsed.value.format === 'auto') c.header('Vary', 'Accept');
    // Under pressure with no other size on disk: the original, rather than one more encode.
    if (!result) return original(STAND_IN_CACHE_CONTROL);
    const etag = `"${result.key}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': result.kind === 'nearest' ? STAND_IN_CACHE_CONTROL : MEDIA_CACHE_CONTROL,
      ETag: etag,
      'X-Cache': result.kind,
    };
    if (notModified(c, etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(result.body), 200, headers);
  });

  app.get(`${MEDIA_PREFIX}*`, async (c) => {
    const path = parseMediaPath(rawPathAfter(c, MEDIA_PREFIX));
    if (!path.ok) return badRequest(c, `invalid path: ${path.reason}`, 'path');
    const type = MEDIA_TYPES[extname(path.relative).toLowerCase()];
    const file = type ? findMediaFile(opts.mediaDir, path.relative) : null;
    if (!type || !file) return c.json({ error: 'not found' }, 404);

    const etag = fileEtag(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': MEDIA_CACHE_CONTROL, ETag: etag, 'Accept-Ranges': 'bytes' };
    if (notModified(c, etag)) return c.body(null, 304, headers);
    const range = parseRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    headers['Content-Length'] = String(end - start + 1);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
    if (c.req.method === 'HEAD' || file.size === 0) return c.body(null, range ? 206 : 200, headers);
    const stream = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, range ? 206 : 200, headers);
  });

  return app;
}
