// Accounts on two server instances sharing one PostgreSQL, as behind a load balancer (server-postgres
// project only): a code sent through one is good on the other, the session cookie one sets is
// honoured by the other (one cookie secret, made by the first to start), signing out through one
// ends it on both, and the sign-in code limits are counted across them (the store's rate_limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
