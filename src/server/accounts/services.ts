// Accounts put together: better-auth over the accounts tables, the message channel for codes and
// alerts, the request-session helper other routes use for gated data, the API routes and the
// saved-search alert job.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { SavedSearchRequest } from '../../domain/account-schema.ts';
import type { ServerSearch } from '../../domain/page-data.ts';
import type { ServedSession } from '../../domain/tenant-bootstrap.ts';
import { createMessageChannel, type MessageChannel, type MessageConfig } from '../messages/channel.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { TenantDirectory } from '../tenants/resolve-host.ts';
import { accountRoutes } from './account-routes.ts';
import { createAccounts } from './accounts.ts';
import { createAuth } from './auth.ts';
import { withTenantName } from './code-sender.ts';
import { createGarageStore } from './garage-store.ts';
import { garageRoutes } from './garage-routes.ts';
import { createSignInLimits, type SignInLimitSettings } from './limits.ts';
import { createRequestSessions, type RequestSessions } from './request-session.ts';
import { startSearchAlerts } from './search-alerts.ts';
import type { AccountsDatabase } from './store.ts';

const SECRET_SETTING = 'accounts_secret';

export interface AccountServiceDeps {
  database: AccountsDatabase;
  repo: Repository;
  tenants: TenantDirectory;
  messages: MessageConfig;
  /** ACCOUNTS_SECRET, or null to use (and on first start make) the one kept in the database. */
  secret: string | null;
  trustProxy: number;
  /** How the server searches a tenant's stock as its browser would (src/server/http/server-search.ts). */
  searchFor(tenant: LoadedTenant): ServerSearch;
  alertIntervalMs: number;
  signInLimits: SignInLimitSettings;
}

export interface AccountServices {
  /** Mounted under /api. */
  routes: Hono<{ Variables: { tenant: LoadedTenant } }>;
  sessions: RequestSessions;
  channel: MessageChannel;
  alerts: ReturnType<typeof startSearchAlerts>;
  /** Who is signed in and their watchlist, for the page the server sends (sites with sign-in). */
  servedSession(c: Context): Promise<ServedSession>;
  /** A lead was stored for this request: it names the signed-in shopper, if any. */
  leadStored(c: Context, leadId: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The secret better-auth signs session cookies with: ACCOUNTS_SECRET, or one kept in the store, made
 * by whichever instance starts first (instances sharing a PostgreSQL must sign alike).
 */
async function secretFrom(repo: Repository, configured: string | null): Promise<string> {
  if (configured) return configured;
  return repo.settingOnce(SECRET_SETTING, randomBytes(32).toString('base64url'));
}

/** The ids of the cars the saved search's request matches now, or null when the search fails. */
function matcher(searchFor: AccountServiceDeps['searchFor']) {
  return async (tenant: LoadedTenant, request: SavedSearchRequest): Promise<string[] | null> => {
    const results = await searchFor(tenant)([{ ...request, hitsPerPage: 200, page: 0, attributesToRetrieve: ['objectID'], attributesToHighlight: [] }]);
    const hits = (results?.[0] as { hits?: { objectID: string }[] } | undefined)?.hits;
    return hits ? hits.map((hit) => hit.objectID) : null;
  };
}

export async function createAccountServices(deps: AccountServiceDeps): Promise<AccountServices> {
  const channel = createMessageChannel(deps.messages);
  const auth = createAuth({
    db: deps.database.db as never,
    dialect: deps.database.dialect,
    secret: await secretFrom(deps.repo, deps.secret),
    sendCode: withTenantName(channel, deps.tenants),
  });
  const accounts = createAccounts(auth);
  const sessions = createRequestSessions(accounts, deps.trustProxy);
  const garage = createGarageStore(deps.database.db);
  const matchingIds = matcher(deps.searchFor);
  const garageApi = garageRoutes({ repo: deps.repo, garage, sessions, trustProxy: deps.trustProxy, matchingIds });
  const routes = new Hono<{ Variables: { tenant: LoadedTenant } }>();
  routes.route(
    '/',
    accountRoutes({
      accounts,
      sessions,
      garage,
      limits: createSignInLimits(deps.repo, deps.signInLimits),
      trustProxy: deps.trustProxy,
      exportGarage: (c, owner) => garageApi.garageView(c as never, owner),
    }),
  );
  routes.route('/', garageApi.api);
  const alerts = startSearchAlerts({ garage, tenants: deps.tenants, channel, matchingIds, cars: (ids) => deps.repo.cars(ids) }, { intervalMs: deps.alertIntervalMs });
  const stopListening = deps.repo.onCarsChanged(() => alerts.stockChanged());
  return {
    routes,
    sessions,
    channel,
    alerts,
    async servedSession(c) {
      const signedIn = await sessions.signedInOf(c);
      if (!signedIn) return { user: null, watchlist: [] };
      const tenant = (c.get('tenant' as never) as LoadedTenant).config.slug;
      return { user: signedIn.user, watchlist: (await garage.watchlist({ tenant, userId: signedIn.user.id })).map((e) => e.car_id) };
    },
    async leadStored(c, leadId) {
      // The lead is stored whatever happens here: failing to name its sender must not fail it.
      try {
        const signedIn = await sessions.signedInOf(c);
        const tenant = (c.get('tenant' as never) as LoadedTenant).config.slug;
        if (signedIn) await garage.linkLead({ tenant, userId: signedIn.user.id }, leadId);
      } catch (error) {
        console.error(`lead ${leadId}: could not link it to the signed-in shopper:`, error);
      }
    },
    async stop() {
      stopListening();
      await alerts.stop();
    },
  };
}
