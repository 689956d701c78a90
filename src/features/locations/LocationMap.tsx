// Spec §7 "a maps embed with a key": with the tenant's maps key, the maps embed, started only once the
// map nears the screen; without a key, and offline, the map the server draws (an SVG of the land,
// state borders and numbered pins, cached) — never a blank box. The drawn map also lies under the
// embed, so there is something to see while it loads. The car page's #vehicle-map uses it too.
import { useEffect, useRef, useState } from 'react';
import { staticMapUrl } from '../../api/dealer-info.ts';
import './LocationMap.css';

export interface MapPlace {
  slug: string;
  name: string;
  /** What the embed looks up: the address, or `place_id:…`. */
  query: string;
}

function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function LocationMap({ places, mapsKey, focus, width = 600, height = 400, className }: { places: readonly MapPlace[]; mapsKey: string | null; focus?: string; width?: number; height?: number; className?: string }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const online = useOnline();
  if (!places.length) return null;
  const focused = places.find((p) => p.slug === focus) ?? places[0];
  const names = places.length === 1 ? places[0].name : `${places.length} locations: ${places.map((p, i) => `${i + 1} ${p.name}`).join(', ')}`;
  const embed = mapsKey && online && near;
  return (
    <div ref={ref} className={`location-map${className ? ` ${className}` : ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      <img src={staticMapUrl(places.map((p) => p.slug), width, height)} width={width} height={height} alt={`Map of ${names}`} loading="lazy" decoding="async" />
      {embed && (
        <iframe
          title={`Map of ${focused.name}`}
          src={`https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(mapsKey)}&q=${encodeURIComponent(focused.query)}`}
          loading="lazy"
          // oxlint-disable-next-line react/iframe-missing-sandbox -- the embed is the maps provider's own page: it needs its scripts and its origin
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      )}
    </div>
  );
}
