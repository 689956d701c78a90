// Spec §5 and §9 "Vehicle page": key information, feature lists, dealer comments, rego, thumbnails,
// share URL, located-at bar; §7 and §9 similar cars; spin frame arithmetic.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { pickSimilarCars, priceBand, similarCarQueries } from '../../src/domain/similar-cars.ts';
import { decodeSize, frameForAngle, frameForDrag, isProgressStep, visibleHotspots, wrapFrame } from '../../src/domain/spin.ts';
import type { Car } from '../../src/domain/stock.ts';
import {
  DEALER_COMMENTS_COLLAPSED_CHARS,
  canReserve,
  carCalculatorBounds,
  carLender,
  carShareUrl,
  carShowsEstimate,
  collapse,
  odometerText,
  keyInformation,
  locatedAtCity,
  plainText,
  regoText,
  shareLink,
  showsThumbnails,
  truncateText,
  videoSlot,
} from '../../src/domain/car-page.ts';

describe('collapse', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);
  it('shows the first N with a toggle only when there are more', () => {
    expect(collapse(items, 4, false)).toEqual({ shown: [0, 1, 2, 3], hasMore: true });
    expect(collapse(items, 8, true).shown).toHaveLength(10);
    expect(collapse(items.slice(0, 8), 8, false)).toEqual({ shown: items.slice(0, 8), hasMore: false });
  });
});

describe('keyInformation', () => {
  const car = {
    item_type: 'car',
    km: 12345,
    simple_transmission: 'Automatic',
    trans: 'Auto',
    simple_fuel: 'Petrol',
    fuel: 'Petrol',
    simple_body: 'SUV',
    drive: '',
    engine_size_litres: null,
    seats: 5,
    doors: 0,
    colour: 'Red',
    interior_colour: '  ',
    stocknum: 'S1',
    vin: 'VIN1',
    regplate: null,
    build_date: null,
    compliance_date: '2020-01-01',
  } as unknown as Car;
  it('hides entries with no data or an empty value', () => {
    const labels = keyInformation(car).map((e) => e.label);
    expect(labels).toEqual(['Odometer', 'Transmission', 'Fuel', 'Body', 'Seats', 'Colour', 'Stock No.', 'VIN', 'Compliance date']);
    expect(keyInformation(car)[0]).toEqual({ label: 'Odometer', value: '12,345 km' });
  });
  it('has no odometer for caravans', () => {
    expect(keyInformation({ ...car, item_type: 'caravan' }).map((e) => e.label)).not.toContain('Odometer');
  });
  it('gives the odometer as cards, sidebar, comparison and print show it, and none for a caravan', () => {
    expect(odometerText({ item_type: 'car', km: 39296 })).toBe('39,296 km');
    expect(odometerText({ item_type: 'truck', km: 0 })).toBe('0 km');
    expect(odometerText({ item_type: 'caravan', km: 0 })).toBeNull();
  });
});

describe('dealer comments', () => {
  it('keeps exactly the first 400 characters, mid-word if the count ends there, then an ellipsis', () => {
    // Six-letter words: the 400th character starts one, so a word-boundary cut would land earlier.
    const long = 'abcdef '.repeat(70);
    const cut = truncateText(long, DEALER_COMMENTS_COLLAPSED_CHARS);
    expect(cut).toEqual({ text: `${long.slice(0, 400)}…`, truncated: true });
    expect(cut.text).toHaveLength(401);
    expect(long[399]).not.toBe(' ');
    expect(truncateText(`  ${long}`, 197).text).toBe(`${long.slice(0, 197)}…`);
    expect(truncateText('x'.repeat(400), 400)).toEqual({ text: 'x'.repeat(400), truncated: false });
    expect(truncateText('x'.repeat(401), 400).text).toBe(`${'x'.repeat(400)}…`);
  });
  it('reads dealer HTML as plain text', () => {
    expect(plainText('<p>One&nbsp;owner</p><ul><li>Log books</li></ul>')).toBe('One owner Log books');
    expect(plainText('<p> </p>')).toBe('');
  });
});

describe('regoText', () => {
  it('shows the expiry in the future, otherwise Unregistered where the tenant says', () => {
    expect(regoText('2027-03-04', '2026-11-21', false)).toBe('Expires on 04/03/2027');
    expect(regoText('2026-11-21', '2026-11-21', true)).toBe('Unregistered');
    expect(regoText('2025-01-01', '2026-11-21', false)).toBeNull();
    expect(regoText(null, '2026-11-21', true)).toBe('Unregistered');
  });
});

describe('showsThumbnails', () => {
  it('needs more than 3 images, and in stock on the variant', () => {
    expect(showsThumbnails(3, 'in_stock', false)).toBe(false);
    expect(showsThumbnails(4, 'sold', false)).toBe(true);
    expect(showsThumbnails(4, 'coming_soon', true)).toBe(false);
    expect(showsThumbnails(4, 'in_stock', true)).toBe(true);
  });
});

describe('share', () => {
  it('builds the share URL from the site URL without its trailing slash', () => {
    expect(carShareUrl('https://www.metro.com.au/', 'a-car')).toBe('https://www.metro.com.au/cars/a-car');
    expect(carShareUrl('https://www.metro.com.au', 'a-car')).toBe('https://www.metro.com.au/cars/a-car');
  });
  it('encodes the URL into every channel link', () => {
    const url = 'https://x.au/cars/a';
    expect(shareLink('facebook', url, 'A car')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.au%2Fcars%2Fa');
    expect(shareLink('twitter', url, 'A car')).toContain('text=A%20car');
    expect(shareLink('email', url, 'A car')).toBe('mailto:?subject=A%20car&body=https%3A%2F%2Fx.au%2Fcars%2Fa');
    expect(shareLink('whatsapp', url, 'A')).toBe('https://wa.me/?text=A%20https%3A%2F%2Fx.au%2Fcars%2Fa');
    expect(shareLink('sms', url, 'A')).toMatch(/^sms:\?&body=/);
  });
  it('shows the located-at bar only when the cities differ', () => {
    expect(locatedAtCity('Newcastle', 'Sydney')).toBe('Newcastle');
    expect(locatedAtCity('sydney', 'Sydney')).toBeNull();
    expect(locatedAtCity('Newcastle', null)).toBeNull();
  });
});

describe('similar cars', () => {
  it('uses ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(priceBand(30000)).toEqual({ min: 20000, max: 40000 });
    expect(priceBand(49999)).toEqual({ min: 39999, max: 59999 });
    expect(priceBand(50000)).toEqual({ min: 25000, max: 75000 });
    expect(priceBand(5000)).toEqual({ min: 0, max: 15000 });
  });
  it('asks for in-stock cars in the band, the same model first', () => {
    const [same, any] = similarCarQueries({ id: 7, price: 30000, model: 'CX-5' });
    expect(same.filters).toBe('status:in_stock AND price:20000 TO 40000 AND NOT id=7 AND model:"CX-5"');
    expect(any.filters).toBe('status:in_stock AND price:20000 TO 40000 AND NOT id=7');
    expect(same.hitsPerPage).toBe(10);
  });
  it('puts the same model first, de-duplicates, drops the car itself and caps at 6', () => {
    const hits = [
      { id: 1, model: 'Other' },
      { id: 2, model: 'CX-5' },
      { id: 1, model: 'Other' },
      { id: 7, model: 'CX-5' },
      { id: 3, model: 'Other' },
      { id: 4, model: 'CX-5' },
      { id: 5, model: 'Other' },
      { id: 6, model: 'Other' },
      { id: 8, model: 'Other' },
    ];
    expect(pickSimilarCars({ id: 7, model: 'CX-5' }, hits).map((h) => h.id)).toEqual([2, 4, 1, 3, 5, 6]);
  });
  it('never returns duplicates or more than 6 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 0, max: 20 }), model: fc.constantFrom('A', 'B') })), (hits) => {
        const picked = pickSimilarCars({ id: 0, model: 'A' }, hits);
        expect(picked.length).toBeLessThanOrEqual(6);
        expect(new Set(picked.map((h) => h.id)).size).toBe(picked.length);
        expect(picked.some((h) => h.id === 0)).toBe(false);
        const firstOther = picked.findIndex((h) => h.model !== 'A');
        if (firstOther >= 0) expect(picked.slice(firstOther).every((h) => h.model !== 'A')).toBe(true);
      }),
    );
  });
});

describe('spin preload progress', () => {
  it('reports each tenth once, and always the last frame', () => {
    const reported = (total: number) => Array.from({ length: total }, (_, i) => i + 1).filter((loaded) => isProgressStep(loaded, total));
    expect(reported(36)).toEqual([4, 8, 11, 15, 18, 22, 26, 29, 33, 36]);
    expect(reported(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reported(4)).toEqual([1, 2, 3, 4]);
  });
});

describe('spin frames', () => {
  it('turns one frame per 20 px of drag and wraps', () => {
    expect(frameForDrag(0, 19, 36)).toBe(0);
    expect(frameForDrag(0, 20, 36)).toBe(1);
    expect(frameForDrag(0, -20, 36)).toBe(35);
    expect(frameForDrag(35, 40, 36)).toBe(1);
    expect(wrapFrame(-37, 36)).toBe(35);
  });
  it('shows hotspots near their angle and finds the frame for an angle', () => {
    const hotspots = [{ angle: 0 }, { angle: 90 }, { angle: 350 }];
    expect(visibleHotspots(hotspots, 0, 36)).toEqual([{ angle: 0 }, { angle: 350 }]);
    expect(visibleHotspots(hotspots, 9, 36)).toEqual([{ angle: 90 }]);
    expect(frameForAngle(90, 36)).toBe(9);
    expect(frameForAngle(355, 36)).toBe(0);
  });
  it('keeps decoded frames within the memory budget, even for 72 frames', () => {
    expect(decodeSize(600, 400, 36)).toEqual({ width: 600, height: 400 });
    const big = decodeSize(2400, 1600, 72);
    expect(big.width * big.height * 4 * 72).toBeLessThanOrEqual(96 * 1024 * 1024);
    expect(big.width / big.height).toBeCloseTo(1.5, 1);
  });
});

describe('car lender, reserve and estimate', () => {
  const lender = { interestRate: 8, comparisonRate: 9, paymentWeek: 100, paymentMonth: 433, deposit: 0, balloon: 0, establishmentFees: 0, totalPayable: 0, disclaimer: 'd', financeProvider: 'p' };
  const car = { id: 5, price: 30000, year: 2022, make: 'Mazda', dealership_id: 1, dealership_slug: 'metro', status: 'in_stock' as const, car_type: 'used' as const, vin: 'V1', reserved: false, sold: false, finance_lenders: { a: lender, b: { ...lender, disclaimer: 'b' } } };
  const finance: { provider: string | null; estimateExcludedMakes: string[]; estimateExcludedDealershipIds: number[]; recentCarLenders: string[] } = { provider: null, estimateExcludedMakes: [], estimateExcludedDealershipIds: [], recentCarLenders: [] };
  const site = (f: typeof finance, enabled = true) => ({ features: { finance: enabled }, finance: f });
  it('prefers the tenant provider’s lender', () => {
    expect(carLender(car, 'b')?.disclaimer).toBe('b');
    expect(carLender(car, null)?.disclaimer).toBe('d');
    expect(carLender({ finance_lenders: {} }, null)).toBeNull();
  });
  it('reserves only available, unreserved cars on sites that enable it', () => {
    expect(canReserve(car, true)).toBe(true);
    expect(canReserve(car, false)).toBe(false);
    expect(canReserve({ ...car, reserved: true }, true)).toBe(false);
    expect(canReserve({ ...car, status: 'sold' }, true)).toBe(false);
  });
  it('applies the tenant exclusions to the estimate rule', () => {
    expect(carShowsEstimate(car, site(finance), 2026)).toBe(true);
    expect(carShowsEstimate(car, site({ ...finance, estimateExcludedMakes: ['Mazda'] }), 2026)).toBe(false);
    expect(carShowsEstimate(car, site({ ...finance, estimateExcludedDealershipIds: [1] }), 2026)).toBe(false);
    expect(carShowsEstimate({ ...car, status: 'sold' }, site(finance), 2026)).toBe(false);
    expect(carShowsEstimate({ ...car, price: 500 }, site(finance), 2026)).toBe(false);
    // A site with finance switched off shows no estimates at all.
    expect(carShowsEstimate(car, site(finance, false), 2026)).toBe(false);
  });
  it('applies the recent-car rule (at most 12 years old, a comparison rate) to the tenant’s named lenders only', () => {
    const old = { ...car, year: 2013 };
    const strict = { ...finance, recentCarLenders: ['a'] };
    // The car's lender is 'a' (no provider set: the first): 13 years before 2026 is too old for it.
    expect(carShowsEstimate(old, site(strict), 2026)).toBe(false);
    expect(carShowsEstimate({ ...car, year: 2014 }, site(strict), 2026)).toBe(true);
    expect(carShowsEstimate({ ...car, finance_lenders: { a: { ...lender, comparisonRate: 0 } } }, site(strict), 2026)).toBe(false);
    // Another lender, or a tenant without the rule, takes the old car.
    expect(carShowsEstimate(old, site({ ...strict, provider: 'b' }), 2026)).toBe(true);
    expect(carShowsEstimate(old, site(finance), 2026)).toBe(true);
  });
});

describe('videoSlot', () => {
  it('puts the video at the start, second (default), middle or end', () => {
    expect(videoSlot(5, 'start')).toBe(0);
    expect(videoSlot(5, 'second')).toBe(1);
    expect(videoSlot(0, 'second')).toBe(0);
    expect(videoSlot(5, 'middle')).toBe(2);
    expect(videoSlot(5, 'end')).toBe(5);
  });
});

describe('carCalculatorBounds', () => {
  const finance = {
    purchasePrice: { min: 1000, max: 100000, step: 500 },
    purchasePriceFollowsCar: false,
    term: { min: 1, max: 5, step: 0.5 },
    interest: { min: 9.95, max: 19.95, step: 0.5 },
    lenderInterest: { youx: { min: 5.99, max: 14.5, step: 0.01 } },
    lenderPurchasePriceMin: { stratton: 5000 },
  };
  it("uses the car's lender's own interest range where the tenant gives one, else the tenant's", () => {
    expect(carCalculatorBounds(finance, 30000, 'youx').interestPercent).toEqual({ min: 5.99, max: 14.5, step: 0.01 });
    expect(carCalculatorBounds(finance, 30000, 'stratton').interestPercent).toEqual({ min: 9.95, max: 19.95, step: 0.5 });
    expect(carCalculatorBounds(finance, 30000, null).interestPercent).toEqual({ min: 9.95, max: 19.95, step: 0.5 });
  });
  it("starts the purchase price at the car's lender's own minimum where the tenant gives one (5000 for one lender)", () => {
    expect(carCalculatorBounds(finance, 30000, 'stratton').amount).toEqual({ min: 5000, max: 100000, step: 500 });
    expect(carCalculatorBounds(finance, 30000, 'youx').amount.min).toBe(1000);
    expect(carCalculatorBounds(finance, 30000, null).amount.min).toBe(1000);
  });
  it('takes the tenant ranges and keeps the page bounds for deposit and residual', () => {
    const bounds = carCalculatorBounds(finance, 150000);
    expect(bounds.amount).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(bounds.termYears.max).toBe(5);
    expect(bounds.interestPercent.min).toBe(9.95);
    expect(bounds.deposit).toEqual({ min: 0, max: 250000, step: 0.5 });
  });
  it('lets the ceiling follow 1.05x the car price on the tenant that says so, never below the configured max', () => {
    expect(carCalculatorBounds({ ...finance, purchasePriceFollowsCar: true }, 150000).amount.max).toBe(157500);
    expect(carCalculatorBounds({ ...finance, purchasePriceFollowsCar: true }, 50000).amount.max).toBe(100000);
  });
});
