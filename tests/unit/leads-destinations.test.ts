// Where a lead goes (tenant.json `leads` and the environment on top), who sent it behind a proxy,
// and the spin-to-win wheel's rules.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import { validateLead } from '../../src/domain/lead-schema.ts';
import { drawPrize, isSpinPrize, SPIN_MESSAGES, SPIN_PRIZES, wheelRotation } from '../../src/domain/lead-spin-to-win.ts';
import { toBrowserTenant } from '../../src/domain/tenant-bootstrap.ts';
import { parseTenantConfig, type TenantConfig } from '../../src/domain/tenant-config.ts';
import { trustProxyFrom } from '../../src/server/config.ts';
import { requestAddress } from '../../src/server/leads/client-address.ts';
import { deliveryTargets } from '../../src/server/leads/delivery.ts';
import { isCrossSite } from '../../src/server/leads/origin-check.ts';

const demo = (slug: string): TenantConfig => {
  const r = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.config;
};
const withLeads = (leads: Partial<TenantConfig['leads']>, slug = 'outback-caravans'): TenantConfig => {
  const base = demo(slug);
  return { ...base, leads: { ...base.leads, ...leads } };
};

describe('lead destinations', () => {
  it('demo tenants: metro drops ADF files in its configured folder, the others in adf/<slug>', () => {
    expect(deliveryTargets(demo('metro-auto-group'), {})).toEqual([{ channel: 'adf', destination: 'dealer-crm/metro-auto-group' }]);
    expect(deliveryTargets(demo('harbourside-motors'), {})).toEqual([{ channel: 'adf', destination: 'adf/harbourside-motors' }]);
    expect(deliveryTargets(demo('outback-caravans'), {})).toEqual([{ channel: 'adf', destination: 'adf/outback-caravans' }]);
  });

  it('tenant webhookUrl adds the webhook; LEADS_WEBHOOK_<SLUG> wins over it; LEADS_ADF=off keeps only the webhook', () => {
    const tenant = withLeads({ webhookUrl: 'https://crm.example/file', adfDir: 'drop/outback' });
    expect(deliveryTargets(tenant, {})).toEqual([
      { channel: 'webhook', destination: 'https://crm.example/file' },
      { channel: 'adf', destination: 'drop/outback' },
    ]);
    expect(deliveryTargets(tenant, { LEADS_WEBHOOK_OUTBACK_CARAVANS: 'https://crm.example/env' })[0]).toEqual({ channel: 'webhook', destination: 'https://crm.example/env' });
    expect(deliveryTargets(tenant, { LEADS_ADF: 'off' })).toEqual([{ channel: 'webhook', destination: 'https://crm.example/file' }]);
  });

  it('LEADS_ADF=off never leaves a lead without a destination', () => {
    expect(deliveryTargets(demo('outback-caravans'), { LEADS_ADF: 'off' })).toEqual([{ channel: 'adf', destination: 'adf/outback-caravans' }]);
    expect(deliveryTargets(demo('outback-caravans'), { LEADS_ADF: 'off', LEADS_WEBHOOK_OUTBACK_CARAVANS: 'http://crm/x' })).toEqual([{ channel: 'webhook', destination: 'http://crm/x' }]);
  });

  it('the webhook URL and drop folder never reach the browser', () => {
    const tenant = withLeads({ webhookUrl: 'https://crm.example/leads?token=secret' });
    expect(toBrowserTenant(tenant)).not.toHaveProperty('leads');
    expect(JSON.stringify(toBrowserTenant(tenant))).not.toContain('secret');
  });
});

describe('behind a proxy', () => {
  const headers = { host: 'app:8080', forwardedFor: '6.6.6.6, 203.0.113.9', forwardedHost: 'evil.example, www.dealer.com.au', forwardedProto: 'https' };

  it('TRUST_PROXY: unset or empty is 0; a hop count up to 10; anything else stops start-up', () => {
    expect(trustProxyFrom({})).toBe(0);
    expect(trustProxyFrom({ TRUST_PROXY: '' })).toBe(0);
    expect(trustProxyFrom({ TRUST_PROXY: '1' })).toBe(1);
    expect(() => trustProxyFrom({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: expected the number of proxies/);
    expect(() => trustProxyFrom({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores the forwarded headers unless trusted', () => {
    expect(requestAddress(headers, '10.0.0.2', 0)).toEqual({ ip: '10.0.0.2', host: 'app:8080', proto: undefined });
  });

  it('with one proxy: the entry it appended, never what the client wrote before it', () => {
    expect(requestAddress(headers, '10.0.0.2', 1)).toEqual({ ip: '203.0.113.9', host: 'www.dealer.com.au', proto: 'https' });
    expect(requestAddress({ host: 'app:8080' }, '10.0.0.2', 1)).toEqual({ ip: '10.0.0.2', host: 'app:8080', proto: undefined });
  });

  it('with two proxies: one entry further left', () => {
    expect(requestAddress({ ...headers, forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.1' }, '10.0.0.2', 2).ip).toBe('203.0.113.9');
    // Fewer entries than hops (a proxy that overwrites): the leftmost there is.
    expect(requestAddress({ ...headers, forwardedHost: 'www.dealer.com.au' }, '10.0.0.2', 2).host).toBe('www.dealer.com.au');
  });

  it('the Origin check compares the scheme only when a trusted proxy named it', () => {
    expect(isCrossSite('POST', { origin: 'https://www.dealer.com.au', host: 'www.dealer.com.au' })).toBe(false);
    expect(isCrossSite('POST', { origin: 'https://www.dealer.com.au', host: 'www.dealer.com.au', proto: 'https' })).toBe(false);
    expect(isCrossSite('POST', { origin: 'http://www.dealer.com.au', host: 'www.dealer.com.au', proto: 'https' })).toBe(true);
    expect(isCrossSite('GET', { origin: 'https://evil.example', host: 'www.dealer.com.au' })).toBe(false);
  });
});

describe('spin to win', () => {
  it('draws every slice for its share of the random range', () => {
    expect(SPIN_PRIZES.map((_, i) => drawPrize((i + 0.5) / SPIN_PRIZES.length))).toEqual(SPIN_PRIZES.map((_, i) => i));
    expect(drawPrize(0)).toBe(0);
    expect(drawPrize(0.999999)).toBe(SPIN_PRIZES.length - 1);
    expect(drawPrize(1)).toBe(SPIN_PRIZES.length - 1);
  });

  it('stops with the drawn slice’s centre under the pointer, after whole turns', () => {
    const count = 6;
    for (let index = 0; index < count; index++) {
      const rotation = wheelRotation(index, count, 5);
      expect(rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(rotation).toBeLessThan(6 * 360);
      // The slice centre (clockwise from the top) plus the rotation lands on the top.
      expect((index * 60 + 30 + rotation) % 360).toBe(0);
    }
  });

  it('a spin-to-win lead needs a prize from the wheel', () => {
    const values = { name: 'Kim', last_name: 'Lee', email: 'kim@example.com', phone: '0412345678', postcode: '2000' };
    const page = { url: 'http://x/spin-to-win', userAgent: 'UA', visitedPages: [], landingSearch: '' };
    const entry = (details: Record<string, string>) => buildLeadPayload({ form: 'spin-to-win', values, car: null, page, manufacturerSlug: null, details });
    const context = { forms: { messageOptional: false, removePreferredDealership: false }, dealershipCount: 3, locationCount: 3 };
    expect(validateLead(entry({ prize: SPIN_PRIZES[0]!.prize }), context).ok).toBe(true);
    expect(isSpinPrize('A free car')).toBe(false);
    expect(validateLead(entry({ prize: 'A free car' }), context)).toEqual({ ok: false, errors: [{ field: 'details.prize', message: SPIN_MESSAGES.prizeMissing }] });
    expect(validateLead(entry({}), context)).toEqual({ ok: false, errors: [{ field: 'details.prize', message: SPIN_MESSAGES.prizeMissing }] });
  });
});
