// The car search record: what the results page and its weekly estimates read, and nothing heavier.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { carEstimate } from '../../src/domain/finance.ts';
import { sellingPrice } from '../../src/domain/price-display.ts';
import { CAR_CARD_ATTRIBUTES, toSearchRecord } from '../../src/domain/search-record.ts';
import { carLender } from '../../src/domain/car-page.ts';

const data = generateDemoData({ now: new Date('2026-06-01T00:00:00Z'), cars: 300 });
const dealerships = new Map(data.dealerships.map((d) => [d.id, d]));
const financed = data.cars.filter((c) => Object.keys(c.finance_lenders).length > 0);

describe('toSearchRecord', () => {
  it('carries every attribute a results card asks for', () => {
    const record = toSearchRecord(financed[0], { dealership: dealerships.get(financed[0].dealership_id)! });
    for (const attribute of CAR_CARD_ATTRIBUTES) expect(record, attribute).toHaveProperty(attribute);
  });

  it('keeps the lenders’ figures but not their disclaimers, and estimates the same weekly amount from them', () => {
    expect(financed.length).toBeGreaterThan(0);
    for (const car of financed.slice(0, 50)) {
      const record = toSearchRecord(car, { dealership: dealerships.get(car.dealership_id)! });
      expect(Object.keys(record.finance_lenders)).toEqual(Object.keys(car.finance_lenders));
      for (const lender of Object.values(record.finance_lenders)) expect(lender).not.toHaveProperty('disclaimer');
      expect(carEstimate({ price: record.price, lender: carLender(record, null) })).toEqual(carEstimate({ price: sellingPrice(car), lender: carLender(car, null) }));
    }
  });
});
