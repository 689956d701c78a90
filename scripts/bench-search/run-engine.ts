// One engine at one size, in a process of its own (so its memory is its own, and no other
// engine's garbage is collected on its time). Run by bench-search.ts with --expose-gc; writes its
// figures as JSON to --out.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BenchEngine } from './engines/engine.ts';
import { forecourtEngine } from './engines/forecourt.ts';
import { itemsjsEngine } from './engines/itemsjs.ts';
import { oramaEngine } from './engines/orama.ts';
import { sqliteEngine } from './engines/sqlite-fts5.ts';
import { benchQueries, drawQueries, QUERY_KINDS } from './queries.ts';
import { benchRecords } from './records.ts';
import { recordsFromStore, type StoreKind, storeKind } from './store-records.ts';

export const ENGINES: Record<string, () => BenchEngine> = {
  forecourt: forecourtEngine,
  orama: oramaEngine,
  itemsjs: itemsjsEngine,
  'sqlite-fts5': sqliteEngine,
};

export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

export interface EngineRun {
  engine: string;
  docs: number;
  limits: readonly string[];
  buildMs: number;
  buildCpuMs: number;
  /** Heap and typed-array (external) bytes the built index added, after a full GC, records excluded. */
  indexHeapBytes: number;
  /** Resident set growth over the same span (native memory such as SQLite's shows only here). */
  indexRssBytes: number;
  /** Per query kind, then all together: wall and CPU milliseconds. */
  wall: Percentiles[];
  cpu: Percentiles[];
  /** Each query's id (queries.ts) and how many listings it found. */
  nbHits: [number, number][];
  /** Under --store: the store the records were read from, and how long reading them took. */
  store?: { kind: string; loadMs: number };
}

const round = (value: number) => Math.round(value * 100) / 100;

function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { p50: round(at(50)), p95: round(at(95)), max: round(sorted[sorted.length - 1] ?? 0) };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function settledMemory(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc: the memory figures are taken after a full GC');
  gc();
  gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heap: heapUsed + external, rss };
}

/**
 * The records to index and the queries to time. Under --store the queries still come from the
 * bench's records file, so every engine and store answers the same queries (and the nbHits
 * comparison shows the store gave the same listings); the file's copy is let go before the index is
 * measured.
 */
async function recordsAndQueries(docs: number, perKind: number, kind: StoreKind | null) {
  const fileRecords = await benchRecords(docs);
  const queries = benchQueries(fileRecords, perKind);
  const warmUp = drawQueries(fileRecords, Math.max(3, Math.round(perKind / 10)), 99);
  const fromStore = kind ? await recordsFromStore(kind, docs) : null;
  if (fromStore && fromStore.records.length !== fileRecords.length) throw new Error(`${kind} gave ${fromStore.records.length} listings, the records file ${fileRecords.length}`);
  const store = kind && fromStore ? { kind, loadMs: Math.round(fromStore.loadMs) } : undefined;
  return { records: fromStore?.records ?? fileRecords, queries, warmUp, store };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { engine: { type: 'string' }, docs: { type: 'string' }, queries: { type: 'string' }, out: { type: 'string' }, store: { type: 'string' } },
  });
  const make = ENGINES[values.engine ?? ''];
  if (!make || !values.out) throw new Error(`usage: run-engine.ts --engine ${Object.keys(ENGINES).join('|')} --docs N --queries N --out FILE [--store sqlite|postgres]`);
  const { records, queries, warmUp, store } = await recordsAndQueries(Number(values.docs ?? 20_000), Number(values.queries ?? 300), storeKind(values.store));
  const engine = make();

  const before = settledMemory();
  const buildStart = performance.now();
  const buildCpu = cpuMs();
  await engine.build(records);
  const buildCpuMs = cpuMs() - buildCpu;
  const buildMs = performance.now() - buildStart;

  for (const query of warmUp) await engine.search(query);
  const wall = QUERY_KINDS.map(() => [] as number[]);
  const cpu = QUERY_KINDS.map(() => [] as number[]);
  const nbHits: [number, number][] = [];
  for (const query of queries) {
    const started = performance.now();
    const startedCpu = cpuMs();
    const answer = await engine.search(query);
    cpu[query.kind].push(cpuMs() - startedCpu);
    wall[query.kind].push(performance.now() - started);
    nbHits.push([query.id, answer.nbHits]);
  }
  // After the queries: structures an engine builds on first use are part of its index (the engine
  // is still referenced below, so it is all alive here).
  const after = settledMemory();
  const run: EngineRun = {
    engine: engine.name,
    docs: records.length,
    limits: engine.limits,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(buildCpuMs),
    indexHeapBytes: after.heap - before.heap,
    indexRssBytes: after.rss - before.rss,
    wall: [...wall.map(percentiles), percentiles(wall.flat())],
    cpu: [...cpu.map(percentiles), percentiles(cpu.flat())],
    nbHits,
    ...(store ? { store } : {}),
  };
  writeFileSync(values.out, JSON.stringify(run));
}

await main();
