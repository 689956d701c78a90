// Server-rendered pages that live outside the app: the unknown-host page lists every tenant.
import { escapeHtml } from './html.ts';
import type { TenantDirectory } from '../tenants/resolve-host.ts';
import { tenantLocalUrl } from '../tenants/resolve-host.ts';


export function unknownHostPage(host: string, tenants: TenantDirectory, port: number): string {
  const items = tenants.all
    .map(({ config }) => {
      const url = tenantLocalUrl(config.slug, port);
      return `<li><a href="${url}/">${escapeHtml(config.name)}</a> <code>${url}</code></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>No dealer site at ${escapeHtml(host)}</title></head>
<body><main>
<h1>No dealer site at ${escapeHtml(host)}</h1>
<p>This Forecourt server hosts these dealer sites:</p>
<ul>
${items}
</ul>
</main></body></html>`;
}
