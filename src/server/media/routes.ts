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
import { CONTENT_TYPES, type OutputFormat, applyTransform, chooseFormat, isIdentity, normalise, parseTransform, transformKey } from './transform.ts';

export interface MediaRoutesOptions {
  mediaDir: string;
  cacheDir: string;
  /** File path of the SVG sent (with 404) in place of a missing image. */
  notFoundImage: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  const cache = createImageCache(opts.cacheDir);
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
    const file = source ? await findMediaFile(opts.mediaDir, path.relative) : null;
    if (!source || !file) return missingImage(c);

    if (isIdentity(parsed.value)) {
      const etag = fileEtag(file);
      const headers = { 'Content-Type': CONTENT_TYPES[source], 'Cache-Control': IMMUTABLE, ETag: etag };
      if (notModified(c, etag)) return c.body(null, 304, headers);
      return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
    }

    const format = chooseFormat(parsed.value.format, c.req.header('accept'), source);
    const transform = normalise(parsed.value, format);
    const result = await cache.get([path.relative, String(file.size), String(file.mtimeMs), transformKey(transform)], format, () =>
      applyTransform(file.path, transform),
    );
    const etag = `"${result.key}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Cache': result.hit ? 'hit' : 'miss',
    };
    if (parsed.value.format === 'auto') headers.Vary = 'Accept';
    if (notModified(c, etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(result.body), 200, headers);
  });

  app.get(`${MEDIA_PREFIX}*`, async (c) => {
    const path = parseMediaPath(rawPathAfter(c, MEDIA_PREFIX));
    if (!path.ok) return badRequest(c, `invalid path: ${path.reason}`, 'path');
    const type = MEDIA_TYPES[extname(path.relative).toLowerCase()];
    const file = type ? await findMediaFile(opts.mediaDir, path.relative) : null;
    if (!type || !file) return c.json({ error: 'not found' }, 404);

    const etag = fileEtag(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': IMMUTABLE, ETag: etag, 'Accept-Ranges': 'bytes' };
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
