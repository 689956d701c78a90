// The pictures the vehicle PDF carries: the car's main photo and the dealer's logo, as JPEG and PNG
// (what pdfkit embeds). The photo is read from the media folder, or from the tenant's image CDN; the
// logo (often SVG) is drawn by sharp, once per tenant.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMG_PREFIX, imageUrl } from '../../domain/media.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { findMediaFile, parseMediaPath } from '../media/safe-path.ts';

/** The photo's width in the PDF's file: sharp enough for a printed page, small enough to mail. */
const PHOTO_WIDTH = 1000;
const LOGO_HEIGHT = 160;
/** A CDN that does not answer by then leaves the photo out rather than holding the download. */
const CDN_WAIT_MS = 3000;

async function photoSource(mediaDir: string, url: string, template: string | null): Promise<Buffer | null> {
  if (url.startsWith(IMG_PREFIX)) {
    const path = parseMediaPath(url.slice(IMG_PREFIX.length));
    const file = path.ok ? findMediaFile(mediaDir, path.relative) : null;
    if (file) return readFile(file.path);
  }
  if (template === null) return null;
  const res = await fetch(imageUrl(template, url, { width: PHOTO_WIDTH, quality: 80, fit: 'inside' }), { signal: AbortSignal.timeout(CDN_WAIT_MS) });
  return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

/** The car's main photo as a JPEG, or null when it cannot be had (logged). */
export async function pdfPhoto(mediaDir: string, url: string | null, template: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const source = await photoSource(mediaDir, url, template);
    return source && (await sharp(source).resize({ width: PHOTO_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer());
  } catch (error) {
    console.warn(`The PDF goes without its photo ${url}:`, error);
    return null;
  }
}

const logos = new Map<string, Promise<Buffer | null>>();

/** The tenant's logo as a PNG, drawn once per tenant. */
export function pdfLogo({ dir, config }: LoadedTenant): Promise<Buffer | null> {
  let logo = logos.get(config.slug);
  if (!logo) {
    logo = sharp(join(dir, config.theme.logo), { density: 300 })
      .resize({ height: LOGO_HEIGHT })
      .png()
      .toBuffer()
      .catch((error: unknown) => {
        console.warn(`The PDF goes without ${config.slug}'s logo:`, error);
        return null;
      });
    logos.set(config.slug, logo);
  }
  return logo;
}
