// The explore pages' rules: brand grids and skipPage (spec §1/§3/§8), models with a page and their key
// specs (§2/§3), the manufacturer/model and dealership searches (§7), their address state, offers (§2,
// §4, §5), lead subjects, warranty texts (§9) and home's sections (§2/§8).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandGrids, brandHref, BRAND_GROUP_TITLES, overviewBrand, type BrandTile } from '../../src/domain/brands.ts';
import { browseKey, wholeSetRequest } from '../../src/domain/local-refinement.ts';
import { dealershipSearch, EXPLORE_HITS_PER_PAGE, manufacturerModelSearch, modelStockSearch } from '../../src/domain/explore-search.ts';
import { featuredCars, homeLocation, homeStats, sellYourCarLink } from '../../src/domain/home-sections.ts';
import { subjectFromQuery } from '../../src/domain/lead-subject.ts';
import { exploreCatalogue, keySpecs, makeModels, modelPagePath } from '../../src/domain/model-explore.ts';
import { offerCard, offerIdFrom, offerPagePath, offerTextStartsExpanded, servedOffer } from '../../src/domain/offers.ts';
import type { ServedLocation } from '../../src/domain/served-location.ts';
import type { Model, Offer, Variant } from '../../src/domain/stock.ts';
import { carWarranty, warrantyTexts } from '../../src/domain/warranty.ts';
import { EMPTY_EXPLORE, exploreToQuery, queryToExplore, type ExploreSearchState } from '../../src/url/explore-route.ts';

const tile = (title: string, group: BrandTile['group'], extra: Partial<BrandTile> = {}): BrandTile => ({ title, group, slug: title.toLowerCase().replace(/ /g, '-'), logo: `/img/demo/makes/${title}.png`, skipPage: false, ...extra });

describe('brands', () => {
  it('links a brand to its overview, a skipped make to its stock, a skipped partner nowhere', () => {
    expect(brandHref(tile('Toyota', 'cars'))).toBe('/toyota/overview');
    expect(brandHref(tile('Fuso', 'trucks', { skipPage: true }))).toBe('/search/fuso');
    expect(brandHref(tile('Metro Rentals', 'partners', { skipPage: true }))).toBeNull();
    expect(brandHref(tile('Metro Finance', 'partners'))).toBe('/metro-finance/overview');
  });
  it('has no overview page for a skipped brand or one the site does not have', () => {
    const brands = [tile('Toyota', 'cars'), tile('Metro Rentals', 'partners', { skipPage: true })];
    expect(overviewBrand(brands, 'toyota')?.title).toBe('Toyota');
    expect(overviewBrand(brands, 'metro-rentals')).toBeNull();
    expect(overviewBrand(brands, 'mazda')).toBeNull();
  });
  it('groups in the spec’s order (cars, motorcycles, trucks, partners), by name, leaving out empty and unasked groups', () => {
    const brands = [tile('Yamaha', 'motorcycles'), tile('Toyota', 'cars'), tile('Metro Finance', 'partners'), tile('Hyundai', 'cars')];
    expect(brandGrids(brands).map((g) => [g.title, g.brands.map((b) => b.title)])).toEqual([
      ['Cars', ['Hyundai', 'Toyota']],
      ['Motorcycles', ['Yamaha']],
      ['Partner Businesses', ['Metro Finance']],
    ]);
    expect(brandGrids(brands, ['partners', 'cars']).map((g) => g.group)).toEqual(['cars', 'partners']);
    expect(BRAND_GROUP_TITLES.trucks).toBe('Trucks');
  });
});

const variant = (v: Partial<Variant>): Variant => ({
  cylinders: null, enginesize: null, enginesize_litres: null, induction: null, fuelconsumptioncombined: null, fuelcapacity: null, grossvehiclemass: null,
  vehiclelength: null, vehicleheight: null, vehiclewidth: null, towingcapacitybraked: null, bodyconfiguration: null, torque: null, ancaprating: null, geartype: null, ...v,
});

describe('key specs', () => {
  it('reads ranges across the variants and leaves out what none has', () => {
    const specs = keySpecs([
      variant({ enginesize_litres: 2, cylinders: 4, fuelconsumptioncombined: 6.9, towingcapacitybraked: 1800, ancaprating: 5, geartype: 'Automatic', vehiclelength: 4575 }),
      variant({ enginesize_litres: 2.5, cylinders: 4, fuelconsumptioncombined: 7.4, towingcapacitybraked: 2000, ancaprating: 5, geartype: 'Automatic', vehiclelength: 4575, induction: 'Turbo' }),
    ]);
    expect(specs).toEqual([
      { label: 'Engine', value: '2.0–2.5 L' },
      { label: 'Cylinders', value: '4' },
      { label: 'Induction', value: 'Turbo' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel economy (combined)', value: '6.9–7.4 L/100km' },
      { label: 'Towing (braked)', value: 'up to 2,000 kg' },
      { label: 'ANCAP safety rating', value: '5 stars' },
      { label: 'Length', value: '4,575 mm' },
    ]);
    expect(keySpecs([variant({})])).toEqual([]);
  });
  it('reads a caravan’s specifications', () => {
    const specs = keySpecs([variant({})], [{ body_width: 2400, body_length: 6500, tare_weight: 2100, axle_type: 'Tandem Axle', sleeps: 4, aggregate_trailer_mass: 2800 }]);
    expect(specs).toEqual([
      { label: 'Sleeps', value: '4' },
      { label: 'Tare weight', value: '2,100 kg' },
      { label: 'Aggregate trailer mass', value: '2,800 kg' },
      { label: 'Axle', value: 'Tandem Axle' },
    ]);
  });
});

const model = (id: number, make_id: number, name: string, extra: Partial<Model> = {}): Model => ({ id, make_id, name, slug: name.toLowerCase(), body: 'SUV', item_type: 'car', override_url: null, ...extra });
const listed = (make: string, modelName: string, extra: Record<string, unknown> = {}) => ({
  make, make_slug: make.toLowerCase(), model: modelName, model_slug: modelName.toLowerCase(), price: 30000, offer_price: null, subscription_price: null,
  primary_image_url: `/img/${modelName}.jpg`, created_at: '2026-01-01T00:00:00Z', variant: variant({ enginesize_litres: 2 }), caravan_specs: null, ...extra,
});

describe('models with a page', () => {
  const makes = [{ id: 1, name: 'Mazda', slug: 'mazda' }, { id: 2, name: 'Jayco', slug: 'jayco' }, { id: 3, name: 'Dodge', slug: 'dodge' }];
  const models = [model(10, 1, 'CX-5'), model(11, 1, 'CX-90', { override_url: '/search/mazda/cx-90' }), model(12, 1, 'MX-5'), model(20, 2, 'Journey'), model(30, 3, 'Journey')];
  it('has every model with listed stock or a visible offer, none other', () => {
    const catalogue = exploreCatalogue({
      cars: [listed('Mazda', 'CX-5', { price: 40000 }), listed('Mazda', 'CX-5', { price: 35000, offer_price: 33000, created_at: '2026-02-01T00:00:00Z', primary_image_url: '/img/newest.jpg' }), listed('Mazda', 'CX-5', { price: 0 })],
      models,
      makes,
      offers: [{ manufacturer: 'Mazda', model: { slug: 'cx-90' }, image_url: '/img/cx90-offer.jpg' }],
    });
    expect([...catalogue.keys()].sort()).toEqual(['cx-5', 'cx-90']);
    expect(catalogue.get('cx-5')).toMatchObject({ count: 3, from_price: 33000, image: '/img/newest.jpg', make: 'Mazda', specs: [{ label: 'Engine', value: '2.0 L' }] });
    expect(catalogue.get('cx-90')).toMatchObject({ count: 0, from_price: null, image: '/img/cx90-offer.jpg', override_url: '/search/mazda/cx-90', specs: [] });
  });
  it('gives a shared slug to the model with more stock, then the one with an offer', () => {
    const byStock = exploreCatalogue({ cars: [listed('Dodge', 'Journey'), listed('Dodge', 'Journey'), listed('Jayco', 'Journey')], models, makes, offers: [] });
    expect(byStock.get('journey')?.make).toBe('Dodge');
    const byOffer = exploreCatalogue({ cars: [listed('Dodge', 'Journey'), listed('Jayco', 'Journey')], models, makes, offers: [{ manufacturer: 'Jayco', model: { slug: 'journey' }, image_url: null }] });
    expect(byOffer.get('journey')?.make).toBe('Jayco');
  });
  it('lists a make’s models most stocked first', () => {
    const catalogue = exploreCatalogue({ cars: [listed('Mazda', 'MX-5'), listed('Mazda', 'CX-5'), listed('Mazda', 'CX-5')], models, makes, offers: [] });
    expect(makeModels(catalogue, 'mazda').map((m) => m.name)).toEqual(['CX-5', 'MX-5']);
  });
  it('explores a model at its override url, else /{model slug}', () => {
    expect(modelPagePath({ slug: 'cx-5', override_url: null })).toBe('/cx-5');
    expect(modelPagePath({ slug: 'cx-90', override_url: '/search/mazda/cx-90' })).toBe('/search/mazda/cx-90');
  });
});

describe('explore searches (spec §7)', () => {
  it('the manufacturer/model search filters by manufacturer, model and body, 21 a page, counting the choices without them', () => {
    const [page, counts] = manufacturerModelSearch('cars', { make: 'Mazda', model: 'CX-5', body: 'SUV', page: 2 });
    expect(page).toMatchObject({ indexName: 'cars', filters: 'make:"Mazda"', facetFilters: [['model:CX-5'], ['body:SUV']], hitsPerPage: EXPLORE_HITS_PER_PAGE, page: 2 });
    expect(EXPLORE_HITS_PER_PAGE).toBe(21);
    expect(counts).toMatchObject({ filters: 'make:"Mazda"', hitsPerPage: 0, facets: ['model', 'body'] });
    expect(manufacturerModelSearch('cars', { make: 'Mazda', model: null, body: null, page: 0 })[0]).not.toHaveProperty('facetFilters');
  });
  it('the page and its counts are one browse, which the search worker can hold whole and answer choices from', () => {
    for (const requests of [manufacturerModelSearch('cars', { make: 'Mazda', model: 'CX-5', body: null, page: 1 }), dealershipSearch('cars', { category: 'Family Cars', price: null, page: 0 })]) {
      const [page, counts] = requests;
      expect(browseKey(page)).not.toBeNull();
      expect(browseKey(page)).toBe(browseKey(counts));
      expect(wholeSetRequest(page, requests)?.attributesToRetrieve).toEqual(expect.arrayContaining([...counts.facets!, 'name', 'price']));
    }
  });
  it('quotes names the filter grammar would break on, and escapes a choice’s leading dash', () => {
    expect(manufacturerModelSearch('cars', { make: 'Rolls "R" Royce', model: null, body: null, page: 0 })[0].filters).toBe('make:"Rolls \\"R\\" Royce"');
    expect(manufacturerModelSearch('cars', { make: 'Mazda', model: '-X "1"', body: null, page: 0 })[0].facetFilters).toEqual([['model:\\-X "1"']]);
  });
  it('a model page’s stock fixes both names', () => {
    expect(modelStockSearch('cars', 'Toyota', 'LandCruiser 70', 1)).toEqual([expect.objectContaining({ filters: 'make:"Toyota" AND model:"LandCruiser 70"', hitsPerPage: 21, page: 1 })]);
  });
  it('the dealership search filters by category and price band, 21 a page', () => {
    const [page, counts] = dealershipSearch('cars', { category: 'Family Cars', price: '$20,000 - $30,000', page: 0 });
    expect(page).toMatchObject({ filters: '', facetFilters: [['categories:Family Cars'], ['price_range:$20,000 - $30,000']] });
    expect(page.hitsPerPage).toBe(21);
    expect(counts).toMatchObject({ filters: '', facets: ['categories', 'price_range'] });
  });
});

describe('explore address state', () => {
  const text = fc.option(fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.trim()).filter((s) => s.length > 0), { nil: null });
  const state: fc.Arbitrary<ExploreSearchState> = fc.record({ model: text, body: text, category: text, price: text, page: fc.integer({ min: 0, max: 998 }) });
  it('round-trips: queryToExplore(exploreToQuery(s)) = s', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(queryToExplore(exploreToQuery(s))).toEqual(s);
      }),
    );
  });
  it('leaves defaults out and counts pages from 1 in the address', () => {
    expect(exploreToQuery(EMPTY_EXPLORE)).toBe('');
    expect(exploreToQuery({ ...EMPTY_EXPLORE, model: 'CX-5', page: 1 })).toBe('?model=CX-5&page=2');
    expect(queryToExplore('?page=0')).toEqual(EMPTY_EXPLORE);
    expect(queryToExplore('?page=abc&model=')).toEqual(EMPTY_EXPLORE);
  });
});

const offer: Offer = {
  id: 7, website_id: 2, name: '2.99% finance on CX-5', description: '<p>Drive away <script>x</script></p>', disclaimer: 'Terms apply.', category: 'Finance offer',
  manufacturer: 'Alfa Romeo', model: { name: 'Giulia', slug: 'giulia', override_url: null }, image_url: null, excluded_website_ids: [3], expires_at: '2026-06-30',
};

describe('offers', () => {
  it('lives at /offers/{manufacturer}/{offerId}; an address id is a positive whole number', () => {
    expect(offerPagePath(offer)).toBe('/offers/alfa-romeo/7');
    expect(offerIdFrom('7')).toBe(7);
    for (const bad of ['0', '-1', '7.5', 'x', '', '07', '12345678901', undefined]) expect(offerIdFrom(bad)).toBeNull();
  });
  it('is served with its sanitised description and its model’s image when it has none', () => {
    const served = servedOffer(offer, '<p>Drive away </p>', '/img/giulia.jpg');
    expect(served).toMatchObject({ sanitized_description: '<p>Drive away </p>', manufacturer_slug: 'alfa-romeo', image_url: null, image_or_model_image: { url: '/img/giulia.jpg' } });
    expect(servedOffer({ ...offer, image_url: '/img/own.jpg' }, '', '/img/giulia.jpg').image_or_model_image).toEqual({ url: '/img/own.jpg' });
    expect(servedOffer(offer, '', null).image_or_model_image).toBeNull();
    expect(offerCard(served)).toMatchObject({ model_name: 'Giulia', model_slug: 'giulia', image_url: '/img/giulia.jpg' });
  });
  it('starts its texts expanded when 200 characters or fewer, always on some sites, a finance disclaimer always (§4)', () => {
    const long = 'x'.repeat(201);
    expect(offerTextStartsExpanded('x'.repeat(200), { alwaysExpanded: false, financeDisclaimer: false })).toBe(true);
    expect(offerTextStartsExpanded(long, { alwaysExpanded: false, financeDisclaimer: false })).toBe(false);
    expect(offerTextStartsExpanded(long, { alwaysExpanded: true, financeDisclaimer: false })).toBe(true);
    expect(offerTextStartsExpanded(long, { alwaysExpanded: false, financeDisclaimer: true })).toBe(true);
  });
});

describe('lead subjects from the address', () => {
  it('reads an offer id, a part number or a model slug; anything malformed is no subject', () => {
    expect(subjectFromQuery('?offer_id=12')).toEqual({ offerId: 12, partNumber: null, model: null });
    expect(subjectFromQuery('?part_number=MZ-4421%2FB')).toEqual({ offerId: null, partNumber: 'MZ-4421/B', model: null });
    expect(subjectFromQuery('?model=cx-5')).toEqual({ offerId: null, partNumber: null, model: 'cx-5' });
    expect(subjectFromQuery('?offer_id=abc&part_number=%3Cx%3E&model=CX%205')).toEqual({ offerId: null, partNumber: null, model: null });
  });
});

describe('warranty texts (spec §9)', () => {
  it('says the used-car protection on used cars, the new-car warranty on new and demo cars', () => {
    const metro = { usedProtectionYears: 5 as const, newWarrantyYears: 7 };
    expect(carWarranty('used', metro)?.title).toBe('5 Years Mechanical Protection');
    expect(carWarranty('new', metro)?.title).toBe('7 Year Warranty');
    expect(carWarranty('demo', { usedProtectionYears: 3, newWarrantyYears: 5 })?.text).toBe('Every new vehicle comes with a 5 year warranty for your peace of mind.');
    expect(carWarranty('new', { usedProtectionYears: 3, newWarrantyYears: null })).toBeNull();
    expect(warrantyTexts({ usedProtectionYears: 3, newWarrantyYears: null }).map((w) => w.text)).toEqual(['Every used vehicle comes with 3 years of mechanical protection.']);
    expect(warrantyTexts(metro).map((w) => w.title)).toEqual(['7 Year Warranty', '5 Years Mechanical Protection']);
  });
});

describe('home sections', () => {
  it('features the dearest cars not already among the latest, four of them', () => {
    const latest = [{ id: 1 }, { id: 2 }];
    expect(featuredCars(latest, [{ id: 9 }, { id: 2 }, { id: 8 }, { id: 1 }, { id: 7 }, { id: 6 }, { id: 5 }]).map((c) => c.id)).toEqual([9, 8, 7, 6]);
    expect(featuredCars([], [])).toEqual([]);
  });
  it('sends "Sell your car" where the tenant sells cars, else to the trade-in valuation', () => {
    expect(sellYourCarLink({ sellMyCar: true })).toMatchObject({ href: '/sell-my-car', label: 'Sell your car' });
    expect(sellYourCarLink({ sellMyCar: false })).toMatchObject({ href: '/trade-in', label: 'Trade in your car' });
  });
  it('counts locations, brands and years since the dealer opened, leaving out what it cannot count', () => {
    expect(homeStats(11, 12, 1987, 2026)).toEqual([
      { label: 'Locations', value: 11 },
      { label: 'Brands', value: 12 },
      { label: 'Years', value: 39 },
    ]);
    expect(homeStats(1, 0, null, 2026)).toEqual([{ label: 'Location', value: 1 }]);
  });
  it('keeps of a location what its card shows, and only the holiday hours its open-now line reads', () => {
    const location = {
      id: 1, distribution_locations: ['x'], place_url: 'u', manufacturers: ['Mazda'], location_subtype: ['new'], name: 'Yard',
      special_hours: ['2026-03-01', '2026-03-10', '2026-03-17', '2026-03-18', '2026-04-25'].map((date) => ({ date, status: 'Closed', location_id: 1, start_hour: null, end_hour: null })),
    } as unknown as ServedLocation;
    const kept = homeLocation(location, '2026-03-10');
    expect(kept).not.toHaveProperty('distribution_locations');
    expect(kept).not.toHaveProperty('manufacturers');
    // Its open-now line looks a week ahead at most.
    expect(kept.special_hours.map((h) => h.date)).toEqual(['2026-03-10', '2026-03-17']);
  });
});
