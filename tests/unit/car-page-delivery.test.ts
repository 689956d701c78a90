// Spec §5 postcode, delivery and geocoding messages.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_UNKNOWN_REGION,
  GEOCODE_NO_RESULT,
  POSTCODE_INVALID,
  POSTCODE_REQUIRED,
  checkPostcode,
  deliveryRegionFor,
} from '../../src/domain/delivery.ts';

const regions = [
  { id: 1, name: 'Sydney Metro', postcode_ranges: [[2000, 2234]] as [number, number][], price: 199 },
  { id: 2, name: 'Darwin', postcode_ranges: [[800, 832]] as [number, number][], price: 1690 },
];

describe('postcode', () => {
  it('is required and exactly 4 digits', () => {
    expect(checkPostcode('')).toEqual({ ok: false, message: POSTCODE_REQUIRED });
    expect(checkPostcode('  ')).toEqual({ ok: false, message: POSTCODE_REQUIRED });
    expect(checkPostcode('200')).toEqual({ ok: false, message: POSTCODE_INVALID });
    expect(checkPostcode('20000')).toEqual({ ok: false, message: POSTCODE_INVALID });
    expect(checkPostcode('2a00')).toEqual({ ok: false, message: POSTCODE_INVALID });
    expect(checkPostcode(' 2000 ')).toEqual({ ok: true, postcode: '2000' });
  });
  it('has the spec texts', () => {
    expect(POSTCODE_REQUIRED).toBe('Please enter a postcode.');
    expect(POSTCODE_INVALID).toBe('Invalid postcode. Please enter a 4-digit number.');
  });
});

describe('deliveryRegionFor', () => {
  it('finds the region whose ranges hold the postcode', () => {
    expect(deliveryRegionFor(regions, '2010')).toMatchObject({ name: 'Sydney Metro', price: 199 });
    expect(deliveryRegionFor(regions, '0810')).toMatchObject({ name: 'Darwin', price: 1690 });
    expect(deliveryRegionFor(regions, '6000')).toBeNull();
    expect(GEOCODE_NO_RESULT).toBe('Invalid postcode');
    expect(DELIVERY_UNKNOWN_REGION).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});
