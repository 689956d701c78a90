// Reads and validates every tenants/<slug>/tenant.json. A bad file stops start-up (and the build)
// with the file, the field and what was expected.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crossTenantIssues, parseTenantConfig, type TenantConfig } from '../../domain/tenant-config.ts';

export interface LoadedTenant {
  config: TenantConfig;
  /** Folder holding tenant.json and its assets. */
  dir: string;
}

export class TenantConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid tenant configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'TenantConfigError';
  }
}

export function loadTenants(tenantsDir: string): LoadedTenant[] {
  const problems: string[] = [];
  const loaded: (LoadedTenant & { file: string })[] = [];
  const folders = existsSync(tenantsDir)
    ? readdirSync(tenantsDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  for (const folder of folders) {
    const dir = join(tenantsDir, folder.name);
    const path = join(dir, 'tenant.json');
    const file = relative(process.cwd(), path) || path;
    if (!existsSync(path)) {
      problems.push(`${file}: file is missing`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      problems.push(`${file}: not valid JSON (${(err as Error).message})`);
      continue;
    }
    const result = parseTenantConfig(raw);
    if (!result.ok) {
      for (const issue of result.issues) problems.push(`${file}: field "${issue.field}" ${issue.message}`);
      continue;
    }
    const { config } = result;
    if (config.slug !== folder.name) {
      problems.push(`${file}: field "slug" is "${config.slug}" but the folder is "${folder.name}"`);
    }
    for (const [field, asset] of [['theme.logo', config.theme.logo], ['theme.hero', config.theme.hero]] as const) {
      if (asset && !existsSync(join(dir, asset))) problems.push(`${file}: field "${field}" names ${asset}, which is not in ${folder.name}/`);
    }
    loaded.push({ config, dir, file });
  }
  if (!folders.length) problems.push(`${tenantsDir}: no tenant folders found`);
  problems.push(...crossTenantIssues(loaded.map(({ file, config }) => ({ file, config }))));
  if (problems.length) throw new TenantConfigError(problems);
  return loaded.map(({ config, dir }) => ({ config, dir }));
}
