// Opens the SQLite file in DATA_DIR (WAL) and brings its schema up to date.
import { DatabaseSync, enhance, type DatabaseSyncInstance, type EnhancedDatabaseSync } from '@photostructure/sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;

/** node:sqlite's API (what Node 22 ships built in) plus better-sqlite3's `pragma` and `transaction`. */
export function openSqliteFile(path: string, options: { readOnly?: boolean } = {}): Db {
  return enhance(new DatabaseSync(path, options));
}

export function openDatabase(dataDir: string, file = 'forecourt.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = openSqliteFile(join(dataDir, file));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Sorts and temporary indexes in memory: reads then need no disk space (they keep serving on a
  // full disk), and this server's are small.
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`database schema version ${current} is newer than this build knows (${MIGRATIONS.length})`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
