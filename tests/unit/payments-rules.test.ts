// The payment rules: money in whole cents, the states a payment moves through, an order's totals,
// the tenant's payment settings, the embedded service's test cards and the accepted payment icons.
import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarLabel, parseTypedCents, toCents } from '../../src/domain/money.ts';
import { iconMarkup, PAYMENT_ICONS } from '../../src/domain/payment-icons.ts';
import { isDriveAwayPrice, movesForward, orderTotals, PAYMENT_STATUSES, paymentReference, type PaymentStatus } from '../../src/domain/payments.ts';
import { parseTenantConfig } from '../../src/domain/tenant-config.ts';
import { canBuyOnline } from '../../src/domain/car-page.ts';
import { cardOutcome, checkCardForm, DECLINED } from '../../src/server/payment-service/test-cards.ts';
import { checkStripeTenants } from '../../src/server/payments/providers.ts';
import { readFileSync } from 'node:fs';

describe('money in cents', () => {
  it.each([
    ['$200', 20_000],
    ['$1,000', 100_000],
    ['$99.50', 9_950],
    ['$ 500', 50_000],
  ])('the deposit label %s is %d cents', (label, cents) => expect(parseDollarLabel(label)).toBe(cents));

  it.each(['200', '$2,00', '$1.5', '$', 'free', '$1,0000'])('%s is not a dollar amount', (label) => expect(parseDollarLabel(label)).toBeNull());

  it.each([
    ['1,250.50', 125_050],
    ['$80', 8_000],
    ['1.5', 150],
    ['0.05', 5],
  ])('typed %s is %d cents', (text, cents) => expect(parseTypedCents(text)).toBe(cents));

  it.each(['abc', '1.234', '-5', ''])('typed %s is not money', (text) => expect(parseTypedCents(text)).toBeNull());

  it('turns stock dollars into whole cents and shows cents only when there are some', () => {
    expect(toCents(40490)).toBe(4_049_000);
    expect(toCents(912.25)).toBe(91_225);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(20_000)).toBe('$200');
    expect(formatCents(125_050)).toBe('$1,250.50');
  });
});

describe('payment states', () => {
  const order: PaymentStatus[] = ['created', 'failed', 'succeeded', 'refunded'];
  it('only move forward: created → failed → succeeded → refunded', () => {
    expect([...PAYMENT_STATUSES]).toEqual(order);
    for (const [i, from] of order.entries()) {
      for (const [j, to] of order.entries()) expect(movesForward(from, to), `${from} → ${to}`).toBe(j > i);
    }
  });

  it('references name the purpose and the payment', () => {
    expect(paymentReference('reserve', 42)).toBe('RES-000042');
    expect(paymentReference('order', 1_234_567)).toBe('ORD-1234567');
    expect(paymentReference('invoice', 7)).toBe('PAY-000007');
  });
});

describe('an order’s totals', () => {
  it('adds the car, extras and delivery; takes off the trade-in and the deposit; in whole cents', () => {
    const totals = orderTotals({ carCents: 4_049_000, extrasCents: [129_000, 14_900], deliveryCents: 19_900, tradeInCents: 1_430_000, depositCents: 50_000 });
    expect(totals).toEqual({
      carCents: 4_049_000,
      extrasCents: 143_900,
      deliveryCents: 19_900,
      totalCents: 4_212_800,
      tradeInCents: 1_430_000,
      depositCents: 50_000,
      balanceCents: 2_732_800,
    });
  });

  it('never leaves a negative balance (a trade-in worth more than the car)', () => {
    expect(orderTotals({ carCents: 500_000, extrasCents: [], deliveryCents: 0, tradeInCents: 900_000, depositCents: 20_000 }).balanceCents).toBe(0);
  });

  it('knows a drive-away price from the others', () => {
    expect(isDriveAwayPrice('Drive Away')).toBe(true);
    expect(isDriveAwayPrice('Excl. Govt. Charges')).toBe(false);
  });

  it('offers buying online only for a reservable car with a price, where the tenant sells online', () => {
    const car = { status: 'in_stock' as const, reserved: false, sold: false, price: 30_000, offer_price: null };
    expect(canBuyOnline(car, true)).toBe(true);
    expect(canBuyOnline(car, false)).toBe(false);
    expect(canBuyOnline({ ...car, reserved: true }, true)).toBe(false);
    expect(canBuyOnline({ ...car, price: 0 }, true)).toBe(false);
    expect(canBuyOnline({ ...car, status: 'sold' }, true)).toBe(false);
  });
});

describe('tenant payment settings', () => {
  const metro = () => JSON.parse(readFileSync('tenants/metro-auto-group/tenant.json', 'utf8')) as Record<string, Record<string, unknown>>;
  const issues = (raw: unknown) => {
    const result = parseTenantConfig(raw);
    return result.ok ? [] : result.issues.map((i) => i.field);
  };

  it('the deposit label must be a dollar amount', () => {
    const raw = metro();
    raw.vehiclePage.depositLabel = 'Two hundred';
    expect(issues(raw)).toEqual(['vehiclePage.depositLabel']);
  });

  it('Stripe needs a publishable key; extra ids are unique', () => {
    const raw = metro();
    raw.payments = { provider: 'stripe' };
    expect(issues(raw)).toEqual(['payments.publishableKey']);
    raw.payments = { provider: 'stripe', publishableKey: 'pk_live_abc123' };
    (raw.checkout.extras as unknown[]).push({ id: 'window-tint', name: 'Again', priceCents: 1 });
    expect(issues(raw)).toEqual(['checkout.extras']);
  });

  it('a Stripe tenant needs its keys from the environment, in the mode of its publishable key', () => {
    const parsed = parseTenantConfig({ ...metro(), payments: { provider: 'stripe', publishableKey: 'pk_live_abc123' } });
    if (!parsed.ok) throw new Error('the test tenant must parse');
    expect(() => checkStripeTenants([parsed.config], {})).toThrow(/STRIPE_SECRET_KEY_METRO_AUTO_GROUP/);
    expect(() => checkStripeTenants([parsed.config], { STRIPE_SECRET_KEY_METRO_AUTO_GROUP: 'sk_test_1', STRIPE_WEBHOOK_SECRET_METRO_AUTO_GROUP: 'whsec_1' })).toThrow(/test mode .* live mode/);
    expect(() => checkStripeTenants([parsed.config], { STRIPE_SECRET_KEY_METRO_AUTO_GROUP: 'sk_live_1', STRIPE_WEBHOOK_SECRET_METRO_AUTO_GROUP: 'whsec_1' })).not.toThrow();
  });
});

describe('the embedded service’s card form and test cards', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const form = { email: 'jane@example.com', number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Jane' };

  it('takes a complete card', () => {
    expect(checkCardForm(form, now)).toMatchObject({ ok: true, card: { digits: '4242424242424242', brand: 'visa', expMonth: 12, expYear: 2030 } });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
    [{ number: '4242 4242' }, 'number', 'Your card number is incomplete.'],
    [{ expiry: '13 / 30' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '12 / 25' }, 'expiry', "Your card's expiration year is in the past."],
    [{ expiry: '05 / 26' }, 'expiry', "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ email: 'jane' }, 'email', 'Your email is invalid.'],
    [{ name: ' ' }, 'name', 'Please enter the name on the card.'],
  ])('%o: %s says "%s"', (change, field, message) => {
    const result = checkCardForm({ ...form, ...change }, now);
    expect(result.ok ? {} : result.errors).toEqual({ [field]: message });
  });

  it("answers Stripe's test cards with Stripe's outcomes, and refuses real cards in test mode", () => {
    expect(cardOutcome('4242424242424242')).toEqual({ kind: 'success' });
    expect(cardOutcome('4000002500003155')).toEqual({ kind: 'authenticate' });
    expect(cardOutcome('4000000000000002')).toEqual({ kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED });
    expect(cardOutcome('4111111111111111')).toMatchObject({ kind: 'decline', message: expect.stringContaining('test mode') });
  });
});

describe('accepted payment icons (spec §9)', () => {
  it('are Mastercard, Visa, Maestro, Google Pay and Apple Pay, each a named inline SVG with no outside asset', () => {
    expect(PAYMENT_ICONS.map((i) => i.label)).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
    for (const icon of PAYMENT_ICONS) {
      const markup = iconMarkup(icon);
      expect(markup).toMatch(new RegExp(`^<svg role="img" aria-label="${icon.label}"`));
      expect(markup).not.toMatch(/href|url\(|<image/);
    }
  });
});
