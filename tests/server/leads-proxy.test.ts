// Behind a reverse proxy: rate limits count the client from X-Forwarded-For, the Origin check
// compares with X-Forwarded-Host/-Proto, and a request that came over HTTPS gets HSTS — only when
// TRUST_PROXY says a proxy is there. Without it, those headers are whatever the client typed and are
// ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer | undefined;

async function start(env: Record<string, string>) {
  // The lead routes read the limits (and, until app.ts passes config.trustProxy, TRUST_PROXY) from process.env.
  Object.assign(process.env, env);
  server = await startTestServer(env);
  return server;
}

afterEach(async () => {
  for (const key of ['LEADS_RATE_PER_IP', 'TRUST_PROXY']) delete process.env[key];
  if (!server) return;
  const running = server;
  server = undefined;
  // Let the ADF drops finish before the data dir is removed.
  for (let waited = 0; waited < 5000 && (await running.repo.leads.deliveries('metro-auto-group')).some((d) => d.state === 'pending'); waited += 50) await new Promise((r) => setTimeout(r, 50));
  await running.dispose();
});

async function sendLead(s: TestServer, headers: Record<string, string>) {
  const metro = new Set((await s.repo.dealerships()).filter((d) => d.website_id === 1).map((d) => d.id));
  const car = (await s.repo.cars()).find((c) => metro.has(c.dealership_id))!;
  const lead = buildLeadPayload({
    form: 'enquiry',
    values: { name: 'Ari', last_name: 'Proxy', email: 'ari@example.com', phone: '0412345678', postcode: '2000', message: 'Still there?' },
    car,
    page: { url: 'https://www.metroautogroup.com.au/cars/x', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
    manufacturerSlug: null,
  });
  return s.get('metro-auto-group', '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers }, body: JSON.stringify(lead) });
}

const statuses = async (s: TestServer, list: Record<string, string>[]) => {
  const out: number[] = [];
  for (const headers of list) out.push((await sendLead(s, headers)).status);
  return out;
};

const PUBLIC_ORIGIN = { origin: 'https://www.metroautogroup.com.au', 'x-forwarded-host': 'www.metroautogroup.com.au', 'x-forwarded-proto': 'https' };

describe('without TRUST_PROXY (default)', () => {
  it('ignores a spoofed X-Forwarded-For: a new address per request does not escape the per-IP limit', async () => {
    const s = await start({ LEADS_RATE_PER_IP: '2' });
    expect(await statuses(s, [{ 'x-forwarded-for': '203.0.113.1' }, { 'x-forwarded-for': '203.0.113.2' }, { 'x-forwarded-for': '203.0.113.3' }])).toEqual([201, 201, 429]);
  }, 60_000);

  it('ignores X-Forwarded-Host/-Proto: the public origin is cross-site to the Host the server saw', async () => {
    const s = await start({});
    expect(await statuses(s, [PUBLIC_ORIGIN])).toEqual([403]);
    // Nor is a typed X-Forwarded-Proto believed for HSTS.
    expect((await s.get('metro-auto-group', '/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  }, 60_000);
});

describe('with TRUST_PROXY=1', () => {
  it('counts the client the proxy appended to X-Forwarded-For, not what the client wrote before it', async () => {
    const s = await start({ LEADS_RATE_PER_IP: '2', TRUST_PROXY: '1' });
    expect(
      await statuses(s, [
        { 'x-forwarded-for': '203.0.113.1' },
        { 'x-forwarded-for': '203.0.113.1' },
        { 'x-forwarded-for': '203.0.113.2' },
        // The client's own "9.9.9.9" is left of the proxy's entry: still 203.0.113.1, over its limit.
        { 'x-forwarded-for': '9.9.9.9, 203.0.113.1' },
        { 'x-forwarded-for': '203.0.113.1' },
      ]),
    ).toEqual([201, 201, 201, 429, 429]);
  }, 60_000);

  it('sends HSTS when the proxy says the request came over HTTPS', async () => {
    const s = await start({ TRUST_PROXY: '1' });
    const hsts = async (proto: string) => (await s.get('metro-auto-group', '/', { headers: { 'x-forwarded-proto': proto } })).headers.get('strict-transport-security');
    expect(await hsts('https')).toMatch(/^max-age=\d{8,}$/);
    expect(await hsts('http')).toBeNull();
  }, 60_000);

  it('compares Origin with the forwarded host and scheme', async () => {
    const s = await start({ TRUST_PROXY: '1' });
    expect(
      await statuses(s, [
        PUBLIC_ORIGIN,
        { ...PUBLIC_ORIGIN, 'x-forwarded-proto': 'http' },
        { ...PUBLIC_ORIGIN, 'x-forwarded-host': 'evil.example' },
        { ...PUBLIC_ORIGIN, origin: 'https://evil.example' },
      ]),
    ).toEqual([201, 403, 403, 403]);
  }, 60_000);
});
