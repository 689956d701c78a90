// Mirrors the cars (with replicas), offers and parts indexes on a real Algolia app: settings, then
// the records in batches of 1000, deleting records Algolia holds that are gone here.
//
//   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_KEY=... ALGOLIA_INDEX_PREFIX=prod_ \
//     tsx scripts/algolia/push.ts [--records cars.json]
//
// Records come from the server's store (PostgreSQL at DATABASE_URL, else the SQLite database in
// DATA_DIR, default ./data), the same records the embedded
// service indexes; --records pushes a JSON array to the cars index instead. Not run by the tests.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { carIndexSettings, offerIndexSettings, partIndexSettings, toOfferRecord, toPartRecord, type IndexSettings } from '../../src/domain/search-record.ts';
import { readConfig } from '../../src/server/config.ts';
import { createRepository } from '../../src/server/store/repository.ts';
import { openStore } from '../../src/server/store/store.ts';
import { carRecordsFrom } from '../../src/server/search-host.ts';
import { buildPushPlan, type PushRecord } from './push-payload.ts';

interface IndexToPush {
  indexName: string;
  settings: IndexSettings;
  records: PushRecord[];
}

async function indexesFromDatabase(prefix: string): Promise<IndexToPush[]> {
  const { dataDir, databaseUrl } = readConfig();
  const store = await openStore({ dataDir, databaseUrl, log: () => {} });
  try {
    const repo = createRepository(store);
    if (!(await repo.isSeeded())) throw new Error(`${store.where} has no data yet: start the server once (npm start) or set DATA_DIR / DATABASE_URL`);
    return [
      { indexName: `${prefix}cars`, settings: carIndexSettings(`${prefix}cars`), records: await carRecordsFrom(repo) },
      { indexName: `${prefix}offers`, settings: offerIndexSettings(), records: (await repo.offers()).map(toOfferRecord) },
      { indexName: `${prefix}parts`, settings: partIndexSettings(), records: (await repo.parts()).map(toPartRecord) },
    ];
  } finally {
    await store.close();
  }
}

const REQUIRED_ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_PREFIX'] as const;

function readRecordsFile(path: string): PushRecord[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of records`);
  return parsed as PushRecord[];
}

async function main(): Promise<void> {
  const missing = REQUIRED_ENV.filter((name) => process.env[name] === undefined);
  if (missing.length > 0) {
    console.error(
      `Refusing to push: set ${missing.join(', ')}.\n` +
        'ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (a key with addObject, deleteObject, editSettings and browse rights) ' +
        'come from the Algolia dashboard; ALGOLIA_INDEX_PREFIX is prepended to every index name (it may be empty: ALGOLIA_INDEX_PREFIX=).',
    );
    process.exit(1);
  }
  const { values } = parseArgs({ options: { records: { type: 'string' } } });
  const prefix = process.env.ALGOLIA_INDEX_PREFIX!;
  const indexes = values.records
    ? [{ indexName: `${prefix}cars`, settings: carIndexSettings(`${prefix}cars`), records: readRecordsFile(values.records) }]
    : await indexesFromDatabase(prefix);
  const client = algoliasearch(process.env.ALGOLIA_APP_ID!, process.env.ALGOLIA_ADMIN_KEY!);
  for (const index of indexes) await pushIndex(client, index);
}

async function pushIndex(client: ReturnType<typeof algoliasearch>, { indexName, settings, records }: IndexToPush): Promise<void> {

  const existing: string[] = [];
  try {
    await client.browseObjects<{ objectID: string }>({
      indexName,
      browseParams: { attributesToRetrieve: ['objectID'] },
      aggregator: (response) => existing.push(...response.hits.map((hit) => hit.objectID)),
    });
  } catch (error) {
    // A first push: the index does not exist yet.
    if ((error as { status?: number }).status !== 404) throw error;
  }

  const plan = buildPushPlan({ indexName, settings, records, existingObjectIDs: existing });
  for (const { indexName: target, body } of plan.settings) {
    const { taskID } = await client.setSettings({ indexName: target, indexSettings: body });
    await client.waitForTask({ indexName: target, taskID });
    console.log(`settings: ${target}`);
  }
  for (const [i, { indexName: target, body }] of plan.batches.entries()) {
    const { taskID } = await client.batch({ indexName: target, batchWriteParams: body });
    await client.waitForTask({ indexName: target, taskID });
    console.log(`batch ${i + 1}/${plan.batches.length}: ${body.requests.length} operations on ${target}`);
  }
  const kept = new Set(records.map((record) => record.objectID));
  const stale = existing.filter((id) => !kept.has(id)).length;
  console.log(`Pushed ${records.length} records to ${indexName} (${stale} stale records deleted).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
