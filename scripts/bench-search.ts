// `npm run bench:search`: our engine (no HTTP, no answers kept) against its peers on the same
// listings and the same results-page queries (scripts/bench-search/queries.ts), then our engine at
// platform scale. Each engine at each size runs in a process of its own (run-engine.ts, with
// --expose-gc), so its memory is its own and no other engine's garbage is collected on its time.
//
//   --docs 20000,100000,500000   sizes our engine runs at (default)
//   --peers-docs 20000           sizes the peers run at (default; `--peers-docs none` skips them)
//   --peers orama,itemsjs,sqlite-fts5
//   --store sqlite|postgres      our engine's records read through that store (PostgreSQL: a throwaway
//                                cluster), seeded with the same listings first, as a starting server
//                                builds its index; the JSON then has "store" and, per size, "load_ms"
//                                (reading every car back into index records). The peers read the file.
//
// Times are per query, wall clock and CPU (process.cpuUsage: this machine's cores are shared, so
// wall time also measures other people's work); the targets are judged on CPU time. The memory is
// the heap plus typed arrays (external) the built index added after a full GC, the records excluded
// (the server holds them either way); the resident-set growth is printed beside it. The last line
// is one JSON object with every figure.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineReading, type MachineReading } from './bench-machine.ts';
import { QUERY_KINDS } from './bench-search/queries.ts';
import { benchRecords } from './bench-search/records.ts';
import type { EngineRun, Percentiles } from './bench-search/run-engine.ts';
import { storeKind } from './bench-search/store-records.ts';

/** Queries of each kind timed per engine: the slow peers get fewer, so the bench ends in minutes. */
const QUERIES_PER_KIND: Record<string, number> = { forecourt: 300, 'sqlite-fts5': 100, orama: 60, itemsjs: 20 };
const PEERS = ['orama', 'itemsjs', 'sqlite-fts5'];
/** Targets (issue 38), on CPU time: p95 by size, and the index's bytes per listing. */
const P95_TARGET_MS: Record<number, number> = { 20_000: 5, 500_000: 25 };
const INDEX_BYTES_TARGET = 1024;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const sizes = (list: string | undefined, fallback: number[]) => (list === undefined ? fallback : list === 'none' ? [] : list.split(',').map(Number));

async function main(): Promise<void> {
  const machine = machineReading();
  const { values } = parseArgs({ options: { docs: { type: 'string' }, 'peers-docs': { type: 'string' }, peers: { type: 'string' }, store: { type: 'string' } } });
  const store = storeKind(values.store);
  const ourSizes = sizes(values.docs, [20_000, 100_000, 500_000]);
  const peerSizes = sizes(values['peers-docs'], [20_000]);
  const peers = values.peers?.split(',') ?? PEERS;
  const runs: { engine: string; docs: number }[] = [
    ...[...new Set([...ourSizes, ...peerSizes])].sort((a, b) => a - b).map((docs) => ({ engine: 'forecourt', docs })),
    ...peerSizes.flatMap((docs) => peers.map((engine) => ({ engine, docs }))),
  ];
  // Made (and kept in the temp folder) here, once, rather than by each child at the same time.
  for (const docs of new Set(runs.map((run) => run.docs))) await benchRecords(docs, console.log);

  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-search-'));
  const results: EngineRun[] = [];
  try {
    for (const { engine, docs } of runs) {
      const out = join(dir, `${engine}-${docs}.json`);
      const args = ['--expose-gc', '--max-old-space-size=16384', '--import', 'tsx', join(import.meta.dirname, 'bench-search', 'run-engine.ts')];
      args.push('--engine', engine, '--docs', String(docs), '--queries', String(QUERIES_PER_KIND[engine] ?? 100), '--out', out);
      const viaStore = store && engine === 'forecourt';
      if (viaStore) args.push('--store', store);
      console.log(`${engine} at ${docs.toLocaleString('en')} listings${viaStore ? ` read through ${store}` : ''}…`);
      execFileSync(process.execPath, args, { stdio: 'inherit' });
      results.push(JSON.parse(readFileSync(out, 'utf8')) as EngineRun);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  report(results, ourSizes, store, machine);
}

function report(results: EngineRun[], ourSizes: number[], store: string | null, machine: MachineReading): void {
  const ours = new Map(results.filter((run) => run.engine === 'forecourt').map((run) => [run.docs, run]));
  const fmt = (ms: number) => ms.toFixed(2).padStart(8);
  const perListing = (bytes: number, docs: number) => Math.round(bytes / docs);
  console.log(`\n${'engine'.padEnd(12)} ${'listings'.padStart(8)} ${'query kind'.padEnd(40)} ${'cpu p50'.padStart(8)} ${'cpu p95'.padStart(8)} ${'wall p50'.padStart(8)} ${'wall p95'.padStart(8)}`);
  for (const run of results) {
    [...QUERY_KINDS, 'all'].forEach((kind, i) => {
      console.log(`${run.engine.padEnd(12)} ${String(run.docs).padStart(8)} ${kind.padEnd(40)} ${fmt(run.cpu[i].p50)} ${fmt(run.cpu[i].p95)} ${fmt(run.wall[i].p50)} ${fmt(run.wall[i].p95)}`);
    });
    console.log(
      `${''.padEnd(12)} ${run.store ? `read from ${run.store.kind} ${run.store.loadMs} ms; ` : ''}build ${run.buildMs} ms (CPU ${run.buildCpuMs} ms); index ${perListing(run.indexHeapBytes, run.docs)} B/listing heap+typed arrays, ${perListing(run.indexRssBytes, run.docs)} B/listing RSS`,
    );
  }

  const figures = (run: EngineRun) => ({
    p50_ms: run.wall[3].p50,
    p95_ms: run.wall[3].p95,
    max_ms: run.wall[3].max,
    cpu_p50_ms: run.cpu[3].p50,
    cpu_p95_ms: run.cpu[3].p95,
    kinds_cpu_p95_ms: run.cpu.slice(0, 3).map((p: Percentiles) => p.p95),
    build_ms: run.buildMs,
    build_cpu_ms: run.buildCpuMs,
    index_bytes_per_listing: perListing(run.indexHeapBytes, run.docs),
    index_rss_bytes_per_listing: perListing(run.indexRssBytes, run.docs),
    ...(run.store ? { load_ms: run.store.loadMs } : {}),
  });
  const scale = Object.fromEntries(ourSizes.map((docs) => [docs, figures(ours.get(docs)!)]));
  const peers: Record<string, unknown> = {};
  for (const run of results.filter((candidate) => candidate.engine !== 'forecourt')) {
    const base = ours.get(run.docs)!;
    // The peer's queries are among ours: how often it found as many listings as ours did.
    const baseHits = new Map(base.nbHits);
    const compared = run.nbHits.filter(([id]) => baseHits.has(id));
    const agree = compared.filter(([id, hits]) => baseHits.get(id) === hits).length;
    peers[`${run.engine}@${run.docs}`] = {
      ...figures(run),
      ratio_p50: round(run.cpu[3].p50 / base.cpu[3].p50, 1),
      ratio_p95: round(run.cpu[3].p95 / base.cpu[3].p95, 1),
      same_nbhits: round(agree / compared.length),
      not_expressible: run.limits,
    };
    console.log(`\n${run.engine}: ${round(run.cpu[3].p95 / base.cpu[3].p95, 1)}x our CPU p95; same nbHits as ours on ${Math.round((100 * agree) / compared.length)}% of the queries; cannot express:`);
    for (const limit of run.limits) console.log(`  - ${limit}`);
  }
  const first = ours.get(ourSizes[0]) ?? [...ours.values()][0];
  const targets: Record<string, boolean> = {};
  for (const [docs, target] of Object.entries(P95_TARGET_MS)) if (ours.has(Number(docs))) targets[`cpu_p95_${docs}_under_${target}ms`] = ours.get(Number(docs))!.cpu[3].p95 < target;
  for (const [docs, run] of ours) targets[`index_${docs}_under_1KB_per_listing`] = run.indexHeapBytes / docs < INDEX_BYTES_TARGET;
  console.log(
    JSON.stringify({
      docs: first.docs,
      p50_ms: first.wall[3].p50,
      p95_ms: first.wall[3].p95,
      max_ms: first.wall[3].max,
      cpu_p50_ms: first.cpu[3].p50,
      cpu_p95_ms: first.cpu[3].p95,
      ...(store ? { store, load_ms: first.store?.loadMs } : {}),
      scale,
      peers,
      targets,
      machine,
    }),
  );
}

await main();
