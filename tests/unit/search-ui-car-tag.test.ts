// Spec §4 car tag: first match in the spec's order.
import { describe, expect, it } from 'vitest';
import { carTag, type TaggedCar } from '../../src/domain/car-tag.ts';

const now = new Date('2026-11-21T00:00:00Z');
const days = (n: number) => Math.floor(now.getTime() / 1000) - n * 86400;
const base: TaggedCar = { simple_fuel: 'Petrol', reserved: false, certified: false, car_type: 'new', make: 'Mazda', tag: null, status: 'in_stock', created_at_timestamp: days(30) };
const tenant = (electricFuelTag: boolean) => ({
  features: { electricFuelTag } as never,
  stock: { justArrivedDays: 8, justArrivedTag: 'New' } as never,
});

describe('carTag', () => {
  it('takes the first match in order: fuel, Reserved, certified, custom, COMING SOON, just arrived', () => {
    const all: TaggedCar = { ...base, simple_fuel: 'Hybrid', reserved: true, certified: true, car_type: 'used', tag: 'Test Drive Only', status: 'coming_soon', created_at_timestamp: days(1) };
    expect(carTag(all, tenant(true), now)).toEqual({ kind: 'fuel', text: 'Hybrid' });
    expect(carTag(all, tenant(false), now)).toEqual({ kind: 'reserved', text: 'Reserved' });
    expect(carTag({ ...all, reserved: false }, tenant(false), now)).toEqual({ kind: 'certified', text: 'Mazda Certified', make: 'Mazda' });
    expect(carTag({ ...all, reserved: false, certified: false }, tenant(false), now)).toEqual({ kind: 'custom', text: 'Test Drive Only' });
    expect(carTag({ ...all, reserved: false, certified: false, tag: null }, tenant(false), now)).toEqual({ kind: 'coming-soon', text: 'COMING SOON' });
    expect(carTag({ ...base, created_at_timestamp: days(1) }, tenant(false), now)).toEqual({ kind: 'just-arrived', text: 'New' });
    expect(carTag(base, tenant(false), now)).toBeNull();
  });

  it('certifies used cars only and applies the just-arrived window', () => {
    expect(carTag({ ...base, certified: true, car_type: 'new' }, tenant(false), now)).toBeNull();
    expect(carTag({ ...base, created_at_timestamp: days(7.9) }, tenant(false), now)?.kind).toBe('just-arrived');
    expect(carTag({ ...base, created_at_timestamp: days(8) }, tenant(false), now)).toBeNull();
    expect(carTag({ ...base, simple_fuel: 'Diesel' }, tenant(true), now)).toBeNull();
  });
});
