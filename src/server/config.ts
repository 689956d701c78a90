// Every environment variable the server reads, with its default. README.md lists the same.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  tenantsDir: string;
  clientDir: string;
  /** Parent key the tenants' secured search keys are derived from; generated and stored when unset. */
  searchParentKey: string | null;
  publicDir: string;
  /** Seed demo stock on first start. */
  demoData: boolean;
  /** Generate the demo photos, spins and panoramas on start (skipped files already made). */
  demoMedia: boolean;
  /** Proxies in front of the server whose X-Forwarded-For/-Host/-Proto are believed; 0 ignores them. */
  trustProxy: number;
  /** A geocoding service speaking Google's Geocoding API; null: the embedded postcode table. */
  geocoderUrl: string | null;
  /** Its key (sent as `key`). */
  geocoderKey: string | null;
  /** postgres://… (DATABASE_URL): PostgreSQL as the store, shared by every instance; null: SQLite in dataDir. */
  databaseUrl: string | null;
  /** Connections each instance keeps open to PostgreSQL at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Bytes the image transforms may keep on disk (IMAGE_CACHE_MAX_MB), least recently used removed first. */
  imageCacheMaxBytes: number;
}

/** DATABASE_URL: a postgres:// or postgresql:// URL, or unset for SQLite. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return null;
  if (!/^postgres(ql)?:\/\/./.test(raw)) throw new Error('DATABASE_URL: expected a PostgreSQL URL (postgres://user:password@host:5432/database), or nothing for SQLite in DATA_DIR');
  return raw;
}

/** TRUST_PROXY: how many reverse proxies (load balancer, CDN) stand in front of the server. */
export function trustProxyFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY: expected the number of proxies in front of the server (0 to 10), got "${raw}"`);
  return n;
}

const PORT_RANGE = { min: 0, max: 65535, what: 'a port number' };

function intFrom(name: string, fallback: number, env: NodeJS.ProcessEnv, { min, max, what } = PORT_RANGE): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name}: expected ${what}, got "${raw}"`);
  return n;
}

function urlFrom(name: string, env: NodeJS.ProcessEnv): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) throw new Error(`${name}: expected an http(s) URL, got "${raw}"`);
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: intFrom('PORT', 8080, env),
    host: env.HOST || '0.0.0.0',
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR || `${dataDir}/media`),
    tenantsDir: resolve(env.TENANTS_DIR || './tenants'),
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    searchParentKey: env.SEARCH_PARENT_KEY || null,
    publicDir: resolve(env.PUBLIC_DIR || './public'),
    demoData: env.DEMO_DATA !== 'off',
    demoMedia: env.DEMO_MEDIA !== 'off',
    trustProxy: trustProxyFrom(env),
    geocoderUrl: urlFrom('GEOCODER_URL', env),
    geocoderKey: env.GEOCODER_KEY || null,
    databaseUrl: databaseUrlFrom(env),
    databasePoolMax: intFrom('DATABASE_POOL_MAX', 10, env, { min: 1, max: 1000, what: 'a number of connections (1 to 1000)' }),
    imageCacheMaxBytes: intFrom('IMAGE_CACHE_MAX_MB', 1024, env, { min: 1, max: 1_000_000, what: 'a whole number of megabytes' }) * 1024 * 1024,
  };
}
