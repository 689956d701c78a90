// Spec §4 phone masking and §9 phone choice order (the car tag's tests are search-ui-car-tag.test.ts).
import { describe, expect, it } from 'vitest';
import { choosePhone, maskPhone, telHref } from '../../src/domain/phone.ts';

describe('maskPhone', () => {
  it('keeps the first 5 characters and stars the other digits', () => {
    expect(maskPhone('02 9000 4100')).toBe('02 90** ****');
    expect(maskPhone('0412345678')).toBe('04123*****');
    expect(maskPhone('+61 2 9000 4100')).toBe('+61 2 **** ****');
    expect(maskPhone('1300')).toBe('1300');
  });
  it('builds tel: links of digits only', () => {
    expect(telHref('02 9000 4100')).toBe('tel:0290004100');
  });
});

describe('choosePhone', () => {
  const phones = { override: null, byCarType: {}, new: null, used: null };
  const location = { phone: '02 5555 0000' };
  it('follows override, car type, new/used, location', () => {
    const all = { override: '1', byCarType: { used: '2' }, new: '3', used: '4' };
    expect(choosePhone(all, { car_type: 'used', location })?.number).toBe('1');
    expect(choosePhone({ ...all, override: null }, { car_type: 'used', location })?.number).toBe('2');
    expect(choosePhone({ ...all, override: null }, { car_type: 'new', location })?.number).toBe('3');
    expect(choosePhone({ ...all, override: null, byCarType: {} }, { car_type: 'used', location })?.number).toBe('4');
    expect(choosePhone({ ...all, override: null, byCarType: {} }, { car_type: 'demo', location })?.number).toBe('3');
    expect(choosePhone(phones, { car_type: 'used', location })?.number).toBe('02 5555 0000');
  });
  it('says what the number is for (issue 42): the dealer’s sales line, or the stock it serves', () => {
    const all = { override: '1', byCarType: { used: '2', demo: '5' }, new: '3', used: '4' };
    expect(choosePhone(all, { car_type: 'used', location })?.label).toBe('Sales');
    expect(choosePhone({ ...all, override: null }, { car_type: 'used', location })?.label).toBe('Used cars');
    expect(choosePhone({ ...all, override: null }, { car_type: 'demo', location })?.label).toBe('Demo cars');
    expect(choosePhone({ ...all, override: null, byCarType: {} }, { car_type: 'demo', location })?.label).toBe('New cars');
    expect(choosePhone(phones, { car_type: 'used', location })).toEqual({ number: '02 5555 0000', label: 'Sales' });
  });
  it('ignores blank numbers and answers null when there is none', () => {
    expect(choosePhone({ ...phones, override: '  ' }, { car_type: 'new', location })?.number).toBe('02 5555 0000');
    expect(choosePhone(phones, { car_type: 'new', location: { phone: '' } })).toBeNull();
  });
});
