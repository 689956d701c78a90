// Spec §5 postcode, delivery and geocoding messages.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_UNKNOWN_REGION,
  GEOCODE_NO_RESULT,
  POSTCODE_INVALID,
  POSTCODE_REQUIRED,
  checkPostcode,
  deliveryEstimate,
  geocodePostcode,
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

describe('geocodePostcode', () => {
  it('knows Australian postcodes only', () => {
    expect(geocodePostcode('2000')).toMatchObject({ ok: true, state: 'NSW' });
    expect(geocodePostcode('0800')).toMatchObject({ ok: true, state: 'NT' });
    expect(geocodePostcode('2600')).toMatchObject({ ok: true, state: 'ACT' });
    expect(geocodePostcode('0100')).toEqual({ ok: false, message: GEOCODE_NO_RESULT });
    expect(geocodePostcode('0000')).toEqual({ ok: false, message: 'Invalid postcode' });
  });
});

describe('deliveryEstimate', () => {
  it('answers the region and price, the unknown-region text or the validation message', () => {
    expect(deliveryEstimate(regions, '2010')).toEqual({ kind: 'estimate', name: 'Sydney Metro', price: 199 });
    expect(deliveryEstimate(regions, '0810')).toEqual({ kind: 'estimate', name: 'Darwin', price: 1690 });
    expect(deliveryEstimate(regions, '6000')).toEqual({ kind: 'unknown-region', message: DELIVERY_UNKNOWN_REGION });
    expect(deliveryEstimate(regions, '')).toEqual({ kind: 'invalid', message: POSTCODE_REQUIRED });
    expect(deliveryEstimate(regions, '0100')).toEqual({ kind: 'invalid', message: 'Invalid postcode' });
    expect(DELIVERY_UNKNOWN_REGION).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});
