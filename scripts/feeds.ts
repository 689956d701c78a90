// `npm run feeds -- --tenant <slug> [--out <dir>]`: the tenant's vehicle feeds as the server serves
// them (/feeds/google-vehicle-listings.tsv, /feeds/meta-automotive.csv), and the report of the cars
// the site lists that the feeds leave out, with the reasons (no VIN, no photo, no price). Reads the
// store the server uses: PostgreSQL at DATABASE_URL, else the SQLite database in DATA_DIR. With
// --out, writes both feeds there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { feedReportText, GOOGLE_FEED_PATH, META_FEED_PATH } from '../src/domain/vehicle-feeds.ts';
import { readConfig } from '../src/server/config.ts';
import { buildTenantListing } from '../src/server/seo/tenant-listing.ts';
import { createRepository } from '../src/server/store/repository.ts';
import { openStore } from '../src/server/store/store.ts';
import { loadTenants } from '../src/server/tenants/load-tenants.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, out: { type: 'string' } } });
const config = readConfig();
const tenant = loadTenants(config.tenantsDir).find((t) => t.config.slug === values.tenant);
if (!tenant) {
  console.error(`usage: npm run feeds -- --tenant <slug> [--out <dir>]${values.tenant ? `\nno tenant ${values.tenant} in ${config.tenantsDir}` : ''}`);
  process.exit(2);
}

const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: () => {} });
try {
  const listing = await buildTenantListing(createRepository(store), tenant, Date.now());
  console.log(feedReportText(listing.report, tenant.config.slug));
  if (values.out) {
    mkdirSync(values.out, { recursive: true });
    for (const [path, body] of [[GOOGLE_FEED_PATH, listing.googleFeed], [META_FEED_PATH, listing.metaFeed]] as const) {
      const file = join(values.out, basename(path));
      writeFileSync(file, body);
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await store.close();
}
