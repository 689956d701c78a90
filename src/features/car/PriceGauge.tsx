import { useEffect, useState } from 'react';
import { formatMoney } from '../../domain/price-display.ts';
import { showsPriceGauge, type PriceGauge as Gauge } from '../../domain/price-gauge.ts';
import { useJson } from './useJson.ts';

const GAUGE_COUNT_UP_MS = 2500;

function useCountUp(target: number, ms: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = reduce ? 1 : Math.min(1, (now - start) / ms);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return value;
}

function GaugeBody({ gauge }: { gauge: Gauge }) {
  const listing = useCountUp(gauge.listing_price, GAUGE_COUNT_UP_MS);
  return (
    <section className="car-card price-gauge" aria-label="Market price comparison">
      <h2>Price comparison</h2>
      <p className="price-gauge-listing">{formatMoney(listing)}</p>
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
  const state = useJson<Partial<Gauge>>(`/api/cars/${slug}/autogauge`);
  if (state.status !== 'ready' || !showsPriceGauge(state.data)) return null;
  return <GaugeBody gauge={state.data} />;
}
