// The accounts' pure rules and the tenant scope around better-auth's database adapter.
import { describe, expect, it } from 'vitest';
import type { DBAdapter } from 'better-auth';
import { missingForWatchlist, offersWatchlistSave, paymentText, safeReturnPath, signInHeading, watchChange } from '../../src/domain/account.ts';
import { sendCodeBody, signInBody } from '../../src/domain/account-schema.ts';
import { NoTenantError, scopeToTenant, withTenant } from '../../src/server/accounts/tenant-scope.ts';

describe('sign-in page rules', () => {
  it('heads the page with why (the type the gated page sent)', () => {
    expect(signInHeading('watchlist', null)).toBe('Sign in to save cars to your watchlist');
    expect(signInHeading('car-finance', null)).toBe('Sign in to see your personalised finance');
    expect(signInHeading(null, null)).toBe('Sign in to your account');
    expect(signInHeading('made-up', null)).toBe('Sign in to your account');
    expect(signInHeading('watchlist', 'mobile')).toBe('Add your mobile to save cars to your watchlist');
  });

  it('returns only to a path on this site', () => {
    expect(safeReturnPath('/cars/abc/checkout?x=1')).toBe('/cars/abc/checkout?x=1');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok\n//evil', '', null, undefined]) {
      expect(safeReturnPath(bad, '/home')).toBe('/home');
    }
  });

  it('reads a mobile or an e-mail, normalised, and tells the shopper about the field they used', () => {
    expect(sendCodeBody.parse({ mobile: '+61 412 345 678' })).toEqual({ mobile: '0412345678', purpose: 'sign-in' });
    expect(sendCodeBody.parse({ email: ' Jo@Example.COM ', purpose: 'add' })).toEqual({ email: 'jo@example.com', purpose: 'add' });
    const badEmail = sendCodeBody.safeParse({ email: 'jo@' });
    expect(badEmail.success || badEmail.error.issues.map((i) => i.path.join('.'))).toEqual(['email']);
    const badCode = signInBody.safeParse({ mobile: '0412345678', code: '12 34' });
    expect(badCode.success || badCode.error.issues.map((i) => i.path.join('.'))).toEqual(['code']);
  });
});

describe('watchlist rules (spec §4)', () => {
  it('offers a sold car only when it is already saved', () => {
    expect(offersWatchlistSave({ status: 'in_stock', sold: false }, false)).toBe(true);
    expect(offersWatchlistSave({ status: 'coming_soon', sold: false }, false)).toBe(true);
    expect(offersWatchlistSave({ status: 'sold', sold: true }, false)).toBe(false);
    expect(offersWatchlistSave({ status: 'others', sold: false }, false)).toBe(false);
    expect(offersWatchlistSave({ status: 'sold', sold: true }, true)).toBe(true);
  });

  it('says what changed since a car was saved', () => {
    expect(watchChange({ price: 30000, status: 'in_stock', reserved: false }, { price: 28500, status: 'in_stock', sold: false, reserved: false })).toEqual({ priceChange: -1500, soldSinceSaved: false, reservedSinceSaved: false });
    expect(watchChange({ price: 30000, status: 'in_stock', reserved: false }, { price: 30000, status: 'sold', sold: true, reserved: true })).toEqual({ priceChange: 0, soldSinceSaved: true, reservedSinceSaved: true });
    // Already sold or reserved when saved: nothing new since.
    expect(watchChange({ price: 30000, status: 'sold', reserved: true }, { price: 30000, status: 'sold', sold: true, reserved: true })).toEqual({ priceChange: 0, soldSinceSaved: false, reservedSinceSaved: false });
  });

  it('sends a shopper to sign in, or to add a mobile, before saving', () => {
    expect(missingForWatchlist(null)).toBe('sign-in');
    expect(missingForWatchlist({ phone: null })).toBe('mobile');
    expect(missingForWatchlist({ phone: '0412345678' })).toBeNull();
  });
});

describe('the tenant scope around better-auth’s adapter', () => {
  type Call = { method: string; args: unknown[] };
  function recordingAdapter() {
    const calls: Call[] = [];
    const record = (method: string) => async (...args: unknown[]) => {
      calls.push({ method, args });
      return null;
    };
    const adapter = {
      id: 'test',
      create: record('create'),
      findOne: record('findOne'),
      findMany: record('findMany'),
      count: record('count'),
      update: record('update'),
      updateMany: record('updateMany'),
      delete: record('delete'),
      deleteMany: record('deleteMany'),
      consumeOne: record('consumeOne'),
      incrementOne: record('incrementOne'),
      // A method better-auth might add later: scoped all the same.
      somethingNew: record('somethingNew'),
      transaction: async <R>(callback: (trx: Omit<DBAdapter, 'transaction'>) => Promise<R>) => callback(adapter as unknown as Omit<DBAdapter, 'transaction'>),
    };
    return { adapter: scopeToTenant(adapter as unknown as DBAdapter) as unknown as typeof adapter, calls };
  }
  const tenantWhere = (tenant: string) => ({ field: 'tenant', value: tenant, operator: 'eq', connector: 'AND' });

  it("writes the site into every new row and ANDs it into every other call's where", async () => {
    const { adapter, calls } = recordingAdapter();
    await withTenant('metro-auto-group', async () => {
      await adapter.create({ model: 'user', data: { email: 'a@b.c', tenant: 'outback-caravans' } });
      await adapter.findOne({ model: 'user', where: [{ field: 'email', value: 'a@b.c' }] });
      await adapter.findMany({ model: 'session' });
      await adapter.update({ model: 'user', where: [{ field: 'id', value: 1 }], update: { name: 'x', tenant: 'outback-caravans' } });
      await adapter.deleteMany({ model: 'verification', where: [{ field: 'identifier', value: 'a', connector: 'OR' }, { field: 'tenant', value: 'outback-caravans' }] });
      await adapter.somethingNew({ model: 'account', where: [] });
      await adapter.transaction(async (trx) => (trx as unknown as typeof adapter).consumeOne({ model: 'verification', where: [{ field: 'id', value: 3 }] }));
    });
    expect(calls[0].args[0]).toMatchObject({ data: { email: 'a@b.c', tenant: 'metro-auto-group' } });
    expect((calls[1].args[0] as { where: unknown[] }).where).toEqual([{ field: 'email', value: 'a@b.c' }, tenantWhere('metro-auto-group')]);
    expect((calls[2].args[0] as { where: unknown[] }).where).toEqual([tenantWhere('metro-auto-group')]);
    expect(calls[3].args[0]).toMatchObject({ update: { name: 'x' } });
    expect((calls[3].args[0] as { update: object }).update).not.toHaveProperty('tenant');
    // A where naming another site cannot widen the scope: its tenant condition is replaced.
    expect((calls[4].args[0] as { where: unknown[] }).where).toEqual([{ field: 'identifier', value: 'a', connector: 'OR' }, tenantWhere('metro-auto-group')]);
    expect((calls[5].args[0] as { where: unknown[] }).where).toEqual([tenantWhere('metro-auto-group')]);
    expect(calls[6]).toMatchObject({ method: 'consumeOne', args: [{ where: [{ field: 'id', value: 3 }, tenantWhere('metro-auto-group')] }] });
  });

  it('refuses a call made outside a dealer site’s request', async () => {
    const { adapter, calls } = recordingAdapter();
    expect(() => adapter.findOne({ model: 'user', where: [] })).toThrow(NoTenantError);
    expect(() => adapter.create({ model: 'user', data: {} })).toThrow(NoTenantError);
    expect(calls).toEqual([]);
  });
});

describe("a payment's receipt in My Garage", () => {
  it('says paid or refunded, the amount in dollars and the reference to quote', () => {
    expect(paymentText({ reference: 'RES-7K2QX9', amount_cents: 20_000, refunded: false })).toBe('Paid $200 · Reference RES-7K2QX9');
    expect(paymentText({ reference: 'ORD-1', amount_cents: 123_450, refunded: true })).toBe('Refunded $1,234.50 · Reference ORD-1');
  });
});
