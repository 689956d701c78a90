// Spec §2/§4 result card actions.
import { describe, expect, it } from 'vitest';
import { cardActions, type ActionCar } from '../../src/domain/card-actions.ts';

const car: ActionCar = { id: 7, slug: '2024-mazda-cx-5-7', car_type: 'new', status: 'in_stock', reserved: false, price: 42990, dealership_slug: 'harbourside-mazda' };
const tenant = (over: { reserve?: boolean; finance?: boolean; provider?: string | null; financeLink?: string } = {}) => ({
  features: { reserve: over.reserve ?? true, finance: over.finance ?? true } as never,
  finance: { provider: over.provider ?? null, defaultLink: over.financeLink ?? '/finance' } as never,
  vehiclePage: { checkoutPath: 'checkout' } as never,
});
const labels = (actions: { label: string }[]) => actions.map((a) => a.label);

describe('cardActions', () => {
  it('gives an available new car every action, Explore Vehicle when its model has a page', () => {
    expect(labels(cardActions(car, tenant(), '/cx-5'))).toEqual(['View Details', 'Explore Vehicle', 'Quick Enquiry', 'Book a Test Drive', 'Get Finance', 'Reserve this Car']);
    expect(cardActions(car, tenant(), null).find((a) => a.id === 'reserve')?.href).toBe('/cars/2024-mazda-cx-5-7/checkout');
  });

  it('follows the site switches: no reserve, no finance, Get Pre-Approved with a provider', () => {
    expect(labels(cardActions({ ...car, car_type: 'used' }, tenant({ reserve: false, finance: false }), '/cx-5'))).toEqual(['View Details', 'Quick Enquiry', 'Book a Test Drive']);
    expect(labels(cardActions({ ...car, reserved: true }, tenant({ provider: 'youx' }), null))).toContain('Get Pre-Approved');
    expect(labels(cardActions({ ...car, reserved: true }, tenant(), null))).not.toContain('Reserve this Car');
  });

  it('offers only Find Me Something Similar (besides details) for a car not for sale', () => {
    expect(labels(cardActions({ ...car, status: 'sold' }, tenant(), '/cx-5'))).toEqual(['View Details', 'Find Me Something Similar']);
  });

  it('builds the finance link with the spec parameters and #finance-form', () => {
    const href = cardActions(car, tenant({ financeLink: '/finance-pre-approval' }), null).find((a) => a.id === 'finance')?.href;
    expect(href).toBe('/finance-pre-approval?preferredDealership=harbourside-mazda&vehiclePriceBudget=42990&car_id=7&car_type=new&vin=#finance-form');
  });
});
