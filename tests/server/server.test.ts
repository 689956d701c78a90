// The server over real HTTP with a real SQLite file in a temp dir.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { startTestServer, tenantsWith, type TestServer } from './harness.ts';
import { PHOTO_FIRST_SCRIPT } from '../../src/server/http/photo-first.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.dispose());

const SLUGS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'];

function bootstrapOf(html: string) {
  const match = html.match(/<script type="application\/json" id="tenant-bootstrap">(.*?)<\/script>/s);
  if (!match) throw new Error('no bootstrap in page');
  return JSON.parse(match[1]);
}

describe('tenant resolution', () => {
  it.each(SLUGS)('serves %s on {slug}.localhost with its bootstrap and theme inlined', async (slug) => {
    const res = await server.get(slug, '/search/used-cars?query=ute');
    expect(res.status).toBe(200);
    const html = await res.text();
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.tenant.slug).toBe(slug);
    expect(html).toContain(`<title>${bootstrap.tenant.name.replace('&', '&amp;')}</title>`);
    expect(html).toContain(`--brand-primary:${bootstrap.tenant.theme.colors.primary}`);
    expect(bootstrap.search).toMatchObject({ mode: 'embedded', carsIndex: 'cars' });
    expect(bootstrap.search.apiKey).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  });

  it("gives a tenant on hosted Algolia its key and the stock filter and offer exclusion its searches must carry", async () => {
    const tenantsDir = tenantsWith({
      'outback-caravans': (raw) => (raw.search = { ...(raw.search as object), appId: 'HOSTED1', searchKey: 'hosted-search-key', carsIndex: 'outback_cars', offersIndex: 'outback_offers' }),
    });
    const hosted = await startTestServer({ TENANTS_DIR: tenantsDir });
    try {
      const outback = bootstrapOf(await (await hosted.get('outback-caravans', '/')).text());
      expect(outback.search).toMatchObject({ mode: 'algolia', appId: 'HOSTED1', apiKey: 'hosted-search-key', carsIndex: 'outback_cars' });
      // The tenant's own stock rules (certified only, its sold window) and its website id.
      expect(outback.search.scope).toEqual({
        carIndexes: ['outback_cars', 'outback_cars_latest', 'outback_cars_price_desc', 'outback_cars_price_asc'],
        stock: { includeSoldCarsDays: outback.tenant.stock.includeSoldCarsDays, minimumPhotos: outback.tenant.stock.minimumPhotos, minimumPrice: outback.tenant.stock.minimumPrice, certifiedOnly: true },
        offersIndex: 'outback_offers',
        offersFilter: `NOT excluded_website_ids:${outback.tenant.id}`,
      });
      // The server filters an embedded tenant's searches itself.
      expect(bootstrapOf(await (await hosted.get('metro-auto-group', '/')).text()).search.scope).toBeUndefined();
    } finally {
      await hosted.dispose();
      rmSync(tenantsDir, { recursive: true, force: true });
    }
  });

  it('serves the default tenant on plain localhost and on a listed domain', async () => {
    expect(bootstrapOf(await (await server.get('localhost', '/')).text()).tenant.slug).toBe('metro-auto-group');
    expect(bootstrapOf(await (await server.get('www.outbackcaravans.com.au', '/')).text()).tenant.slug).toBe('outback-caravans');
  });

  it('answers an unknown host with a 404 page listing every tenant', async () => {
    const res = await server.get('nobody', '/');
    expect(res.status).toBe(404);
    const html = await res.text();
    for (const slug of SLUGS) expect(html).toContain(`http://${slug}.localhost:`);
    const api = await server.get('nobody', '/api/cars/x');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404 });
  });

  it('lists the tenants at /api/tenants', async () => {
    const list = await (await server.get('nobody', '/api/tenants')).json();
    expect(list).toEqual(
      expect.arrayContaining(SLUGS.map((slug) => ({ slug, name: expect.any(String), url: expect.stringContaining(`http://${slug}.localhost:`) }))),
    );
    expect(list).toHaveLength(3);
  });
});

describe('installable per-dealer app', () => {
  it.each(SLUGS)('%s has its own manifest', async (slug) => {
    const res = await server.get(slug, '/manifest.webmanifest');
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = await res.json();
    const page = bootstrapOf(await (await server.get(slug, '/')).text());
    expect(manifest).toMatchObject({
      name: page.tenant.name,
      short_name: page.tenant.shortName,
      theme_color: page.tenant.theme.colors.primary,
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const saved = page.tenant.features.favourites ? ['/favourites'] : [];
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/search/new-used-and-demo-cars/', ...saved]);
  });

  it('offers favourites and compare, and their shortcut, only where the dealer keeps stored favourites', async () => {
    const shortcuts = async (slug: string) => ((await (await server.get(slug, '/manifest.webmanifest')).json()) as { shortcuts: { name: string }[] }).shortcuts.map((s) => s.name);
    for (const path of ['/favourites', '/compare']) {
      expect((await server.get('harbourside-motors', path)).status, path).toBe(200);
      // outback's saved cars are its signed-in watchlist: its favourites switch is off.
      expect((await server.get('outback-caravans', path)).status, path).toBe(404);
    }
    expect(await shortcuts('harbourside-motors')).toContain('Saved cars');
    expect(await shortcuts('outback-caravans')).toEqual(['Search stock']);
  });

  it('makes icons of the right size from the tenant logo, different per tenant', async () => {
    const digests = new Set<string>();
    for (const slug of SLUGS) {
      for (const [name, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['maskable-512.png', 512], ['header-logo.png', 132]] as const) {
        const res = await server.get(slug, `/icons/${name}`);
        expect(res.headers.get('content-type')).toBe('image/png');
        const png = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(png).metadata();
        expect([meta.width, meta.height]).toEqual([size, size]);
        if (name === 'maskable-512.png') {
          // Full-bleed: the corner pixel is the brand colour, not transparent.
          const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
          expect(data[3]).toBe(255);
        }
        digests.add(png.toString('base64'));
      }
    }
    expect(digests.size).toBe(12);
    // The header shows the logo as that PNG (an SVG in an <img> is a document of its own to the browser).
    const bootstrap = (await (await server.get('metro-auto-group', '/api/tenant')).json()) as { logoUrl: string };
    expect(bootstrap.logoUrl).toBe('/icons/header-logo.png');
    const escape = await server.get('metro-auto-group', '/icons/../../etc/passwd');
    expect(await escape.text()).not.toContain('root:');
    expect((await server.get('metro-auto-group', '/icons/icon-1024.png')).status).toBe(404);
  });

  it('carries each tenant’s 32 px icon inline in its pages, the same as its icon file', async () => {
    for (const slug of SLUGS) {
      for (const path of ['/', '/search/new-used-and-demo-cars/']) {
        const html = await (await server.get(slug, path)).text();
        const href = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)">/.exec(html)?.[1];
        expect(href, `${slug}${path}`).toMatch(/^data:image\/png;base64,/);
        const inline = Buffer.from(href!.slice(href!.indexOf(',') + 1), 'base64');
        const file = Buffer.from(await (await server.get(slug, '/icons/favicon-32.png')).arrayBuffer());
        expect(inline.equals(file), `${slug}${path}`).toBe(true);
        const meta = await sharp(inline).metadata();
        expect([meta.width, meta.height]).toEqual([32, 32]);
      }
    }
    // A logo sharp cannot read costs the icon, not the page: it names the icon's address instead.
    const tenantsDir = tenantsWith({});
    writeFileSync(join(tenantsDir, 'outback-caravans', 'logo.svg'), 'not an image');
    const broken = await startTestServer({ TENANTS_DIR: tenantsDir });
    try {
      const byAddress = '<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png">';
      const res = await broken.get('outback-caravans', '/');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(byAddress);
      // Made once per tenant: later page views do not read the logo again.
      copyFileSync(join(tenantsDir, 'metro-auto-group', 'logo.svg'), join(tenantsDir, 'outback-caravans', 'logo.svg'));
      expect(await (await broken.get('outback-caravans', '/search/new-used-and-demo-cars/')).text()).toContain(byAddress);
    } finally {
      await broken.dispose();
      rmSync(tenantsDir, { recursive: true, force: true });
    }
  });
});

describe('security and bad input', () => {
  it('sends a CSP that allows three inline scripts by their hashes, and no other: the ICU warm-up and the early-tap recorder every page has, and a car page’s script loader', async () => {
    const res = await server.get('harbourside-motors', '/');
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toMatch(/default-src 'self'/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(inline).toHaveLength(2);
    // The page's first scripts, before the title, so the worker starts before the bundle is fetched
    // and taps are recorded from the first paint.
    expect(html.indexOf('<script')).toBe(html.indexOf('<script>'));
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(inline[0]).toContain('new Worker(');
    expect(inline[1]).toContain("addEventListener('click'");
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", ...inline.map(hash), hash(PHOTO_FIRST_SCRIPT)]);
    // Every other script element is either JSON (not executable) or loads a same-origin file.
    for (const tag of html.match(/<script[^>]+>/g) ?? []) expect(tag).toMatch(/type="application\/json"|src="\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('adds the headers to API responses too', async () => {
    const res = await server.get('metro-auto-group', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers an oversized body with 413 JSON', async () => {
    const res = await server.get('metro-auto-group', '/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413 });
  });

  it('answers the next request on a connection whose oversized body it left unread', async () => {
    // One kept-alive connection: the health check waits for it and is sent on it after the 413.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<number>((resolveStatus, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port, path, method, agent, headers: { host: `metro-auto-group.localhost:${server.port}`, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolveStatus(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await Promise.all([send('POST', '/api/leads', Buffer.alloc(1_100_000, 120)), send('GET', '/api/health')])).toEqual([413, 200]);
    } finally {
      agent.destroy();
    }
  });

  it('answers a missing file 404, not the app’s page: an old build’s chunk, an image, a stylesheet', async () => {
    for (const path of ['/assets/index-0ldHa5h.js', '/assets/gone', '/favicon.ico', '/old/page.html']) {
      const res = await server.get('metro-auto-group', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
    }
    expect((await server.get('metro-auto-group', '/assets/index-entry.css')).status).toBe(200);
    for (const path of ['/', '/index.html', '/favourites', '/search/new-used-and-demo-cars/']) expect((await server.get('metro-auto-group', path)).status, path).toBe(200);
  });

  it('answers bad car slugs with 400 and unknown ones with 404, never 500', async () => {
    const bad = await server.get('metro-auto-group', '/api/cars/..%2F..%2Fetc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('slug');
    expect((await server.get('metro-auto-group', '/api/cars/no-such-car')).status).toBe(404);
  });
});

describe('dealer data', () => {
  it("serves a tenant's own car and hides other tenants' cars", async () => {
    const tenants = await (await server.get('nobody', '/api/tenants')).json();
    expect(tenants).toHaveLength(3);
    const dealerships = await (await server.get('harbourside-motors', '/api/dealerships')).json();
    expect(dealerships.length).toBeGreaterThan(0);
    expect(dealerships.every((d: { website_id: number }) => d.website_id === 2)).toBe(true);
    const locations = await (await server.get('harbourside-motors', '/api/locations')).json();
    expect(locations.every((l: { visible: boolean }) => l.visible)).toBe(true);
  });
});
