// A car page's head, known to the server before the app runs: the car's name as the title, the car as
// the dealer API sends it for the page data (the page renders without waiting for /api/cars/{slug}), the photo or spin frame the
// viewer opens on, preloaded with the viewer's own srcset and sizes so the browser reuses the fetch, and the
// Open Graph tags a shared link's preview (Facebook, WhatsApp, SMS) is made from.
import { VIEWER_SIZES, galleryImage, galleryImageUrl, spinFrameImage } from '../../domain/car-media-urls.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { carShareUrl } from '../../domain/car-page.ts';
import { leadPhoto, leadSpinFrame } from '../../domain/viewer-modes.ts';
import { publicCar } from '../sanitize-comments.ts';
import { escapeHtml } from './html.ts';
import type { PageHead } from './index-page.ts';

const preloadImage = (href: string, srcset: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${VIEWER_SIZES}" fetchpriority="high">`;
const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;

export function carPageHead(car: Car, config: TenantConfig, template: string): PageHead & { car: Car } {
  const photo = leadPhoto(car, config.viewer);
  const frame = leadSpinFrame(car, config.viewer);
  const first = photo ? galleryImage(template, photo) : frame ? spinFrameImage(template, frame) : null;
  const preload = first ? [preloadImage(first.src, first.srcSet)] : [];
  const price = priceDisplay(car, { subscriptions: config.features.subscriptions, noPriceText: config.stock.noPriceText });
  const description = `${car.name}, ${price.text}, at ${config.name}.`;
  // Link previews are fetched from the dealer's own site, so every URL is absolute on it.
  const shareUrl = carShareUrl(config.url, car.slug);
  const image = car.images[0] ? new URL(galleryImageUrl(template, car.images[0].url, 1200), shareUrl).href : null;
  const openGraph = [
    meta('og:type', 'product'),
    meta('og:site_name', config.name),
    meta('og:title', car.name),
    meta('og:description', description),
    meta('og:url', shareUrl),
    ...(image ? [meta('og:image', image), meta('og:image:width', '1200'), meta('og:image:height', '800')] : []),
  ];
  return { title: car.name, description, headTags: [...preload, ...openGraph], car: publicCar(car) };
}
