import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseTenantConfig, type TenantConfig } from '../../src/domain/tenant-config.ts';
import { themeCss, toBrowserTenant } from '../../src/domain/tenant-bootstrap.ts';

const load = (slug: string): TenantConfig => {
  const r = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, 'utf8')));
  if (!r.ok) throw new Error('bad demo tenant');
  return r.config;
};

describe('tenant bootstrap', () => {
  it('turns the theme into CSS custom properties', () => {
    const css = themeCss(load('harbourside-motors'));
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain('--brand-primary:#005f73');
    expect(css).toContain('--brand-accent:#ee9b00');
    expect(css).toContain("--font-heading:Georgia, 'Times New Roman', serif");
    expect(css).toContain('--radius:18px');
  });

  it('keeps a hostile font stack from breaking out of the rule', () => {
    const config = load('outback-caravans');
    const css = themeCss({ ...config, theme: { ...config.theme, fonts: { heading: 'x}</style><script>', body: 'y' } } });
    expect(css).not.toMatch(/[<>]/);
    expect(css.match(/\}/g)).toHaveLength(1);
  });

  it('leaves host names and search credentials out of the browser config', () => {
    const browser = toBrowserTenant(load('metro-auto-group')) as Record<string, any>;
    expect(browser.domains).toBeUndefined();
    expect(browser.default).toBeUndefined();
    expect(browser.search.searchKey).toBeUndefined();
    expect(browser.search.appId).toBeUndefined();
    expect(browser.search.carsIndex).toBe('cars');
    expect(browser.name).toBe('Metro Auto Group');
  });
});
