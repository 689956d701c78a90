// A reduced car (an offer price below its price) is listed, sorted, filtered and financed at the price
// its card and page show (spec §4 "a reduced or regular price"), everywhere a car's price is used.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { cardActions } from '../../src/domain/card-actions.ts';
import { financeLink } from '../../src/domain/finance-link.ts';
import { priceDisplay, sellingPrice, wasPrice } from '../../src/domain/price-display.ts';
import { priceGaugeFor } from '../../src/domain/price-gauge.ts';
import { toSearchRecord } from '../../src/domain/search-record.ts';
import { similarCarQueries } from '../../src/domain/similar-cars.ts';
import { canTradeIn } from '../../src/domain/trade-in.ts';
import { youxQuoteRequest } from '../../src/domain/youx-quote.ts';

const data = generateDemoData({ now: new Date('2026-06-01T00:00:00Z'), cars: 600 });
const dealerships = new Map(data.dealerships.map((d) => [d.id, d]));
const reduced = data.cars.find((c) => c.offer_price !== null && c.offer_price > 10 && c.offer_price < c.price)!;

describe('sellingPrice and wasPrice', () => {
  const car = { price: 30000, offer_price: null, before_price: null };
  it('is the offer price only where it is a reduction above 10', () => {
    expect(sellingPrice({ ...car, offer_price: 28500 })).toBe(28500);
    expect(sellingPrice({ ...car, offer_price: 31000 })).toBe(30000);
    expect(sellingPrice({ ...car, offer_price: 10 })).toBe(30000);
    expect(sellingPrice(car)).toBe(30000);
    expect(sellingPrice({ price: 30000 })).toBe(30000);
  });
  it('strikes through the higher of the before price and a reduced car’s price', () => {
    expect(wasPrice({ ...car, offer_price: 28500 })).toBe(30000);
    expect(wasPrice({ ...car, offer_price: 28500, before_price: 31990 })).toBe(31990);
    expect(wasPrice({ ...car, before_price: 29000 })).toBeNull();
  });
});

describe('a reduced car', () => {
  it('exists in the demo stock', () => expect(reduced).toBeDefined());

  it('is indexed at its selling price, so sorts, price ranges and bands follow what the card shows', () => {
    const record = toSearchRecord(reduced, { dealership: dealerships.get(reduced.dealership_id)! });
    expect(record.price).toBe(reduced.offer_price);
    expect(record.before_price).toBe(wasPrice(reduced));
    expect(record).not.toHaveProperty('offer_price');
    const opts = { subscriptions: false, noPriceText: 'Enquire for price.' };
    expect(priceDisplay({ ...record, subscription_price: null }, opts)).toEqual(priceDisplay({ ...reduced, subscription_price: null }, opts));
    const cheaper = toSearchRecord({ ...reduced, price: reduced.offer_price!, offer_price: null, before_price: null }, { dealership: dealerships.get(reduced.dealership_id)! });
    expect(record.price_range).toBe(cheaper.price_range);
  });

  it('is financed, valued, quoted and matched at its selling price', () => {
    const offer = reduced.offer_price!;
    expect(youxQuoteRequest(reduced).purchasePrice).toBe(offer);
    const market = { state_average_market_price: reduced.price, average_market_price: null };
    expect(priceGaugeFor({ ...reduced, autograb_data: market })!.listing_price).toBe(offer);
    expect(similarCarQueries(reduced)[1].filters).toBe(similarCarQueries({ ...reduced, price: offer, offer_price: null })[1].filters);
    expect(financeLink(reduced)).toContain(`vehiclePriceBudget=${offer}&`);
    const tenant = { features: { reserve: true, finance: true } as never, finance: { provider: null, defaultLink: '/finance' } as never, vehiclePage: { checkoutPath: 'checkout' } as never };
    expect(cardActions({ ...reduced, status: 'in_stock' }, tenant, null).find((a) => a.id === 'finance')!.href).toContain(`vehiclePriceBudget=${offer}&`);
    const trade = { status: 'in_stock' as const, sold: false, reserved: false };
    expect(canTradeIn({ ...trade, price: 5000, offer_price: 150 }, true)).toBe(false);
    expect(canTradeIn({ ...trade, price: 5000, offer_price: null }, true)).toBe(true);
  });
});
