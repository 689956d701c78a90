// `--store sqlite|postgres`: our engine's records read through the store, as a starting server
// builds its index (PostgreSQL: a throwaway cluster). The listings are the bench's own (same seed,
// size and clock as records.ts), seeded into a fresh store first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchRecord } from '../../src/domain/search-record.ts';
import { carRecordsFrom } from '../../src/server/search-host.ts';
import { createRepository } from '../../src/server/store/repository.ts';
import { openStore } from '../../src/server/store/store.ts';
import { startCluster } from '../postgres/cluster.ts';
import { benchData } from './records.ts';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export function storeKind(value: string | undefined): StoreKind | null {
  if (value === undefined) return null;
  if (!(STORE_KINDS as readonly string[]).includes(value)) throw new Error(`--store: expected ${STORE_KINDS.join(' or ')}`);
  return value as StoreKind;
}

/** `count` listings seeded into a fresh store of `kind`, then read back; `loadMs` is the read-back alone. */
export async function recordsFromStore(kind: StoreKind, count: number): Promise<{ records: SearchRecord[]; loadMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-store-'));
  const cluster = kind === 'postgres' ? await startCluster() : null;
  try {
    const store = await openStore({ dataDir, databaseUrl: cluster?.url() ?? null, log: () => {} });
    try {
      const repo = createRepository(store);
      await repo.seed(benchData(count));
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
