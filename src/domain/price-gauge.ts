// Spec §3 price-gauge response, §5 when the gauge shows and §9 the market price indicator.
import type { AutograbData, Car } from './stock.ts';
import { sellingPrice, type Priced } from './price-display.ts';

export interface PriceGauge {
  /** Where the listing price sits in the market range, 0..100. */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  /** 0..1 */
  confidence: number;
  description: string;
}

export const MIN_GAUGE_CONFIDENCE = 0.2;
/** The indicator shows when the car is more than this below the market average. */
export const MARKET_INDICATOR_MARGIN = 499;

/** All fields present, confidence above 0.2 and the top of the market range not below the listing. */
export function showsPriceGauge(gauge: Partial<Record<keyof PriceGauge, unknown>> | null | undefined): gauge is PriceGauge {
  if (!gauge) return false;
  const numbers = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const;
  if (!numbers.every((k) => typeof gauge[k] === 'number' && Number.isFinite(gauge[k]))) return false;
  if (typeof gauge.description !== 'string' || gauge.description === '') return false;
  const g = gauge as PriceGauge;
  return g.confidence > MIN_GAUGE_CONFIDENCE && g.market_range_max >= g.listing_price;
}

/** The state average is preferred; null without market data. */
export function marketAverage(data: AutograbData | null): number | null {
  if (!data) return null;
  return data.state_average_market_price ?? data.average_market_price ?? null;
}

/** How far below the market the car is, when that is more than 499; otherwise null. */
export function belowMarketBy(price: number, data: AutograbData | null): number | null {
  const market = marketAverage(data);
  if (market === null || !(price > 0)) return null;
  const below = market - price;
  return below > MARKET_INDICATOR_MARGIN ? below : null;
}

/** The market range spans this share either side of the average. */
const RANGE_SPREAD = 0.08;

/**
 * The gauge the server answers from a car's autograb data: the range is the average ± 8 %; having
 * both the state and the national average gives more confidence than one of them.
 */
export function priceGaugeFor(car: Priced & Pick<Car, 'autograb_data'>): PriceGauge | null {
  const price = sellingPrice(car);
  const market = marketAverage(car.autograb_data);
  if (market === null || !(market > 0) || !(price > 0)) return null;
  const min = Math.round(market * (1 - RANGE_SPREAD));
  const max = Math.round(market * (1 + RANGE_SPREAD));
  const fill = Math.round(Math.min(1, Math.max(0, (price - min) / (max - min))) * 100);
  const both = car.autograb_data!.state_average_market_price !== null && car.autograb_data!.average_market_price !== null;
  const description = price < min ? 'Below market range' : price > max ? 'Above market range' : 'Within market range';
  return { fill, listing_price: price, market_range_min: min, market_range_max: max, confidence: both ? 0.85 : 0.5, description };
}
