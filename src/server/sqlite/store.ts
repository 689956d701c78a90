// The embedded default: one SQLite file in DATA_DIR, owned by one server process. Other processes
// may still write it (npm run payments releasing a car): every car write is journalled in
// car_changes, and the server reads the journal whenever SQLite's data_version says another
// connection has committed, so its search index and menus follow those writes too.
import { Kysely, sql, SqliteDialect } from 'kysely';
import { join } from 'node:path';
import type { Database } from '../store/schema.ts';
import { newInstanceId, type CarsChanged, type Store } from '../store/store.ts';
import { openDatabase } from './database.ts';
import { kyselySqlite } from './kysely-adapter.ts';

/** The journal's car id for "every car" (a seed). */
const ALL_CARS = 0;
const FOLLOW_MS = 1000;

export function openSqliteStore(dataDir: string): Store {
  const file = openDatabase(dataDir);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(file) }) });
  // One process owns the file, so a claim another instance id holds was left by an earlier start.
  const instanceId = newInstanceId();
  let open = true;

  let seen = (file.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM car_changes').get() as { seq: number }).seq;
  const own = new Set<number>();
  const listeners = new Set<(changed: CarsChanged) => void>();
  let version = file.pragma('data_version', { simple: true }) as number;
  const follow = setInterval(() => {
    if (!file.isOpen) return clearInterval(follow);
    const now = file.pragma('data_version', { simple: true }) as number;
    if (now === version || listeners.size === 0) return;
    version = now;
    const rows = file.prepare('SELECT seq, car_id FROM car_changes WHERE seq > ? ORDER BY seq').all(seen) as { seq: number; car_id: number }[];
    if (!rows.length) return;
    seen = rows[rows.length - 1].seq;
    const theirs = rows.filter((r) => !own.delete(r.seq));
    for (const seq of own) if (seq <= seen) own.delete(seq);
    if (!theirs.length) return;
    const changed: CarsChanged = theirs.some((r) => r.car_id === ALL_CARS) ? 'all' : [...new Set(theirs.map((r) => r.car_id))];
    for (const listener of listeners) listener(changed);
  }, FOLLOW_MS);
  follow.unref();

  return {
    kind: 'sqlite',
    db,
    where: `SQLite file ${join(dataDir, 'forecourt.sqlite')}`,
    instanceId,
    sharedByInstances: false,
    jsonText: (column, key) => sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`,
    ownerGone: (owner) => sql<boolean>`(${owner} <> ${instanceId})`,
    // On the one connection, held throughout, so no other transaction commits between the pragmas
    // with FULL (slower) or, worse, this one with NORMAL after another durable one reset it.
    durableTransaction: (work) =>
      db.connection().execute(async (conn) => {
        await sql`PRAGMA synchronous = FULL`.execute(conn);
        try {
          return await conn.transaction().execute(work);
        } finally {
          await sql`PRAGMA synchronous = NORMAL`.execute(conn);
        }
      }),
    lockForSeed: async () => {},
    async announceCars(trx, changed) {
      for (const carId of changed === 'all' ? [ALL_CARS] : changed) {
        const row = await trx.insertInto('car_changes').values({ car_id: carId }).returning('seq').executeTakeFirstOrThrow();
        own.add(row.seq);
        // The journal only needs what another process wrote since a server last looked.
        if (row.seq % 1000 === 0) await trx.deleteFrom('car_changes').where('seq', '<', row.seq - 1000).execute();
      }
    },
    onOtherInstancesCars(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => open && file.isOpen,
    async close() {
      open = false;
      clearInterval(follow);
      await db.destroy();
    },
  };
}
