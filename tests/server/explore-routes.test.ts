// The explore pages' dealer API over real HTTP with a real SQLite file: every model with listed stock or
// an offer (its count the search's), brands (a skipped one not found), offers (an excluded one never
// served, the description sanitised), home's sections, and offer and part enquiries carrying what they
// are about into the lead.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../src/domain/home-sections.ts';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { ServedBrand, ServedModel } from '../../src/domain/model-explore.ts';
import { offerVisibleOn, type ServedOffer } from '../../src/domain/offers.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { openDatabase } from '../../src/server/sqlite/database.ts';
import { LEAD_SUBJECT_MESSAGES } from '../../src/server/api/leads.ts';
import { startTestServer, tempDir, type TestServer } from './harness.ts';

let server: TestServer;
const METRO = 'metro-auto-group';
const HARBOUR = 'harbourside-motors';
const OUTBACK = 'outback-caravans';
const HOSTILE = '<p>Drive <b>away</b> today<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">here</a></p>';

beforeAll(async () => {
  process.env.LEADS_RATE_PER_IP = '1000';
  const dataDir = tempDir();
  server = await startTestServer({ DATA_DIR: dataDir });
  // A dealer feed's offer text is untrusted HTML.
  const db = openDatabase(dataDir);
  db.prepare("UPDATE offers SET data = json_set(data, '$.description', ?) WHERE id = 1").run(HOSTILE);
  db.close();
}, 120_000);
afterAll(async () => {
  const settled = async () => (await Promise.all([METRO, HARBOUR, OUTBACK].map((t) => server.repo.leads.deliveries(t)))).every((ds) => ds.every((d) => d.state !== 'pending'));
  for (let waited = 0; !(await settled()) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  await server?.dispose();
  delete process.env.LEADS_RATE_PER_IP;
});

const getJson = async <T>(host: string, path: string, status = 200): Promise<T> => {
  const res = await server.get(host, path);
  expect(res.status, `${host} ${path} answered ${res.status}`).toBe(status);
  return (await res.json()) as T;
};

/** A search with the tenant's own key, as its browser makes it (its stock filter applies). */
async function searchCount(host: string, filters: string): Promise<number> {
  const { search } = await getJson<TenantBootstrap>(host, '/api/tenant');
  const res = await server.get(host, `/1/indexes/cars/query?x-algolia-api-key=${encodeURIComponent(search.apiKey)}&x-algolia-application-id=${search.appId}`, {
    method: 'POST',
    body: JSON.stringify({ filters, hitsPerPage: 0 }),
  });
  return ((await res.json()) as { nbHits: number }).nbHits;
}

const websiteOf = (slug: string) => ({ [METRO]: 1, [HARBOUR]: 2, [OUTBACK]: 3 })[slug]!;
const dealershipsOf = async (slug: string) => new Set((await server.repo.dealerships()).filter((d) => d.website_id === websiteOf(slug)).map((d) => d.id));

describe('GET /api/models/{slug}', () => {
  it('answers for every model the site lists stock of, past the menus’ 24, with the search’s count and key specs', async () => {
    const { navigation } = await getJson<TenantBootstrap>(METRO, '/api/tenant');
    const dealerships = await dealershipsOf(METRO);
    const stocked = new Map<string, { make: string; model: string }>();
    for (const car of await server.repo.cars()) {
      if (dealerships.has(car.dealership_id) && car.status === 'in_stock' && car.show_on_dealer_website) stocked.set(car.model_slug, { make: car.make, model: car.model });
    }
    const beyondMenus = [...stocked.keys()].filter((slug) => !navigation.models.some((m) => m.slug === slug));
    expect(beyondMenus.length).toBeGreaterThan(0);
    for (const slug of [...beyondMenus.slice(0, 4), navigation.models[0].slug]) {
      const model = await getJson<ServedModel>(METRO, `/api/models/${slug}`);
      expect(model.slug).toBe(slug);
      expect(model.count).toBe(await searchCount(METRO, `make:"${model.make}" AND model:"${model.name}"`));
      expect(model.count).toBeGreaterThan(0);
      expect(model.image).toMatch(/^\/img\//);
    }
    const withSpecs = await getJson<ServedModel>(METRO, `/api/models/${navigation.models[0].slug}`);
    expect(withSpecs.specs.map((s) => s.label)).toEqual(expect.arrayContaining(['Length', 'Width']));
  });
  it('answers for a model the site has an offer for, with the offer; not for another site’s model or an unknown one', async () => {
    const offers = (await server.repo.offers()).filter((o) => o.website_id === 2 && o.model && offerVisibleOn(o, 2, [4]));
    const offer = offers[0];
    const model = await getJson<ServedModel>(HARBOUR, `/api/models/${offer.model!.slug}`);
    expect(model.offers.map((o) => o.id)).toContain(offer.id);
    expect(model.offers.every((o) => o.manufacturer === model.make)).toBe(true);
    await getJson(HARBOUR, '/api/models/no-such-model', 404);
    // A caravan only Outback lists is no model of Harbourside's.
    const cars = await server.repo.cars();
    const [harbour, outback] = [await dealershipsOf(HARBOUR), await dealershipsOf(OUTBACK)];
    const harbourModels = new Set(cars.filter((c) => harbour.has(c.dealership_id)).map((c) => c.model_slug));
    const outbackOnly = cars.find((c) => outback.has(c.dealership_id) && c.item_type === 'caravan' && c.status === 'in_stock' && c.show_on_dealer_website && c.certified && !harbourModels.has(c.model_slug))!;
    await getJson(OUTBACK, `/api/models/${outbackOnly.model_slug}`);
    await getJson(HARBOUR, `/api/models/${outbackOnly.model_slug}`, 404);
    expect((await getJson<{ errors: { field: string }[] }>(HARBOUR, '/api/models/Not_A_Slug', 400)).errors[0].field).toBe('slug');
  });
});

describe('GET /api/brands/{slug}', () => {
  it('serves a make brand with its banner, description and models with stock counts', async () => {
    const brand = await getJson<ServedBrand>(METRO, '/api/brands/toyota');
    expect(brand).toMatchObject({ title: 'Toyota', group: 'cars', skipPage: false, banner_image: expect.stringMatching(/^\/img\//), description: expect.stringContaining('Toyota') });
    expect(brand).not.toHaveProperty('website_id');
    expect(brand.models.length).toBeGreaterThan(5);
    expect(brand.models.every((m) => m.make === 'Toyota' && m.count >= 0)).toBe(true);
    const counts = brand.models.map((m) => m.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(brand.models[0].count).toBe(await searchCount(METRO, `make:"Toyota" AND model:"${brand.models[0].name}"`));
  });
  it('serves a partner with a page (no models); a brand that skips its page, or another site’s, is not found', async () => {
    expect(await getJson<ServedBrand>(METRO, '/api/brands/metro-finance')).toMatchObject({ group: 'partners', models: [] });
    const skipped = (await server.repo.brands(1)).find((b) => b.skipPage)!;
    await getJson(METRO, `/api/brands/${skipped.slug}`, 404);
    await getJson(HARBOUR, '/api/brands/toyota', 404);
    await getJson(METRO, '/api/brands/NOPE!', 400);
  });
});

describe('GET /api/offers/{id}', () => {
  it('serves the site’s offer with a sanitised description and its image or its model’s', async () => {
    const offer = await getJson<ServedOffer>(HARBOUR, '/api/offers/1');
    expect(offer.description).toBe(HOSTILE);
    expect(offer.sanitized_description).toBe('<p>Drive <b>away</b> todayhere</p>');
    expect(offer.manufacturer_slug).toBe('mazda');
    expect(offer.image_or_model_image?.url).toMatch(/^\/img\//);
    expect(offer).not.toHaveProperty('excluded_website_ids');
  });
  it('never serves an excluded offer (spec §5), except the site’s always-shown ones; nor another site’s', async () => {
    const offers = await server.repo.offers();
    const excluded = offers.find((o) => o.website_id === 1 && o.excluded_website_ids.includes(1))!;
    await getJson(METRO, `/api/offers/${excluded.id}`, 404);
    // Harbourside excludes offer 4 but always shows it (offers.alwaysShowIds).
    expect(offers.find((o) => o.id === 4)!.excluded_website_ids).toContain(2);
    await getJson(HARBOUR, '/api/offers/4');
    const metroOffer = offers.find((o) => o.website_id === 1 && !o.excluded_website_ids.includes(1))!;
    await getJson(HARBOUR, `/api/offers/${metroOffer.id}`, 404);
    for (const bad of ['0', 'abc', '1.5']) await getJson(HARBOUR, `/api/offers/${bad}`, 400);
  });
});

describe('GET /api/home', () => {
  it('has the newest cars in stock, the dearest not among them, visible offers, visible locations and recent reviews', async () => {
    const home = await getJson<HomeData>(METRO, '/api/home');
    expect(home.latest).toHaveLength(4);
    expect(home.latest.every((c) => c.status === 'in_stock' && c.primary_image_url)).toBe(true);
    const times = home.latest.map((c) => c.created_at_timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(home.featured).toHaveLength(4);
    expect(home.featured.some((c) => home.latest.some((l) => l.id === c.id))).toBe(false);
    const prices = home.featured.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const offers = await server.repo.offers();
    expect(home.offers.length).toBeGreaterThan(0);
    for (const o of home.offers) expect(offerVisibleOn(offers.find((x) => x.id === o.id)!, 1)).toBe(true);
    const all = await server.repo.locations(1);
    const hidden = all.filter((l) => !l.visible);
    expect(home.locations.some((l) => hidden.some((h) => h.id === l.id))).toBe(false);
    expect(home.locations.length).toBe(all.length - hidden.length);
    expect(home.reviews.length).toBe(3);
    expect(home.reviews.every((r) => r.rating >= 4)).toBe(true);
    expect(home.featureImages.offers).toMatch(/^\/img\//);
  });
  it('has no reviews where the site hides them, and is inlined in the home page', async () => {
    expect((await getJson<HomeData>(OUTBACK, '/api/home')).reviews).toEqual([]);
    const html = await (await server.get(HARBOUR, '/')).text();
    const inlined = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined!)).toMatchObject({ home: { latest: expect.any(Array), locations: expect.any(Array) }, opened: { at: expect.any(Number) } });
  });
});

describe('offer and part enquiries', () => {
  const page = { url: 'http://harbourside-motors.localhost/contact', userAgent: 'vitest', visitedPages: ['/'], landingSearch: '' };
  const values = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000', message: 'Tell me more.' };
  const post = (tenant: string, body: unknown) =>
    server.get(tenant, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(body) });
  const contact = (subject: Parameters<typeof buildLeadPayload>[0]['subject'], form: 'contact' | 'test-drive' = 'contact') =>
    buildLeadPayload({ form, values: { ...values, category: 'General Enquiry', location: 'Harbourside Mazda' }, car: null, page, manufacturerSlug: 'mazda', subject });

  it('carry offer_id and part_number into the stored lead', async () => {
    const withOffer = await post(HARBOUR, contact({ offerId: 1, make: 'Mazda', model: 'CX-5' }));
    expect(withOffer.status).toBe(201);
    const offerId = ((await withOffer.json()) as { lead_id: number }).lead_id;
    const offerLead = (await server.repo.leads.leads(HARBOUR)).find((l) => l.id === offerId)!;
    expect(offerLead.lead).toMatchObject({ offer_id: 1, 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', part_number: null });
    // The dealer's CRM file names the offer and the model.
    const adf = join(server.config.dataDir, 'adf', HARBOUR, `lead-${offerId}.xml`);
    for (let waited = 0; !existsSync(adf) && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const xml = readFileSync(adf, 'utf8');
    expect(xml).toContain('Offer: 1');
    expect(xml).toContain('<make>Mazda</make><model>CX-5</model>');
    const part = (await server.repo.parts()).find((p) => p.website_id === 2)!;
    const withPart = await post(HARBOUR, contact({ partNumber: part.part_number }));
    expect(withPart.status).toBe(201);
    const partId = ((await withPart.json()) as { lead_id: number }).lead_id;
    const partLead = (await server.repo.leads.leads(HARBOUR)).find((l) => l.id === partId)!;
    expect(partLead.lead).toMatchObject({ part_number: part.part_number, offer_id: null });
    const testDrive = await post(HARBOUR, contact({ offerId: 1 }, 'test-drive'));
    expect(testDrive.status).toBe(201);
  });
  it('refuse an offer the site does not show and a part it does not sell', async () => {
    const excluded = (await server.repo.offers()).find((o) => o.website_id === 1 && o.excluded_website_ids.includes(1))!;
    const before = (await server.repo.leads.leads(METRO)).length;
    const location = (await server.repo.locations(1)).find((l) => l.visible)!.name;
    const res = await post(METRO, { ...contact({ offerId: excluded.id }), location, dealership_slug: 'metro-toyota', category: 'General Enquiry' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ field: 'offer_id', message: LEAD_SUBJECT_MESSAGES.offer });
    const otherSitesPart = (await server.repo.parts()).find((p) => p.website_id === 1)!;
    const part = await post(HARBOUR, contact({ partNumber: otherSitesPart.part_number }));
    expect(part.status).toBe(400);
    expect(((await part.json()) as { errors: unknown[] }).errors).toEqual([{ field: 'part_number', message: LEAD_SUBJECT_MESSAGES.part }]);
    expect(await server.repo.leads.leads(METRO)).toHaveLength(before);
  });
});
