// Dealer delivery: a stored lead reaches the tenant's webhook (retried with backoff while the CRM
// fails) and the ADF file drop, from tenant.json `leads` or the environment on top of it, and
// `npm run leads` lists it with its delivery state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { Car } from '../../src/domain/stock.ts';
import { startTestServer, tempDir, tenantsWith, TEST_STORE, type TestServer } from './harness.ts';

let crm: Server;
let crmBase = '';
/** Bodies the CRM took, by request path. */
const received = new Map<string, Record<string, unknown>[]>();
/** Paths that answer 503 this many more times before they take a lead. */
const failures = new Map<string, number>([['/flaky', 2]]);
const envKeys = ['LEADS_WEBHOOK_HARBOURSIDE_MOTORS', 'LEADS_WEBHOOK_OUTBACK_CARAVANS', 'LEADS_RETRY_BASE_MS', 'LEADS_ADF'];

beforeAll(async () => {
  crm = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const left = failures.get(path) ?? 0;
      if (left > 0) {
        failures.set(path, left - 1);
        res.writeHead(503).end();
        return;
      }
      received.set(path, [...(received.get(path) ?? []), JSON.parse(body) as Record<string, unknown>]);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => crm.listen(0, '127.0.0.1', r));
  const address = crm.address();
  crmBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.LEADS_RETRY_BASE_MS = '100';
});
afterAll(() => {
  for (const key of envKeys) delete process.env[key];
  crm?.close();
});

async function testDriveLead(server: TestServer, website: number) {
  const dealership = (await server.repo.dealerships()).find((d) => d.website_id === website)!;
  const car: Car = (await server.repo.cars()).find((c) => c.dealership_id === dealership.id)!;
  const lead = buildLeadPayload({
    form: 'test-drive',
    values: { name: 'Sam', last_name: 'Nguyen', email: 'sam@example.com', phone: '0412345678', postcode: '3000' },
    car,
    page: { url: 'http://x/cars/y', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
    manufacturerSlug: null,
    appointment: { date: '2026-11-23', time: '10:00' },
  });
  return { car, lead };
}

async function postLead(server: TestServer, tenant: string, lead: unknown): Promise<number> {
  const res = await server.get(tenant, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(lead) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: number }).lead_id;
}

/** `npm run leads` for a tenant, run beside the server: a synchronous run would stall the server in this process meanwhile. */
const listLeads = async (server: TestServer, tenant: string) =>
  (
    await promisify(execFile)('npx', ['tsx', 'scripts/leads.ts', '--tenant', tenant], {
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
      encoding: 'utf8',
    })
  ).stdout;

const deliveryStates = async (server: TestServer, tenant: string, leadId: number) =>
  (await server.repo.leads.deliveries(tenant))
    .filter((d) => d.lead_id === leadId)
    .map((d) => [d.channel, d.destination.replace(crmBase, 'CRM'), d.state, d.attempts]);

/** A copy of the demo tenants with `edit` applied to each named tenant.json. */
describe('dealer delivery from the environment (LEADS_WEBHOOK_<SLUG>)', () => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS = `${crmBase}/flaky`;
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    delete process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS;
    await server?.dispose();
  });

  it('retries the webhook until the CRM takes it, writes the ADF file, and lists both', async () => {
    const { car, lead } = await testDriveLead(server, 2);
    const leadId = await postLead(server, 'harbourside-motors', lead);

    await expect.poll(() => deliveryStates(server, 'harbourside-motors', leadId), { timeout: 10_000, interval: 100 }).toEqual([
      ['webhook', 'CRM/flaky', 'delivered', 3],
      ['adf', 'adf/harbourside-motors', 'delivered', 1],
    ]);
    expect(received.get('/flaky')).toEqual([expect.objectContaining({ lead_id: leadId, tenant: 'harbourside-motors', name: 'Sam', stock_number: car.stocknum, appointment: { date: '2026-11-23', time: '10:00' } })]);
    const adf = readFileSync(join(server.config.dataDir, 'adf', 'harbourside-motors', `lead-${leadId}.xml`), 'utf8');
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toContain('<name part="first">Sam</name>');
    expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
    expect(adf).toContain('Appointment: 2026-11-23 10:00');

    const listing = await listLeads(server, 'harbourside-motors');
    expect(listing).toContain('1 lead(s) for harbourside-motors');
    expect(listing).toMatch(new RegExp(`#${leadId} \\S+ test-drive "Sam Nguyen" sam@example.com 0412345678 .* → webhook:delivered×3 adf:delivered×1`));
  }, 30_000);

  it('`npm run leads` prints control characters a lead carries as escapes', async () => {
    const { lead } = await testDriveLead(server, 2);
    await postLead(server, 'harbourside-motors', { ...lead, 'Vehicle Make': 'Maz\u001b[2Jda', stock_number: 'S1\u009b2J\u202e' });
    const listing = await listLeads(server, 'harbourside-motors');
    expect(listing).toContain('Maz\\u001b[2Jda');
    expect(listing).toContain('S1\\u009b2J\\u202e');
    // oxlint-disable-next-line no-control-regex -- no control character may be left
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  }, 30_000);
});

describe('dealer delivery from tenant.json `leads`', () => {
  let server: TestServer;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = tenantsWith({
      'outback-caravans': (raw) => (raw.leads = { webhookUrl: `${crmBase}/outback` }),
      // The environment's webhook wins over the file's (a secret-bearing URL stays out of the repo).
      'harbourside-motors': (raw) => (raw.leads = { webhookUrl: `${crmBase}/from-file` }),
    });
    process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS = `${crmBase}/from-env`;
    // Webhook only where a webhook is set (outback, harbourside); metro keeps its ADF drop.
    process.env.LEADS_ADF = 'off';
    server = await startTestServer({ TENANTS_DIR: tenantsDir });
  }, 120_000);
  afterAll(async () => {
    delete process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS;
    delete process.env.LEADS_ADF;
    await server?.dispose();
    rmSync(tenantsDir, { recursive: true, force: true });
  });

  it('POSTs the lead as JSON to the tenant’s webhookUrl (no ADF file with LEADS_ADF=off)', async () => {
    const { car, lead } = await testDriveLead(server, 3);
    const leadId = await postLead(server, 'outback-caravans', lead);
    await expect.poll(() => deliveryStates(server, 'outback-caravans', leadId), { timeout: 10_000, interval: 100 }).toEqual([['webhook', 'CRM/outback', 'delivered', 1]]);
    expect(received.get('/outback')).toEqual([expect.objectContaining({ lead_id: leadId, tenant: 'outback-caravans', form: 'test-drive', email: 'sam@example.com', car_id: car.id, source: 'Website' })]);
    expect(existsSync(join(server.config.dataDir, 'adf', 'outback-caravans'))).toBe(false);
    // The webhook URL (which may carry a token) is not in what the browser gets.
    for (const path of ['/api/tenant', '/book-test-drive']) expect(await (await server.get('outback-caravans', path)).text()).not.toContain(crmBase);
  }, 30_000);

  it('drops the ADF file in the tenant’s adfDir (metro-auto-group: dealer-crm/metro-auto-group)', async () => {
    const { car, lead } = await testDriveLead(server, 1);
    const leadId = await postLead(server, 'metro-auto-group', lead);
    await expect.poll(() => deliveryStates(server, 'metro-auto-group', leadId), { timeout: 10_000, interval: 100 }).toEqual([['adf', 'dealer-crm/metro-auto-group', 'delivered', 1]]);
    const adf = readFileSync(join(server.config.dataDir, 'dealer-crm', 'metro-auto-group', `lead-${leadId}.xml`), 'utf8');
    expect(adf).toContain(`<id sequence="1" source="Forecourt metro-auto-group">${leadId}</id>`);
    expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
  }, 30_000);

  it('LEADS_WEBHOOK_<SLUG> overrides the file’s webhookUrl', async () => {
    const { lead } = await testDriveLead(server, 2);
    const leadId = await postLead(server, 'harbourside-motors', lead);
    await expect.poll(() => deliveryStates(server, 'harbourside-motors', leadId), { timeout: 10_000, interval: 100 }).toEqual([['webhook', 'CRM/from-env', 'delivered', 1]]);
    expect(received.get('/from-file')).toBeUndefined();
  }, 30_000);
});

// Refused before any store is opened: once is enough.
describe.skipIf(TEST_STORE === 'postgres')('a bad tenant.json `leads` field stops start-up, naming the field', () => {
  it.each([
    ['leads.webhookUrl', { webhookUrl: 'crm.example.com/leads' }, /expected an http\(s\) URL/],
    ['leads.webhookUrl', { webhookUrl: 'ftp://crm.example.com/leads' }, /expected an http\(s\) URL/],
    ['leads.adfDir', { adfDir: '../outside' }, /expected a folder inside DATA_DIR/],
    ['leads.adfDir', { adfDir: '/var/adf' }, /expected a folder inside DATA_DIR/],
    ['leads', { adf: false }, /unknown field\(s\) "adf"/],
  ])('%s: %j', async (field, leads, message) => {
    const tenantsDir = tenantsWith({ 'outback-caravans': (raw) => (raw.leads = leads) });
    const dataDir = tempDir();
    try {
      const start = startTestServer({ TENANTS_DIR: tenantsDir, DATA_DIR: dataDir });
      await expect(start).rejects.toThrow(new RegExp(`outback-caravans/tenant\\.json: field "${field.replace('.', '\\.')}" ${message.source}`));
    } finally {
      rmSync(tenantsDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
