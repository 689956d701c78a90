import { formatMoney } from '../../domain/price-display.ts';
import { CountUp } from '../../ui/CountUp.tsx';
import { showsPriceGauge, type PriceGauge as Gauge } from '../../domain/price-gauge.ts';
import { getPriceGauge } from '../../api/cars.ts';
import { priceGaugePath } from '../../domain/api-paths.ts';
import { useApiData } from '../../platform/use-api-data.ts';

const GAUGE_COUNT_UP_MS = 2500;

function GaugeBody({ gauge }: { gauge: Gauge }) {
  return (
    <section className="car-card price-gauge" aria-label="Market price comparison">
      <h2>Price comparison</h2>
      <p className="price-gauge-listing">
        <CountUp value={gauge.listing_price} startAt={0} ms={GAUGE_COUNT_UP_MS} format={formatMoney} />
      </p>
      <div className="price-gauge-track" role="meter" aria-label="Position in the market range" aria-valuemin={0} aria-valuemax={100} aria-valuenow={gauge.fill}>
        <div className="price-gauge-fill" style={{ width: `${gauge.fill}%` }} />
      </div>
      <p className="price-gauge-range">
        <span>{formatMoney(gauge.market_range_min)}</span> <span>{formatMoney(gauge.market_range_max)}</span>
      </p>
      <p>{gauge.description}</p>
    </section>
  );
}

/** Spec §4/§5: loading, then shown only when the data passes the visibility rule; failures hide it. */
export function PriceGauge({ slug }: { slug: string }) {
  const state = useApiData(priceGaugePath(slug), (signal) => getPriceGauge(slug, { signal }));
  if (state.status !== 'ready' || !showsPriceGauge(state.data)) return null;
  return <GaugeBody gauge={state.data} />;
}
