// PostgreSQL (DATABASE_URL): the shared store of several server instances. node-postgres's pool
// under Kysely's PostgresDialect; the schema migrated under an advisory lock (instances may start
// together); car changes announced with NOTIFY and heard on each instance's own session.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, types as pgTypes, type PoolClient, type PoolConfig } from 'pg';
import type { Database } from '../store/schema.ts';
import { newInstanceId, type CarsChanged, type Store } from '../store/store.ts';
import { StoreUnavailableError } from '../store-unavailable.ts';
import { carsPayload, CARS_CHANNEL, openInstanceSession } from './instance-session.ts';
import { INSTANCE_LOCKS, MIGRATE, SCHEMA_LOCKS, SEED } from './locks.ts';
import { POSTGRES_MIGRATIONS } from './migrations.ts';

const INT8 = 20;
/** application_name of each instance's own session (pg_stat_activity shows which connections are which). */
export const INSTANCE_SESSION_NAME = 'forecourt-instance';
/** COUNT(*) and BIGINT columns come back as numbers (every value we keep is far below 2^53). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pgTypes.getTypeParser(oid, format))) as typeof pgTypes.getTypeParser,
};

/** host:port/database of a DATABASE_URL, without its password, for messages. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

/** An error's message, or its code where it has none (Node's AggregateError for a refused host). */
function reasonOf(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: string; code?: string };
  return message || code || String(error);
}

async function migratePostgres(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [SCHEMA_LOCKS, MIGRATE]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const current = Number((await client.query('SELECT COALESCE(MAX(version), 0) AS v FROM schema_version')).rows[0].v);
    if (current > POSTGRES_MIGRATIONS.length) {
      throw new Error(`database schema version ${current} is newer than this build knows (${POSTGRES_MIGRATIONS.length})`);
    }
    for (let version = current; version < POSTGRES_MIGRATIONS.length; version++) {
      try {
        await client.query('BEGIN');
        await client.query(POSTGRES_MIGRATIONS[version]!);
        await client.query('INSERT INTO schema_version (version) VALUES ($1)', [version + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    }
    return POSTGRES_MIGRATIONS.length;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [SCHEMA_LOCKS, MIGRATE]).catch(() => {});
    client.release();
  }
}

export async function openPostgresStore(url: string, log: (line: string) => void, poolMax = 10): Promise<Store> {
  const where = `PostgreSQL at ${describeUrl(url)}`;
  const config: PoolConfig = { connectionString: url, types, keepAlive: true, connectionTimeoutMillis: 5000, max: poolMax, application_name: 'forecourt' };
  const pool = new Pool(config);
  // An idle pooled connection that dies (PostgreSQL restarted) is dropped by the pool; without a
  // listener its 'error' would end the process.
  pool.on('error', (error) => log(`${where}: a pooled connection was lost (${error.message})`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StoreUnavailableError(`${where} is not reachable (DATABASE_URL): ${reasonOf(error)}`, { cause: error });
  }

  const instanceId = newInstanceId();
  const listeners = new Set<(changed: CarsChanged) => void>();
  let session;
  try {
    await migratePostgres(pool);
    session = await openInstanceSession({
      config: { ...config, application_name: INSTANCE_SESSION_NAME },
      instanceId,
      log,
      onOtherInstancesCars: (changed) => {
        for (const listener of listeners) listener(changed);
      },
    });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  // A connection lost while checked out (mid-transaction, say a delivery's) emits 'error' on its client,
  // which nothing would hear: the process would end. Its query fails instead, and the pool drops it.
  const heard = new WeakSet<PoolClient>();
  const guardedPool = {
    async connect() {
      const client = await pool.connect();
      if (!heard.has(client)) {
        heard.add(client);
        client.on('error', (error) => log(`${where}: a connection in use was lost (${error.message})`));
      }
      return client;
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool }) });
  let open = true;
  return {
    kind: 'postgres',
    db,
    where,
    instanceId,
    sharedByInstances: true,
    // ->> with a literal key, so the same expression in SELECT and GROUP BY is one expression.
    jsonText: (column, key) => sql<string | null>`(${sql.ref(column)}::json ->> ${sql.lit(key)})`,
    // Free when its session has ended; taking it here holds it only until this statement's end.
    ownerGone: (owner) => sql<boolean>`(${owner} <> ${instanceId} AND pg_try_advisory_xact_lock(${sql.lit(INSTANCE_LOCKS)}, ${owner}))`,
    durableTransaction: (work) =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL synchronous_commit TO on`.execute(trx);
        return work(trx);
      }),
    async lockForSeed(trx) {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(SCHEMA_LOCKS)}, ${sql.lit(SEED)})`.execute(trx);
    },
    async announceCars(trx, changed) {
      await sql`SELECT pg_notify(${CARS_CHANNEL}, ${carsPayload(instanceId, changed)})`.execute(trx);
    },
    onOtherInstancesCars(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => open,
    async close() {
      if (!open) return;
      open = false;
      await session.close();
      await db.destroy();
    },
  };
}
