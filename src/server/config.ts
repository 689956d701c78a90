// Every environment variable the server reads, with its default. README.md lists the same.
import { resolve } from 'node:path';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimitSettings } from './accounts/limits.ts';

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
  /** SMTP server for e-mail (smtp://user:pass@host:port or smtps://…); null writes .eml files under DATA_DIR/messages. */
  smtpUrl: string | null;
  /** SMS gateway webhook that takes a JSON POST {to, body}; null writes .txt files under DATA_DIR/messages. */
  smsWebhookUrl: string | null;
  /** The From address of e-mail (the dealer's name is its display name). */
  mailFrom: string;
  /** Secret session cookies are signed with; generated and stored in the database when unset. */
  accountsSecret: string | null;
  /** How often saved searches are checked for new matches (also a little after stock changes). */
  alertIntervalMs: number;
  /** Sign-in code limits (src/server/accounts/limits.ts). */
  signInLimits: SignInLimitSettings;
  /** Secret the embedded payment service derives each tenant's test keys from; generated and stored when unset. */
  paymentServiceSecret: string | null;
  /** Checkouts one address may start in 10 minutes (PAYMENTS_RATE_PER_IP). */
  paymentsRatePerIp: number;
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

function urlFrom(name: string, protocols: string[], env: NodeJS.ProcessEnv): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: expected a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name}: expected a ${protocols.join(' or ')} URL, got "${url.protocol}"`);
  return raw;
}

const POSITIVE = { min: 1, max: Number.MAX_SAFE_INTEGER, what: 'a whole number above 0' };
const positiveFrom = (name: string, fallback: number, env: NodeJS.ProcessEnv) => intFrom(name, fallback, env, POSITIVE);

function secretFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.ACCOUNTS_SECRET;
  if (!raw) return null;
  if (raw.length < 32) throw new Error('ACCOUNTS_SECRET: expected at least 32 characters (e.g. `openssl rand -base64 32`)');
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
    geocoderUrl: urlFrom('GEOCODER_URL', ['http:', 'https:'], env),
    geocoderKey: env.GEOCODER_KEY || null,
    databaseUrl: databaseUrlFrom(env),
    databasePoolMax: intFrom('DATABASE_POOL_MAX', 10, env, { min: 1, max: 1000, what: 'a number of connections (1 to 1000)' }),
    imageCacheMaxBytes: intFrom('IMAGE_CACHE_MAX_MB', 1024, env, { min: 1, max: 1_000_000, what: 'a whole number of megabytes' }) * 1024 * 1024,
    smtpUrl: urlFrom('SMTP_URL', ['smtp:', 'smtps:'], env),
    smsWebhookUrl: urlFrom('SMS_WEBHOOK_URL', ['http:', 'https:'], env),
    mailFrom: env.MAIL_FROM || 'no-reply@forecourt.localhost',
    accountsSecret: secretFrom(env),
    alertIntervalMs: positiveFrom('ACCOUNT_ALERTS_INTERVAL_S', 3600, env) * 1000,
    signInLimits: {
      codeIntervalS: positiveFrom('ACCOUNT_CODE_INTERVAL_S', DEFAULT_SIGN_IN_LIMITS.codeIntervalS, env),
      codesPerIdentifier: positiveFrom('ACCOUNT_CODES_PER_IDENTIFIER', DEFAULT_SIGN_IN_LIMITS.codesPerIdentifier, env),
      codesPerIp: positiveFrom('ACCOUNT_CODES_PER_IP', DEFAULT_SIGN_IN_LIMITS.codesPerIp, env),
      signInsPerIp: positiveFrom('ACCOUNT_SIGN_INS_PER_IP', DEFAULT_SIGN_IN_LIMITS.signInsPerIp, env),
    },
    paymentServiceSecret: env.PAYMENT_SERVICE_SECRET || null,
    paymentsRatePerIp: intFrom('PAYMENTS_RATE_PER_IP', 30, env, { min: 1, max: 100_000, what: 'a number of checkouts' }),
  };
}
