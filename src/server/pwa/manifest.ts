// The per-tenant web app manifest: each dealer installs as its own app.
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';

export function webManifest(config: TenantConfig) {
  const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: config.name,
    short_name: config.shortName,
    description: config.description,
    lang: 'en-AU',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.theme.colors.primary,
    background_color: config.theme.colors.background,
    categories: ['shopping', 'lifestyle'],
    icons: [icon('icon-192.png', 192, 'any'), icon('icon-512.png', 512, 'any'), icon('maskable-512.png', 512, 'maskable')],
    shortcuts: [
      { name: 'Search stock', short_name: 'Search', url: DEFAULT_SEARCH_PATH, icons: [icon('icon-192.png', 192, 'any')] },
      // A dealer without stored favourites has no /favourites (its saved cars are the signed-in watchlist).
      ...(config.features.favourites ? [{ name: 'Saved cars', short_name: 'Saved', url: '/favourites', icons: [icon('icon-192.png', 192, 'any')] }] : []),
    ],
  };
}
