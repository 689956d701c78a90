// `npm run leads -- --tenant <slug> [--json]`: the tenant's leads, newest last, with the state of each
// dealer delivery (webhook / ADF file drop). Reads the store the server uses: PostgreSQL at
// DATABASE_URL, else the SQLite database in DATA_DIR (default ./data).
import { parseArgs } from 'node:util';
import { readConfig } from '../src/server/config.ts';
import { printable } from '../src/server/leads/printable.ts';
import { createLeadsRepository } from '../src/server/store/leads-repository.ts';
import { openStore } from '../src/server/store/store.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, json: { type: 'boolean', default: false } } });
if (!values.tenant) {
  console.error('usage: npm run leads -- --tenant <slug> [--json]');
  process.exit(2);
}

const config = readConfig();
const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: () => {} });
const repo = createLeadsRepository(store);
const deliveries = await repo.deliveries(values.tenant);
const rows = (await repo.leads(values.tenant)).map(({ id, created_at, form, lead }) => ({
  lead_id: id,
  created_at,
  form,
  category: lead.category,
  name: `${lead.name} ${lead.last_name}`,
  email: lead.email,
  phone: lead.phone,
  car: lead.stock_number ? `${lead['Vehicle Make']} ${lead['Vehicle Model']} (${lead.stock_number})` : '',
  deliveries: deliveries
    .filter((d) => d.lead_id === id)
    .map((d) => ({ channel: d.channel, state: d.state, attempts: d.attempts, last_error: d.last_error })),
}));
await store.close();

if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`${rows.length} lead(s) for ${values.tenant}`);
  for (const r of rows) {
    const delivery = r.deliveries.map((d) => `${d.channel}:${d.state}${d.attempts ? `×${d.attempts}` : ''}${d.last_error ? ` (${d.last_error})` : ''}`).join(' ');
    // The name quoted, so it reads as one field; every field's control characters shown as escapes.
    console.log(printable(`#${r.lead_id} ${r.created_at} ${r.form} ${JSON.stringify(r.name)} ${r.email} ${r.phone} ${r.car} → ${delivery || 'no destination'}`));
  }
}
