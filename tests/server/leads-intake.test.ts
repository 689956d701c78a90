// POST /api/leads and friends over real HTTP with a real SQLite file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import { LEAD_MESSAGES } from '../../src/domain/lead-schema.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/payments.ts';
import type { Car } from '../../src/domain/stock.ts';
import { checkAdf } from '../../src/server/leads/adf.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let metroCar: Car;
let harbourCar: Car;
beforeAll(async () => {
  process.env.LEADS_RATE_PER_IP = '1000';
  server = await startTestServer();
  const [cars, dealerships] = await Promise.all([server.repo.cars(), server.repo.dealerships()]);
  const site = (website: number) => new Set(dealerships.filter((d) => d.website_id === website).map((d) => d.id));
  metroCar = cars.find((c) => site(1).has(c.dealership_id))!;
  harbourCar = cars.find((c) => site(2).has(c.dealership_id))!;
}, 120_000);
afterAll(async () => {
  // Let the ADF drops finish before the data dir is removed.
  const settled = async () => {
    for (const t of ['metro-auto-group', 'harbourside-motors', 'outback-caravans']) if ((await server.repo.leads.deliveries(t)).some((d) => d.state === 'pending')) return false;
    return true;
  };
  for (let waited = 0; !(await settled()) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  await server?.dispose();
  delete process.env.LEADS_RATE_PER_IP;
});

const page = { url: 'http://metro-auto-group.localhost/cars/x', userAgent: 'vitest', visitedPages: ['/'], landingSearch: '?utm_source=test' };
const values = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000', message: 'Is it still available?' };
const lead = (car: Car | null, overrides: Record<string, unknown> = {}, form: 'enquiry' | 'contact' | 'test-drive' = 'enquiry') => ({
  ...buildLeadPayload({ form, values, car, page, manufacturerSlug: null }),
  ...overrides,
});

function post(tenant: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.get(tenant, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const leadsOf = (tenant: string) => server.repo.leads.leads(tenant);

describe('POST /api/leads', () => {
  it('stores a valid lead and returns its lead_id', async () => {
    const res = await post('harbourside-motors', '/api/leads', lead(harbourCar));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lead_id: number };
    const stored = (await leadsOf('harbourside-motors')).find((l) => l.id === body.lead_id)!;
    expect(stored.lead).toMatchObject({ source: 'Website', user_agent: 'vitest', phone: '0412345678', car_id: harbourCar.id, stock_number: harbourCar.stocknum, opt_in: true });
    expect(stored.lead.lead_attributes).toEqual({ visited_pages: ['/'], linked_query_params: { utm_source: 'test' } });
  });

  it.each([
    ['name', { name: '' }, LEAD_MESSAGES.firstNameRequired],
    ['last_name', { last_name: undefined }, LEAD_MESSAGES.lastNameRequired],
    ['name', { name: 'x'.repeat(51) }, LEAD_MESSAGES.nameTooLong],
    ['name', { name: 'J4ne' }, LEAD_MESSAGES.nameCharacters],
    ['email', { email: '' }, LEAD_MESSAGES.emailRequired],
    ['email', { email: 'jane@example' }, LEAD_MESSAGES.emailInvalid],
    ['phone', { phone: '' }, LEAD_MESSAGES.phoneRequired],
    ['phone', { phone: '02 9999 9999' }, LEAD_MESSAGES.phoneInvalid],
    ['postcode', { postcode: '123' }, LEAD_MESSAGES.postcode],
    ['postcode', { postcode: '12345' }, LEAD_MESSAGES.postcode],
    ['message', { message: '' }, LEAD_MESSAGES.messageRequired],
    ['message', { message: 'x'.repeat(2001) }, LEAD_MESSAGES.messageTooLong],
    ['Rego', { Rego: 'NOT A REGO!' }, LEAD_MESSAGES.regoInvalid],
  ])('400 with the %s message', async (field, overrides, message) => {
    const before = (await leadsOf('harbourside-motors')).length;
    const res = await post('harbourside-motors', '/api/leads', lead(harbourCar, overrides));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please check the highlighted fields.', status: 400, errors: [{ field, message }] });
    expect(await leadsOf('harbourside-motors')).toHaveLength(before);
  });

  it('applies the tenant rules: preferred dealership, category and location on metro; relaxed message on outback', async () => {
    const noCar = await post('metro-auto-group', '/api/leads', lead(null));
    expect(((await noCar.json()) as { errors: unknown[] }).errors).toEqual([{ field: 'dealership_slug', message: LEAD_MESSAGES.dealershipRequired }]);
    const contact = await post('metro-auto-group', '/api/leads', lead(null, { category: '', location: null, dealership_slug: 'x' }, 'contact'));
    expect(((await contact.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'category', message: LEAD_MESSAGES.categoryRequired },
      { field: 'location', message: LEAD_MESSAGES.locationRequired },
    ]);
    expect((await post('outback-caravans', '/api/leads', lead(null, { message: '' }))).status).toBe(201);
    const otherSite = await post('metro-auto-group', '/api/leads', lead(harbourCar));
    expect(((await otherSite.json()) as { errors: unknown[] }).errors).toEqual([{ field: 'car_id', message: 'This car is not listed on this site.' }]);
  });

  it('names only the tenant’s own dealerships, locations and the forms’ categories', async () => {
    const dealerships = await server.repo.dealerships();
    const other = (website: number) => dealerships.find((d) => d.website_id === website)!;
    const otherLocation = (await server.repo.locations(2))[0].name;
    const own = (await server.repo.locations(1)).find((l) => l.visible)!.name;
    const contact = (overrides: Record<string, unknown>) => lead(null, { category: 'Service', location: own, dealership_slug: other(1).slug, ...overrides }, 'contact');
    expect((await post('metro-auto-group', '/api/leads', contact({}))).status).toBe(201);
    for (const [field, overrides] of [
      ['dealership_slug', { dealership_slug: other(2).slug }],
      ['location', { location: otherLocation }],
      ['category', { category: 'Anything at all' }],
    ] as const) {
      const res = await post('metro-auto-group', '/api/leads', contact(overrides));
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
    }
    // A car's lead names the car's own dealership and location.
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar))).status).toBe(201);
  });

  it('rejects a missing Idempotency-Key and a body that is not JSON', async () => {
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar), { 'idempotency-key': '' })).status).toBe(400);
    const res = await post('metro-auto-group', '/api/leads', '{"name":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'body' }] });
  });
});

describe('Idempotency-Key', () => {
  it('same key and body: the first response again, one lead', async () => {
    const key = randomUUID();
    const body = JSON.stringify(lead(metroCar));
    const first = await post('metro-auto-group', '/api/leads', body, { 'idempotency-key': key });
    const second = await post('metro-auto-group', '/api/leads', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect((await leadsOf('metro-auto-group')).filter((l) => l.idempotency_key === key)).toHaveLength(1);
  });

  it('same key, different body: 422', async () => {
    const key = randomUUID();
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar), { 'idempotency-key': key })).status).toBe(201);
    const res = await post('metro-auto-group', '/api/leads', lead(metroCar, { message: 'Another question' }), { 'idempotency-key': key });
    expect(res.status).toBe(422);
    expect((await leadsOf('metro-auto-group')).filter((l) => l.idempotency_key === key)).toHaveLength(1);
  });

  it('a retry while the first is still in flight: 409; the first then completes', async () => {
    const key = randomUUID();
    const body = Buffer.from(JSON.stringify(lead(metroCar)));
    // The first request sends half its body and waits: the server holds the key meanwhile.
    let firstStatus = 0;
    const first = new Promise<void>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path: '/api/leads', method: 'POST', headers: { host: `metro-auto-group.localhost:${server.port}`, 'content-type': 'application/json', 'content-length': body.length, 'idempotency-key': key } },
        (res) => {
          firstStatus = res.statusCode ?? 0;
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      setTimeout(() => req.end(body.subarray(20)), 400);
    });
    await new Promise((r) => setTimeout(r, 150));
    const retry = await post('metro-auto-group', '/api/leads', body.toString(), { 'idempotency-key': key });
    expect(retry.status).toBe(409);
    await first;
    expect(firstStatus).toBe(201);
    const replay = await post('metro-auto-group', '/api/leads', body.toString(), { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect((await leadsOf('metro-auto-group')).filter((l) => l.idempotency_key === key)).toHaveLength(1);
  });

  it('a rejected body frees the key for the corrected lead', async () => {
    const key = randomUUID();
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar, { postcode: '1' }), { 'idempotency-key': key })).status).toBe(400);
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar), { 'idempotency-key': key })).status).toBe(201);
  });
});

describe('abuse defences', () => {
  it('refuses cross-site POSTs by Origin or Sec-Fetch-Site, accepts same-origin', async () => {
    const cross = await post('metro-auto-group', '/api/leads', lead(metroCar), { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar), { origin: 'null' })).status).toBe(403);
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('metro-auto-group', '/api/events', { name: 'x', at: 1 }, { origin: 'https://evil.example' })).status).toBe(403);
    const same = await post('metro-auto-group', '/api/leads', lead(metroCar), { origin: `http://metro-auto-group.localhost:${server.port}`, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(201);
  });

  it('413 for an oversized body, nothing stored', async () => {
    const before = (await leadsOf('metro-auto-group')).length;
    const res = await post('metro-auto-group', '/api/leads', lead(metroCar, { message: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
    expect(await leadsOf('metro-auto-group')).toHaveLength(before);
  });

  it('the honeypot field gets a quiet 202 and stores nothing', async () => {
    const before = (await leadsOf('metro-auto-group')).length;
    const res = await post('metro-auto-group', '/api/leads', lead(metroCar, { website_url: 'http://spam.example' }));
    expect(res.status).toBe(202);
    expect(await leadsOf('metro-auto-group')).toHaveLength(before);
  });

  it('stores XSS payloads verbatim and hands them on escaped', async () => {
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await post('metro-auto-group', '/api/leads', lead(metroCar, { message: xss, hidden: xss, 'Vehicle Model': xss, subcategory: xss, details: { note: xss } }));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    const { lead_id } = (await res.json()) as { lead_id: number };
    const stored = (await leadsOf('metro-auto-group')).find((l) => l.id === lead_id)!;
    expect([stored.lead.message, stored.lead.hidden, stored.lead['Vehicle Model'], stored.lead.subcategory, stored.lead.details.note]).toEqual([xss, xss, xss, xss, xss]);
    // The ADF file drop for the dealer's CRM carries it as text.
    const file = join(server.config.dataDir, 'dealer-crm', 'metro-auto-group', `lead-${lead_id}.xml`);
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }, { timeout: 5000 }).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(readFileSync(file, 'utf8')).not.toContain('<script>');
    // Names are typed text too: markup is refused there outright.
    expect((await post('metro-auto-group', '/api/leads', lead(metroCar, { name: xss }))).status).toBe(400);
  });

  it('a lead with control characters reaches the CRM as a file that parses, and only then counts as delivered', async () => {
    const res = await post('metro-auto-group', '/api/leads', lead(metroCar, { message: 'Call me\u001b[2J\u0007 now', hidden: '\u0000x' }));
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: number };
    const file = join(server.config.dataDir, 'dealer-crm', 'metro-auto-group', `lead-${lead_id}.xml`);
    await expect.poll(async () => (await server.repo.leads.deliveries('metro-auto-group')).find((d) => d.lead_id === lead_id)?.state, { timeout: 5000 }).toBe('delivered');
    expect(() => checkAdf(readFileSync(file, 'utf8'))).not.toThrow();
  });
});

describe('rate limits', () => {
  it('429 with Retry-After past the per-IP limit', async () => {
    process.env.LEADS_RATE_PER_IP = '3';
    const limited = await startTestServer();
    try {
      const car = (await limited.repo.cars()).find((c) => c.dealership_id === metroCar.dealership_id)!;
      const send = () => limited.get('metro-auto-group', '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(lead(car)) });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.repo.leads.leads('metro-auto-group')).toHaveLength(3);
      // Let the ADF drops finish before the data dir is removed.
      await expect.poll(async () => (await limited.repo.leads.deliveries('metro-auto-group')).every((d) => d.state === 'delivered'), { timeout: 5000 }).toBe(true);
    } finally {
      process.env.LEADS_RATE_PER_IP = '1000';
      await limited.dispose();
    }
  }, 120_000);
});

describe('the tenant’s lead limit cannot be spent by a few addresses', () => {
  let paced: TestServer;
  const env = { LEADS_RATE_PER_IP: '30', LEADS_RATE_PER_TENANT: '40', LEADS_RATE_SHARE: '3' };
  beforeAll(async () => {
    Object.assign(process.env, env);
    // Behind one (pretend) proxy, so the test can be many addresses by X-Forwarded-For.
    paced = await startTestServer({ TRUST_PROXY: '1' });
    process.env.LEADS_RATE_PER_IP = '1000';
    delete process.env.LEADS_RATE_PER_TENANT;
    delete process.env.LEADS_RATE_SHARE;
  }, 120_000);
  afterAll(async () => {
    // Let the due ADF drops finish before the data dir is removed.
    const settled = async () => (await paced.repo.leads.deliveries('harbourside-motors')).every((d) => d.state !== 'pending' || d.next_attempt_at > Date.now());
    for (let waited = 0; !(await settled()) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await paced?.dispose();
  });
  let car: () => Car;
  beforeAll(async () => {
    const pacedCar = (await paced.repo.carById(harbourCar.id, 2))!;
    car = () => pacedCar;
  });
  const send = (address: string, body: unknown) =>
    paced.get('harbourside-motors', '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': address }, body: JSON.stringify(body) });
  /** The lead's deliveries are due now (true) or queued for later (false). */
  const dueNow = async (res: Response) => {
    const { lead_id } = (await res.json()) as { lead_id: number };
    return (await paced.repo.leads.deliveries('harbourside-motors')).filter((d) => d.lead_id === lead_id).every((d) => d.state === 'delivered' || d.next_attempt_at <= Date.now());
  };

  it('junk from 15 addresses (each to its own 429) leaves a shopper’s lead accepted and delivered at once', async () => {
    for (let a = 0; a < 15; a++) for (let i = 0; i < 31; i++) await send(`203.0.113.${a}`, lead(car(), { postcode: 'junk' }));
    const shopper = await send('198.51.100.1', lead(car()));
    expect(shopper.status).toBe(201);
    expect(await dueNow(shopper)).toBe(true);
  });

  it('valid leads from a few addresses count only their share: shoppers’ leads still go at once, theirs are paced', async () => {
    const statuses: number[] = [];
    const flooders: Response[] = [];
    for (let a = 0; a < 3; a++) {
      for (let i = 0; i < 30; i++) {
        const res = await send(`192.0.2.${a}`, lead(car()));
        statuses.push(res.status);
        flooders.push(res);
      }
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    // Their shares go at once (and the first paced slot is now); the rest are queued.
    const due = await Promise.all(flooders.map(dueNow));
    expect(due.filter(Boolean).length).toBeLessThanOrEqual(3 * 3 + 1);
    for (let s = 0; s < 5; s++) {
      const shopper = await send(`198.51.100.${10 + s}`, lead(car()));
      expect(shopper.status).toBe(201);
      expect(await dueNow(shopper)).toBe(true);
    }
  });

  it('past the limit from many addresses, leads are still accepted and their delivery queued, not refused', async () => {
    const answers: Response[] = [];
    for (let a = 0; a < 40; a++) answers.push(await send(`100.64.0.${a}`, lead(car())));
    expect(answers.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const late = await send('198.51.100.99', lead(car()));
    expect(late.status).toBe(201);
    expect(await dueNow(late)).toBe(false);
  });
});

describe('events, miscellaneous, appointments', () => {
  it('stores analytics events, single or batched', async () => {
    expect((await post('outback-caravans', '/api/events', { name: 22, properties: { form: 'contact' }, at: 1700000000000 })).status).toBe(204);
    expect((await post('outback-caravans', '/api/events', { events: [{ name: 'view', at: 1700000000001 }] })).status).toBe(204);
    expect((await post('outback-caravans', '/api/events', { name: '' })).status).toBe(400);
    expect(await server.repo.leads.events('outback-caravans')).toEqual([
      { name: '22', properties: { form: 'contact' }, at: 1700000000000 },
      { name: 'view', properties: {}, at: 1700000000001 },
    ]);
  });

  it('takes a valuation with column_name valuation only on the tenant with the flag', async () => {
    const body = { column_name: 'valuation', valuation: { low: 17500, high: 20300 }, car_id: metroCar.id };
    expect((await post('metro-auto-group', '/api/miscellaneous', body)).status).toBe(201);
    expect((await post('metro-auto-group', '/api/miscellaneous', { ...body, column_name: 'other' })).status).toBe(400);
    expect((await post('harbourside-motors', '/api/miscellaneous', body)).status).toBe(404);
    expect(await server.repo.leads.miscellaneous('metro-auto-group')).toEqual([{ column_name: 'valuation', data: { valuation: { low: 17500, high: 20300 }, car_id: metroCar.id } }]);
  });

  it('lists the same test-drive slots for the same day', async () => {
    const a = await (await server.get('metro-auto-group', '/api/appointments?from=2026-11-21')).json();
    const b = await (await server.get('metro-auto-group', '/api/appointments?from=2026-11-21')).json();
    expect(a).toEqual(b);
    expect(a.today).toBe('2026-11-21');
    expect(a.days[0]).toEqual({ date: '2026-11-23', times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] });
  });

  it.each(['2026-13-01', '2026-02-30', '2026-02-29', '2026-00-10', 'tomorrow', ''])('an impossible date (%j) is a 400 naming the field', async (from) => {
    const res = await server.get('metro-auto-group', `/api/appointments?from=${from}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, errors: [{ field: 'from' }] });
  });

  it('a leap day that exists is a day like any other', async () => {
    expect((await server.get('metro-auto-group', '/api/appointments?from=2028-02-29')).status).toBe(200);
  });
});

describe('the reserve hole is closed', () => {
  it.each(['reserve', 'order', 'online-payment'])('an anonymous %s lead with a payment reference is refused and reserves nothing', async (form) => {
    const car = (await server.repo.cars()).find((c) => c.dealership_id === metroCar.dealership_id && !c.reserved && c.status === 'in_stock')!;
    const before = (await leadsOf('metro-auto-group')).length;
    const res = await post('metro-auto-group', '/api/leads', { ...lead(car), form, message: '', details: { deposit: '$200', payment_reference: 'test_abc' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'form', message: PAYMENT_MESSAGES.paymentsThroughCheckout }] });
    expect((await server.repo.cars([car.id]))[0].reserved).toBe(false);
    expect(await leadsOf('metro-auto-group')).toHaveLength(before);
  });
});

describe('lead links with a numeric car_id', () => {
  it('GET /api/cars/{id} answers the tenant’s car by id, as by slug; another tenant’s id is 404', async () => {
    const byId = await server.get('metro-auto-group', `/api/cars/${metroCar.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toMatchObject({ id: metroCar.id, slug: metroCar.slug });
    expect((await server.get('harbourside-motors', `/api/cars/${metroCar.id}`)).status).toBe(404);
    expect((await server.get('metro-auto-group', '/api/cars/999999999')).status).toBe(404);
  });
});
