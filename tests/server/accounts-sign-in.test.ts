// Sign-in by code over real HTTP with a real store (SQLite, and PostgreSQL in server-postgres): codes (expiry, tries, reuse, rate limits),
// sessions (cookie attributes, rotation, sign-out, sign-out everywhere, another site refusing them),
// accounts per dealer site, and the session in the page the server sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../src/domain/account.ts';
import { LEAD_MESSAGES } from '../../src/domain/lead-schema.ts';
import { call, client, cookieAfter, latestCode, sessionUser, signIn, withServerStore } from './accounts-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let ipCount = 0;
/** A fresh client address per scenario, so the per-address limits of one do not touch another. */
const nextIp = () => `203.0.113.${++ipCount}`;
let mobileCount = 0;
const nextMobile = () => `04${String(12000000 + ++mobileCount).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', ACCOUNT_CODE_INTERVAL_S: '2', ACCOUNT_CODES_PER_IP: '6', ACCOUNT_SIGN_INS_PER_IP: '12' });
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

/** Moves every pending code of the tenant's site past its expiry, as if ten minutes had gone by. */
async function expireCodes(tenant: string) {
  await withServerStore(server, (store) => sql`UPDATE auth_verifications SET expires_at = ${new Date(Date.now() - 1000).toISOString()} WHERE tenant = ${tenant}`.execute(store.db));
}

describe('sending a code', () => {
  it('writes an SMS with a 6-digit code to the messages folder and says where it went', async () => {
    const who = client('metro-auto-group', nextIp());
    const mobile = nextMobile();
    const res = await call(server, who, 'POST', '/api/account/code', { mobile: `+61 ${mobile.slice(1, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, channel: 'sms', to: mobile });
    expect(await latestCode(server, 'metro-auto-group', mobile)).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ mobile: '' }, 'mobile', LEAD_MESSAGES.phoneRequired],
    [{ mobile: '0212345678' }, 'mobile', LEAD_MESSAGES.phoneInvalid],
    [{ mobile: '04123' }, 'mobile', LEAD_MESSAGES.phoneInvalid],
    [{ email: 'not-an-address' }, 'email', LEAD_MESSAGES.emailInvalid],
    [{ email: '0412345678@mobile.forecourt.invalid' }, 'email', LEAD_MESSAGES.emailInvalid],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/code', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ field, message });
  });

  it('answers a body that is not JSON, or names neither, with a 400', async () => {
    const who = client('metro-auto-group', nextIp());
    expect((await call(server, who, 'POST', '/api/account/code', '{oops')).status).toBe(400);
    expect((await call(server, who, 'POST', '/api/account/code', { phone: '0412345678' })).status).toBe(400);
    expect((await call(server, who, 'POST', '/api/account/code', [1, 2])).status).toBe(400);
  });

  it('limits sending per number: again within the interval is a 429 with Retry-After', async () => {
    const mobile = nextMobile();
    expect((await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/code', { mobile })).status).toBe(200);
    const again = await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/code', { mobile });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await again.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.tooManyCodes);
    // The same number on another dealer's site is another site's shopper, counted apart.
    expect((await call(server, client('outback-caravans', nextIp()), 'POST', '/api/account/code', { mobile })).status).toBe(200);
  });

  it('limits sending per client address (ACCOUNT_CODES_PER_IP)', async () => {
    const who = client('metro-auto-group', nextIp());
    for (let i = 0; i < 6; i++) expect((await call(server, who, 'POST', '/api/account/code', { mobile: nextMobile() })).status).toBe(200);
    const refused = await call(server, who, 'POST', '/api/account/code', { mobile: nextMobile() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('is not offered on a site without sign-in', async () => {
    const res = await call(server, client('harbourside-motors', nextIp()), 'POST', '/api/account/code', { mobile: nextMobile() });
    expect(res.status).toBe(404);
  });
});

describe('signing in with the code', () => {
  it('creates the shopper on first sign-in and sets a host-only, httpOnly, SameSite=Lax session cookie', async () => {
    const who = client('metro-auto-group', nextIp());
    const mobile = nextMobile();
    const res = await signIn(server, who, mobile, 'Jane');
    const body = (await res.json()) as { user: { id: number; phone: string; name: string; email: null }; created: boolean };
    expect(body.created).toBe(true);
    expect(body.user).toMatchObject({ phone: mobile, name: 'Jane', email: null });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^forecourt\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await sessionUser(server, who)).toMatchObject({ id: body.user.id, phone: mobile, name: 'Jane' });
    // Signing in again is the same shopper.
    const second = await signInWhenAllowed(client('metro-auto-group', nextIp()), mobile);
    expect(((await second.json()) as { user: { id: number }; created: boolean })).toMatchObject({ user: { id: body.user.id }, created: false });
  });

  it('sets a Secure cookie when the request came over HTTPS (a trusted proxy says so)', async () => {
    const who = client('metro-auto-group', nextIp());
    const mobile = nextMobile();
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'metro-auto-group.localhost', origin: 'https://metro-auto-group.localhost' };
    expect((await call(server, who, 'POST', '/api/account/code', { mobile }, https)).status).toBe(200);
    const code = await latestCode(server, 'metro-auto-group', mobile);
    const res = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code }, https);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^__Secure-forecourt\.session_token=.*;.*Secure/i);
  });

  it('refuses a wrong code, and after 5 tries the right one too', async () => {
    const who = client('metro-auto-group', nextIp());
    const mobile = nextMobile();
    await call(server, who, 'POST', '/api/account/code', { mobile });
    const code = await latestCode(server, 'metro-auto-group', mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ field: 'code', message: ACCOUNT_MESSAGES.codeWrong }] });
    }
    const sixth = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code });
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ errors: [{ field: 'code', message: ACCOUNT_MESSAGES.codeTooManyTries }] });
    expect(sixth.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an expired code', async () => {
    const who = client('outback-caravans', nextIp());
    const mobile = nextMobile();
    await call(server, who, 'POST', '/api/account/code', { mobile });
    const code = await latestCode(server, 'outback-caravans', mobile);
    await expireCodes('outback-caravans');
    const res = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'code', message: ACCOUNT_MESSAGES.codeExpired }] });
  });

  it('refuses a code used once already (a replay)', async () => {
    const who = client('metro-auto-group', nextIp());
    const mobile = nextMobile();
    await signIn(server, who, mobile);
    const code = await latestCode(server, 'metro-auto-group', mobile);
    const replay = await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/sign-in', { mobile, code });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ errors: [{ field: 'code', message: ACCOUNT_MESSAGES.codeUsed }] });
  });

  it('refuses a code of another dealer site: the same number there is another account', async () => {
    const mobile = nextMobile();
    const metro = client('metro-auto-group', nextIp());
    await call(server, metro, 'POST', '/api/account/code', { mobile });
    const code = await latestCode(server, 'metro-auto-group', mobile);
    const outback = client('outback-caravans', nextIp());
    const res = await call(server, outback, 'POST', '/api/account/sign-in', { mobile, code });
    expect(res.status).toBe(400);
    await signIn(server, outback, mobile);
    const metroCode = await call(server, metro, 'POST', '/api/account/sign-in', { mobile, code });
    metro.cookie = cookieAfter('', metroCode);
    expect((await sessionUser(server, metro))!.id).not.toBe((await sessionUser(server, outback))!.id);
  });

  it.each([
    [{ mobile: '0412345678', code: '' }, 'code', ACCOUNT_MESSAGES.codeRequired],
    [{ mobile: '0412345678', code: '12345' }, 'code', ACCOUNT_MESSAGES.codeFormat],
    [{ mobile: '0412345678', code: 'abcdef' }, 'code', ACCOUNT_MESSAGES.codeFormat],
    [{ mobile: 'nope', code: '123456' }, 'mobile', LEAD_MESSAGES.phoneInvalid],
  ])('answers a malformed %j with a 400 naming the field', async (body, field, message) => {
    const res = await call(server, client('metro-auto-group', nextIp()), 'POST', '/api/account/sign-in', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ field, message });
  });

  it('limits tries at codes per client address (ACCOUNT_SIGN_INS_PER_IP)', async () => {
    const who = client('metro-auto-group', nextIp());
    for (let i = 0; i < 12; i++) expect((await call(server, who, 'POST', '/api/account/sign-in', { mobile: nextMobile(), code: '123456' })).status).toBe(400);
    const refused = await call(server, who, 'POST', '/api/account/sign-in', { mobile: nextMobile(), code: '123456' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

/** Signs in again with a new code for the same number, waiting out the per-number interval (2 s here). */
async function signInWhenAllowed(who: ReturnType<typeof client>, mobile: string): Promise<Response> {
  for (;;) {
    const sent = await call(server, who, 'POST', '/api/account/code', { mobile });
    if (sent.status === 429) {
      await new Promise((r) => setTimeout(r, Number(sent.headers.get('retry-after')) * 1000));
      continue;
    }
    const code = await latestCode(server, who.tenant, mobile);
    const res = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code });
    who.cookie = cookieAfter(who.cookie, res);
    return res;
  }
}

describe('sessions', () => {
  it('a new sign-in ends the session it was made from (the session id rotates)', async () => {
    const mobile = nextMobile();
    const who = client('metro-auto-group', nextIp());
    await signIn(server, who, mobile);
    const before = who.cookie;
    const other = nextMobile();
    await signIn(server, who, other);
    expect(who.cookie).not.toBe(before);
    expect(await sessionUser(server, who)).toMatchObject({ phone: other });
    expect(await sessionUser(server, { ...who, cookie: before })).toBeNull();
  });

  it('signing out ends the session and clears the cookie', async () => {
    const who = client('metro-auto-group', nextIp());
    await signIn(server, who, nextMobile());
    const kept = who.cookie;
    const res = await call(server, who, 'POST', '/api/account/sign-out');
    expect(res.status).toBe(200);
    expect(cookieAfter(who.cookie, res)).not.toMatch(/session_token/);
    expect(await sessionUser(server, { ...who, cookie: kept })).toBeNull();
  });

  it('signing out of all devices ends every session of the account, and only its', async () => {
    const mobile = nextMobile();
    const phone = client('metro-auto-group', nextIp());
    const laptop = client('metro-auto-group', nextIp());
    const someoneElse = client('metro-auto-group', nextIp());
    await signIn(server, phone, mobile);
    await signInWhenAllowed(laptop, mobile);
    await signIn(server, someoneElse, nextMobile());
    expect(await sessionUser(server, laptop)).toMatchObject({ phone: mobile });
    const res = await call(server, phone, 'POST', '/api/account/sign-out-everywhere');
    expect(res.status).toBe(200);
    expect(await sessionUser(server, phone)).toBeNull();
    expect(await sessionUser(server, laptop)).toBeNull();
    expect(await sessionUser(server, someoneElse)).not.toBeNull();
    expect((await call(server, laptop, 'POST', '/api/account/sign-out-everywhere')).status).toBe(401);
  });

  it("another dealer's site refuses the session: its cookie there is nobody's", async () => {
    const metro = client('metro-auto-group', nextIp());
    await signIn(server, metro, nextMobile());
    const onOutback = { ...metro, tenant: 'outback-caravans' };
    expect(await sessionUser(server, onOutback)).toBeNull();
    expect((await call(server, onOutback, 'GET', '/api/garage')).status).toBe(401);
    expect((await call(server, onOutback, 'POST', '/api/account/sign-out-everywhere')).status).toBe(401);
    const onHarbourside = { ...metro, tenant: 'harbourside-motors' };
    expect(await sessionUser(server, onHarbourside)).toBeNull();
    // Still good where it was made.
    expect(await sessionUser(server, metro)).not.toBeNull();
  });

  it('a forged or unknown cookie is nobody', async () => {
    const who = client('metro-auto-group', nextIp());
    who.cookie = 'forecourt.session_token=abc.def';
    expect(await sessionUser(server, who)).toBeNull();
  });

  it('the page says who is signed in (private to them), and nobody before', async () => {
    const who = client('metro-auto-group', nextIp());
    const before = await call(server, who, 'GET', '/my-garage');
    expect(await before.text()).toContain('<script type="application/json" id="session-data">{"user":null,"watchlist":[]}</script>');
    await signIn(server, who, nextMobile(), 'Priya');
    const page = await call(server, who, 'GET', '/my-garage');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const html = await page.text();
    const data = JSON.parse(/id="session-data">([^<]*)</.exec(html)![1]) as { user: { name: string } };
    expect(data.user.name).toBe('Priya');
    // A site without sign-in says nothing.
    expect(await (await call(server, { ...who, tenant: 'harbourside-motors' }, 'GET', '/')).text()).not.toContain('session-data');
  });
});

describe('the account', () => {
  it('keeps details, exports everything as JSON and deletes the account (its sessions too)', async () => {
    const who = client('outback-caravans', nextIp());
    const mobile = nextMobile();
    await signIn(server, who, mobile);
    const bad = await call(server, who, 'PATCH', '/api/account', { name: '', postcode: '12' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['name', 'postcode']);
    const saved = await call(server, who, 'PATCH', '/api/account', { name: 'Sam', last_name: 'Nguyen', postcode: '4810' });
    expect(await saved.json()).toMatchObject({ user: { name: 'Sam', last_name: 'Nguyen', postcode: '4810', phone: mobile } });
    const exported = await call(server, who, 'GET', '/api/account/export');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="outback-caravans-my-data.json"');
    const data = (await exported.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ account: { name: 'Sam', phone: mobile }, watchlist: [], vehicles: [] });
    expect((data.sessions as unknown[]).length).toBe(1);
    expect(JSON.stringify(data)).not.toMatch(/token/);
    const kept = who.cookie;
    const deleted = await call(server, who, 'DELETE', '/api/account');
    expect(deleted.status).toBe(200);
    expect(await sessionUser(server, { ...who, cookie: kept })).toBeNull();
    // Signing in again with the number makes a new, empty account.
    const again = await signInWhenAllowed(client('outback-caravans', nextIp()), mobile);
    expect(((await again.json()) as { created: boolean }).created).toBe(true);
  });

  it('refuses account calls from another site (a cross-site Origin)', async () => {
    const who = client('metro-auto-group', nextIp());
    await signIn(server, who, nextMobile());
    const res = await call(server, who, 'DELETE', '/api/account', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await sessionUser(server, who)).not.toBeNull();
  });
});
