import { formatMoney } from '../../domain/number-format.ts';
import { HEADER_PRICE_BOUNDS } from '../../domain/range-slider.ts';

/** The home banner's link to the stock: the plain one first, then the price slider's (with its range). */
export function StockLink({ href }: { href: string }) {
  return (
    <a href={href} className="button button-primary">
      Search our stock
    </a>
  );
}

const thumbAt = (left: string) => ({ position: 'absolute', left, transform: 'translate(-50%, -50%)' }) as const;

/**
 * The banner's price slider as it first looks (both thumbs at their ends), drawn by the server and
 * shown until the shopper first does something on the page, when the working slider takes its place.
 * Hidden from assistive technology: it cannot be used, and the link beside it works without it.
 */
export function PricePreview() {
  return (
    <div className="range-slider hero-price" aria-hidden="true">
      <span className="hero-price-label">Price</span>
      <span className="range-slider-output">
        {formatMoney(HEADER_PRICE_BOUNDS.min)} – {formatMoney(HEADER_PRICE_BOUNDS.max)}
      </span>
      <div className="range-slider-track">
        <div className="range-slider-fill" style={{ left: '0%', width: '100%' }} />
        <div className="range-slider-thumb" style={thumbAt('0%')} />
        <div className="range-slider-thumb" style={thumbAt('100%')} />
      </div>
    </div>
  );
}
