// Dealer delivery: a stored lead reaches the tenant's webhook (retried with backoff while the CRM
// fails) and the ADF file drop, and `npm run leads` lists it with its delivery state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let crm: Server;
const received: unknown[] = [];
let failuresLeft = 2;

beforeAll(async () => {
  crm = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      if (failuresLeft-- > 0) {
        res.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => crm.listen(0, '127.0.0.1', r));
  const address = crm.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS = `http://127.0.0.1:${port}/leads`;
  process.env.LEADS_RETRY_BASE_MS = '100';
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  delete process.env.LEADS_WEBHOOK_HARBOURSIDE_MOTORS;
  delete process.env.LEADS_RETRY_BASE_MS;
  await server?.dispose();
  crm?.close();
});

describe('dealer delivery', () => {
  it('retries the webhook until the CRM takes it, writes the ADF file, and lists both', async () => {
    const dealership = server.repo.dealerships().find((d) => d.website_id === 2)!;
    const car = server.repo.cars().find((c) => c.dealership_id === dealership.id)!;
    const lead = buildLeadPayload({
      form: 'test-drive',
      values: { name: 'Sam', last_name: 'Nguyen', email: 'sam@example.com', phone: '0412345678', postcode: '3000' },
      car,
      page: { url: 'http://x/cars/y', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
      manufacturerSlug: 'mazda',
      appointment: { date: '2026-11-23', time: '10:00' },
    });
    const res = await server.get('harbourside-motors', '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(lead) });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: number };

    await expect.poll(() => server.repo.leads.deliveries('harbourside-motors').map((d) => [d.channel, d.state, d.attempts]), { timeout: 10_000, interval: 100 }).toEqual([
      ['webhook', 'delivered', 3],
      ['adf', 'delivered', 1],
    ]);
    expect(received).toEqual([expect.objectContaining({ lead_id, tenant: 'harbourside-motors', name: 'Sam', stock_number: car.stocknum, appointment: { date: '2026-11-23', time: '10:00' } })]);
    const adf = readFileSync(join(server.config.dataDir, 'adf', 'harbourside-motors', `lead-${lead_id}.xml`), 'utf8');
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toContain('<name part="first">Sam</name>');
    expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
    expect(adf).toContain('Appointment: 2026-11-23 10:00');

    const listing = execFileSync('npx', ['tsx', 'scripts/leads.ts', '--tenant', 'harbourside-motors'], { env: { ...process.env, DATA_DIR: server.config.dataDir }, encoding: 'utf8' });
    expect(listing).toContain('1 lead(s) for harbourside-motors');
    expect(listing).toMatch(new RegExp(`#${lead_id} \\S+ test-drive "Sam Nguyen" sam@example.com 0412345678 .* → webhook:delivered×3 adf:delivered×1`));
    expect(listing).toContain('adf:delivered×1');
  }, 30_000);
});
