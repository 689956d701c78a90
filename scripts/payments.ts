// `npm run payments -- <command> --tenant <slug> [...]`: staff tools for the payments a tenant took.
//   list     [--json]                     every payment: reference, status, amount, car, lead
//   refund   --reference RES-000012       refunds it in full with the provider and releases its car
//   release  --reference RES-000012       releases the car (available again); the payment stays as it is
// Reads the store (DATABASE_URL, else the SQLite file in DATA_DIR, default ./data) and TENANTS_DIR.
// A tenant on the embedded payment service needs the server running (the service lives in it: PORT,
// default 8080); a tenant on Stripe needs its STRIPE_SECRET_KEY_<SLUG>. The running servers follow
// the car change: on PostgreSQL at once (NOTIFY), on SQLite within a second (the car journal).
import { parseArgs } from 'node:util';
import { formatCents } from '../src/domain/money.ts';
import { readConfig } from '../src/server/config.ts';
import { serviceSecretFrom } from '../src/server/payment-service/host.ts';
import { createPayments } from '../src/server/payments/payments.ts';
import { createProviders } from '../src/server/payments/providers.ts';
import { createRepository } from '../src/server/store/repository.ts';
import { openStore } from '../src/server/store/store.ts';
import { loadTenants } from '../src/server/tenants/load-tenants.ts';

const USAGE = 'usage: npm run payments -- list|refund|release --tenant <slug> [--reference <RES-…>] [--json]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tenant: { type: 'string' }, reference: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const command = positionals[0];
if (!values.tenant || !['list', 'refund', 'release'].includes(command ?? '') || (command !== 'list' && !values.reference)) {
  console.error(USAGE);
  process.exit(2);
}
const slug = values.tenant;

const config = readConfig();
const tenants = loadTenants(config.tenantsDir).map((t) => t.config);
if (!tenants.some((t) => t.slug === slug)) {
  console.error(`no tenant ${slug} in ${config.tenantsDir}`);
  process.exit(2);
}
const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: 2, log: () => {} });
const repo = createRepository(store);
const providers = createProviders({
  tenants,
  env: process.env,
  serviceSecret: await serviceSecretFrom(repo, config.paymentServiceSecret),
  selfAddress: () => ({ host: '127.0.0.1', port: config.port }),
});
const payments = createPayments({ repo, providers, tenantOf: (s) => tenants.find((t) => t.slug === s) });

try {
  if (command === 'list') {
    const held = new Map<number, number | null>();
    for (const p of await repo.payments.list(slug)) if (p.car_id !== null) held.set(p.car_id, await repo.payments.holderOf(p.car_id));
    const rows = (await repo.payments.list(slug)).map((p) => ({
      reference: p.reference,
      status: p.status,
      purpose: p.purpose,
      amount: formatCents(p.amount_cents),
      amount_cents: p.amount_cents,
      car_id: p.car_id,
      car_held: p.car_id !== null && held.get(p.car_id) === p.id,
      lead_id: p.lead_id,
      customer: `${p.lead.name} ${p.lead.last_name} <${p.lead.email}>`,
      created_at: p.created_at,
      failure: p.failure_message,
    }));
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    else {
      console.log(`${rows.length} payment(s) for ${slug}`);
      for (const r of rows) {
        console.log(`${r.reference} ${r.status.padEnd(9)} ${r.purpose.padEnd(7)} ${r.amount.padStart(10)} ${r.car_id === null ? '' : `car ${r.car_id}${r.car_held ? ' (held)' : ''} `}${JSON.stringify(r.customer)}${r.failure ? ` — ${r.failure}` : ''}`);
      }
    }
  } else if (command === 'refund') {
    const payment = await payments.refund(slug, values.reference!);
    console.log(`${payment.reference}: refunded ${formatCents(payment.amount_cents)}${payment.car_id === null ? '' : `; car ${payment.car_id} is available again`}`);
  } else {
    const { payment, released } = await payments.release(slug, values.reference!);
    console.log(released ? `${payment.reference}: car ${payment.car_id} is available again (the payment stays ${payment.status})` : `${payment.reference} does not hold car ${payment.car_id}: nothing to release`);
  }
} catch (error) {
  const unreachable = error instanceof Error && error.name === 'StripeConnectionError';
  console.error(unreachable ? `could not reach the payment service (${error.message}); for the embedded service, is the server running on port ${config.port}?` : error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
  // The SDK's keep-alive sockets would hold the process open.
  process.exit(process.exitCode ?? 0);
}
