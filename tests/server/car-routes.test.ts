// Car page calls (spec §7) over real HTTP with a real SQLite file.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_UNKNOWN_REGION, POSTCODE_REQUIRED } from '../../src/domain/delivery.ts';
import { cents, repayment } from '../../src/domain/finance.ts';
import { priceGaugeFor } from '../../src/domain/price-gauge.ts';
import type { Car } from '../../src/domain/stock.ts';
import { youxQuoteRequest } from '../../src/domain/youx-quote.ts';
import { LOCAL_QUOTE_RATES, REVEALS_PER_MINUTE } from '../../src/server/api/car-routes.ts';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let metroCars: Car[];
const METRO = 'metro-auto-group';
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } as Record<string, string> });
const from = (ip: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => ({ ...init, headers: { ...init.headers, 'x-forwarded-for': ip } });

beforeAll(async () => {
  // Behind one (pretend) proxy, so tests can be several clients by X-Forwarded-For.
  server = await startTestServer({ TRUST_PROXY: '1' });
  const websiteOf = new Map((await server.repo.dealerships()).map((d) => [d.id, d.website_id]));
  metroCars = (await server.repo.cars()).filter((c) => websiteOf.get(c.dealership_id) === 1);
});
afterAll(() => server?.dispose());

describe('view.json', () => {
  it('counts a view on top of the car’s views and reads car fields', async () => {
    const car = metroCars[0];
    const first = await (await server.get(METRO, `/api/cars/${car.slug}/view.json?photos_count=3&website_id=1`, from('203.0.113.1'))).json();
    const second = await (await server.get(METRO, `/api/cars/${car.slug}/view.json`, from('203.0.113.2'))).json();
    expect(first.views).toBe(car.views + 1);
    expect(second.views).toBe(car.views + 2);
    expect(first.car_fields).toMatchObject({ id: car.id, status: car.status, photos_count: car.images.length });
  });
  it('counts one client’s views of a car once however often it asks', async () => {
    const car = metroCars[5];
    const views = async () => ((await (await server.get(METRO, `/api/cars/${car.slug}/view.json`, from('203.0.113.9'))).json()) as { views: number }).views;
    expect(await views()).toBe(car.views + 1);
    for (let i = 0; i < 20; i++) await views();
    expect(await views()).toBe(car.views + 1);
  });
  it('answers 404 for another tenant’s car and 400 for a bad slug', async () => {
    expect((await server.get('harbourside-motors', `/api/cars/${metroCars[0].slug}/view.json`)).status).toBe(404);
    const bad = await server.get(METRO, '/api/cars/Bad_Slug/view.json');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('slug');
  });
});

describe('autogauge', () => {
  it('returns the gauge computed from autograb data, 404 without it', async () => {
    const valued = metroCars.find((c) => c.autograb_data && (c.autograb_data.state_average_market_price ?? c.autograb_data.average_market_price))!;
    const res = await server.get(METRO, `/api/cars/${valued.slug}/autogauge`);
    expect(res.status).toBe(200);
    const gauge = await res.json();
    expect(Object.keys(gauge).sort()).toEqual(['confidence', 'description', 'fill', 'listing_price', 'market_range_max', 'market_range_min']);
    expect(gauge).toEqual(priceGaugeFor(valued));
    const unvalued = metroCars.find((c) => !c.autograb_data);
    if (unvalued) expect((await server.get(METRO, `/api/cars/${unvalued.slug}/autogauge`)).status).toBe(404);
  });
});

describe('reveal-phone', () => {
  it('records a valid reveal', async () => {
    const car = metroCars[1];
    const res = await server.get(METRO, '/api/reveal-phone', json({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 }));
    expect(res.status).toBe(201);
    expect(await server.repo.phoneReveals(car.id)).toBe(1);
  });
  it('rejects a bad body with field errors', async () => {
    const res = await server.get(METRO, '/api/reveal-phone', json({ car_id: 'x', dealership_id: 1 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['car_id', 'website_id']);
    const wrongSite = await server.get(METRO, '/api/reveal-phone', json({ car_id: metroCars[1].id, dealership_id: metroCars[1].dealership_id, website_id: 2 }));
    expect(wrongSite.status).toBe(400);
    expect((await wrongSite.json()).errors[0].field).toBe('website_id');
    const notJson = await server.get(METRO, '/api/reveal-phone', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });
  it('refuses another tenant’s car, even with its own dealership', async () => {
    const websiteOf = new Map((await server.repo.dealerships()).map((d) => [d.id, d.website_id]));
    const harbourCar = (await server.repo.cars()).find((c) => websiteOf.get(c.dealership_id) === 2)!;
    const res = await server.get(METRO, '/api/reveal-phone', json({ car_id: harbourCar.id, dealership_id: harbourCar.dealership_id, website_id: 1 }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe('car_id');
    expect(await server.repo.phoneReveals(harbourCar.id)).toBe(0);
  });
  it('limits the reveals one client records (429 with Retry-After); other clients go on', async () => {
    const car = metroCars[6];
    const body = json({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < REVEALS_PER_MINUTE + 5; i++) statuses.push((await server.get(METRO, '/api/reveal-phone', from('198.51.100.7', body))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REVEALS_PER_MINUTE);
    const limited = await server.get(METRO, '/api/reveal-phone', from('198.51.100.7', body));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.get(METRO, '/api/reveal-phone', from('198.51.100.8', body))).status).toBe(201);
  });
});

describe('reveal-phone with an Idempotency-Key', () => {
  const withKey = (body: unknown, key: string) => {
    const request = json(body);
    return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
  };
  it('counts a reveal sent again with its key once and replays the first reply', async () => {
    const car = metroCars[2];
    const body = { car_id: car.id, dealership_id: car.dealership_id, website_id: 1 };
    const before = await server.repo.phoneReveals(car.id);
    const first = await server.get(METRO, '/api/reveal-phone', withKey(body, 'reveal-key-0001'));
    const again = await server.get(METRO, '/api/reveal-phone', withKey(body, 'reveal-key-0001'));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await server.repo.phoneReveals(car.id)).toBe(before + 1);
    // Another key is another reveal; without a key every request counts.
    await server.get(METRO, '/api/reveal-phone', withKey(body, 'reveal-key-0002'));
    await server.get(METRO, '/api/reveal-phone', json(body));
    expect(await server.repo.phoneReveals(car.id)).toBe(before + 3);
  });
  it('refuses the key with another body (422) and a malformed key (400); a rejected body frees its key', async () => {
    const car = metroCars[3];
    const body = { car_id: car.id, dealership_id: car.dealership_id, website_id: 1 };
    await server.get(METRO, '/api/reveal-phone', withKey(body, 'reveal-key-0003'));
    const other = await server.get(METRO, '/api/reveal-phone', withKey({ ...body, car_id: metroCars[4].id, dealership_id: metroCars[4].dealership_id }, 'reveal-key-0003'));
    expect(other.status).toBe(422);
    const malformed = await server.get(METRO, '/api/reveal-phone', withKey(body, 'short'));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors[0].field).toBe('Idempotency-Key');
    const rejected = await server.get(METRO, '/api/reveal-phone', withKey({ ...body, website_id: 2 }, 'reveal-key-0004'));
    expect(rejected.status).toBe(400);
    expect((await server.get(METRO, '/api/reveal-phone', withKey(body, 'reveal-key-0004'))).status).toBe(201);
    expect(await server.repo.phoneReveals(car.id)).toBe(2);
  });
  it('keeps its keys apart from the leads’: a lead with a reveal’s key is a new lead', async () => {
    const car = metroCars[7];
    const key = 'shared-key-0001';
    expect((await server.get(METRO, '/api/reveal-phone', withKey({ car_id: car.id, dealership_id: car.dealership_id, website_id: 1 }, key))).status).toBe(201);
    const lead = buildLeadPayload({
      form: 'enquiry',
      values: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '2000', message: 'Still there?' },
      car,
      page: { url: 'http://x/', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
      manufacturerSlug: null,
    });
    const res = await server.get(METRO, '/api/leads', withKey(lead, key));
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const { lead_id } = (await res.json()) as { lead_id: number };
    expect((await server.repo.leads.lead(lead_id))?.idempotency_key).toBe(key);
  });
});

describe('delivery', () => {
  it('answers the region and price, 404 with the spec sentence for an unknown region, 400 for invalid input', async () => {
    expect(await (await server.get(METRO, '/api/delivery?postcode=2000')).json()).toEqual({ name: 'Sydney Metro', price: 199 });
    const unknown = await server.get(METRO, '/api/delivery?postcode=6800');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(DELIVERY_UNKNOWN_REGION);
    const empty = await server.get(METRO, '/api/delivery?postcode=');
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: 'postcode', message: POSTCODE_REQUIRED }]);
    expect((await (await server.get(METRO, '/api/delivery?postcode=0100')).json()).message).toBe('Invalid postcode');
  });
});

describe('finance disclaimer', () => {
  it('reads the lender disclaimer', async () => {
    const financed = metroCars.find((c) => Object.keys(c.finance_lenders).length > 0)!;
    const body = await (await server.get(METRO, `/api/cars/${financed.slug}/finance-disclaimer`)).json();
    expect(Object.values(financed.finance_lenders).map((l) => l.disclaimer)).toContain(body.disclaimer);
  });
});

describe('youx quote', () => {
  it('is off on tenants without the feature', async () => {
    const res = await server.get('outback-caravans', '/api/youx/quote', json(youxQuoteRequest(metroCars[0])));
    expect(res.status).toBe(404);
  });
  it('quotes deterministically on tenants with it and validates the body', async () => {
    const tenants = (await (await server.get(METRO, '/api/tenants')).json()) as { slug: string }[];
    const quoting: string[] = [];
    for (const { slug } of tenants) {
      const boot = await (await server.get(slug, '/api/tenant')).json();
      if (boot.tenant.features.youxQuote) quoting.push(slug);
    }
    expect(quoting.length).toBeGreaterThan(0);
    const body = youxQuoteRequest({ price: 30000, year: 2022, vin: 'JM0KF1', nvic: null });
    const res = await server.get(quoting[0], '/api/youx/quote', json(body));
    expect(res.status).toBe(200);
    const expected = cents(repayment({ price: 30000, deposit: 0, establishmentFee: 0, residual: 0, interestPercent: LOCAL_QUOTE_RATES.advertisedRate, termYears: 5, frequency: 'weekly' }));
    expect(await res.json()).toEqual({ weeklyRepaymentAmount: expected, ...LOCAL_QUOTE_RATES });
    const bad = await server.get(quoting[0], '/api/youx/quote', json({ ...body, loanTerm: 3, purchasePrice: -1 }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(['loanTerm', 'purchasePrice']);
  });
});

describe('pdf', () => {
  it('is a PDF saved as {slug}.pdf', async () => {
    const car = metroCars[2];
    const res = await server.get(METRO, `/api/cars/${car.slug}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  /** The images a PDF embeds, by their XObject dictionaries (the text itself is compressed): JPEGs, and the rest. */
  const images = (pdf: Buffer) => {
    const text = pdf.toString('latin1');
    return { jpeg: text.match(/\/Filter \/DCTDecode/g)?.length ?? 0, all: text.match(/\/Subtype \/Image/g)?.length ?? 0 };
  };

  it('carries the car’s main photo and the dealer’s logo (issue 42: it was a text-only page)', async () => {
    const car = metroCars.find((c) => c.primary_image_url?.startsWith('/img/'))!;
    // The e2e and test servers make no demo media: the photo the car names is put in place here.
    const file = join(server.config.mediaDir, car.primary_image_url!.slice('/img/'.length));
    mkdirSync(dirname(file), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } }).jpeg().toFile(file);
    const pdf = Buffer.from(await (await server.get(METRO, `/api/cars/${car.slug}/pdf`)).arrayBuffer());
    rmSync(file);
    // Without its photo the PDF still has the logo (a PNG with its transparency), and is sent all the same.
    const plain = await server.get(METRO, `/api/cars/${car.slug}/pdf`);
    expect(plain.status).toBe(200);
    const logoOnly = images(Buffer.from(await plain.arrayBuffer()));
    expect(logoOnly.jpeg).toBe(0);
    expect(logoOnly.all).toBeGreaterThanOrEqual(1);
    expect(images(pdf)).toEqual({ jpeg: 1, all: logoOnly.all + 1 });
  });
});
