import { describe, expect, it } from 'vitest';
import { appointmentText, appointmentSlots, isBookableSlot } from '../../src/domain/appointments.ts';
import { backoffDelay } from '../../src/domain/backoff.ts';
import { financeLink } from '../../src/domain/finance-link.ts';
import { isReplayable, sendVerdict } from '../../src/domain/lead-outbox.ts';
import { LEAD_EVENT, leadEventId } from '../../src/domain/lead-events.ts';
import { buildLeadPayload, linkedQueryParams, type LeadCar } from '../../src/domain/lead-payload.ts';
import { recordVisit } from '../../src/domain/visited-pages.ts';
import { contactFieldError, LEAD_MESSAGES, leadRules, normaliseMobile, regoError, validateLead } from '../../src/domain/lead-schema.ts';
import { formatKmsInput, formatMoneyInput, parseAmount } from '../../src/domain/number-input.ts';
import { canTradeIn, OFFER_ACCEPTED_STEP, readTradeInAnswers, TRADE_IN_MESSAGES, valueTradeIn } from '../../src/domain/trade-in.ts';

const forms = { messageOptional: false, removePreferredDealership: false };
const context = { forms, dealershipCount: 1, locationCount: 1 };
const car: LeadCar = {
  id: 42, make: 'Mazda', make_slug: 'mazda', model: 'CX-5', stocknum: 'S123', car_type: 'new', status: 'in_stock',
  dealership_id: 3, dealership_slug: 'metro-mazda', location_name: 'Metro Mazda', tag: null, vin: 'VIN1', price: 40000, slug: 'x', name: 'Mazda CX-5',
};
const page = { url: 'http://metro.localhost/cars/x', userAgent: 'UA', visitedPages: ['/', '/cars/x'], landingSearch: '?utm_source=google&q=cx5&gclid=abc' };
const values = { name: 'Jane', last_name: "O'Brien", email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000', message: 'Is it available?' };
const lead = (overrides: Record<string, unknown> = {}, form: 'enquiry' | 'contact' | 'test-drive' = 'enquiry', withCar: LeadCar | null = car) => ({
  ...buildLeadPayload({ form, values, car: withCar, page, manufacturerSlug: null }),
  ...overrides,
});
const errorsOf = (input: unknown, ctx = context) => {
  const r = validateLead(input, ctx);
  return r.ok ? [] : r.errors;
};

describe('shared lead fields', () => {
  it('postcode: required, exactly 4 digits, the spec message', () => {
    for (const bad of ['', '200', '20000', 'abcd', '20 0']) expect(contactFieldError('postcode', bad)).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(contactFieldError('postcode', '0800')).toBeNull();
    expect(errorsOf(lead({ postcode: undefined }))).toEqual([{ field: 'postcode', message: LEAD_MESSAGES.postcode }]);
  });
  it('Australian mobiles in every usual spelling, normalised to 04xxxxxxxx', () => {
    for (const ok of ['0412345678', '0412 345 678', '+61 412 345 678', '61412345678', '(04) 1234-5678']) {
      expect(contactFieldError('phone', ok)).toBeNull();
      expect(normaliseMobile(ok)).toBe('0412345678');
    }
    for (const bad of ['0212345678', '041234567', '+1 412 345 6789', 'mobile']) expect(contactFieldError('phone', bad)).toBe(LEAD_MESSAGES.phoneInvalid);
    expect(contactFieldError('phone', '  ')).toBe(LEAD_MESSAGES.phoneRequired);
  });
  it('names and emails', () => {
    expect(contactFieldError('name', '')).toBe(LEAD_MESSAGES.firstNameRequired);
    expect(contactFieldError('last_name', '')).toBe(LEAD_MESSAGES.lastNameRequired);
    expect(contactFieldError('name', 'Nguyễn Thị')).toBeNull();
    expect(contactFieldError('last_name', 'Smith-Jones')).toBeNull();
    expect(contactFieldError('name', 'x'.repeat(51))).toBe(LEAD_MESSAGES.nameTooLong);
    expect(contactFieldError('name', '<script>')).toBe(LEAD_MESSAGES.nameCharacters);
    expect(contactFieldError('email', '')).toBe(LEAD_MESSAGES.emailRequired);
    for (const bad of ['jane', 'jane@', 'jane@example', 'ja ne@example.com']) expect(contactFieldError('email', bad)).toBe(LEAD_MESSAGES.emailInvalid);
  });
  it('rego is optional, up to 9 letters and numbers, stored upper case', () => {
    expect(regoError('')).toBeNull();
    expect(regoError('abc 123')).toBeNull();
    expect(regoError('TOO-LONG-REGO')).toBe(LEAD_MESSAGES.regoInvalid);
    const r = validateLead(lead({ Rego: 'abc 123' }), context);
    expect(r.ok && r.lead.Rego).toBe('ABC123');
  });
});

describe('tenant-dependent rules', () => {
  it('message is required unless the tenant relaxes it; optional on the test drive', () => {
    expect(errorsOf(lead({ message: ' ' }))).toEqual([{ field: 'message', message: LEAD_MESSAGES.messageRequired }]);
    expect(errorsOf(lead({ message: '' }), { ...context, forms: { ...forms, messageOptional: true } })).toEqual([]);
    expect(errorsOf(lead({ message: '' }, 'test-drive'))).toEqual([]);
  });
  it('category required when shown, default General Enquiry', () => {
    expect(errorsOf(lead({ category: '' }, 'contact', null))).toEqual([{ field: 'category', message: LEAD_MESSAGES.categoryRequired }]);
    const { category: _c, ...noCategory } = lead({}, 'enquiry');
    const r = validateLead(noCategory, context);
    expect(r.ok && r.lead.category).toBe('General Enquiry');
    expect(buildLeadPayload({ form: 'contact', values, car: null, page, manufacturerSlug: null }).category).toBe('General Enquiry');
    expect(leadRules({ form: 'contact', hasCar: false, ...context }).categoryRequired).toBe(true);
    expect(leadRules({ form: 'enquiry', hasCar: true, ...context }).categoryRequired).toBe(false);
  });
  it('location required when shown (more than one location on contact/service)', () => {
    expect(errorsOf(lead({ location: null }, 'contact', null), { ...context, locationCount: 3 })).toContainEqual({ field: 'location', message: LEAD_MESSAGES.locationRequired });
    expect(errorsOf(lead({ location: null }, 'contact', null), context)).toEqual([]);
  });
  it('preferred dealership required with more than one dealership unless removed or the car names it', () => {
    const many = { ...context, dealershipCount: 2 };
    expect(errorsOf(lead({}, 'enquiry', null), many)).toEqual([{ field: 'dealership_slug', message: LEAD_MESSAGES.dealershipRequired }]);
    expect(errorsOf(lead({}, 'enquiry', null), { ...many, forms: { ...forms, removePreferredDealership: true } })).toEqual([]);
    expect(errorsOf(lead({}, 'enquiry', car), many)).toEqual([]);
    expect(errorsOf(lead({}, 'enquiry', null), context)).toEqual([]);
  });
  it('opt_in defaults to true and rego to null', () => {
    const { opt_in: _o, Rego: _r, ...rest } = lead();
    const r = validateLead(rest, context);
    expect(r.ok && [r.lead.opt_in, r.lead.Rego]).toEqual([true, null]);
  });
  it('rejects a wrong source and unknown form with field errors', () => {
    expect(errorsOf(lead({ source: 'Email', form: 'nope' })).map((e) => e.field).sort()).toEqual(['form', 'source']);
  });
});

describe('lead payload', () => {
  it('has every spec §3 field', () => {
    const p = buildLeadPayload({ form: 'enquiry', values: { ...values, Rego: 'ABC1' }, car, page, manufacturerSlug: null, additionalServices: ['Finance'], autogaugeEnabled: true });
    for (const key of ['category', 'subcategory', 'name', 'email', 'phone', 'message', 'opt_in', 'dealership_slug', 'manufacturer_slug', 'stock_number', 'Vehicle Make', 'Vehicle Model', 'car_type', 'car_id', 'vehicle_status', 'url', 'source', 'user_agent', 'car_dealership_id', 'lead_attributes', 'additional_services', 'autogauge_enabled', 'Rego', 'location']) {
      expect(p).toHaveProperty([key]);
    }
    expect(p).toMatchObject({
      source: 'Website', user_agent: 'UA', car_id: 42, stock_number: 'S123', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', car_type: 'new',
      vehicle_status: 'in_stock', car_dealership_id: 3, dealership_slug: 'metro-mazda', manufacturer_slug: 'mazda', location: 'Metro Mazda', opt_in: true,
      category: 'General Enquiry', additional_services: ['Finance'], autogauge_enabled: true,
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google', gclid: 'abc' } },
    });
    expect(validateLead(p, context).ok).toBe(true);
  });
  it('keeps campaign params only, and a bounded page trail', () => {
    expect(linkedQueryParams('?utm_campaign=eofy&page=2&fbclid=f')).toEqual({ utm_campaign: 'eofy', fbclid: 'f' });
    let pages: string[] = [];
    for (let i = 0; i < 15; i++) pages = recordVisit(pages, `/p${i}`);
    expect(recordVisit(pages, '/p14')).toEqual(pages);
    expect(pages).toHaveLength(10);
    expect(pages.at(-1)).toBe('/p14');
  });
});

describe('§9 event ids', () => {
  it('picks the id by form, car type and tag', () => {
    expect(leadEventId('test-drive', { car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId('enquiry', { car_type: 'new', tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId('enquiry', { car_type: 'used', tag: null })).toBe(15);
    expect(leadEventId('test-drive', { car_type: 'used', tag: null })).toBe(48);
    expect(leadEventId('enquiry', { car_type: 'demo', tag: null })).toBe(14);
    expect(leadEventId('test-drive', { car_type: 'new', tag: null })).toBe(17);
    expect(leadEventId('career', null)).toBe(51);
    expect(leadEventId('contact', null)).toBe(LEAD_EVENT.general);
    expect(LEAD_EVENT.general).toBe(22);
  });
});

describe('trade-in', () => {
  const base = { status: 'in_stock' as const, sold: false, reserved: false, price: 201 };
  it('button needs autograb, in stock, not sold or reserved, price above 200', () => {
    expect(canTradeIn(base, true)).toBe(true);
    expect(canTradeIn(base, false)).toBe(false);
    expect(canTradeIn({ ...base, price: 200 }, true)).toBe(false);
    expect(canTradeIn({ ...base, status: 'coming_soon' }, true)).toBe(false);
    expect(canTradeIn({ ...base, sold: true }, true)).toBe(false);
    expect(canTradeIn({ ...base, reserved: true }, true)).toBe(false);
  });
  it('no online estimate over 7 years or 100,000 km; otherwise a range', () => {
    const answers = { year: 2022, km: 40_000, condition: 'good' as const, accident: false, serviceHistory: true };
    expect(valueTradeIn({ ...answers, year: 2018 }, 2026)).toEqual({ kind: 'inspection', reason: 'age' });
    expect(valueTradeIn({ ...answers, year: 2019 }, 2026).kind).toBe('estimate');
    expect(valueTradeIn({ ...answers, km: 100_001 }, 2026)).toEqual({ kind: 'inspection', reason: 'km' });
    // 40000 × 0.85^4 − 2000 = 18880.2 → ±7.5%
    expect(valueTradeIn(answers, 2026)).toEqual({ kind: 'estimate', low: 17500, high: 20300 });
    const poor = valueTradeIn({ ...answers, condition: 'poor', accident: true, serviceHistory: false }, 2026);
    expect(poor.kind === 'estimate' && poor.high).toBeLessThan(17500);
    expect(OFFER_ACCEPTED_STEP).toBe('3. Offer Accepted');
  });
});

describe('money and km inputs, slots, backoff', () => {
  it('parses and formats', () => {
    expect(parseAmount('$12,500')).toBe(12500);
    expect(parseAmount('45,000 kms')).toBe(45000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12a')).toBeNull();
    expect(formatMoneyInput(12500)).toBe('$12,500');
    expect(formatKmsInput(45000)).toBe('45,000 kms');
    expect(formatMoneyInput(null)).toBe('');
  });
  it('slots are Mon–Sat from tomorrow, the same each call', () => {
    const slots = appointmentSlots('2026-11-21'); // a Saturday
    expect(slots[0]).toEqual({ date: '2026-11-23', times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] });
    expect(slots.find((d) => d.date === '2026-11-28')?.times).toEqual(['09:00', '10:00', '11:00']);
    expect(slots.some((d) => d.date === '2026-11-29')).toBe(false);
    expect(appointmentSlots('2026-11-21')).toEqual(slots);
    expect(isBookableSlot('2026-11-21', { date: '2026-11-23', time: '09:00' })).toBe(true);
    expect(isBookableSlot('2026-11-21', { date: '2026-11-21', time: '09:00' })).toBe(false);
  });
  it('backoff doubles up to the cap', () => {
    expect([1, 2, 3, 20].map((n) => backoffDelay(n, { base: 1000, max: 5000 }))).toEqual([1000, 2000, 4000, 5000]);
  });
});

describe('trade-in answers', () => {
  it('reads typed answers or names what is wrong', () => {
    expect(readTradeInAnswers({ year: '2020', km: '45,000 kms', condition: 'good', accident: false, serviceHistory: true }, 2026, parseAmount)).toEqual({
      ok: true,
      answers: { year: 2020, km: 45000, condition: 'good', accident: false, serviceHistory: true },
    });
    expect(readTradeInAnswers({ year: '20', km: 'lots', condition: '', accident: false, serviceHistory: true }, 2026, parseAmount)).toEqual({
      ok: false,
      errors: { year: TRADE_IN_MESSAGES.year, km: TRADE_IN_MESSAGES.km, condition: TRADE_IN_MESSAGES.condition },
    });
  });
});

describe('finance link and outbox verdicts', () => {
  it('carries the car to #finance-form', () => {
    expect(financeLink(car, '/finance-pre-approval')).toBe('/finance-pre-approval?preferredDealership=metro-mazda&vehiclePriceBudget=40000&car_id=42&car_type=new&vin=VIN1#finance-form');
  });
  it('sends again only what the server may still take', () => {
    expect([200, 201, 202].map(sendVerdict)).toEqual(['sent', 'sent', 'sent']);
    expect([408, 409, 425, 429, 500, 503].map(sendVerdict)).toEqual(Array(6).fill('retry'));
    expect([400, 403, 404, 413, 422].map(sendVerdict)).toEqual(Array(5).fill('rejected'));
    expect(isReplayable({ status: 'failed', last_error: 'HTTP 503' })).toBe(true);
    expect(isReplayable({ status: 'failed', last_error: 'rejected: bad' })).toBe(false);
    expect(isReplayable({ status: 'sent', last_error: null })).toBe(false);
  });
  it('reports shape and tenant-rule errors together', () => {
    expect(errorsOf(lead({ postcode: '1', message: '' }), { ...context, dealershipCount: 2 }).map((e) => e.field)).toEqual(['postcode', 'message']);
    expect(errorsOf(lead({ postcode: '1', message: '' }, 'enquiry', null), { ...context, dealershipCount: 2 }).map((e) => e.field)).toEqual(['postcode', 'message', 'dealership_slug']);
  });
});

describe('appointmentText', () => {
  it('reads a booked slot back as the shopper would say it', () => {
    expect(appointmentText({ date: '2026-11-30', time: '10:00' })).toBe('Monday 30 November 2026 at 10:00 am');
    expect(appointmentText({ date: '2026-12-05', time: '12:00' })).toBe('Saturday 5 December 2026 at 12:00 pm');
    expect(appointmentText({ date: '2026-12-01', time: '16:30' })).toBe('Tuesday 1 December 2026 at 4:30 pm');
  });
});
