// Issue 40: what search engines and the vehicle platforms read, per tenant, from the same stock and
// rules as the site, over real HTTP against the store: the car and location pages' JSON-LD checked
// field by field against the store and by Adobe's structured-data validator (Google's rich-result
// rules), the canonical and robots tags, the sitemap and robots.txt, the Google and Meta feeds, and
// the status codes (404 for nothing there, 410 with similar cars for a long-sold car).
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerPagePath } from '../../src/domain/offers.ts';
import { sellingPrice } from '../../src/domain/price-display.ts';
import { starRating } from '../../src/domain/star-rating.ts';
import type { Car, Location } from '../../src/domain/stock.ts';
import { GOOGLE_COLUMNS, META_COLUMNS } from '../../src/domain/vehicle-feeds.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const METRO = 'metro-auto-group';
const METRO_URL = 'https://www.metroautogroup.com.au';
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
let metroCars: Car[];
let harbourCars: Car[];

const carsOf = async (websiteId: number) => {
  const ids = new Set((await server.repo.dealerships()).filter((d) => d.website_id === websiteId).map((d) => d.id));
  return (await server.repo.cars()).filter((c) => ids.has(c.dealership_id) && c.status === 'in_stock' && c.show_on_dealer_website && c.images.length > 0 && c.price > 10);
};

beforeAll(async () => {
  server = await startTestServer();
  [metroCars, harbourCars] = await Promise.all([carsOf(1), carsOf(2)]);
}, 120_000);
afterAll(() => server?.dispose());

const html = async (host: string, path: string) => (await server.get(host, path)).text();
/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => ([] as unknown[]).concat(b['@type']).includes(type)) as Record<string, any> | undefined;
/** Adobe's validator on what the extractor finds in the page: Google's required fields are errors. */
async function validationErrors(page: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(page);
  const issues = (await new Validator().validate(extracted)) as { severity: string; issueMessage: string; rootType: string }[];
  return issues.filter((i) => i.severity === 'ERROR').map((i) => `${i.rootType}: ${i.issueMessage}`);
}
const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('structured data', () => {
  it('a car page’s Car and Offer match the car in the store, field by field, and validate', async () => {
    const car = metroCars[0];
    const page = await html(METRO, `/cars/${car.slug}`);
    const blocks = jsonLd(page);
    const data = ofType(blocks, 'Car')!;
    const seller = (await server.repo.locations(1)).find((l) => l.id === car.location_id)!;
    expect(data['@type']).toEqual(['Product', 'Car']);
    expect(data).toMatchObject({
      name: car.name,
      url: `${METRO_URL}/cars/${car.slug}`,
      sku: car.stocknum,
      vehicleIdentificationNumber: car.vin,
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
      bodyType: car.simple_body,
      fuelType: car.simple_fuel,
      vehicleTransmission: car.simple_transmission,
      color: car.colour,
      itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: sellingPrice(car),
        priceCurrency: 'AUD',
        availability: car.reserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
        validFrom: car.created_at,
        seller: {
          '@type': 'AutoDealer',
          name: seller.name,
          telephone: seller.phone,
          address: { streetAddress: seller.address.street, addressLocality: seller.address.city, addressRegion: seller.address.state, postalCode: seller.address.postcode, addressCountry: 'AU' },
        },
      },
    });
    if (car.build_date) expect(data.productionDate).toBe(car.build_date);
    if (car.interior_colour) expect(data.vehicleInteriorColor).toBe(car.interior_colour);
    if (car.doors) expect(data.numberOfDoors).toBe(car.doors);
    if (car.seats) expect(data.seatingCapacity).toBe(car.seats);
    expect(data.image).toHaveLength(car.images.length);
    for (const image of data.image as string[]) expect(image.startsWith(`${METRO_URL}/img/`)).toBe(true);
    expect(ofType(blocks, 'BreadcrumbList')!.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Search', car.name]);
    expect(page).toContain(`<link rel="canonical" href="${METRO_URL}/cars/${car.slug}">`);
    expect(page).not.toContain('name="robots"');
    expect(await validationErrors(page)).toEqual([]);
  });

  it('a location page’s AutoDealer has its address, position, hours and special hours, and stars only where §5 shows them', async () => {
    for (const [host, websiteId, origin] of [[METRO, 1, METRO_URL], ['outback-caravans', 3, 'https://www.outbackcaravans.com.au']] as const) {
      const location = (await server.repo.locations(websiteId)).find((l) => l.visible && l.reviews.count > 0)!;
      const page = await html(host, `/locations/${location.slug}`);
      const blocks = jsonLd(page);
      const dealer = ofType(blocks, 'AutoDealer')!;
      expect(dealer).toMatchObject({
        name: location.name,
        url: `${origin}/our-location/${location.slug}`,
        telephone: location.phone,
        address: { streetAddress: location.address.street, addressLocality: location.address.city, addressRegion: location.address.state, postalCode: location.address.postcode },
        geo: { latitude: location.address.lat, longitude: location.address.long },
      });
      const open = location.contact_detail.opening_hours.filter((h) => h.status === 'Open' && h.open && h.close);
      const weekly = (dealer.openingHoursSpecification as { dayOfWeek?: string; opens: string; closes: string; validFrom?: string }[]).filter((h) => h.dayOfWeek);
      expect(weekly).toHaveLength(open.length);
      for (const day of open) expect(weekly.find((h) => h.opens === day.open && h.closes === day.close)).toBeDefined();
      const special = (dealer.openingHoursSpecification as { validFrom?: string }[]).filter((h) => h.validFrom);
      const today = new Date().toLocaleDateString('en-CA');
      expect(special.length).toBe(location.special_hours.filter((h) => ('location_id' in h ? h.location_id : h.location.id) === location.id && h.date >= today).length);
      const boot = (await (await server.get(host, '/api/tenant')).json()) as TenantBootstrap;
      const stars = starRating(location.reviews.average_rating, location.reviews.count, boot.tenant.reviews);
      if (stars) expect(dealer.aggregateRating).toMatchObject({ ratingValue: stars.average, reviewCount: location.reviews.count });
      else expect(dealer.aggregateRating).toBeUndefined();
      // Reviews hidden on outback-caravans: no stars, so no rating.
      if (host === 'outback-caravans') expect(dealer.aggregateRating).toBeUndefined();
      expect(page).toContain(`<link rel="canonical" href="${origin}/our-location/${location.slug}">`);
      expect(ofType(blocks, 'BreadcrumbList')!.itemListElement.at(-1)).toMatchObject({ name: location.name, item: `${origin}/our-location/${location.slug}` });
      expect(await validationErrors(page)).toEqual([]);
    }
  });

  it('an offer page’s Offer matches the offer in the store, at either of its addresses, with one canonical address', async () => {
    const offer = (await server.repo.offers()).find((o) => o.website_id === 1 && o.excluded_website_ids.length === 0 && o.image_url)!;
    const canonical = `${METRO_URL}${offerPagePath(offer)}`;
    for (const path of [offerPagePath(offer), `/offers/${offer.id}`]) {
      const page = await html(METRO, path);
      const blocks = jsonLd(page);
      expect(ofType(blocks, 'Offer'), path).toMatchObject({
        name: offer.name,
        description: offer.description,
        url: canonical,
        category: offer.category,
        offeredBy: { '@type': 'AutoDealer', url: METRO_URL },
        itemOffered: { '@type': 'Car', brand: { name: offer.manufacturer } },
        ...(offer.expires_at ? { validThrough: offer.expires_at } : {}),
      });
      expect(ofType(blocks, 'Offer')!.image).toMatch(/^https:\/\/www\.metroautogroup\.com\.au\//);
      expect(page).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(ofType(blocks, 'BreadcrumbList')!.itemListElement.at(-1)).toMatchObject({ name: offer.name, item: canonical });
      expect(await validationErrors(page)).toEqual([]);
    }
    // The sitemap names the offer at its canonical address only.
    const locs = sitemapLocs(await html(METRO, '/sitemap.xml'));
    expect(locs).toContain(canonical);
    expect(locs).not.toContain(`${METRO_URL}/offers/${offer.id}`);
  });

  it('a metro location with stars above the minimum carries its aggregate rating', async () => {
    const boot = (await (await server.get(METRO, '/api/tenant')).json()) as TenantBootstrap;
    const starred = (await server.repo.locations(1)).find((l: Location) => l.visible && starRating(l.reviews.average_rating, l.reviews.count, boot.tenant.reviews));
    expect(starred).toBeDefined();
    const dealer = ofType(jsonLd(await html(METRO, `/our-location/${starred!.slug}`)), 'AutoDealer')!;
    expect(dealer.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: starred!.reviews.count });
  });
});

describe('indexing', () => {
  it('search pages refined beyond one facet, gated and checkout pages are noindex; canonical on the primary domain', async () => {
    const one = await html(METRO, '/search/used-cars');
    expect(one).toContain(`<link rel="canonical" href="${METRO_URL}/search/used-cars">`);
    expect(one).not.toContain('name="robots"');
    const two = await html(METRO, '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota&sortBy=cars_latest');
    expect(two).toContain('<meta name="robots" content="noindex, follow">');
    expect(two).toContain(`<link rel="canonical" href="${METRO_URL}/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota">`);
    // Metro gates finance behind sign-in; reserving is a checkout page wherever it is.
    for (const path of ['/finance', `/cars/${metroCars[0].slug}/checkout`, '/favourites']) expect(await html(METRO, path), path).toContain('<meta name="robots" content="noindex, follow">');
    expect(await html('harbourside-motors', '/finance')).not.toContain('name="robots"');
    expect(await html(METRO, '/index.html')).toContain(`<link rel="canonical" href="${METRO_URL}/">`);
    expect(await html(METRO, '/about-us')).toContain(`<link rel="canonical" href="${METRO_URL}/about-us">`);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the tenant’s listed cars and pages on its primary domain, never another tenant’s; hidden and long-sold cars leave it', async () => {
    const [hidden, sold] = metroCars.slice(10, 12);
    let res = await server.get(METRO, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    let locs = sitemapLocs(await res.text());
    expect(locs.every((loc) => loc.startsWith(`${METRO_URL}/`))).toBe(true);
    for (const car of metroCars) expect(locs).toContain(`${METRO_URL}/cars/${car.slug}`);
    for (const car of harbourCars) expect(locs).not.toContain(`${METRO_URL}/cars/${car.slug}`);
    const location = (await server.repo.locations(1)).find((l) => l.visible)!;
    for (const path of ['/', '/search/new-used-and-demo-cars/', '/search/used-cars', `/our-location/${location.slug}`, '/about-us']) expect(locs).toContain(`${METRO_URL}${path}`);
    expect(await (await server.get(METRO, '/sitemap.xml')).text()).toMatch(new RegExp(`<loc>${METRO_URL}/cars/${metroCars[0].slug}</loc><lastmod>${metroCars[0].updated_at.slice(0, 10)}</lastmod>`));

    await server.repo.saveCar({ ...hidden, show_on_dealer_website: false });
    await server.repo.saveCar({ ...sold, status: 'sold', sold: true, sold_date_timestamp: nowS() - 30 * DAY_S });
    res = await server.get(METRO, '/sitemap.xml');
    locs = sitemapLocs(await res.text());
    expect(locs).not.toContain(`${METRO_URL}/cars/${hidden.slug}`);
    expect(locs).not.toContain(`${METRO_URL}/cars/${sold.slug}`);
    expect(locs).toContain(`${METRO_URL}/cars/${metroCars[0].slug}`);
    // Another tenant's sitemap: its own domain only.
    const harbour = sitemapLocs(await html('harbourside-motors', '/sitemap.xml'));
    expect(harbour.every((loc) => loc.startsWith('https://www.harbourside-motors.com.au/'))).toBe(true);
    expect(harbour).toContain(`https://www.harbourside-motors.com.au/cars/${harbourCars[0].slug}`);
  });

  it('robots.txt names the tenant’s sitemap and keeps crawlers out of the API', async () => {
    const res = await server.get(METRO, '/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${METRO_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });
});

/** A TSV or CSV feed as objects by column (the CSV has no quoted line breaks: descriptions are one line). */
function rowsOf(text: string, separator: '\t' | ','): Record<string, string>[] {
  const split = (line: string) => (separator === '\t' ? line.split('\t') : [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));
  const [header, ...lines] = text.trimEnd().split(/\r?\n/);
  const columns = split(header);
  return lines.map((line) => Object.fromEntries(split(line).map((cell, i) => [columns[i], cell])));
}

describe('vehicle feeds', () => {
  const GOOGLE_REQUIRED = ['id', 'store_code', 'vin', 'dealership_name', 'dealership_address', 'price', 'condition', 'link', 'image_link', 'brand', 'model', 'year', 'mileage'];
  const META_REQUIRED = ['vehicle_id', 'vin', 'make', 'model', 'year', 'body_style', 'description', 'exterior_color', 'image[0].url', 'mileage.value', 'mileage.unit', 'price', 'state_of_vehicle', 'availability', 'address.addr1', 'address.city', 'address.region', 'address.country', 'latitude', 'longitude', 'url'];

  it('Google’s feed has every required field for every listed car of the tenant, and nothing else', async () => {
    const res = await server.get(METRO, '/feeds/google-vehicle-listings.tsv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/tab-separated-values');
    const text = await res.text();
    expect(text.split('\n')[0].split('\t')).toEqual([...GOOGLE_COLUMNS]);
    const rows = rowsOf(text, '\t');
    for (const row of rows) for (const field of GOOGLE_REQUIRED) expect(row[field], `${row.id} ${field}`).not.toBe('');
    const car = metroCars[0];
    const row = rows.find((r) => r.id === String(car.id))!;
    expect(row).toMatchObject({ vin: car.vin, link: `${METRO_URL}/cars/${car.slug}`, condition: car.car_type === 'new' ? 'new' : 'used', mileage: `${car.km} km` });
    expect(row.price.endsWith(' AUD')).toBe(true);
    expect(rows.some((r) => harbourCars.some((h) => String(h.id) === r.id))).toBe(false);
  });

  it('Meta’s feed has every required field; a car sold (even yesterday) or without a VIN leaves both feeds', async () => {
    const [sold, noVin] = metroCars.slice(20, 22);
    let rows = rowsOf(await html(METRO, '/feeds/meta-automotive.csv'), ',');
    for (const row of rows) for (const field of META_REQUIRED) expect(row[field], `${row.vehicle_id} ${field}`).not.toBe('');
    expect(rows.map((r) => r.vehicle_id)).toContain(String(sold.id));
    const meta = rows.find((r) => r.vehicle_id === String(sold.id))!;
    expect(meta).toMatchObject({ vin: sold.vin, make: sold.make, model: sold.model, 'mileage.value': String(sold.km), 'mileage.unit': 'KM' });
    expect(['NEW', 'USED', 'CPO']).toContain(meta.state_of_vehicle);
    expect(Object.keys(rows[0])).toEqual([...META_COLUMNS]);

    await server.repo.saveCar({ ...sold, status: 'sold', sold: true, sold_date_timestamp: nowS() - DAY_S });
    await server.repo.saveCar({ ...noVin, vin: '' });
    rows = rowsOf(await html(METRO, '/feeds/meta-automotive.csv'), ',');
    expect(rows.map((r) => r.vehicle_id)).not.toContain(String(sold.id));
    expect(rows.map((r) => r.vehicle_id)).not.toContain(String(noVin.id));
    const google = rowsOf(await html(METRO, '/feeds/google-vehicle-listings.tsv'), '\t');
    expect(google.map((r) => r.id)).not.toContain(String(sold.id));
    expect(google.map((r) => r.id)).not.toContain(String(noVin.id));
    // Still on the site within the sold-car days.
    expect((await server.get(METRO, `/cars/${sold.slug}`)).status).toBe(200);
  });
});

describe('status codes', () => {
  it('unknown pages, unknown cars, models, brands, offers and files answer 404; the not-found page is noindex', async () => {
    for (const path of ['/no-such-page', '/cars/no-such-car', '/no-such-brand/overview', '/offers/999999', '/our-location/no-such-place', '/feeds/x.csv', '/sitemap-9.xml']) {
      const res = await server.get(METRO, path);
      expect(res.status, path).toBe(404);
      if (!path.includes('.')) {
        const page = await res.text();
        expect(page, path).toContain('<meta name="robots" content="noindex">');
        expect(page, path).toContain('"gone":{"status":404,"similar":[]}');
      }
    }
    // A search path that names no filter: the search page's empty state, answered 404.
    expect((await server.get(METRO, '/search/a/b/c')).status).toBe(404);
    expect((await server.get(METRO, '/search/toyota/corolla')).status).toBe(200);
    const boot = (await (await server.get(METRO, '/api/tenant')).json()) as TenantBootstrap;
    expect((await server.get(METRO, `/${boot.navigation.models[0].slug}`)).status).toBe(200);
    expect((await server.get(METRO, `/our-location/${boot.navigation.locations[0].slug}`)).status).toBe(200);
  });

  it('a car sold before the sold-car days answers 410 with similar cars in stock', async () => {
    const car = metroCars[30];
    await server.repo.saveCar({ ...car, status: 'sold', sold: true, sold_date_timestamp: nowS() - 60 * DAY_S });
    const res = await server.get(METRO, `/cars/${car.slug}`);
    expect(res.status).toBe(410);
    const page = await res.text();
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page)![1]) as { gone: { status: number; similar: { slug: string }[] } };
    expect(data.gone.status).toBe(410);
    expect(data.gone.similar.length).toBeGreaterThan(0);
    const listed = new Set(metroCars.map((c) => c.slug));
    for (const similar of data.gone.similar) expect(listed.has(similar.slug), similar.slug).toBe(true);
    expect(data.gone.similar.map((s) => s.slug)).not.toContain(car.slug);
    expect(jsonLd(page)).toEqual([]);
  });
});
