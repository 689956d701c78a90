import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { formatMoney } from '../../domain/price-display.ts';
import { pickSimilarCars, similarCarQueries, type SimilarHit } from '../../domain/similar-cars.ts';
import type { Car } from '../../domain/stock.ts';
import { SIMILAR_CARS_ROOT_MARGIN_PX } from '../../domain/car-page.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { searchClient } from '../../worker-clients/search-client-instance.ts';
import { carImageUrl, THUMB_IMAGE } from '../../domain/car-images.ts';
import { NOT_FOUND_IMAGE, showPlaceholder } from '../../ui/image-placeholder.ts';

interface SimilarCar extends SimilarHit {
  slug: string;
  name: string;
  price: number;
  primary_image_url: string | null;
}

/** Spec §7/§9: one multi-query, same model first, at most 6; loaded 500 px before it scrolls into view. */
export function SimilarCars({ car, carsIndex, template }: { car: Car; carsIndex: string; template: string }) {
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [cars, setCars] = useState<SimilarCar[] | null>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${SIMILAR_CARS_ROOT_MARGIN_PX}px 0px` },
    );
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!near) return;
    const abort = new AbortController();
    const requests = similarCarQueries(car).map((q) => ({ indexName: carsIndex, ...q, facets: [], highlightPreTag: '<mark>', highlightPostTag: '</mark>' }));
    searchClient()
      .search(`similar-${car.id}`, requests, abort.signal)
      .then((results) => setCars(pickSimilarCars(car, results.flatMap((r) => ('hits' in r ? (r.hits as unknown as SimilarCar[]) : [])))))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        // Spec §8: similar-car load failures are logged and ignored: the section renders nothing.
        console.warn('similar cars failed', error);
        setCars([]);
      });
    return () => abort.abort();
  }, [near, car, carsIndex]);
  return (
    <section ref={box} className="car-card similar-cars" aria-labelledby="similar-title" hidden={cars !== null && cars.length === 0}>
      <h2 id="similar-title">Similar cars</h2>
      {cars === null ? (
        <p>Finding similar cars…</p>
      ) : (
        <ul className="similar-grid">
          {cars.map((c) => (
            <li key={c.id}>
              <Link href={`/cars/${c.slug}`} className="similar-card">
                <img src={c.primary_image_url ? carImageUrl(template, c.primary_image_url, THUMB_IMAGE) : NOT_FOUND_IMAGE} alt="" width={300} height={200} loading="lazy" onError={(e) => showPlaceholder(e.currentTarget)} />
                <span>{c.name}</span>
                <span className="similar-price">{formatMoney(c.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
