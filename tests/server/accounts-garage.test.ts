// The watchlist API of spec §7 and My Garage over real HTTP with a real store (SQLite, and PostgreSQL
// in server-postgres): 401/403/400, idempotent saves, sold cars, what changed since saved, own
// vehicles, saved searches and their alerts, leads sent while signed in, the personalised quote
// behind sign-in, and e-mail sign-in (adding a mobile, adding an e-mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_ALERT_NEEDS_EMAIL, WATCHLIST_MESSAGES } from '../../src/domain/account.ts';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { Car } from '../../src/domain/stock.ts';
import { listMessages } from '../../src/server/messages/file-drop.ts';
import { call, client, latestCode, sessionUser, signIn, type Client } from './accounts-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let metroCars: Car[];
let harbourCar: Car;
let ipCount = 0;
const nextIp = () => `198.51.100.${++ipCount}`;
let mobileCount = 0;
const nextMobile = () => `04${String(55000000 + ++mobileCount).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', ACCOUNT_CODE_INTERVAL_S: '1' });
  const dealerships = await server.repo.dealerships();
  const site = (website: number) => new Set(dealerships.filter((d) => d.website_id === website).map((d) => d.id));
  const cars = await server.repo.cars();
  metroCars = cars.filter((c) => site(1).has(c.dealership_id));
  harbourCar = cars.find((c) => site(2).has(c.dealership_id))!;
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

const available = () => metroCars.filter((c) => (c.status === 'in_stock' || c.status === 'coming_soon') && !c.sold && !c.reserved);

async function shopper(tenant = 'metro-auto-group'): Promise<Client & { mobile: string }> {
  const who = { ...client(tenant, nextIp()), mobile: nextMobile() };
  await signIn(server, who, who.mobile);
  return who;
}

const watch = (who: Client, action: 'save-car' | 'remove-car', body: unknown) => call(server, who, 'POST', `/api/watchlist/${action}`, body);

describe('POST /api/watchlist/save-car and remove-car (spec §7)', () => {
  it('saves and removes for the signed-in shopper, answering {success, message}', async () => {
    const who = await shopper();
    const car = available()[0];
    const saved = await watch(who, 'save-car', { phone_number: who.mobile, car_id: car.id });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, message: WATCHLIST_MESSAGES.saved });
    expect(await (await call(server, who, 'GET', '/api/watchlist')).json()).toEqual({ car_ids: [car.id] });
    const removed = await watch(who, 'remove-car', { phone_number: who.mobile, car_id: car.id });
    expect(await removed.json()).toEqual({ success: true, message: WATCHLIST_MESSAGES.removed });
    expect(await (await call(server, who, 'GET', '/api/watchlist')).json()).toEqual({ car_ids: [] });
  });

  it('saving twice keeps one entry, with the price it had when first saved', async () => {
    const who = await shopper();
    const car = available()[1];
    for (let i = 0; i < 2; i++) expect((await watch(who, 'save-car', { phone_number: `+61${who.mobile.slice(1)}`, car_id: car.id })).status).toBe(200);
    const garage = (await (await call(server, who, 'GET', '/api/garage')).json()) as { watchlist: { car_id: number }[] };
    expect(garage.watchlist.map((e) => e.car_id)).toEqual([car.id]);
  });

  it('answers 401 to a shopper who is not signed in', async () => {
    const res = await watch(client('metro-auto-group', nextIp()), 'save-car', { phone_number: '0412345678', car_id: available()[0].id });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("answers 403 when the phone number is not the shopper's", async () => {
    const who = await shopper();
    const res = await watch(who, 'save-car', { phone_number: '0499999999', car_id: available()[0].id });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: WATCHLIST_MESSAGES.notYourPhone });
  });

  it.each([
    ['not JSON', '{', 'body'],
    ['no car', { phone_number: '0412345678' }, 'car_id'],
    ['a text car id', { phone_number: '0412345678', car_id: 'abc' }, 'car_id'],
    ['a negative car id', { phone_number: '0412345678', car_id: -3 }, 'car_id'],
    ['no phone', { car_id: 1 }, 'phone_number'],
    ['an extra field', { phone_number: '0412345678', car_id: 1, admin: true }, 'body'],
  ])('answers 400 with field errors for %s', async (_what, body, field) => {
    const who = await shopper();
    const res = await watch(who, 'save-car', body);
    expect(res.status).toBe(400);
    const reply = (await res.json()) as { success: boolean; message: string; errors: { field: string }[] };
    expect(reply.success).toBe(false);
    expect(reply.message).not.toBe('');
    expect(reply.errors.map((e) => e.field)).toContain(field);
  });

  it("answers 400 for a car id that is not this site's car", async () => {
    const who = await shopper();
    for (const carId of [999_999_999, harbourCar.id]) {
      const res = await watch(who, 'save-car', { phone_number: who.mobile, car_id: carId });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: WATCHLIST_MESSAGES.unknownCar, errors: [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }] });
    }
  });

  it('does not add a sold car, but one saved before it sold stays and can be removed (spec §4)', async () => {
    const who = await shopper();
    const [car] = available().slice(5, 6);
    expect((await watch(who, 'save-car', { phone_number: who.mobile, car_id: car.id })).status).toBe(200);
    await server.repo.saveCar({ ...car, status: 'sold', sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000), price: car.price - 1000 });
    expect((await watch(who, 'save-car', { phone_number: who.mobile, car_id: car.id })).status).toBe(200);
    const garage = (await (await call(server, who, 'GET', '/api/garage')).json()) as { watchlist: { car_id: number; change: unknown }[] };
    expect(garage.watchlist.find((e) => e.car_id === car.id)?.change).toEqual({ priceChange: -1000, soldSinceSaved: true, reservedSinceSaved: false });
    const other = await shopper();
    const refused = await watch(other, 'save-car', { phone_number: other.mobile, car_id: car.id });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(WATCHLIST_MESSAGES.sold);
    expect((await watch(who, 'remove-car', { phone_number: who.mobile, car_id: car.id })).status).toBe(200);
    await server.repo.saveCar(car);
  });

  it('sends a shopper without a mobile to add one: 403', async () => {
    const who = client('metro-auto-group', nextIp());
    const email = `watcher-${randomUUID()}@example.com`;
    await call(server, who, 'POST', '/api/account/code', { email });
    const res = await call(server, who, 'POST', '/api/account/sign-in', { email, code: await latestCode(server, 'metro-auto-group', email) });
    expect(res.status).toBe(200);
    who.cookie = /^([^;]+)/.exec(res.headers.get('set-cookie')!)![1];
    const refused = await watch(who, 'save-car', { phone_number: '0412345678', car_id: available()[0].id });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: WATCHLIST_MESSAGES.noPhone });
    // Adding the mobile (with its code) makes the watchlist theirs to use.
    const mobile = nextMobile();
    expect((await call(server, who, 'POST', '/api/account/code', { mobile, purpose: 'add' })).status).toBe(200);
    const added = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code: await latestCode(server, 'metro-auto-group', mobile), purpose: 'add' });
    expect(await added.json()).toMatchObject({ user: { email, phone: mobile } });
    expect((await watch(who, 'save-car', { phone_number: mobile, car_id: available()[0].id })).status).toBe(200);
  });

  it('is not offered where sign-in is off', async () => {
    expect((await watch(client('harbourside-motors', nextIp()), 'save-car', { phone_number: '0412345678', car_id: harbourCar.id })).status).toBe(404);
  });
});

describe('My Garage', () => {
  it('lists the watchlist with price changes and reservations since saved', async () => {
    const who = await shopper();
    const car = available()[2];
    await watch(who, 'save-car', { phone_number: who.mobile, car_id: car.id });
    await server.repo.saveCar({ ...car, price: car.price + 500, offer_price: null, reserved: true });
    const garage = (await (await call(server, who, 'GET', '/api/garage')).json()) as { watchlist: { car: { slug: string; reserved: boolean }; change: unknown }[] };
    expect(garage.watchlist[0].car).toMatchObject({ slug: car.slug, reserved: true });
    expect(garage.watchlist[0].change).toMatchObject({ reservedSinceSaved: true, soldSinceSaved: false });
    await server.repo.saveCar(car);
  });

  it('keeps own vehicles: add, change, remove; bad input is a 400 naming the fields', async () => {
    const who = await shopper();
    const bad = await call(server, who, 'POST', '/api/garage/vehicles', { rego: 'TOO-LONG-REGO!', rego_state: 'XX', make: '', model: 'Corolla', year: 1800, km: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['km', 'make', 'rego', 'rego_state', 'year']);
    const added = await call(server, who, 'POST', '/api/garage/vehicles', { rego: 'abc 123', rego_state: 'NSW', make: 'Toyota', model: 'Corolla', year: 2019, km: 64000 });
    expect(added.status).toBe(201);
    const vehicle = (await added.json()) as { id: number; rego: string };
    expect(vehicle.rego).toBe('ABC123');
    const changed = await call(server, who, 'PUT', `/api/garage/vehicles/${vehicle.id}`, { rego: 'ABC123', rego_state: 'NSW', make: 'Toyota', model: 'Corolla', year: 2019, km: 70000 });
    expect(await changed.json()).toMatchObject({ km: 70000 });
    // Another shopper cannot touch it.
    const other = await shopper();
    expect((await call(server, other, 'DELETE', `/api/garage/vehicles/${vehicle.id}`)).status).toBe(404);
    expect((await call(server, who, 'DELETE', '/api/garage/vehicles/abc')).status).toBe(400);
    expect((await call(server, who, 'DELETE', `/api/garage/vehicles/${vehicle.id}`)).status).toBe(204);
    expect(((await (await call(server, who, 'GET', '/api/garage')).json()) as { vehicles: unknown[] }).vehicles).toEqual([]);
  });

  it('lists enquiries and reservations sent while signed in, with their status; deleting the account leaves the leads', async () => {
    const who = await shopper();
    const car = available()[3];
    const page = { url: 'http://metro-auto-group.localhost/cars/x', userAgent: 'vitest', visitedPages: ['/'], landingSearch: '' };
    const values = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com.au', phone: who.mobile, postcode: '2000', message: 'Still there?' };
    const sent = await call(server, who, 'POST', '/api/leads', buildLeadPayload({ form: 'enquiry', values, car, page, manufacturerSlug: null }), { 'idempotency-key': randomUUID() });
    expect(sent.status).toBe(201);
    const leadId = ((await sent.json()) as { lead_id: number }).lead_id;
    const garage = (await (await call(server, who, 'GET', '/api/garage')).json()) as { enquiries: { id: number; title: string; car: { id: number }; status: string }[]; reservations: unknown[] };
    expect(garage.enquiries).toEqual([expect.objectContaining({ id: leadId, title: 'Enquiry', car: expect.objectContaining({ id: car.id }), status: expect.stringMatching(/^(sent|sending)$/) })]);
    expect(garage.reservations).toEqual([]);
    // Someone else's garage does not have it.
    expect(((await (await call(server, await shopper(), 'GET', '/api/garage')).json()) as { enquiries: unknown[] }).enquiries).toEqual([]);
    expect((await call(server, who, 'DELETE', '/api/account')).status).toBe(200);
    expect(await server.repo.leads.lead(leadId)).toMatchObject({ id: leadId });
  });

  it('saves searches and e-mails new matches to shoppers who opted in', async () => {
    const who = client('metro-auto-group', nextIp());
    const email = `searcher-${randomUUID()}@example.com`;
    await call(server, who, 'POST', '/api/account/code', { email });
    const res = await call(server, who, 'POST', '/api/account/sign-in', { email, code: await latestCode(server, 'metro-auto-group', email) });
    who.cookie = /^([^;]+)/.exec(res.headers.get('set-cookie')!)![1];
    const template = available()[4];
    const request = { indexName: 'cars', query: '', facetFilters: [[`make:${template.make}`], [`model:${template.model}`]] };
    const saved = await call(server, who, 'POST', '/api/garage/saved-searches', { label: `${template.make} ${template.model}`, url: `/search/${template.make_slug}/${template.model_slug}`, request, email_alerts: true });
    expect(saved.status).toBe(201);
    const search = (await saved.json()) as { id: number; email_alerts: boolean };
    expect(search.email_alerts).toBe(true);
    // Nothing new yet: no e-mail.
    expect(await server.accounts.alerts.run()).toBeUndefined();
    const before = await listMessages(join(server.config.dataDir, 'messages'), 'metro-auto-group', email);
    const newcomer: Car = { ...template, id: 990_001, slug: `${template.slug}-new-arrival`, stocknum: 'NEW1', created_at: new Date().toISOString(), updated_at: new Date().toISOString() };
    await server.repo.saveCar(newcomer);
    await server.searchSettled();
    await server.accounts.alerts.run();
    const after = await listMessages(join(server.config.dataDir, 'messages'), 'metro-auto-group', email);
    expect(after.length).toBe(before.length + 1);
    const message = readFileSync(after[0], 'utf8');
    expect(message).toMatch(/^Subject: =\?UTF-8\?Q\?A_new_match_for_/m);
    expect(message).toContain(`/cars/${newcomer.slug}`);
    // The same car is not sent twice; turning alerts off stops them.
    await server.accounts.alerts.run();
    expect((await listMessages(join(server.config.dataDir, 'messages'), 'metro-auto-group', email)).length).toBe(after.length);
    const off = await call(server, who, 'PATCH', `/api/garage/saved-searches/${search.id}`, { email_alerts: false });
    expect(await off.json()).toMatchObject({ email_alerts: false });
    expect((await call(server, who, 'DELETE', `/api/garage/saved-searches/${search.id}`)).status).toBe(204);
  });

  it('asks a shopper without an e-mail to add one before alerts, and refuses a search of another site', async () => {
    const who = await shopper();
    const body = { label: 'Utes', url: '/search/used-cars', request: { indexName: 'cars', query: 'ute' }, email_alerts: true };
    const refused = await call(server, who, 'POST', '/api/garage/saved-searches', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ field: 'email_alerts', message: SEARCH_ALERT_NEEDS_EMAIL }] });
    expect((await call(server, who, 'POST', '/api/garage/saved-searches', { ...body, email_alerts: false })).status).toBe(201);
    const elsewhere = await call(server, who, 'POST', '/api/garage/saved-searches', { ...body, email_alerts: false, request: { indexName: 'not_ours', query: '' } });
    expect(elsewhere.status).toBe(400);
    expect((await call(server, who, 'POST', '/api/garage/saved-searches', { ...body, url: 'https://evil.example/search' })).status).toBe(400);
  });
});

describe('personalised finance (gated car-finance on metro)', () => {
  const quote = (who: Client, body: unknown) => call(server, who, 'POST', '/api/personalised/finance-quote', body);

  it("answers 401 signed out, and signed in a quote with the shopper's details", async () => {
    const car = available()[0];
    expect((await quote(client('metro-auto-group', nextIp()), { car_id: car.id, credit_score: 'GOOD', loan_term: 5, deposit: 0 })).status).toBe(401);
    const who = await shopper();
    await call(server, who, 'PATCH', '/api/account', { name: 'Alex', last_name: 'Tran', postcode: '3000' });
    const great = (await (await quote(who, { car_id: car.id, credit_score: 'GREAT', loan_term: 5, deposit: 0 })).json()) as { weeklyRepaymentAmount: number; advertisedRate: number; applicant: unknown };
    const poor = (await (await quote(who, { car_id: car.id, credit_score: 'POOR', loan_term: 5, deposit: 0 })).json()) as { weeklyRepaymentAmount: number; advertisedRate: number };
    expect(great.applicant).toEqual({ name: 'Alex', last_name: 'Tran', postcode: '3000' });
    expect(poor.advertisedRate).toBeGreaterThan(great.advertisedRate);
    expect(poor.weeklyRepaymentAmount).toBeGreaterThan(great.weeklyRepaymentAmount);
    const bad = await quote(who, { car_id: 'x', credit_score: 'AMAZING', loan_term: 9, deposit: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['car_id', 'credit_score', 'deposit', 'loan_term']);
    expect((await quote(who, { car_id: harbourCar.id, credit_score: 'GOOD', loan_term: 5, deposit: 0 })).status).toBe(400);
  });
});

describe('e-mail sign-in', () => {
  it('signs in by e-mail, and adds an e-mail to a mobile account with a code sent to it', async () => {
    const who = await shopper();
    expect((await sessionUser(server, who))!.email).toBeNull();
    const email = `added-${randomUUID()}@example.com`;
    expect((await call(server, who, 'POST', '/api/account/code', { email, purpose: 'add' })).status).toBe(200);
    const code = await latestCode(server, 'metro-auto-group', email);
    const wrong = await call(server, who, 'POST', '/api/account/sign-in', { email, code: code === '999999' ? '000000' : '999999', purpose: 'add' });
    expect(wrong.status).toBe(400);
    const added = await call(server, who, 'POST', '/api/account/sign-in', { email, code, purpose: 'add' });
    expect(await added.json()).toMatchObject({ user: { email, phone: who.mobile } });
    // The same e-mail now signs in to that account.
    const elsewhere = client('metro-auto-group', nextIp());
    await new Promise((r) => setTimeout(r, 1100)); // the address's interval between codes
    expect((await call(server, elsewhere, 'POST', '/api/account/code', { email: email.toUpperCase() })).status).toBe(200);
    const signedIn = await call(server, elsewhere, 'POST', '/api/account/sign-in', { email, code: await latestCode(server, 'metro-auto-group', email) });
    expect(await signedIn.json()).toMatchObject({ user: { phone: who.mobile }, created: false });
    // A replayed e-mail code says so.
    const replay = await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/sign-in', { email, code: await latestCode(server, 'metro-auto-group', email) });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ errors: [{ field: 'code', message: expect.stringMatching(/already been used/) }] });
  });
});
