// Spec §2 'Our Locations' carousel with a 'Swipe' hint; §4 previous/next disabled at the ends and the
// arrow keys scroll. The track is a scroll-snapping list, so touch swipes and trackpads scroll it
// natively; the buttons and keys move it a card at a time.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CardLocation } from '../../domain/served-location.ts';
import { LocationCard } from './LocationCard.tsx';

export function LocationCarousel({ locations, now, title = 'Our Locations' }: { locations: readonly CardLocation[]; now: number; title?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  // Measured in the observer's first report, which comes after the browser's own next layout: a
  // measure here, in hydration's effects, would make the browser lay out the whole page at once.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const step = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const card = el.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * ((card?.offsetWidth ?? el.clientWidth) + gap), behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Spec §9: key codes 37 and 39.
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const id = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="location-carousel" aria-roledescription="carousel" aria-labelledby={id}>
      <div className="carousel-head">
        <h2 id={id}>{title}</h2>
        <p className="swipe-hint" aria-hidden="true">
          Swipe <span>→</span>
        </p>
        <div className="carousel-buttons">
          <button type="button" className="button button-small" aria-label="Previous locations" aria-disabled={ends.start} onClick={() => !ends.start && step(-1)}>
            ‹
          </button>
          <button type="button" className="button button-small" aria-label="Next locations" aria-disabled={ends.end} onClick={() => !ends.end && step(1)}>
            ›
          </button>
        </div>
      </div>
      <ul ref={track} className="carousel-track" tabIndex={0} aria-label={`${title}: use the arrow keys to scroll`} onScroll={measure} onKeyDown={onKeyDown}>
        {locations.map((location) => (
          <li key={location.id} className="carousel-slide">
            <LocationCard location={location} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
