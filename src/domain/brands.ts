// Spec §3 Brand entry (title, slug, logo, banner image, description, skipPage) and the brand grids
// (§1: the group site shows cars, motorcycles, trucks and partner businesses). A brand with skipPage
// has no overview page: its tile links to the make's stock instead, or, for a partner business
// (which has no stock), to nothing. A brand whose logo is null shows the not-found placeholder (§8).
import type { Brand } from './stock.ts';

export type BrandGroup = Brand['group'];
export type BrandTile = Pick<Brand, 'group' | 'title' | 'slug' | 'logo' | 'skipPage'>;

export const BRAND_GROUPS: readonly BrandGroup[] = ['cars', 'motorcycles', 'trucks', 'partners'];

export const BRAND_GROUP_TITLES: Readonly<Record<BrandGroup, string>> = {
  cars: 'Cars',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
  partners: 'Partner Businesses',
};

/** A brand's logo, in a box of the image service's presets (src/domain/media.ts), and at twice that for dense screens. */
export const BRAND_LOGO_IMAGE = { width: 150, height: 100, quality: 80, fit: 'contain' } as const;
export const BRAND_LOGO_IMAGE_2X = { ...BRAND_LOGO_IMAGE, width: 300, height: 200 } as const;

export const brandOverviewPath = (slug: string) => `/${slug}/overview`;

/** Where a brand's tile leads: its overview, or with skipPage the make's stock (a partner: nowhere). */
export function brandHref(brand: Pick<Brand, 'group' | 'slug' | 'skipPage'>): string | null {
  if (!brand.skipPage) return brandOverviewPath(brand.slug);
  return brand.group === 'partners' ? null : `/search/${brand.slug}`;
}

/** The brand an overview address names: one of the site's brands, and not one that skips its page. */
export function overviewBrand<B extends Pick<Brand, 'slug' | 'skipPage'>>(brands: readonly B[], slug: string): B | null {
  return brands.find((b) => b.slug === slug && !b.skipPage) ?? null;
}

/** The brands in grids by group, in the spec's group order, groups without brands left out. */
export function brandGrids<B extends Pick<Brand, 'group' | 'title'>>(brands: readonly B[], groups: readonly BrandGroup[] = BRAND_GROUPS): { group: BrandGroup; title: string; brands: B[] }[] {
  return BRAND_GROUPS.filter((g) => groups.includes(g)).flatMap((group) => {
    const members = brands.filter((b) => b.group === group).sort((a, b) => a.title.localeCompare(b.title, 'en'));
    return members.length ? [{ group, title: BRAND_GROUP_TITLES[group], brands: members }] : [];
  });
}

/** A brand whose stock is a make's (cars, motorcycles, trucks); partner businesses sell none here. */
export const isMakeBrand = (brand: Pick<Brand, 'group'>) => brand.group !== 'partners';
