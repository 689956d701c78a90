// `npm run bench:search`: engine time (no HTTP) for typical results-page queries over 20,000
// demo listings, with no answers kept (the engine's work on every query). Prints a table, then as
// its last line one JSON object: {"docs":20000,"p50_ms":…,"p95_ms":…,"max_ms":…}.
// Target: p95 under 10 ms on a 2-core machine.
// `-- --store sqlite` or `-- --store postgres` (a throwaway cluster) first seeds the listings into
// that store and builds the index from it as a starting server does; the JSON then also has
// "store" and "load_ms" (reading every car from the store and making the index records).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CAR_FACETS, CAR_INDEX_SETTINGS, carIndexNames, toSearchRecord, type SearchRecord } from '../src/domain/search-record.ts';
import type { DemoData } from '../src/domain/stock.ts';
import { carRecordsFrom } from '../src/server/search-host.ts';
import { createRepository } from '../src/server/store/repository.ts';
import { openStore } from '../src/server/store/store.ts';
import { startCluster } from './postgres/cluster.ts';
import { stockFilter } from '../src/domain/stock-filter.ts';
import { SearchIndex } from '../src/server/search/engine.ts';
import { parseFilters } from '../src/server/search/filter-parser.ts';
import { readSearchParams } from '../src/server/search/search-params.ts';
import { generateDemoData } from './demo-data/generate.ts';

const DOCS = 20_000;
const QUERIES_PER_KIND = 300;
const WARM_UP_PER_KIND = 30;
const NOW = new Date('2025-06-01T00:00:00Z');

type Row = Record<string, unknown>;

/** Deterministic, so two runs time the same queries. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(2024);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

function distinct(records: readonly Row[], attribute: string): string[] {
  const values = new Set<string>();
  for (const record of records) {
    const value = record[attribute];
    for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined && item !== '') values.add(String(item));
  }
  return [...values];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

type StoreKind = 'sqlite' | 'postgres';

/** Seeds `data` into a fresh store of `kind`, then reads the index records back as a starting server does. */
async function recordsFromStore(kind: StoreKind, data: DemoData): Promise<{ records: SearchRecord[]; loadMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-store-'));
  const cluster = kind === 'postgres' ? await startCluster() : null;
  try {
    const store = await openStore({ dataDir, databaseUrl: cluster?.url() ?? null, log: () => {} });
    try {
      const repo = createRepository(store);
      await repo.seed(data);
      const started = performance.now();
      const records = await carRecordsFrom(repo);
      return { records, loadMs: performance.now() - started };
    } finally {
      await store.close();
    }
  } finally {
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { store: { type: 'string' } } });
  if (values.store !== undefined && values.store !== 'sqlite' && values.store !== 'postgres') throw new Error('--store: expected sqlite or postgres');
  const storeKind = values.store as StoreKind | undefined;
  const generateStart = performance.now();
  const data = generateDemoData({ seed: 7, cars: DOCS, now: NOW });
  const generateMs = performance.now() - generateStart;
  const dealerships = new Map(data.dealerships.map((dealership) => [dealership.id, dealership]));
  const fromStore = storeKind ? await recordsFromStore(storeKind, data) : null;
  const records = fromStore?.records ?? data.cars.map((car) => toSearchRecord(car, { dealership: dealerships.get(car.dealership_id)! }));

  const buildStart = performance.now();
  // Every query timed is the engine's work, none a kept answer.
  const index = new SearchIndex('cars', CAR_INDEX_SETTINGS, records, { answersKept: 0 });
  const names = carIndexNames('cars');
  const sorts = [names.relevance, names.latest, names.priceAsc, names.priceDesc];
  const filters = stockFilter({ now: NOW.getTime() });
  // The first query per sort order builds what queries share (columns, sort orders): count it as build.
  for (const name of sorts) index.view(name)!.search(readSearchParams({ filters, hitsPerPage: 1 }));
  const buildMs = performance.now() - buildStart;

  const rows = records as Row[];
  const pools = Object.fromEntries(
    ['make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'year', 'seats', 'categories'].map((attribute) => [
      attribute,
      distinct(rows, attribute),
    ]),
  );
  const websites = distinct(rows, 'website_ids');
  const makeModels = rows.map((record) => [String(record.make), String(record.model)] as const);
  const refinable = ['body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'year', 'seats', 'categories'];
  const prefix = (word: string) => word.slice(0, Math.max(2, Math.ceil(word.length * (0.5 + random() / 2))));

  const kinds: { label: string; next: () => Row }[] = [
    {
      // Refinements taken from one listing (plus a second value in some groups), as a shopper
      // narrowing down would pick them, so the query usually still has results.
      label: '(a) text + 6 refinements + price + sort',
      next: () => {
        const anchor = pick(rows);
        const chosen = [...refinable].sort(() => random() - 0.5).slice(0, 6);
        const valueOf = (attribute: string) => {
          const value = anchor[attribute];
          return String(Array.isArray(value) ? (value.length > 0 ? pick(value) : pick(pools[attribute])) : value);
        };
        const price = Number(anchor.price);
        return {
          query: random() < 0.5 ? String(anchor.make) : prefix(String(anchor.model)),
          filters,
          facetFilters: chosen.map((attribute) =>
            random() < 0.3 ? [`${attribute}:${valueOf(attribute)}`, `${attribute}:${pick(pools[attribute])}`] : [`${attribute}:${valueOf(attribute)}`],
          ),
          numericFilters: [`price>=${Math.floor(price / 20_000) * 10_000}`, `price<=${Math.ceil(price / 10_000) * 10_000 + 20_000}`],
          facets: [...CAR_FACETS],
          hitsPerPage: 21,
          index: pick(sorts),
          website: (anchor.website_ids as unknown[])[0],
        };
      },
    },
    {
      label: "(b) browse, facets ['*'], 21 a page",
      next: () => ({ query: '', filters, facets: ['*'], hitsPerPage: 21, page: Math.floor(random() * 4), index: pick(sorts) }),
    },
    {
      label: '(c) two-word text',
      next: () => {
        const [make, model] = pick(makeModels);
        const words = pick([
          () => `${make} ${model}`,
          () => `${make} ${prefix(model)}`,
          () => `${pick(pools.colour)} ${pick(pools.body)}`,
          () => `${make.slice(0, -1)} ${model}`,
          () => `${pick(pools.fuel)} ${prefix(make)}`,
        ])();
        return { query: words.toLowerCase(), filters, facets: ['*'], hitsPerPage: 21, index: pick(sorts) };
      },
    },
  ];

  const timings = kinds.map(() => [] as number[]);
  const hitCounts = kinds.map(() => 0);
  const run = (kind: number, measure: boolean) => {
    // Each query runs under one tenant's secured-key filter, as the routes apply it.
    const { index: indexName, website = pick(websites), ...body } = kinds[kind].next();
    const view = index.view(String(indexName))!;
    const restriction = parseFilters(`website_ids:${String(website)}`);
    const started = performance.now();
    const params = readSearchParams(body);
    const response = view.search(params, restriction);
    const elapsed = performance.now() - started;
    if (measure) {
      timings[kind].push(elapsed);
      hitCounts[kind] += response.nbHits;
    }
  };
  for (let i = 0; i < WARM_UP_PER_KIND; i++) kinds.forEach((_, kind) => run(kind, false));
  const schedule = kinds.flatMap((_, kind) => Array.from({ length: QUERIES_PER_KIND }, () => kind)).sort(() => random() - 0.5);
  for (const kind of schedule) run(kind, true);

  const fmt = (ms: number) => ms.toFixed(2).padStart(7);
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
  };
  console.log(`Search engine benchmark: ${records.length.toLocaleString('en')} listings, ${schedule.length} measured queries`);
  console.log(`demo data ${generateMs.toFixed(0)} ms${fromStore ? ` (seeded into ${storeKind}; read back in ${fromStore.loadMs.toFixed(0)} ms)` : ''}; index build incl. 4 sort orders ${buildMs.toFixed(0)} ms\n`);
  console.log(`${'query kind'.padEnd(42)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'avg hits'.padStart(9)}`);
  kinds.forEach((kind, i) => {
    const { p50, p95, max } = summary(timings[i]);
    const avgHits = Math.round(hitCounts[i] / timings[i].length);
    console.log(`${kind.label.padEnd(42)} ${String(timings[i].length).padStart(4)} ${fmt(p50)} ${fmt(p95)} ${fmt(max)} ${String(avgHits).padStart(9)}`);
  });
  const all = summary(timings.flat());
  console.log(`${'all'.padEnd(42)} ${String(schedule.length).padStart(4)} ${fmt(all.p50)} ${fmt(all.p95)} ${fmt(all.max)}\n`);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const storeFigures = fromStore ? { store: storeKind, load_ms: Math.round(fromStore.loadMs) } : {};
  console.log(JSON.stringify({ docs: records.length, p50_ms: round(all.p50), p95_ms: round(all.p95), max_ms: round(all.max), ...storeFigures }));
}

await main();
