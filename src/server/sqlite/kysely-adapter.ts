// Kysely's SqliteDialect drives better-sqlite3's API: `prepare(sql)` giving a statement that says
// whether it returns rows (`reader`) and takes its parameters as one array. @photostructure/sqlite has
// node:sqlite's API instead (parameters spread, `columns()` in place of `reader`), so this is the thin
// adapter Kysely's SqliteDatabase interface asks for. Statements are prepared once per SQL text.
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { Db } from './database.ts';

const MAX_CACHED_STATEMENTS = 500;

export function kyselySqlite(db: Db): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const stmt = db.prepare(sql);
    return {
      reader: stmt.columns().length > 0,
      all: (parameters) => stmt.all(...(parameters as never[])),
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
