import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { VIEWER_SIZES, galleryImage, galleryThumbUrl } from '../../domain/car-media-urls.ts';
import { EAGER_IMAGES } from '../../domain/car-page.ts';
import { CAR_IMAGE } from '../../domain/car-images.ts';
import { NOT_FOUND_IMAGE, showPlaceholder } from '../../ui/image-placeholder.ts';
import { OPENING_PHOTO } from '../../perf/photo-paint.ts';

export type GalleryItem = { kind: 'image'; url: string } | { kind: 'video'; url: string; poster: string | null };

const SWIPE_PX = 40;

/**
 * Each slide's number among the slides of its kind: the photos are counted apart from the video, so
 * 'photo 2' and the first two photos' early loading (spec §9) hold wherever the tenant puts the video.
 */
function numberByKind(items: readonly GalleryItem[]): number[] {
  const counts = { image: 0, video: 0 };
  return items.map((item) => ++counts[item.kind]);
}

/**
 * One slide at a time with previous/next, arrow keys (37/39) and swipe, none of which wrap (spec §4:
 * previous/next disabled at the ends; by aria-disabled, so a keyboard user's focus stays on the button
 * that reached the end); the thumbnail strip is optional.
 */
export function Gallery({
  items,
  index,
  onIndex,
  template,
  label,
  thumbnails,
}: {
  items: GalleryItem[];
  index: number;
  onIndex(index: number): void;
  template: string;
  label: string;
  thumbnails: boolean;
}) {
  const swipe = useRef<number | null>(null);
  const count = items.length;
  const numbers = numberByKind(items);
  const go = (delta: number) => {
    const next = index + delta;
    if (next >= 0 && next < count) onIndex(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.keyCode === 37 || e.keyCode === 39) {
      e.preventDefault();
      go(e.keyCode === 39 ? 1 : -1);
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipe.current === null || e.pointerType === 'mouse') return;
    const dx = e.clientX - swipe.current;
    swipe.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  if (count === 0) {
    return <img className="gallery-image" src={NOT_FOUND_IMAGE} alt="" width={CAR_IMAGE.width} height={CAR_IMAGE.height} />;
  }
  return (
    <div className="gallery">
      <div
        className="gallery-stage"
        role="group"
        aria-roledescription="carousel"
        aria-label={`${label} photos`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => (swipe.current = e.clientX)}
        onPointerUp={onPointerUp}
        data-index={index}
      >
        {items.map((item, i) => (
          <div key={`${item.kind}-${item.url}-${i}`} className="gallery-slide" hidden={i !== index} aria-label={`${i + 1} of ${count}`} role="group" aria-roledescription="slide">
            {item.kind === 'image' ? (
              <img
                className="gallery-image"
                {...galleryImage(template, item.url)}
                sizes={VIEWER_SIZES}
                width={CAR_IMAGE.width}
                height={CAR_IMAGE.height}
                alt={`${label}, photo ${numbers[i]}`}
                loading={numbers[i] <= EAGER_IMAGES ? 'eager' : 'lazy'}
                {...(numbers[i] <= EAGER_IMAGES ? OPENING_PHOTO : { fetchPriority: 'low' as const })}
                draggable={false}
                onError={(e) => showPlaceholder(e.currentTarget)}
              />
            ) : (
              <WalkaroundVideo url={item.url} poster={item.poster} label={label} />
            )}
          </div>
        ))}
        {count > 1 && (
          <>
            <button type="button" className="gallery-nav gallery-prev" aria-label="Previous photo" aria-disabled={index === 0} onClick={() => go(-1)}>
              ‹
            </button>
            <button type="button" className="gallery-nav gallery-next" aria-label="Next photo" aria-disabled={index === count - 1} onClick={() => go(1)}>
              ›
            </button>
          </>
        )}
        <span className="gallery-count" aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      {thumbnails && (
        <ul className="gallery-thumbs" aria-label="Thumbnails">
          {items.map((item, i) => (
            <li key={`${item.url}-${i}`}>
              <button type="button" className="gallery-thumb" aria-label={`Show ${item.kind === 'image' ? 'photo' : 'video'} ${numbers[i]}`} aria-current={i === index} onClick={() => onIndex(i)}>
                {item.kind === 'image' ? (
                  <img src={galleryThumbUrl(template, item.url)} alt="" width={150} height={100} loading="lazy" onError={(e) => showPlaceholder(e.currentTarget)} />
                ) : (
                  <span className="gallery-thumb-video">▶ Video</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The walkaround: poster first, never autoplaying with sound. */
export function WalkaroundVideo({ url, poster, label }: { url: string; poster: string | null; label: string }) {
  return (
    <video className="walkaround-video" src={url} poster={poster ?? undefined} controls preload="none" playsInline width={CAR_IMAGE.width} height={CAR_IMAGE.height} aria-label={`${label} walkaround video`}>
      <track kind="captions" />
    </video>
  );
}
