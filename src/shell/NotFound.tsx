import type { SimilarCarLink } from '../domain/page-data.ts';
import { formatMoney } from '../domain/number-format.ts';
import { PageFrame } from './PageFrame.tsx';

/** The page for an address with nothing there; for a car long sold, the similar cars in stock the server found. */
export function NotFound({ similar = [] }: { similar?: readonly SimilarCarLink[] }) {
  return (
    <PageFrame title="Page not found" lead="We couldn't find that page. It may have moved, or the car may have sold.">
      <div className="offline-actions">
        <a href="/" className="button button-primary">
          Back to home
        </a>
        <a href="/search/new-used-and-demo-cars/" className="button">
          Search our stock
        </a>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="gone-similar-title" className="gone-similar">
          <h2 id="gone-similar-title">Similar cars</h2>
          <ul>
            {similar.map((car) => (
              <li key={car.slug}>
                <a href={`/cars/${car.slug}`}>{car.name}</a> <span>{formatMoney(car.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
