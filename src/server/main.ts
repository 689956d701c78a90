// Entry point: `tsx src/server/main.ts`. Loads and validates the tenants (a bad file stops start-up),
// opens the store (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL: unreachable stops start-up),
// seeds the demo dealers on first start, builds the search indexes and serves HTTP.
import { serve, type ServerType } from '@hono/node-server';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openStore, type Store } from './store/store.ts';
import { createRepository, type Repository } from './store/repository.ts';
import { unavailableReason } from './store-unavailable.ts';
import { loadClientBuild } from './http/client-build.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { createSearchHost } from './search-host.ts';
import { createCarAccess } from './car-access.ts';
import { createGeocoder } from './geo/geocoder.ts';
import { mediaRoutes } from './media/routes.ts';
import { loadTenants, TenantConfigError, type LoadedTenant } from './tenants/load-tenants.ts';
import { createTenantDirectory } from './tenants/resolve-host.ts';
import { createAccountServices, type AccountServices } from './accounts/services.ts';
import { accountsDatabase } from './accounts/store.ts';
import { serverSearch } from './http/server-search.ts';
import { accountKeys, createPaymentServiceHost, serviceSecretFrom, type PaymentServiceHost } from './payment-service/host.ts';
import { createPayments, type Payments } from './payments/payments.ts';
import { createProviders, loopbackHost, PaymentConfigError } from './payments/providers.ts';

export interface RunningServer {
  port: number;
  /** Writes through it reach the search index (stock changes). */
  repo: Repository;
  /** Resolves once the stock changes heard so far are in this instance's search indexes. */
  searchSettled(): Promise<void>;
  /** Sign-in, sessions and My Garage (tests run the saved-search alerts through it). */
  accounts: AccountServices;
  payments: Payments;
  paymentService: PaymentServiceHost;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const tenants = createTenantDirectory(loadTenants(config.tenantsDir));
  const client = loadClientBuild(config.clientDir);
  const renderPage = await loadPageRenderer(config.clientDir);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, log });
  const repo = createRepository(store);
  let search;
  let carAccess;
  let accounts: AccountServices;
  try {
    if (config.demoData) {
      const { prepareDemoContent } = await import('../../scripts/demo-content.ts');
      await prepareDemoContent({ repo, mediaDir: config.mediaDir, media: config.demoMedia, log });
    }
    const searchHost = await createSearchHost({ repo, tenants: tenants.all, parentKey: config.searchParentKey, log });
    search = searchHost;
    carAccess = await createCarAccess(repo);
    accounts = await createAccountServices({
      database: accountsDatabase(store),
      repo,
      tenants,
      messages: { dataDir: config.dataDir, smtpUrl: config.smtpUrl, smsWebhookUrl: config.smsWebhookUrl, mailFrom: config.mailFrom },
      secret: config.accountsSecret,
      trustProxy: config.trustProxy,
      searchFor: (tenant) => serverSearch(searchHost.connectionFor(tenant), searchHost.app),
      alertIntervalMs: config.alertIntervalMs,
      signInLimits: config.signInLimits,
    });
  } catch (error) {
    search?.stop();
    await store.close();
    throw error;
  }
  // Known once the server listens; the payment service's webhooks and the SDK's host need it.
  let port = config.port;
  let payment: Awaited<ReturnType<typeof paymentsFor>>;
  try {
    payment = await paymentsFor(config, store, repo, tenants.all, () => port);
  } catch (error) {
    search.stop();
    await accounts.stop();
    await store.close();
    throw error;
  }
  const app = createApp({
    accounts,
    config,
    tenants,
    repo,
    client,
    renderPage,
    searchApp: search.app,
    searchConnection: search.connectionFor,
    geocoder: createGeocoder(config),
    carAccess,
    paymentServiceApp: payment.service.app,
    payments: payment.payments,
    mediaApp: mediaRoutes({
      mediaDir: config.mediaDir,
      cacheDir: `${config.dataDir}/image-cache`,
      cacheMaxBytes: config.imageCacheMaxBytes,
      notFoundImage: `${config.publicDir}/img-not-found.svg`,
    }),
  });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : config.port;
  log(`Forecourt is serving ${tenants.all.length} dealer sites (data: ${store.where}):`);
  for (const t of tenants.all) log(`  ${t.config.name.padEnd(28)} http://${t.config.slug}.localhost:${port}/`);
  log(`  (default tenant)             http://localhost:${port}/`);

  let closing: Promise<void> | undefined;
  return {
    port,
    repo,
    searchSettled: () => search.settled(),
    accounts,
    payments: payment.payments,
    paymentService: payment.service,
    close() {
      closing ??= new Promise<void>((resolve) => {
        search.stop();
        payment.service.stop();
        server.close(() => {
          void accounts.stop().finally(() => {
            store.close().then(resolve, resolve);
          });
        });
        // Keep-alive sockets would hold close() open; idle ones can go now.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * Payments: the embedded payment service (an account for each tenant on it, its events posted to this
 * server's webhook as the tenant's host) and the site's side, which speaks to each tenant's provider
 * (that service, or the dealer's Stripe account) through the stripe SDK.
 */
async function paymentsFor(config: ServerConfig, store: Store, repo: Repository, tenants: LoadedTenant[], port: () => number) {
  const secret = await serviceSecretFrom(repo, config.paymentServiceSecret);
  const self = () => `http://${loopbackHost(config.host)}:${port()}`;
  const service = createPaymentServiceHost(
    store,
    tenants
      .filter((t) => t.config.payments.provider === 'embedded')
      .map((t) => ({
        tenant: t.config.slug,
        name: t.config.name,
        keys: accountKeys(secret, t.config.slug),
        webhook: () => ({ url: `${self()}/api/payments/webhook`, host: `${t.config.slug}.localhost:${port()}` }),
      })),
  );
  const providers = createProviders({ tenants: tenants.map((t) => t.config), env: process.env, serviceSecret: secret, selfAddress: () => ({ host: config.host, port: port() }) });
  const bySlug = new Map(tenants.map((t) => [t.config.slug, t.config]));
  return { service, payments: createPayments({ repo, providers, tenantOf: (slug) => bySlug.get(slug) }) };
}

async function main() {
  let running: RunningServer;
  try {
    running = await startServer(readConfig());
  } catch (err) {
    // A bad tenant file, or the store out of reach: say which, without a stack trace, and stop.
    const unavailable = unavailableReason(err);
    if (err instanceof TenantConfigError || err instanceof PaymentConfigError || unavailable) {
      console.error(unavailable ? `Cannot start: ${unavailable}` : (err as Error).message);
      process.exit(1);
    }
    throw err;
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing open requests and closing the database...`);
    running.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
