// Spec §5 price gauge visibility, §9 market price indicator, fuel calculator and §7 youX quote rule.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSUMPTION, consumptionOrDefault, parseNumberText, showsFuelCalculator, weeklyFuelCost } from '../../src/domain/fuel.ts';
import { belowMarketBy, marketAverage, priceGaugeFor, showsPriceGauge } from '../../src/domain/price-gauge.ts';
import { shouldFetchYouxQuote, youxQuoteRequest } from '../../src/domain/youx-quote.ts';

const gauge = { fill: 50, listing_price: 30000, market_range_min: 28000, market_range_max: 32000, confidence: 0.5, description: 'Within market range' };

describe('showsPriceGauge', () => {
  it('needs every field, confidence above 0.2 and the range top not below the listing price', () => {
    expect(showsPriceGauge(gauge)).toBe(true);
    expect(showsPriceGauge({ ...gauge, confidence: 0.2 })).toBe(false);
    expect(showsPriceGauge({ ...gauge, confidence: 0.21 })).toBe(true);
    expect(showsPriceGauge({ ...gauge, market_range_max: 29999 })).toBe(false);
    expect(showsPriceGauge({ ...gauge, market_range_max: 30000 })).toBe(true);
    expect(showsPriceGauge({ ...gauge, fill: null })).toBe(false);
    expect(showsPriceGauge({ ...gauge, description: '' })).toBe(false);
    expect(showsPriceGauge(null)).toBe(false);
  });
});

describe('market price indicator', () => {
  it('prefers the state average and needs more than 499 below it', () => {
    expect(marketAverage({ state_average_market_price: 31000, average_market_price: 40000 })).toBe(31000);
    expect(marketAverage({ state_average_market_price: null, average_market_price: 40000 })).toBe(40000);
    expect(belowMarketBy(30000, { state_average_market_price: 30500, average_market_price: 40000 })).toBe(500);
    expect(belowMarketBy(30001, { state_average_market_price: 30500, average_market_price: 40000 })).toBeNull();
    expect(belowMarketBy(30000, { state_average_market_price: null, average_market_price: 35000 })).toBe(5000);
    expect(belowMarketBy(30000, null)).toBeNull();
    expect(belowMarketBy(0, { state_average_market_price: 30500, average_market_price: null })).toBeNull();
  });
});

describe('priceGaugeFor', () => {
  it('spans the average ± 8 % and places the listing in it', () => {
    const g = priceGaugeFor({ price: 30000, autograb_data: { state_average_market_price: 30000, average_market_price: 31000 } })!;
    expect(g).toEqual({ fill: 50, listing_price: 30000, market_range_min: 27600, market_range_max: 32400, confidence: 0.85, description: 'Within market range' });
    expect(showsPriceGauge(g)).toBe(true);
    const over = priceGaugeFor({ price: 40000, autograb_data: { state_average_market_price: null, average_market_price: 30000 } })!;
    expect(over.fill).toBe(100);
    expect(over.confidence).toBe(0.5);
    expect(showsPriceGauge(over)).toBe(false);
    expect(priceGaugeFor({ price: 30000, autograb_data: null })).toBeNull();
  });
});

describe('fuel calculator', () => {
  it('parses text stripping $, commas and kms', () => {
    expect(parseNumberText('$1.85')).toBe(1.85);
    expect(parseNumberText('1,250 kms')).toBe(1250);
    expect(parseNumberText('250km')).toBe(250);
    expect(parseNumberText('')).toBeNaN();
    expect(parseNumberText('abc')).toBeNaN();
  });
  it('computes weekly cost = distance / 100 × consumption × price', () => {
    expect(weeklyFuelCost(250, 10, 1.7)).toBe(42.5);
    expect(weeklyFuelCost(400, 6.5, 2.05)).toBe(53.3);
    expect(weeklyFuelCost(Number.NaN, 10, 1.7)).toBeNull();
    expect(weeklyFuelCost(-1, 10, 1.7)).toBeNull();
  });
  it('defaults consumption to 10 and hides for electric cars', () => {
    expect(consumptionOrDefault(null)).toBe(DEFAULT_CONSUMPTION);
    expect(consumptionOrDefault(0)).toBe(10);
    expect(consumptionOrDefault(7.2)).toBe(7.2);
    expect(showsFuelCalculator('Electric', 'car')).toBe(false);
    expect(showsFuelCalculator('Hybrid', 'car')).toBe(true);
    // A feed's petrol car may carry no simple_fuel (the spec lists Electric, Hybrid, PHEV only).
    expect(showsFuelCalculator(null, 'car')).toBe(true);
    expect(showsFuelCalculator(null, 'caravan')).toBe(false);
  });
});

describe('youX quote', () => {
  it('is requested only when on, unknown and priced', () => {
    expect(shouldFetchYouxQuote(true, null, 100)).toBe(true);
    expect(shouldFetchYouxQuote(false, null, 100)).toBe(false);
    expect(shouldFetchYouxQuote(true, { weeklyRepaymentAmount: 1 }, 100)).toBe(false);
    expect(shouldFetchYouxQuote(true, null, 0)).toBe(false);
  });
  it('has the fixed fields of the spec', () => {
    expect(youxQuoteRequest({ price: 20000, year: 2020, vin: 'V', nvic: null })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 20000,
      loanTerm: 5,
      year: 2020,
      vin: 'V',
      nvic: null,
      whoIsHelping: '',
    });
  });
});
