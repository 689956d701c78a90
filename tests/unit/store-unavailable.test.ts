// What counts as the store being unavailable (503 with Retry-After) rather than a bug (500): SQLite's
// full disk however the statement met it, and the file system's errors for the files beside it.
import { afterAll, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/sqlite/database.ts';
import { kyselySqlite } from '../../src/server/sqlite/kysely-adapter.ts';
import type { Database } from '../../src/server/store/schema.ts';
import { StoreUnavailableError, unavailableReason } from '../../src/server/store-unavailable.ts';

const dir = mkdtempSync(join(tmpdir(), 'forecourt-unavailable-'));
const file = openDatabase(dir);
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(file) }) });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `write` until the file may grow no more (max_page_count), and answers what it threw. */
async function fill(write: (i: number) => Promise<unknown>): Promise<unknown> {
  file.pragma(`max_page_count = ${(file.pragma('page_count', { simple: true }) as number) + 2}`);
  try {
    for (let i = 0; i < 10_000; i++) await write(i);
  } catch (error) {
    return error;
  } finally {
    file.pragma('max_page_count = 1073741823');
  }
  return null;
}

const row = (i: number) => ({ name: 'fill', tenant: 't', properties: 'x'.repeat(2000), at: i, received_at: '' });

describe('unavailableReason', () => {
  it('knows a full SQLite file from a statement that returns rows (INSERT … RETURNING) as from one that does not', async () => {
    const returning = await fill((i) => db.insertInto('analytics_events').values(row(i)).returning('id').execute());
    expect(unavailableReason(returning)).toBe('the disk is full');
    const plain = await fill((i) => db.insertInto('analytics_events').values(row(i)).execute());
    expect(unavailableReason(plain)).toBe('the disk is full');
  });

  it('knows the file system’s full, read-only and failing disks, and nothing else', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']) expect(unavailableReason(Object.assign(new Error(code), { code }))).not.toBeNull();
    expect(unavailableReason(new StoreUnavailableError('down'))).toBe('down');
    expect(unavailableReason(Object.assign(new Error('no'), { code: 'ENOENT' }))).toBeNull();
    expect(unavailableReason(new TypeError('bug'))).toBeNull();
  });
});
