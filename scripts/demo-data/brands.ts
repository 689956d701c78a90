// Brand grids: the group site shows cars, motorcycles, trucks and partner businesses.
import { IMG_PREFIX, slugify } from '../../src/domain/media.ts';
import type { Brand } from '../../src/domain/stock.ts';
import { photoPath } from '../media/shapes.ts';
import type { Catalogue } from './catalogue.ts';
import { MOTORCYCLE_BRANDS, TRUCK_BRANDS, type DemoWebsiteId } from './tenants-data.ts';

type Group = Brand['group'];

const PARTNERS: readonly { website: DemoWebsiteId; title: string; description: string; page: boolean }[] = [
  { website: 1, title: 'Metro Finance', description: 'Car, bike and truck finance arranged in-house by our accredited brokers, with approvals in as little as an hour.', page: true },
  { website: 1, title: 'Metro Insurance Services', description: 'Comprehensive, gap and tyre-and-rim cover for every vehicle we sell.', page: true },
  { website: 1, title: 'Metro Tyre & Wheel', description: 'Tyres, wheels and alignments at our Parramatta service centre.', page: false },
  { website: 1, title: 'Metro Rentals', description: 'Short and long term hire of cars, utes and light trucks.', page: false },
  { website: 3, title: 'Outback 4x4 Accessories', description: 'Bull bars, suspension, canopies and dual battery systems fitted in Townsville.', page: true },
];

const MAKE_BRANDS: readonly { website: DemoWebsiteId; group: Group; makes: readonly string[] }[] = [
  { website: 1, group: 'cars', makes: ['Toyota', 'Hyundai'] },
  { website: 1, group: 'motorcycles', makes: MOTORCYCLE_BRANDS },
  { website: 1, group: 'trucks', makes: TRUCK_BRANDS },
  { website: 2, group: 'cars', makes: ['Mazda'] },
  { website: 3, group: 'cars', makes: ['Jayco', 'Avan', 'Coromal', 'New Age Caravans', 'Toyota'] },
];

export function buildBrands(catalogue: Catalogue): Brand[] {
  const fromMakes = MAKE_BRANDS.flatMap(({ website, group, makes }) =>
    makes.map((name): Brand => {
      const [first] = catalogue.byMake.get(name) ?? [];
      if (!first) throw new Error(`brand ${name} is not in the catalogue`);
      return {
        website_id: website,
        group,
        title: name,
        slug: first.make.slug,
        logo: first.make.logo?.url ?? null,
        banner_image: IMG_PREFIX + photoPath(first.shape, 'White', 'side'),
        description: `Explore the ${name} range: new and used ${first.model.item_type === 'caravan' ? 'caravans' : group} in stock now, with finance, servicing and genuine parts.`,
        skipPage: false,
      };
    }),
  );
  const partners = PARTNERS.map(
    (p): Brand => ({
      website_id: p.website,
      group: 'partners',
      title: p.title,
      slug: slugify(p.title),
      logo: null,
      banner_image: null,
      description: p.description,
      skipPage: !p.page,
    }),
  );
  return [...fromMakes, ...partners];
}
