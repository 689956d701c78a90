// The embedded payment service, assembled: one test-mode account per tenant that uses it (keys
// derived from a secret kept in the database, so they survive restarts), its API under /v1, its
// hosted page under /pay, and webhook delivery to each account's endpoint.
import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import type { Store } from '../store/store.ts';
import { storedSecret, type Settings } from '../stored-secret.ts';
import { paymentServiceRoutes } from './api.ts';
import { hostedPageRoutes } from './hosted-page.ts';
import { createPaymentService, type ProviderAccount } from './service.ts';
import { createProviderStore } from './store.ts';
import { startWebhookDelivery } from './webhooks.ts';

export interface AccountKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** An account's keys: the same for the same service secret and tenant, unguessable without the secret. */
export function accountKeys(serviceSecret: string, tenant: string): AccountKeys {
  const derive = (purpose: string) => createHmac('sha256', serviceSecret).update(`${purpose}:${tenant}`).digest('hex').slice(0, 40);
  return { secretKey: `sk_test_${derive('secret')}`, publishableKey: `pk_test_${derive('publishable')}`, webhookSecret: `whsec_${derive('webhook')}` };
}

const SERVICE_SECRET_SETTING = 'payment_service_secret';

/** The service's secret: PAYMENT_SERVICE_SECRET, else one made on the first start and kept in the store (the first instance's wins). */
export const serviceSecretFrom = (settings: Settings, configured: string | null) => storedSecret(settings, SERVICE_SECRET_SETTING, configured);

export interface PaymentServiceHost {
  /** /v1/* (the API) and /pay/* (the hosted page); host-independent, as Stripe's own hosts are. */
  app: Hono;
  account(tenant: string): ProviderAccount | undefined;
  /** Delivers due webhook events now (tests; the worker also polls). */
  deliverEvents(): Promise<void>;
  stop(): void;
}

export interface AccountSpec {
  tenant: string;
  name: string;
  keys: AccountKeys;
  /** Where its events go (the site's own webhook endpoint, addressed as the tenant's host); known once the server listens. */
  webhook: () => { url: string; host: string | null };
}

export function createPaymentServiceHost(db: Store, specs: AccountSpec[]): PaymentServiceHost {
  const store = createProviderStore(db);
  const accounts = new Map<string, ProviderAccount>();
  const byKey = new Map<string, ProviderAccount>();
  for (const spec of specs) {
    const account: ProviderAccount = {
      id: spec.tenant,
      name: spec.name,
      secretKey: spec.keys.secretKey,
      get webhook() {
        const { url, host } = spec.webhook();
        return { url, hostHeader: host, secret: spec.keys.webhookSecret };
      },
    };
    accounts.set(spec.tenant, account);
    byKey.set(spec.keys.secretKey, account);
  }
  const delivery = startWebhookDelivery(store, (id) => accounts.get(id));
  const service = createPaymentService(store, { eventsAdded: () => delivery.kick() });
  const app = new Hono();
  app.route('/', paymentServiceRoutes(service, store, (key) => byKey.get(key)));
  app.route('/', hostedPageRoutes(service, (id) => accounts.get(id)));
  return {
    app,
    account: (tenant) => accounts.get(tenant),
    deliverEvents: () => delivery.runNow(),
    stop: () => delivery.stop(),
  };
}
