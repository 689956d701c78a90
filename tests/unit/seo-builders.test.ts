// Issue 40's pure builders: the JSON-LD of a car and a location, the breadcrumbs, which pages are
// indexed and their canonical address, the sitemap (and its index when large), robots.txt, and the
// Google and Meta vehicle feeds with the report of the cars they leave out.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { galleryImageUrl } from '../../src/domain/car-media-urls.ts';
import { canonicalUrl, indexable, searchFacetCount } from '../../src/domain/page-indexing.ts';
import { SCREENS } from '../../src/domain/screens.ts';
import { robotsTxt, sitemapEntries, sitemapFiles, SITEMAP_PATH } from '../../src/domain/sitemap.ts';
import type { Car, Location } from '../../src/domain/stock.ts';
import { breadcrumbsJsonLd, carAvailability, carJsonLd, jsonLdText, locationJsonLd, offerJsonLd, openingHoursJsonLd, type SiteInfo } from '../../src/domain/structured-data.ts';
import { feedDealer, feedReport, feedReportText, googleVehicleFeed, GOOGLE_COLUMNS, metaAutomotiveFeed, toCsv, toTsv } from '../../src/domain/vehicle-feeds.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const data = generateDemoData({ now: NOW, cars: 120 });
const site: SiteInfo = { url: 'https://www.example.com.au', name: 'Example Motors', imageTemplate: '/img/{path}?w={width}&q={quality}&fit={fit}&format=auto' };
const listed = data.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website && c.images.length > 0 && c.price > 10);
const car: Car = { ...listed[0], vin: '6T1BF3FK40X123456', car_type: 'used', offer_price: null, reserved: false, sold: false };
const location: Location = data.locations.find((l) => l.id === car.location_id)!;
const screen = (name: string) => SCREENS.find((s) => s.name === name)!;
const stock = { includeSoldCarsDays: 3, now: NOW.getTime() };

describe('car JSON-LD', () => {
  it('is a Product and Car with the car’s facts, its Offer in AUD and the AutoDealer selling it', () => {
    const ld = carJsonLd(car, location, site);
    expect(ld['@type']).toEqual(['Product', 'Car']);
    expect(ld).toMatchObject({
      vehicleIdentificationNumber: car.vin,
      mileageFromOdometer: { value: car.km, unitCode: 'KMT' },
      vehicleModelDate: String(car.year),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { price: car.price, priceCurrency: 'AUD', availability: 'https://schema.org/InStock', validFrom: car.created_at, seller: { '@type': 'AutoDealer', name: location.name, address: { postalCode: location.address.postcode } } },
    });
    expect(ld.image).toEqual(car.images.map((i) => `https://www.example.com.au${galleryImageUrl(site.imageTemplate, i.url, 1200)}`));
  });

  it('new is NewCondition; availability follows the status; a car without a shown price offers none and no VIN leaves the VIN out', () => {
    expect(carJsonLd({ ...car, car_type: 'new' }, location, site).itemCondition).toBe('https://schema.org/NewCondition');
    expect(carAvailability({ status: 'coming_soon', sold: false, reserved: false })).toBe('https://schema.org/PreOrder');
    expect(carAvailability({ status: 'in_stock', sold: true, reserved: false })).toBe('https://schema.org/SoldOut');
    expect(carAvailability({ status: 'in_stock', sold: false, reserved: true })).toBe('https://schema.org/LimitedAvailability');
    const unpriced = carJsonLd({ ...car, price: 0, vin: '' }, null, site);
    expect(unpriced.offers).not.toHaveProperty('price');
    expect(unpriced).not.toHaveProperty('vehicleIdentificationNumber');
    expect(unpriced.offers).toMatchObject({ seller: { name: car.location.name } });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('location JSON-LD', () => {
  const today = '2026-06-01';
  it('has the address, position and each open day’s hours; a special day closed opens and closes at midnight', () => {
    const withSpecial: Location = {
      ...location,
      special_hours: [
        { date: '2026-06-08', status: 'Closed', location_id: location.id, start_hour: null, end_hour: null },
        { date: '2026-06-09', status: 'Open', location: { id: location.id }, hours: { begin: '10:00', end: '14:00' } },
        { date: '2026-05-01', status: 'Closed', location_id: location.id, start_hour: null, end_hour: null },
        { date: '2026-06-10', status: 'Closed', location_id: location.id + 1, start_hour: null, end_hour: null },
      ],
    };
    const ld = locationJsonLd(withSpecial, site, { hidden: false, starMinimum: 0 }, today);
    expect(ld).toMatchObject({ '@type': 'AutoDealer', geo: { latitude: location.address.lat, longitude: location.address.long }, address: { streetAddress: location.address.street } });
    const hours = openingHoursJsonLd(withSpecial, today);
    const open = location.contact_detail.opening_hours.filter((h) => h.status === 'Open');
    expect(hours.filter((h) => typeof h === 'object' && 'dayOfWeek' in h)).toHaveLength(open.length);
    expect(hours.filter((h) => typeof h === 'object' && 'validFrom' in h)).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-06-08', validThrough: '2026-06-08', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-06-09', validThrough: '2026-06-09', opens: '10:00', closes: '14:00' },
    ]);
  });

  it('carries the aggregate rating only where spec §5 shows stars', () => {
    const rated: Location = { ...location, reviews: { average_rating: 4.6, count: 20 } };
    expect(locationJsonLd(rated, site, { hidden: false, starMinimum: 4 }, today).aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 20 });
    expect(locationJsonLd(rated, site, { hidden: true, starMinimum: 4 }, today)).not.toHaveProperty('aggregateRating');
    expect(locationJsonLd(rated, site, { hidden: false, starMinimum: 4.6 }, today)).not.toHaveProperty('aggregateRating');
  });

  it('breadcrumbs are numbered from 1 with absolute items', () => {
    expect(breadcrumbsJsonLd([{ name: 'Home', path: '/' }, { name: 'A car', path: '/cars/a' }], site).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
      { '@type': 'ListItem', position: 2, name: 'A car', item: 'https://www.example.com.au/cars/a' },
    ]);
  });
});

describe('indexing', () => {
  it('counts a search’s facets: its path one, each refined attribute one, a text query one; paging and sorting none', () => {
    expect(searchFacetCount('/search/new-used-and-demo-cars/', '')).toBe(0);
    expect(searchFacetCount('/search/toyota/corolla', 'page=2&sortBy=cars_latest')).toBe(1);
    expect(searchFacetCount('/search/used-cars', 'refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Mazda')).toBe(2);
    expect(searchFacetCount('/search', 'menu[car_type]=used&range[price]=1000:20000')).toBe(2);
    expect(searchFacetCount('/search', 'query=ranger')).toBe(1);
  });

  it('noindexes searches beyond one facet, the pages the tenant gates, checkout and private pages; indexes the rest', () => {
    const gating = { features: { authentication: true }, auth: { gatedPages: ['finance'] } } as unknown as Parameters<typeof indexable>[3];
    const open = { features: { authentication: false }, auth: { gatedPages: ['finance'] } } as unknown as Parameters<typeof indexable>[3];
    expect(indexable(screen('search'), '/search/used-cars', '', open)).toBe(true);
    expect(indexable(screen('search'), '/search/used-cars', 'query=ranger', open)).toBe(false);
    for (const name of ['reserve', 'checkout-journey', 'online-payment', 'favourites', 'my-garage', 'sign-in', 'not-found']) expect(indexable(screen(name), '/x', '', open), name).toBe(false);
    expect(indexable(screen('finance'), '/finance', '', gating)).toBe(false);
    expect(indexable(screen('finance'), '/finance', '', open)).toBe(true);
    expect(indexable(screen('trade-in'), '/trade-in', '', gating)).toBe(true);
    for (const name of ['car', 'home', 'location', 'content']) expect(indexable(screen(name), '/x', '', gating), name).toBe(true);
  });

  it('the canonical address is on the primary domain, a search’s keeping what it lists but not its order', () => {
    expect(canonicalUrl(site.url, screen('car'), '/cars/a', 'utm_source=x')).toBe('https://www.example.com.au/cars/a');
    expect(canonicalUrl(site.url, screen('search'), '/search/used-cars', 'sortBy=cars_latest&page=2')).toBe('https://www.example.com.au/search/used-cars?page=2');
  });
});

describe('sitemap', () => {
  const input = {
    cars: [car, { ...car, slug: 'b', car_type: 'new' as const, updated_at: '2026-05-20T10:00:00Z' }],
    stockPaths: { new: '/search/new-cars', used: '/search/used-cars' },
    allStockPath: '/search/new-used-and-demo-cars/',
    brandSlugs: ['toyota'],
    offerPaths: ['/offers/toyota/7'],
    locationSlugs: ['parramatta'],
    contentPaths: ['/about-us'],
    pages: ['/reviews'],
    configChanged: '2026-04-01',
  };

  it('lists the cars with their lastmod, the stock and model pages with their newest car’s, and the other pages', () => {
    const entries = sitemapEntries(input);
    const at = (path: string) => entries.find((e) => e.path === path);
    expect(at(`/cars/${car.slug}`)?.lastmod).toBe(car.updated_at.slice(0, 10));
    expect(at('/search/new-cars')?.lastmod).toBe('2026-05-20');
    expect(at(`/search/${car.make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${car.model_slug}`)).toBeDefined();
    for (const path of ['/', '/reviews', '/toyota/overview', '/offers/toyota/7', '/our-location/parramatta', '/about-us']) expect(at(path), path).toBeDefined();
    expect(at('/search/demo-cars')).toBeUndefined();
    const xml = sitemapFiles(entries, site.url).get(SITEMAP_PATH)!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>https://www.example.com.au/cars/${car.slug}</loc><lastmod>`);
  });

  it('becomes an index of numbered files past the limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/cars/c${i}`, lastmod: `2026-05-0${i + 1}` }));
    const files = sitemapFiles(entries, site.url, 2);
    expect([...files.keys()]).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', SITEMAP_PATH]);
    expect(files.get(SITEMAP_PATH)).toContain('<sitemap><loc>https://www.example.com.au/sitemap-3.xml</loc><lastmod>2026-05-05</lastmod></sitemap>');
    expect(files.get('/sitemap-2.xml')).toContain('/cars/c3');
  });

  it('robots.txt points at the tenant’s sitemap', () => {
    expect(robotsTxt(site.url, ['/api/'])).toBe('User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: https://www.example.com.au/sitemap.xml\n');
  });
});

describe('vehicle feeds', () => {
  const dealerOf = (c: Car) => feedDealer(c, data.locations.find((l) => l.id === c.location_id));

  it('lists the site’s cars for sale; leaves out, with reasons, those without a VIN, photo or price; a sold car leaves', () => {
    const cars = [car, { ...car, id: 2, vin: '' }, { ...car, id: 3, images: [] }, { ...car, id: 4, price: 0 }, { ...car, id: 5, status: 'sold' as const, sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 3600 }, { ...car, id: 6, show_on_dealer_website: false }];
    const report = feedReport(cars, stock);
    expect(report.included.map((c) => c.id)).toEqual([car.id]);
    expect(report.excluded.map((e) => [e.car.id, e.reasons])).toEqual([
      [2, ['no VIN']],
      [3, ['no photo']],
      [4, ['no price']],
    ]);
    expect(feedReportText(report, 'example')).toContain(`${car.stocknum} ${car.name} (/cars/${car.slug}): no VIN`);
  });

  it('Google’s row has the store code, dealer, price in AUD, condition, VIN and link; a lower offer is the sale price', () => {
    const table = googleVehicleFeed([{ ...car, price: 30000, offer_price: 28000 }], dealerOf, site);
    const row = Object.fromEntries(GOOGLE_COLUMNS.map((c, i) => [c, table.rows[0][i]]));
    expect(row).toMatchObject({ store_code: location.slug, dealership_name: location.name, price: '30000.00 AUD', sale_price: '28000.00 AUD', condition: 'used', vin: car.vin, link: `https://www.example.com.au/cars/${car.slug}`, mileage: `${car.km} km`, date_in_stock: car.created_at.slice(0, 10) });
    expect(row.dealership_address).toBe(`${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}, AU`);
    expect(toTsv({ columns: ['a'], rows: [['x\ty\nz']] })).toBe('a\nx y z\n');
  });

  it('Meta’s row has the state of vehicle, mileage with its unit, images and the dealer’s position; CSV is quoted', () => {
    const table = metaAutomotiveFeed([{ ...car, certified: true }], dealerOf, site);
    const row = Object.fromEntries(table.columns.map((c, i) => [c, table.rows[0][i]]));
    expect(row).toMatchObject({ state_of_vehicle: 'CPO', 'mileage.value': String(car.km), 'mileage.unit': 'KM', latitude: String(location.address.lat), availability: 'available', 'image[0].url': expect.stringMatching(/^https:\/\/www\.example\.com\.au\/img\//) });
    expect(toCsv({ columns: ['a', 'b'], rows: [['x, "y"', 'z']] })).toBe('a,b\r\n"x, ""y""",z\r\n');
  });
});

describe('offer JSON-LD', () => {
  const offer = { id: 7, website_id: 1, name: 'Drive away $29,990', description: 'On the CX-5 Maxx.', disclaimer: 'Terms apply.', category: 'new', manufacturer: 'Mazda', model: { name: 'CX-5', slug: 'cx-5', override_url: null }, image_url: 'offers/cx5.jpg', excluded_website_ids: [], expires_at: '2026-12-31' };
  it('says what the offer is, who makes it, until when and for which make and model, at its canonical address', () => {
    expect(offerJsonLd(offer, site)).toMatchObject({
      '@type': 'Offer',
      name: offer.name,
      url: 'https://www.example.com.au/offers/mazda/7',
      validThrough: '2026-12-31',
      offeredBy: { '@type': 'AutoDealer', name: 'Example Motors' },
      itemOffered: { '@type': 'Car', brand: { name: 'Mazda' }, model: 'CX-5' },
    });
    expect(offerJsonLd(offer, site).image).toMatch(/^https:\/\/www\.example\.com\.au\/img\/offers\/cx5\.jpg\?w=375&q=75&fit=cover/);
  });
  it('leaves out what the offer does not have: an end date, a model, a photo', () => {
    const bare = offerJsonLd({ ...offer, expires_at: null, model: null, image_url: null }, site);
    expect(bare).not.toHaveProperty('validThrough');
    expect(bare).not.toHaveProperty('image');
    expect(bare.itemOffered).toEqual({ '@type': 'Car', brand: { '@type': 'Brand', name: 'Mazda' } });
  });
});
