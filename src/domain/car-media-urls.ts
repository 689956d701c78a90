// The URLs the car page asks for a car's media, built from the tenant's image template. The
// gallery, the spin and the showroom save all use these, so what showroom mode stores is exactly
// what the viewer will request offline.
import { imageUrl } from './media.ts';
import { priceGaugeFor } from './price-gauge.ts';
import type { Priced } from './price-display.ts';
import type { Car } from './stock.ts';
import { financeDisclaimerPath, priceGaugePath } from './api-paths.ts';
import { carLenderKey } from './car-page.ts';
import { walkaroundUrl } from './viewer-modes.ts';

/** Gallery candidates (spec §9: 600x400 images, responsive). */
export const SRCSET_WIDTHS = [300, 600, 900, 1200] as const;
/** Spin frame widths, so spins at similar display sizes share cached frames. */
export const SPIN_FRAME_WIDTHS = [600, 900, 1200] as const;

export const galleryImageUrl = (template: string, url: string, width: number) =>
  imageUrl(template, url, { width, height: Math.round((width * 2) / 3), quality: 75, fit: 'cover' });

/** The viewer's display width per viewport: the gallery's and the spin's (their first image's preload uses it too). */
export const VIEWER_SIZES = '(max-width: 760px) 100vw, 60vw';

/** The gallery's thumbnail strip (shown when a car has more than 3 photos). */
export const galleryThumbUrl = (template: string, url: string) => imageUrl(template, url, { width: 150, height: 100, quality: 75, fit: 'cover' });

export function gallerySrcSet(template: string, url: string): string {
  return SRCSET_WIDTHS.map((w) => `${galleryImageUrl(template, url, w)} ${w}w`).join(', ');
}

/** A gallery photo as an image (the gallery's own, and the head's preload of the lead photo: the same files). */
export function galleryImage(template: string, url: string): { src: string; srcSet: string } {
  return { src: galleryImageUrl(template, url, 600), srcSet: gallerySrcSet(template, url) };
}

/** The frame width requested for a display width in device pixels. */
export function spinFrameWidth(displayWidth: number): number {
  return SPIN_FRAME_WIDTHS.find((w) => w >= displayWidth) ?? SPIN_FRAME_WIDTHS[SPIN_FRAME_WIDTHS.length - 1];
}

const spinFrameUrl = (template: string, url: string, width: number) => imageUrl(template, url, { width, quality: 75, fit: 'cover' });

export function spinFrameUrls(template: string, frames: readonly string[], width: number): string[] {
  return frames.map((url) => spinFrameUrl(template, url, width));
}

/**
 * The spin's first frame as an image, before the spin draws (the stage's image and the head's preload):
 * one candidate per spin width, so the browser picks a file the spin's worker asks for too.
 */
export function spinFrameImage(template: string, url: string): { src: string; srcSet: string } {
  return {
    src: spinFrameUrl(template, url, 600),
    srcSet: SPIN_FRAME_WIDTHS.map((w) => `${spinFrameUrl(template, url, w)} ${w}w`).join(', '),
  };
}

export const panoramaUrl = (template: string, url: string) => imageUrl(template, url, { quality: 80 });

/**
 * Everything showroom mode stores for a car besides its page and JSON: every gallery candidate and thumbnail,
 * the spin at every frame width (a tablet turned on its side asks for another width), the interior
 * panorama, the walkaround video and the page's own data calls. View counts stay live.
 */
export function showroomUrls(
  car: Priced & Pick<Car, 'slug' | 'images' | 'spin_images' | 'spin_interior_image' | 'video_url' | 'walkaround_videos' | 'autograb_data' | 'finance_lenders'>,
  template: string,
): string[] {
  const video = walkaroundUrl(car);
  const disclaimer = financeDisclaimerUrl(car);
  const urls = [
    ...car.images.flatMap((image) => [...SRCSET_WIDTHS.map((w) => galleryImageUrl(template, image.url, w)), galleryThumbUrl(template, image.url)]),
    ...SPIN_FRAME_WIDTHS.flatMap((w) => spinFrameUrls(template, car.spin_images, w)),
    ...(car.spin_interior_image ? [panoramaUrl(template, car.spin_interior_image)] : []),
    ...(video ? [video] : []),
    // Only the calls that answer for this car: a 404 is not worth keeping.
    ...(priceGaugeFor(car) ? [priceGaugePath(car.slug)] : []),
    ...(disclaimer ? [disclaimer] : []),
  ];
  return [...new Set(urls)];
}

/**
 * Spec §7's finance disclaimer call, for a car with a lender; null for one without, which has no
 * disclaimer to fetch (the calculator then shows the standard text).
 */
export function financeDisclaimerUrl(car: Pick<Car, 'slug' | 'finance_lenders'>): string | null {
  return carLenderKey(car, null) === null ? null : financeDisclaimerPath(car.slug);
}

export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
