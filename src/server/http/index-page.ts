// The built app's index.html with the tenant's bootstrap and theme inlined. The bootstrap is JSON
// (not script), so the CSP allows no inline script at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeCss, type TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { escapeHtml } from './html.ts';

export const HEAD_MARK = '<!--tenant-head-->';
export const BOOTSTRAP_MARK = '<!--tenant-bootstrap-->';

export function loadIndexTemplate(clientDir: string): string {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  for (const mark of [HEAD_MARK, BOOTSTRAP_MARK]) {
    if (!html.includes(mark)) throw new Error(`${clientDir}/index.html lacks ${mark}: rebuild the app (npm run build)`);
  }
  return html;
}


/** JSON that cannot close its <script> element or open a comment. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function renderIndexPage(template: string, config: TenantConfig, bootstrap: TenantBootstrap): string {
  const css = themeCss(config);
  const head = [
    `<title>${escapeHtml(config.name)}</title>`,
    `<meta name="description" content="${escapeHtml(config.description)}">`,
    `<meta name="theme-color" content="${config.theme.colors.primary}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
    `<style id="tenant-theme">${css}</style>`,
  ].join('\n    ');
  const data = `<script type="application/json" id="tenant-bootstrap">${safeJson(bootstrap)}</script>`;
  return template.replace(HEAD_MARK, head).replace(BOOTSTRAP_MARK, data);
}
