// Reads the tenant bootstrap the server inlined in the page (one JSON element, read once at start).
import type { TenantBootstrap } from '../domain/tenant-bootstrap.ts';

export function readBootstrap(doc: Document = document): TenantBootstrap {
  const el = doc.getElementById('tenant-bootstrap');
  if (!el?.textContent) throw new Error('The page has no tenant bootstrap: open it through the Forecourt server (npm start).');
  return JSON.parse(el.textContent) as TenantBootstrap;
}
