// Spec §3/§5/§9 facet rules: order, limits, the certified rule and counts above 1999.
import { describe, expect, it } from 'vitest';
import { CAR_FACET_PANELS, displayCount, facetValueLabel, facetValues, KM_SCALE, leadingNumber, pluralLabel, sortFacetValues, trustedStockTotals, type FacetPanel } from '../../src/domain/search-facets.ts';
import { CAR_FACETS } from '../../src/domain/search-record.ts';
import { sliderBounds } from '../../src/domain/range-slider.ts';

const panel = (attribute: string): FacetPanel => CAR_FACET_PANELS.find((p) => p.attribute === attribute)!;
const counts = (n: number, prefix = 'v') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${String(i).padStart(3, '0')}`, n - i]));
const options = { certifiedOnly: false, stockTotals: {} };

describe('facet order', () => {
  it('lists car types new, demo, used whatever their counts', () => {
    const sorted = sortFacetValues('car_type', [{ value: 'used', count: 900 }, { value: 'new', count: 5 }, { value: 'demo', count: 50 }]);
    expect(sorted.map((v) => v.value)).toEqual(['new', 'demo', 'used']);
  });

  it('lists price labels ascending by their number', () => {
    const labels = ['$150,000+', '$10,000 - $20,000', 'Under $10,000', '$100,000 - $150,000', '$20,000 - $30,000'];
    const sorted = sortFacetValues('price_range', labels.map((value) => ({ value, count: 1 })));
    expect(sorted.map((v) => v.value)).toEqual(['Under $10,000', '$10,000 - $20,000', '$20,000 - $30,000', '$100,000 - $150,000', '$150,000+']);
    const weekly = sortFacetValues('weekly_price_range', ['$500+ per week', 'Under $100 per week', '$100 - $150 per week'].map((value) => ({ value, count: 1 })));
    expect(weekly.map((v) => v.value)).toEqual(['Under $100 per week', '$100 - $150 per week', '$500+ per week']);
    expect(leadingNumber('$1,234.5 each')).toBe(1234.5);
  });

  it('lists other facets by count, then name', () => {
    expect(sortFacetValues('make', [{ value: 'Kia', count: 3 }, { value: 'Audi', count: 3 }, { value: 'Ford', count: 9 }]).map((v) => v.value)).toEqual(['Ford', 'Audi', 'Kia']);
  });
});

describe('facet limits', () => {
  it('cuts city to 20, dealership to 40 and models to 30; makes show 7 before Show all', () => {
    expect(facetValues(panel('city'), counts(50), [], options)).toHaveLength(20);
    expect(facetValues(panel('dealership_name'), counts(50), [], options)).toHaveLength(40);
    expect(facetValues(panel('model'), counts(50), [], options)).toHaveLength(30);
    expect(panel('make').shown).toBe(7);
    expect(facetValues(panel('make'), counts(140), [], options)).toHaveLength(140);
  });

  it('keeps a refined value listed even with no cars left', () => {
    expect(facetValues(panel('make'), { Ford: 2 }, ['Saab'], options)).toEqual([{ value: 'Ford', count: 2 }, { value: 'Saab', count: 0 }]);
  });
});

describe('certified and counts', () => {
  it("drops certified 'false' on certified-only sites only", () => {
    const values = { true: 10, false: 30 };
    expect(facetValues(panel('certified'), values, [], { ...options, certifiedOnly: true }).map((v) => v.value)).toEqual(['true']);
    expect(facetValues(panel('certified'), values, [], options).map((v) => v.value)).toEqual(['false', 'true']);
  });

  it('replaces counts above 1999 with the stock totals', () => {
    expect(displayCount(1999, 2500)).toBe(1999);
    expect(displayCount(2000, 2500)).toBe(2500);
    expect(displayCount(2000, undefined)).toBe(2000);
    const values = facetValues(panel('car_type'), { used: 2400, new: 12 }, [], { ...options, stockTotals: { used: 2612, new: 99 } });
    expect(values).toEqual([{ value: 'new', count: 12 }, { value: 'used', count: 2612 }]);
  });
});

describe('panel labels in the plural (Show all … / Show fewer …)', () => {
  it('says makes, models, years, colours, cities and dealerships', () => {
    const shown = CAR_FACET_PANELS.filter((p) => p.shown !== undefined).map((p) => pluralLabel(p.label));
    expect(shown).toEqual(['makes', 'models', 'badges', 'years', 'colours', 'features', 'cities', 'locations', 'dealerships']);
  });
});

describe('stock totals standing in for counts above 1999', () => {
  const stock = { new: 2400, used: 3100, demo: 120 };
  it('hold on an unrefined stock path: the headline sums its car types, the facet gets every type', () => {
    expect(trustedStockTotals(false, ['new', 'used', 'demo'], stock)).toEqual({ total: 5620, byType: stock });
    expect(trustedStockTotals(false, ['used'], stock)).toEqual({ total: 3100, byType: stock });
  });
  it('do not hold once refined, or on a make, model, dealership or location path', () => {
    expect(trustedStockTotals(true, ['used'], stock)).toEqual({ total: undefined, byType: {} });
    expect(trustedStockTotals(false, undefined, stock)).toEqual({ total: undefined, byType: {} });
  });
  it('so a make path shows the index count, however large', () => {
    const { byType } = trustedStockTotals(false, undefined, stock);
    const condition = panel('car_type');
    expect(facetValues(condition, { used: 2500 }, [], { certifiedOnly: false, stockTotals: byType })).toEqual([{ value: 'used', count: 2500 }]);
  });
});

describe('the panels cover the spec §3 facets a shopper filters by', () => {
  it('every index facet has a panel, except the ones that only serve the site', () => {
    // make_model backs the make and model panels' hierarchy, subscription_price only subscription sites,
    // created_at_timestamp the 'Just Arrived' tag and the latest sort.
    const internal = ['make_model', 'subscription_price', 'created_at_timestamp'];
    const listed = CAR_FACET_PANELS.map((p) => p.attribute);
    expect(CAR_FACETS.filter((facet) => !internal.includes(facet) && !listed.includes(facet))).toEqual([]);
    expect(listed.every((attribute) => (CAR_FACETS as readonly string[]).includes(attribute))).toBe(true);
  });
  it('kilometres is a range from 0 to the highest reading, rounded up to 1000', () => {
    expect(panel('km')).toMatchObject({ kind: 'range', scale: KM_SCALE });
    expect(sliderBounds({ min: 12, max: 187_450 }, KM_SCALE.defaults)).toEqual({ min: 0, max: 188_000 });
  });
  it('says availability in words', () => {
    expect(['in_stock', 'coming_soon', 'sold', 'on_order'].map((v) => facetValueLabel('status', v))).toEqual(['In stock', 'Coming soon', 'Sold', 'on_order']);
  });
});
