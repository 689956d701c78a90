// The bench's listings: the demo generator's cars as search records, made once per size and kept
// in the temp folder as JSON lines (500,000 cars take the generator minutes on a shared 2-core
// machine; reading them back takes seconds). The file name carries a hash of the generator's and
// the record's source, so a change to either makes new records.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type SearchRecord, toSearchRecord } from '../../src/domain/search-record.ts';
import { generateDemoData } from '../demo-data/generate.ts';

export const BENCH_SEED = 7;
/** The bench's clock: the stock filter's sold window and the records' dates are counted from it. */
export const BENCH_NOW = new Date('2025-06-01T00:00:00Z');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = ['scripts/demo-data', 'src/domain'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder))).sort()) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

export function recordsFile(count: number): string {
  return join(tmpdir(), 'forecourt-bench-search', `records-${count}-seed${BENCH_SEED}-${sourceHash()}.jsonl`);
}

/** The demo generator's data behind `count` listings (the store is seeded with it under --store). */
export const benchData = (count: number) => generateDemoData({ seed: BENCH_SEED, cars: count, now: BENCH_NOW });

async function writeRecords(file: string, count: number): Promise<void> {
  const data = benchData(count);
  const dealerships = new Map(data.dealerships.map((dealership) => [dealership.id, dealership]));
  const locations = new Map(data.locations.map((location) => [location.id, location]));
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(partial);
  for (const car of data.cars) {
    const dealership = dealerships.get(car.dealership_id);
    if (!dealership) continue;
    const line = `${JSON.stringify(toSearchRecord(car, { dealership, location: locations.get(car.location_id) }))}\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  renameSync(partial, file);
}

/** `count` listings as the server would index them; generated (and kept) on first use. */
export async function benchRecords(count: number, log: (line: string) => void = () => {}): Promise<SearchRecord[]> {
  const file = recordsFile(count);
  if (!existsSync(file)) {
    log(`generating ${count.toLocaleString('en')} demo listings into ${file} (once)`);
    await writeRecords(file, count);
  }
  const records: SearchRecord[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line !== '') records.push(JSON.parse(line) as SearchRecord);
  }
  return records;
}

/** `records.ts --docs N[,N…]` makes the files ahead of a bench run. */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--docs');
  const sizes = (at > 0 ? process.argv[at + 1] : '20000').split(',').map(Number);
  for (const size of sizes) {
    const started = performance.now();
    const records = await benchRecords(size, console.log);
    console.log(`${records.length} records from ${recordsFile(size)} in ${Math.round(performance.now() - started)} ms`);
  }
}
