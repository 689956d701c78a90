// Which viewer modes a car has and which opens first (spec §4 viewer). The media viewer and the
// server's preload of the first photo both decide it here, so the photo the server tells the browser
// to fetch early is the one the page shows.
import type { Car } from './stock.ts';
import type { TenantConfig, VIEWER_MODES } from './tenant-config.ts';
import { videoSlot } from './car-page.ts';

export type ViewerMode = (typeof VIEWER_MODES)[number];
type MediaCar = Pick<Car, 'images' | 'spin_images' | 'spin_interior_image' | 'video_url' | 'walkaround_videos'>;

export function walkaroundUrl(car: Pick<Car, 'video_url' | 'walkaround_videos'>): string | null {
  return car.walkaround_videos[0]?.video.url ?? car.video_url ?? null;
}

/** The modes in tab order; the gallery is always there (it shows the not-found image when empty). */
export function viewerModes(car: MediaCar): ViewerMode[] {
  return [
    ...(car.spin_images.length ? (['spinner'] as const) : []),
    ...(walkaroundUrl(car) ? (['walkaround'] as const) : []),
    'gallery',
    ...(car.spin_interior_image ? (['interior'] as const) : []),
  ];
}

export function initialViewerMode(car: MediaCar, preferred: ViewerMode): ViewerMode {
  return viewerModes(car).includes(preferred) ? preferred : 'gallery';
}

/**
 * The spin's first frame when the page opens on the 360 view: shown, and preloaded, before the spin's
 * worker has drawn it.
 */
export function leadSpinFrame(car: MediaCar, viewer: TenantConfig['viewer']): string | null {
  return initialViewerMode(car, viewer.defaultMode) === 'spinner' ? (car.spin_images[0] ?? null) : null;
}

/** The photo in front when the page opens: only when it opens on the gallery and no video leads. */
export function leadPhoto(car: MediaCar, viewer: TenantConfig['viewer']): string | null {
  if (initialViewerMode(car, viewer.defaultMode) !== 'gallery' || !car.images.length) return null;
  if (walkaroundUrl(car) && videoSlot(car.images.length, viewer.videoPosition) === 0) return null;
  return car.images[0].url;
}
