// Kysely's SqliteDialect drives better-sqlite3's API: `prepare(sql)` giving a statement that says
// whether it returns rows (`reader`) and takes its parameters as one array. @photostructure/sqlite has
// node:sqlite's API instead (parameters spread, `columns()` in place of `reader`), so this is the thin
// adapter Kysely's SqliteDatabase interface asks for. Statements are prepared once per SQL text.
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { Db } from './database.ts';

const MAX_CACHED_STATEMENTS = 500;

/**
 * SQLite's own texts for its primary result codes (sqlite3_errstr). @photostructure/sqlite 1.2.1
 * gives an error thrown by `all` (which Kysely runs for a statement that returns rows, such as an
 * INSERT … RETURNING) no `errcode`, where `run` and `get` carry one; the code is put back from the
 * text, so a full disk met by such a statement is recognised as one (store-unavailable.ts), not as a
 * bug answered 500.
 */
const ERRSTR_CODES = new Map<string, number>([
  ['database is locked', 5],
  ['attempt to write a readonly database', 8],
  ['disk I/O error', 10],
  ['database or disk is full', 13],
  ['unable to open database file', 14],
]);

function withErrcode<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    const e = error as { errcode?: unknown; message?: unknown };
    if (typeof e === 'object' && e !== null && e.errcode === undefined && typeof e.message === 'string') {
      const code = ERRSTR_CODES.get(e.message);
      if (code !== undefined) Object.assign(e, { errcode: code });
    }
    throw error;
  }
}

export function kyselySqlite(db: Db): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const stmt = db.prepare(sql);
    return {
      reader: stmt.columns().length > 0,
      all: (parameters) => withErrcode(() => stmt.all(...(parameters as never[]))),
      run: (parameters) => stmt.run(...(parameters as never[])),
      iterate: (parameters) => stmt.iterate(...(parameters as never[])),
    };
  };
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Seeding's batch inserts differ in their row counts: the cache is bounded, not per shape.
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
