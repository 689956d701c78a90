import { lazy, Suspense, useState, type ReactNode } from 'react';
import { galleryImageUrl, panoramaUrl } from '../../domain/car-media-urls.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { showsThumbnails, videoSlot } from '../../domain/car-page.ts';
import { initialViewerMode, viewerModes, walkaroundUrl, type ViewerMode as Mode } from '../../domain/viewer-modes.ts';
import { Gallery, WalkaroundVideo, type GalleryItem } from './Gallery.tsx';
import { InteriorLoading } from './InteriorLoading.tsx';
import { ModeTabs } from './ModeTabs.tsx';
import { SpinViewer } from './SpinViewer.tsx';
import { openWhenLoaded, preloadable } from '../../perf/preloadable.tsx';
import './media.css';

const InteriorViewer = lazy(() => import('./InteriorViewer.tsx'));
const FullscreenGallery = preloadable(() => import('./FullscreenGallery.tsx').then((m) => m.FullscreenGallery));

const MODE_LABELS: Record<Mode, string> = { spinner: '360°', walkaround: 'Walkaround', gallery: 'Gallery', interior: 'Interior' };

/** Spec §4 viewer: spinner, walkaround, gallery and interior; fullscreen; the gallery index resets on leaving. */
export function MediaViewer({ car, tenant, template }: { car: Car; tenant: BrowserTenant; template: string }) {
  const video = walkaroundUrl(car);
  const modes = viewerModes(car);
  const [mode, setMode] = useState<Mode>(() => initialViewerMode(car, tenant.viewer.defaultMode));
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // The gallery's 600-wide photo: one download for both, and showroom mode has stored it.
  const poster = car.primary_image_url ? galleryImageUrl(template, car.primary_image_url, 600) : null;
  const items: GalleryItem[] = car.images.map((image) => ({ kind: 'image', url: image.url }));
  if (video) items.splice(videoSlot(items.length, tenant.viewer.videoPosition), 0, { kind: 'video', url: video, poster });
  const thumbnails = showsThumbnails(car.images.length, car.status, tenant.images.thumbnailsRequireInStock);
  const changeMode = (key: Mode) => {
    setMode(key);
    setIndex(0);
  };
  const gallery = (big: boolean) => <Gallery items={items} index={index} onIndex={setIndex} template={template} label={car.name} thumbnails={thumbnails && !big} />;
  const panel = (m: Mode): ReactNode => {
    switch (m) {
      case 'spinner':
        return <SpinViewer frames={car.spin_images} hotspots={car.hotspots.filter((h) => h.kind === 'exterior')} template={template} autorotate={tenant.viewer.autorotate} label={car.name} />;
      case 'walkaround':
        return video && <WalkaroundVideo url={video} poster={poster} label={car.name} />;
      case 'gallery':
        return (
          <>
            {gallery(false)}
            <button type="button" className="button button-small media-fullscreen" onClick={() => openWhenLoaded(FullscreenGallery, () => setFullscreen(true))}>
              Fullscreen
            </button>
          </>
        );
      case 'interior':
        return (
          car.spin_interior_image && (
            <Suspense
              fallback={
                <div className="interior-pending">
                  <InteriorLoading />
                </div>
              }
            >
              <InteriorViewer url={panoramaUrl(template, car.spin_interior_image)} hotspots={car.hotspots.filter((h) => h.kind === 'interior')} label={car.name} />
            </Suspense>
          )
        );
    }
  };

  return (
    <section className="media-viewer" aria-label="Photos and views">
      {modes.length > 1 ? (
        <ModeTabs label="View" tabs={modes.map((m) => ({ key: m, label: MODE_LABELS[m] }))} selected={mode} onSelect={changeMode}>
          {panel(mode)}
        </ModeTabs>
      ) : (
        // Photos only: nothing to switch between, so no tabs (a tab panel without tabs would say
        // otherwise), and none of their hydration work on the many cars that have only photos.
        <div>{panel('gallery')}</div>
      )}
      {fullscreen && (
        <FullscreenGallery label={car.name} onClose={() => setFullscreen(false)}>
          {gallery(true)}
        </FullscreenGallery>
      )}
    </section>
  );
}
