// Accounts on two server instances sharing one PostgreSQL, as behind a load balancer (server-postgres
// project only): a code sent through one is good on the other, the session cookie one sets is
// honoured by the other (one cookie secret, made by the first to start), signing out through one
// ends it on both, the sign-in code limits are counted across them (the store's rate_limits), and a
// saved search's alert is sent once though both run the alert job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Car } from '../../src/domain/stock.ts';
import { listMessages } from '../../src/server/messages/file-drop.ts';
import { call, client, cookieAfter, latestCode, sessionUser } from './accounts-helpers.ts';
import { createTestDatabase, startTestServer, type TestServer } from './harness.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', ACCOUNT_CODE_INTERVAL_S: '60' };
  [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await database?.drop();
});

describe('accounts on two instances sharing one PostgreSQL', () => {
  it('signs in with a code sent through the other instance, and each honours the session the other set', async () => {
    const who = client('metro-auto-group', '192.0.2.10');
    const mobile = '0412000901';
    expect((await call(a, who, 'POST', '/api/account/code', { mobile })).status).toBe(200);
    const signedIn = await call(b, who, 'POST', '/api/account/sign-in', { mobile, code: await latestCode(a, 'metro-auto-group', mobile) });
    expect(signedIn.status).toBe(200);
    who.cookie = cookieAfter(who.cookie, signedIn);
    expect(await sessionUser(a, who)).toMatchObject({ phone: mobile });
    expect(await sessionUser(b, who)).toMatchObject({ phone: mobile });

    const signedOut = await call(a, who, 'POST', '/api/account/sign-out');
    expect(signedOut.status).toBe(200);
    // The old cookie, replayed on the other instance, finds no session.
    expect(await sessionUser(b, who)).toBeNull();
  });

  it('counts the code limits across instances: a second code within the interval is refused by the other', async () => {
    const who = client('metro-auto-group', '192.0.2.11');
    const mobile = '0412000902';
    expect((await call(a, who, 'POST', '/api/account/code', { mobile })).status).toBe(200);
    const again = await call(b, who, 'POST', '/api/account/code', { mobile });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sends a saved search’s alert once, though both instances run the alert job', async () => {
    const who = client('metro-auto-group', '192.0.2.12');
    const email = `both-${randomUUID()}@example.com`;
    expect((await call(a, who, 'POST', '/api/account/code', { email })).status).toBe(200);
    who.cookie = cookieAfter('', await call(b, who, 'POST', '/api/account/sign-in', { email, code: await latestCode(a, 'metro-auto-group', email) }));
    const metro = new Set((await a.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
    const template = (await a.repo.cars()).find((c) => metro.has(c.dealership_id) && c.status === 'in_stock' && !c.sold && !c.reserved)!;
    const request = { indexName: 'cars', query: '', facetFilters: [[`make:${template.make}`], [`model:${template.model}`]] };
    const saved = await call(a, who, 'POST', '/api/garage/saved-searches', { label: template.model, url: `/search/${template.make_slug}/${template.model_slug}`, request, email_alerts: true });
    expect(saved.status).toBe(201);
    const newcomer: Car = { ...template, id: 990_101, slug: `${template.slug}-both`, stocknum: 'BOTH1', created_at: new Date().toISOString(), updated_at: new Date().toISOString() };
    await a.repo.saveCar(newcomer);
    await expect.poll(async () => (await (await b.get('metro-auto-group', `/api/cars/${newcomer.slug}`)).status)).toBe(200);
    await Promise.all([a.searchSettled(), b.searchSettled()]);
    const sentTo = async () => (await Promise.all([a, b].map((s) => listMessages(join(s.config.dataDir, 'messages'), 'metro-auto-group', email)))).flat();
    const before = (await sentTo()).length;
    await Promise.all([a.accounts.alerts.run(), b.accounts.alerts.run(), a.accounts.alerts.run(), b.accounts.alerts.run()]);
    expect((await sentTo()).length).toBe(before + 1);
  });
});
