// The embedded default: one SQLite file in DATA_DIR, owned by one server process.
import { Kysely, sql, SqliteDialect } from 'kysely';
import { join } from 'node:path';
import type { Database } from '../store/schema.ts';
import { newInstanceId, type Store } from '../store/store.ts';
import { openDatabase } from './database.ts';
import { kyselySqlite } from './kysely-adapter.ts';

export function openSqliteStore(dataDir: string): Store {
  const file = openDatabase(dataDir);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(file) }) });
  // One process owns the file, so a claim another instance id holds was left by an earlier start.
  const instanceId = newInstanceId();
  let open = true;
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
    announceCars: async () => {},
    onOtherInstancesCars: () => () => {},
    isOpen: () => open && file.isOpen,
    async close() {
      open = false;
      await db.destroy();
    },
  };
}
