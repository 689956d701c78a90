// Each tenant's payment provider, spoken to with the official `stripe` SDK either way: the dealer's
// own Stripe account (tenant.json payments.provider "stripe"; the secret key and webhook secret from
// STRIPE_SECRET_KEY_<SLUG> and STRIPE_WEBHOOK_SECRET_<SLUG>), or the embedded payment service inside
// this server (src/server/payment-service), reached over loopback HTTP with the SDK's host, port and
// protocol options and keys derived for the tenant.
import { Stripe } from 'stripe';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { accountKeys } from '../payment-service/host.ts';

export interface TenantProvider {
  kind: 'embedded' | 'stripe';
  stripe: Stripe;
  webhookSecret: string;
}

export class PaymentConfigError extends Error {}

const envName = (prefix: string, slug: string) => `${prefix}_${slug.toUpperCase().replaceAll('-', '_')}`;
export const secretKeyEnv = (slug: string) => envName('STRIPE_SECRET_KEY', slug);
export const webhookSecretEnv = (slug: string) => envName('STRIPE_WEBHOOK_SECRET', slug);

/** Where this server can reach itself: its own address, or loopback when it listens on every interface. */
export function loopbackHost(listenHost: string): string {
  return listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '' ? '127.0.0.1' : listenHost;
}

const SDK_OPTIONS = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false, appInfo: { name: 'Forecourt' } } as const;

/**
 * The real Stripe tenants' keys, checked at start: both variables set, a secret key and a webhook
 * secret by their prefixes, and the secret key's mode (test or live) that of the publishable key in
 * tenant.json, so a live site never takes test payments or the other way round.
 */
export function checkStripeTenants(tenants: TenantConfig[], env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  for (const t of tenants.filter((tenant) => tenant.payments.provider === 'stripe')) {
    const secret = env[secretKeyEnv(t.slug)];
    const webhook = env[webhookSecretEnv(t.slug)];
    if (!secret || !/^(sk|rk)_(test|live)_\w+$/.test(secret)) problems.push(`${secretKeyEnv(t.slug)}: expected the Stripe secret key (sk_live_… or sk_test_…) of ${t.slug}`);
    if (!webhook || !/^whsec_\w+$/.test(webhook)) problems.push(`${webhookSecretEnv(t.slug)}: expected the signing secret (whsec_…) of ${t.slug}'s webhook endpoint`);
    const keyMode = secret && /_(test|live)_/.exec(secret)?.[1];
    const pkMode = t.payments.publishableKey && /^pk_(test|live)_/.exec(t.payments.publishableKey)?.[1];
    if (keyMode && pkMode && keyMode !== pkMode) problems.push(`${t.slug}: the secret key is ${keyMode} mode but tenant.json payments.publishableKey is ${pkMode} mode`);
  }
  if (problems.length) throw new PaymentConfigError(`Payment configuration:\n  - ${problems.join('\n  - ')}`);
}

export interface ProvidersOptions {
  tenants: TenantConfig[];
  env: NodeJS.ProcessEnv;
  /** The embedded service's secret (keys are derived from it per tenant). */
  serviceSecret: string;
  /** Where the embedded service answers: this server, known once it listens. */
  selfAddress: () => { host: string; port: number };
}

export function createProviders({ tenants, env, serviceSecret, selfAddress }: ProvidersOptions) {
  checkStripeTenants(tenants, env);
  const made = new Map<string, TenantProvider>();
  const bySlug = new Map(tenants.map((t) => [t.slug, t]));
  return {
    /** The tenant's provider (clients are made on first use: the embedded one needs the listening port). */
    of(slug: string): TenantProvider {
      const existing = made.get(slug);
      if (existing) return existing;
      const tenant = bySlug.get(slug);
      if (!tenant) throw new Error(`unknown tenant ${slug}`);
      let provider: TenantProvider;
      if (tenant.payments.provider === 'stripe') {
        provider = { kind: 'stripe', stripe: new Stripe(env[secretKeyEnv(slug)] as string, SDK_OPTIONS), webhookSecret: env[webhookSecretEnv(slug)] as string };
      } else {
        const keys = accountKeys(serviceSecret, slug);
        const { host, port } = selfAddress();
        provider = { kind: 'embedded', stripe: new Stripe(keys.secretKey, { ...SDK_OPTIONS, host: loopbackHost(host), port, protocol: 'http' }), webhookSecret: keys.webhookSecret };
      }
      made.set(slug, provider);
      return provider;
    },
  };
}

export type Providers = ReturnType<typeof createProviders>;
