// Per-tenant app icons and the header's logo, made by sharp from the tenant logo, kept in memory after
// the first request.
import sharp from 'sharp';
import { join } from 'node:path';
import type { LoadedTenant } from '../tenants/load-tenants.ts';

export const ICON_SPECS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
  'favicon-32.png': { size: 32, maskable: false },
  // The header's logo, three times its 44 px: an SVG in an <img> costs the page a document of its own.
  'header-logo.png': { size: 132, maskable: false },
} as const;
export type IconName = keyof typeof ICON_SPECS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_SPECS, name);
}

/** Maskable icons keep the logo inside the 80% safe zone on a full-bleed brand background. */
async function renderIcon(tenant: LoadedTenant, name: IconName): Promise<Buffer> {
  const { size, maskable } = ICON_SPECS[name];
  const logo = join(tenant.dir, tenant.config.theme.logo);
  const inner = maskable ? Math.round(size * 0.64) : size;
  const art = await sharp(logo, { density: 384 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  if (!maskable) return art;
  return sharp({ create: { width: size, height: size, channels: 4, background: tenant.config.theme.colors.primary } })
    .composite([{ input: art, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function createIconCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (tenant: LoadedTenant, name: IconName): Promise<Buffer> => {
    const key = `${tenant.config.slug}/${name}`;
    let icon = cache.get(key);
    if (!icon) {
      icon = renderIcon(tenant, name);
      cache.set(key, icon);
      icon.catch(() => cache.delete(key));
    }
    return icon;
  };
}

type IconCache = ReturnType<typeof createIconCache>;

/** The tab's icon's own address. */
const FAVICON_PATH = '/icons/favicon-32.png';

/**
 * Each tenant's tab icon as its pages name it, made once per tenant: the 32 px icon as a data URL, or,
 * where sharp cannot read the logo, the icon's address (the icon fails, not the page, and no page
 * view tries the logo again).
 */
export function createFaviconHrefs(icons: IconCache) {
  const hrefs = new Map<string, Promise<string>>();
  return (tenant: LoadedTenant): Promise<string> => {
    let href = hrefs.get(tenant.config.slug);
    if (!href) {
      href = icons(tenant, 'favicon-32.png').then((png) => `data:image/png;base64,${png.toString('base64')}`, () => FAVICON_PATH);
      hrefs.set(tenant.config.slug, href);
    }
    return href;
  };
}
