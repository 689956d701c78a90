// A car page's head, known to the server before the app runs: the car's name as the title, the car's
// JSON inlined (the page renders without waiting for /api/cars/{slug}) and the photo the viewer opens
// on, preloaded with the gallery's own srcset and sizes so the browser reuses the fetch.
import { GALLERY_SIZES, galleryImageUrl, gallerySrcSet } from '../../domain/car-media-urls.ts';
import type { Car } from '../../domain/stock.ts';
import type { ServedCar } from '../../domain/tenant-bootstrap.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { leadPhoto } from '../../domain/viewer-modes.ts';
import { publicCar } from '../sanitize-comments.ts';
import { escapeHtml } from './html.ts';
import type { PageHead } from './index-page.ts';

export function carPageHead(car: Car, config: TenantConfig, template: string): PageHead {
  const photo = leadPhoto(car, config.viewer);
  const links = photo
    ? [
        `<link rel="preload" as="image" href="${escapeHtml(galleryImageUrl(template, photo, 600))}" imagesrcset="${escapeHtml(gallerySrcSet(template, photo))}" imagesizes="${GALLERY_SIZES}" fetchpriority="high">`,
      ]
    : [];
  const data: ServedCar = { slug: car.slug, car: publicCar(car) };
  return { title: car.name, description: `${car.name} for sale at ${config.name}.`, links, data };
}
