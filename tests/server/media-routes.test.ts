// The media routes over a real HTTP server: transforms (the app's presets only), format negotiation,
// the disk cache, validation, path safety, the not-found placeholder and byte ranges for video.
import { serve, type ServerType } from '@hono/node-server';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImageUrl, galleryThumbUrl, panoramaUrl, spinFrameUrls, SPIN_FRAME_WIDTHS, SRCSET_WIDTHS } from '../../src/domain/car-media-urls.ts';
import { DEFAULT_IMAGE_TEMPLATE, imageSrcSet, imageUrl, mediaPaths } from '../../src/domain/media.ts';
import { CAR_IMAGE, OFFER_IMAGE, THUMB_IMAGE } from '../../src/domain/car-images.ts';
import { BRAND_LOGO_IMAGE, BRAND_LOGO_IMAGE_2X } from '../../src/domain/brands.ts';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from '../../src/server/media/routes.ts';
import { logoSvg } from '../../scripts/media/logo-renderer.ts';
import { photoSvg } from '../../scripts/media/photo-renderer.ts';
import { svgToJpeg, svgToPng } from '../../scripts/media/raster.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const PHOTO = mediaPaths.photo('coupe', 'Blue', 'front-three-quarter');
const LOGO = mediaPaths.makeLogo('demo-make');
const SECRET = 'top secret, outside the media folder';
const NOT_FOUND_IMAGE = resolve('public/img-not-found.svg');

let root: string;
let mediaDir: string;
let cacheDir: string;
let server: ServerType;
let port: number;

/** Sends the path byte for byte (fetch would normalise dot segments before sending). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const img = (query = '', headers: Record<string, string> = {}) => get(`/img/${PHOTO}${query}`, headers);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'forecourt-media-routes-'));
  mediaDir = join(root, 'media');
  cacheDir = join(root, 'cache');
  const put = (rel: string, data: Buffer) => {
    mkdirSync(dirname(join(mediaDir, rel)), { recursive: true });
    writeFileSync(join(mediaDir, rel), data);
  };
  put(PHOTO, await svgToJpeg(photoSvg('coupe', 'Blue', 'front-three-quarter')));
  put(LOGO, await svgToPng(logoSvg({ slug: 'demo-make', name: 'Demo' })));
  copyFileSync(resolve('scripts/media/assets/walkaround.mp4'), join(mediaDir, mediaPaths.walkaroundVideo));
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(root, 'secret.jpg'), SECRET);
  symlinkSync(join(root, 'secret.jpg'), join(mediaDir, 'linked.jpg'));
  const app = mediaRoutes({ mediaDir, cacheDir, cacheMaxBytes: 64 * 1024 * 1024, notFoundImage: NOT_FOUND_IMAGE });
  server = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s));
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

describe('/img originals', () => {
  it('serves an original as it is, cached for a day and revalidated by its ETag', async () => {
    const r = await img();
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/jpeg');
    expect(r.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(r.body.equals(readFileSync(join(mediaDir, PHOTO)))).toBe(true);
    const again = await img('', { 'If-None-Match': String(r.headers.etag) });
    expect(again.status).toBe(304);
  });
});

describe('/img transforms', () => {
  it('resizes by width and keeps the aspect ratio', async () => {
    const r = await img('?w=600&q=75');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/jpeg');
    const m = await sharp(r.body).metadata();
    expect([m.width, m.height]).toEqual([600, 400]);
  });

  it('accepts the long parameter names', async () => {
    const m = await sharp((await img('?width=900&quality=80')).body).metadata();
    expect(m.width).toBe(900);
  });

  it.each([
    ['?w=300&h=400&fit=cover', 300, 400],
    ['?w=300&h=400&fit=contain', 300, 400],
    ['?w=300&h=400&fit=inside', 300, 200],
    ['?w=300&h=400', 300, 400],
    ['?h=100', 150, 100],
    ['?w=1200', 1200, 800],
  ])('%s gives %ix%i', async (query, width, height) => {
    const r = await img(query);
    expect(r.status).toBe(200);
    const m = await sharp(r.body).metadata();
    expect([m.width, m.height]).toEqual([width, height]);
  });

  it('lowers the file size with quality', async () => {
    const low = await img('?w=900&q=75');
    const high = await img('?w=900&q=80');
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/jpeg,image/*;q=0.8', 'image/jpeg', 'jpeg'],
  ])('format=auto with Accept %s answers %s', async (accept, type, format) => {
    const r = await img('?w=300&format=auto', { Accept: accept });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers.vary).toBe('Accept');
    expect((await sharp(r.body).metadata()).format).toBe(format);
  });

  it('keeps a transparent PNG a PNG when the browser takes neither AVIF nor WebP', async () => {
    const r = await get(`/img/${LOGO}?w=150&format=auto`, { Accept: 'image/png' });
    expect(r.headers['content-type']).toBe('image/png');
    expect((await sharp(r.body).metadata()).hasAlpha).toBe(true);
  });

  it('does not vary on Accept for an explicit format', async () => {
    const r = await img('?w=150&format=webp', { Accept: 'image/avif' });
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers.vary).toBeUndefined();
  });

  it('serves the second identical request from the disk cache', async () => {
    const first = await img('?w=375&q=80&fit=cover&format=auto', { Accept: 'image/webp' });
    const second = await img('?w=375&q=80&fit=cover&format=auto', { Accept: 'image/webp' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect((await img('?w=375&q=80&fit=cover&format=auto', { Accept: 'image/webp', 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
  });

  it('encodes once for identical requests that arrive together', async () => {
    const before = readdirSync(cacheDir, { recursive: true }).length;
    const replies = await Promise.all(Array.from({ length: 4 }, () => img('?w=900&format=avif')));
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body.equals(replies[0].body)).toBe(true);
    }
    const added = readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.avif')).length;
    expect(added).toBeGreaterThan(0);
    expect(readdirSync(cacheDir, { recursive: true }).length - before).toBeLessThanOrEqual(2);
  });

  it('serves a URL built by imageUrl from the default template', async () => {
    const url = imageUrl(DEFAULT_IMAGE_TEMPLATE, PHOTO, { width: 300, quality: 75 });
    const r = await get(url, { Accept: 'image/webp' });
    expect(r.headers['content-type']).toBe('image/webp');
    expect((await sharp(r.body).metadata()).width).toBe(300);
  });

  it('makes every image URL the app builds, and only the presets', async () => {
    const urls = [
      ...SRCSET_WIDTHS.map((w) => galleryImageUrl(DEFAULT_IMAGE_TEMPLATE, PHOTO, w)),
      galleryThumbUrl(DEFAULT_IMAGE_TEMPLATE, PHOTO),
      ...SPIN_FRAME_WIDTHS.flatMap((w) => spinFrameUrls(DEFAULT_IMAGE_TEMPLATE, [PHOTO], w)),
      panoramaUrl(DEFAULT_IMAGE_TEMPLATE, PHOTO),
      ...[CAR_IMAGE, THUMB_IMAGE, OFFER_IMAGE, BRAND_LOGO_IMAGE, BRAND_LOGO_IMAGE_2X].map((t) => imageUrl(DEFAULT_IMAGE_TEMPLATE, PHOTO, t)),
      // The explore pages' and home's srcsets (600x400 and the brand banner's 1200x400 at their widths).
      ...[{ width: 600, height: 400, quality: 75 as const }, { width: 1200, height: 400, quality: 75 as const }].flatMap((t) => imageSrcSet(DEFAULT_IMAGE_TEMPLATE, PHOTO, t).split(', ').map((s) => s.split(' ')[0])),
    ];
    for (const url of urls) expect((await get(url, { Accept: 'image/webp' })).status, url).toBe(200);
  });

  it('ignores unknown parameters', async () => {
    expect((await img('?w=150&v=2&utm_source=x')).status).toBe(200);
  });

  it.each([
    ['w=abc', 'w'],
    ['w=0', 'w'],
    ['w=15', 'w'],
    ['w=2401', 'w'],
    ['w=400', 'w'],
    ['w=1.5', 'w'],
    ['h=300', 'h'],
    ['q=76', 'q'],
    ['width=-10', 'width'],
    ['h=99999', 'h'],
    ['height=x', 'height'],
    ['q=0', 'q'],
    ['q=101', 'q'],
    ['quality=high', 'quality'],
    ['fit=stretch', 'fit'],
    ['format=gif', 'format'],
    ['format=', null],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const r = await img(`?${query}`);
    if (field === null) {
      expect(r.status).toBe(200);
      return;
    }
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(r.body.toString()) as { error: string; field: string };
    expect(body.field).toBe(field);
    expect(body.error).toBeTruthy();
  });
});

describe('path safety', () => {
  it.each([
    '/img/../package.json',
    '/img/../secret.txt',
    '/img/%2e%2e/%2e%2e/etc/passwd',
    '/img/%2e%2e/secret.jpg',
    '/img/..%2fsecret',
    '/img/..%2fsecret.jpg',
    '/img/demo/..%2f..%2fsecret.jpg',
    '/img/%2E%2E%2Fsecret.jpg',
    '/img/..%5csecret.jpg',
    '/img/..\\secret.jpg',
    '/img//etc/passwd',
    '/img/%2Fetc%2Fpasswd',
    '/img/secret.jpg%00.jpg',
    '/img/linked.jpg',
    '/media/..%2fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/../secret.txt',
  ])('%s never reaches a file outside the media folder', async (path) => {
    const r = await get(path);
    expect([400, 404]).toContain(r.status);
    expect(r.body.toString()).not.toContain(SECRET);
    expect(r.body.toString()).not.toContain('"devDependencies"');
  });
});

describe('missing images', () => {
  it('answers 404 with the not-found placeholder', async () => {
    const r = await get('/img/demo/photos/none/here.jpg?w=300');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.body.equals(readFileSync(NOT_FOUND_IMAGE))).toBe(true);
    expect((await get('/img/demo/makes/unknown.png')).status).toBe(404);
  });
});

describe('/media', () => {
  const video = () => readFileSync(join(mediaDir, mediaPaths.walkaroundVideo));

  it('serves the walkaround video whole, with its type and range support', async () => {
    const r = await get('/media/walkaround.mp4');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('video/mp4');
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(r.body.equals(video())).toBe(true);
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    const r = await get('/media/walkaround.mp4', { Range: 'bytes=100-1099' });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 100-1099/${video().length}`);
    expect(r.headers['content-length']).toBe('1000');
    expect(r.body.equals(video().subarray(100, 1100))).toBe(true);
  });

  it('serves open-ended and suffix ranges, and 416 past the end', async () => {
    const size = video().length;
    const tail = await get('/media/walkaround.mp4', { Range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(video().subarray(size - 500))).toBe(true);
    const rest = await get('/media/walkaround.mp4', { Range: `bytes=${size - 10}-` });
    expect(rest.body.length).toBe(10);
    const past = await get('/media/walkaround.mp4', { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers HEAD with the length and no body', async () => {
    const r = await get('/media/walkaround.mp4', {}, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe(String(video().length));
    expect(r.body.length).toBe(0);
  });

  it('404s missing media and types it does not serve', async () => {
    expect((await get('/media/missing.mp4')).status).toBe(404);
    expect((await get(`/media/${PHOTO.replace('.jpg', '.exe')}`)).status).toBe(404);
  });
});
