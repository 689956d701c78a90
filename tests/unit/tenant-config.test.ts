import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { crossTenantIssues, parseTenantConfig, type TenantConfig } from '../../src/domain/tenant-config.ts';

const demoRaw = (slug: string) => JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')) as Record<string, unknown>;
const DEMO_SLUGS = readdirSync('tenants', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

function parsed(raw: unknown): TenantConfig {
  const result = parseTenantConfig(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.config;
}

const minimal = {
  id: 9,
  slug: 'tiny-motors',
  name: 'Tiny Motors',
  shortName: 'Tiny',
  description: 'A test dealer',
  template: 'independent',
  url: 'https://tiny.example.com.au',
  dealershipId: 1,
  address: '1 Test St, Sydney NSW 2000',
  theme: { colors: { primary: '#112233', secondary: '#445566', accent: '#778899' }, logo: 'logo.svg' },
  home: { heroTitle: 'Hello' },
};

describe('tenant config schema', () => {
  it('accepts the three demo tenants', () => {
    expect(DEMO_SLUGS.sort()).toEqual(['harbourside-motors', 'metro-auto-group', 'outback-caravans']);
    for (const slug of DEMO_SLUGS) expect(parsed(demoRaw(slug)).slug).toBe(slug);
  });

  it("fills the spec's defaults", () => {
    const c = parsed(minimal);
    expect(c.features.authentication).toBe(false);
    expect(c.stock).toMatchObject({ includeSoldCarsDays: 3, justArrivedDays: 8, justArrivedTag: 'New', soldTag: 'JUST SOLD', noPriceText: 'Enquire for price.', minimumPhotos: 0 });
    expect(c.search).toMatchObject({ hitsPerPage: 21, refreshPath: '/special-offers', appId: null, searchKey: null, carsIndex: 'cars' });
    expect(c.moneyInput.chips).toEqual([5000, 10000, 20000, 30000, 50000, 70000]);
    expect(c.viewer).toEqual({ defaultMode: 'spinner', videoPosition: 'second', autorotate: true });
    expect(c.vehiclePage.depositLabel).toBe('$200');
    expect(c.finance.purchasePrice).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(c.finance.standalonePurchasePriceMax).toBe(250000);
    expect(c.finance.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(c.finance.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(c.finance.defaultInterest).toBe(10);
    expect(c.finance.defaultLoanAmount).toBe(30000);
    expect(c.reviews.minimumRating).toBe(4);
    expect(c.header.dropdownTrigger).toBe('click');
    expect(c.phones.revealStart).toBe('masked');
    expect(c.share.channels).toEqual(['facebook', 'twitter', 'whatsapp', 'email', 'sms', 'copy']);
    expect(c.promos.cards).toEqual([]);
  });

  it('names the field and what was expected for each mistake', () => {
    const result = parseTenantConfig({
      ...minimal,
      slug: 'Not A Slug',
      theme: { ...minimal.theme, colors: { ...minimal.theme.colors, primary: 'blue' } },
      stock: { minimumPhotos: 6 },
      search: { appId: 'ABC123' },
      features: { reserve: 'yes' },
      colour: '#fff',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byField = Object.fromEntries(result.issues.map((i) => [i.field, i.message]));
    expect(byField.slug).toMatch(/kebab-case/);
    expect(byField['theme.colors.primary']).toMatch(/#1a2b3c/);
    expect(byField['stock.minimumPhotos']).toMatch(/one of 0, 1, 2, 3, 4, 5, 7, 14/);
    expect(byField.search).toMatch(/appId and searchKey go together/);
    expect(byField['features.reserve']).toMatch(/expected boolean, got "yes"/);
    expect(byField['(root)']).toMatch(/unknown field\(s\) "colour"/);
  });

  it('reports missing required fields as required', () => {
    const { name: _name, ...withoutName } = minimal;
    const result = parseTenantConfig(withoutName);
    expect(result.ok ? [] : result.issues).toContainEqual({ field: 'name', message: 'is required (expected string)' });
  });

  it('finds clashes across tenants', () => {
    const a = parsed({ ...minimal, default: true, domains: ['tiny.example.com.au'] });
    const b = parsed({ ...minimal, default: true, domains: ['tiny.example.com.au'] });
    const problems = crossTenantIssues([
      { file: 'a/tenant.json', config: a },
      { file: 'b/tenant.json', config: b },
    ]);
    expect(problems).toEqual([
      'b/tenant.json: slug "tiny-motors" is already used by a/tenant.json',
      'b/tenant.json: id 9 is already used by a/tenant.json',
      'b/tenant.json: domain "tiny.example.com.au" is already used by a/tenant.json',
      'exactly one tenant must set "default": true (found 2: a/tenant.json, b/tenant.json)',
    ]);
  });

  it('exercises every feature switch both on and off across the demo tenants', () => {
    const configs = DEMO_SLUGS.map((s) => parsed(demoRaw(s)));
    const switches: Record<string, Set<unknown>> = {};
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'boolean') (switches[path] ??= new Set()).add(value);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
      }
    };
    for (const c of configs) walk(c, '');
    const oneWayOnly = Object.entries(switches)
      .filter(([path, seen]) => seen.size < 2 && path !== 'default')
      .map(([path]) => path);
    expect(oneWayOnly).toEqual([]);
    // Variants that are not booleans, each shown both ways.
    const variety = (pick: (c: TenantConfig) => unknown) => new Set(configs.map((c) => JSON.stringify(pick(c)))).size;
    expect(variety((c) => c.header.dropdownTrigger)).toBe(2);
    expect(variety((c) => c.viewer.defaultMode)).toBeGreaterThan(1);
    expect(variety((c) => c.phones.revealStart)).toBe(2);
    expect(variety((c) => c.moneyInput.chips)).toBeGreaterThan(1);
    expect(variety((c) => c.share.channels.includes('twitter'))).toBe(2);
    expect(variety((c) => c.vehiclePage.checkoutPath)).toBe(2);
    expect(variety((c) => c.stock.includeSoldCarsDays)).toBeGreaterThan(1);
    expect(variety((c) => c.stock.minimumPhotos)).toBeGreaterThan(1);
    expect(variety((c) => c.finance.interestSlider)).toBeGreaterThan(1);
    expect(variety((c) => c.service.externalBookingUrl === null)).toBe(2);
    expect(variety((c) => c.promos.cards.length > 0)).toBe(2);
    expect(variety((c) => c.home.brandGrids.length > 0)).toBe(2);
  });
});
