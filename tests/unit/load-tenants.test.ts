import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTenants, TenantConfigError } from '../../src/server/tenants/load-tenants.ts';
import { createTenantDirectory } from '../../src/server/tenants/resolve-host.ts';

function copyOfDemoTenants(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-tenants-'));
  cpSync('tenants', dir, { recursive: true });
  return dir;
}

function editTenant(dir: string, slug: string, edit: (raw: Record<string, any>) => void) {
  const file = join(dir, slug, 'tenant.json');
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  edit(raw);
  writeFileSync(file, JSON.stringify(raw));
}

function problemsOf(dir: string): string[] {
  try {
    loadTenants(dir);
  } catch (err) {
    if (err instanceof TenantConfigError) return err.problems;
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [];
}

describe('loadTenants', () => {
  it('loads the demo tenants', () => {
    expect(loadTenants('tenants').map((t) => t.config.slug).sort()).toEqual(['harbourside-motors', 'metro-auto-group', 'outback-caravans']);
  });

  it('names the file and the field of a bad value', () => {
    const dir = copyOfDemoTenants();
    editTenant(dir, 'harbourside-motors', (raw) => (raw.theme.colors.accent = 'orange'));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/harbourside-motors\/tenant\.json: field "theme\.colors\.accent" expected a colour like "#1a2b3c"/);
  });

  it('reports invalid JSON, a missing logo and a slug that differs from its folder', () => {
    const dir = copyOfDemoTenants();
    writeFileSync(join(dir, 'outback-caravans', 'tenant.json'), '{ "id": 3, ');
    editTenant(dir, 'harbourside-motors', (raw) => (raw.theme.logo = 'missing.svg'));
    editTenant(dir, 'metro-auto-group', (raw) => (raw.slug = 'metro'));
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/outback-caravans\/tenant\.json: not valid JSON/);
    expect(problems).toMatch(/harbourside-motors\/tenant\.json: field "theme\.logo" names missing\.svg, which is not in harbourside-motors\//);
    expect(problems).toMatch(/metro-auto-group\/tenant\.json: field "slug" is "metro" but the folder is "metro-auto-group"/);
  });

  it('reports a folder without tenant.json', () => {
    const dir = copyOfDemoTenants();
    mkdirSync(join(dir, 'empty-dealer'));
    expect(problemsOf(dir).join('\n')).toMatch(/empty-dealer\/tenant\.json: file is missing/);
  });
});

describe('host resolution', () => {
  const tenants = createTenantDirectory(loadTenants('tenants'));
  it.each([
    ['metro-auto-group.localhost:8080', 'metro-auto-group'],
    ['HARBOURSIDE-MOTORS.localhost', 'harbourside-motors'],
    ['localhost:8080', 'metro-auto-group'],
    ['127.0.0.1:8080', 'metro-auto-group'],
    ['www.outbackcaravans.com.au', 'outback-caravans'],
    ['harbourside-motors.com.au:443', 'harbourside-motors'],
  ])('%s -> %s', (host, slug) => {
    expect(tenants.resolve(host)?.config.slug).toBe(slug);
  });
  it.each(['nobody.localhost:8080', 'example.com', '', 'metro-auto-group.localhost.evil.com'])('%s -> none', (host) => {
    expect(tenants.resolve(host)).toBeUndefined();
  });
});
